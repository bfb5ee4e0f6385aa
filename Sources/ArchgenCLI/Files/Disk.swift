import Dispatch

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
private let systemRename = Glibc.rename
private let systemExit = Glibc.exit
#elseif canImport(Musl)
import Musl
private let systemRead = Musl.read
private let systemWrite = Musl.write
private let systemRename = Musl.rename
private let systemExit = Musl.exit
#else
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
private let systemRename = Darwin.rename
private let systemExit = Darwin.exit
#endif

/// Every file-system call archgen makes, as plain system calls in this one file: no hidden `fsync` per file (a
/// module's write is made safe by its journal instead), no look at the disk to build a path, and never a write
/// through a symbolic link at the final path component.
enum Disk {
    /// Writes `data` to a new or truncated file at `path` (mode 0644 before the umask).
    static func write(_ data: Data, to path: String, flags: Int32 = O_TRUNC) throws(DiskError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else { throw DiskError() }
        defer { close(descriptor) }
        guard data.withUnsafeBytes({ writeAll($0, to: descriptor) }) else { throw DiskError() }
    }

    /// Creates a file that must not exist yet (a file that appeared since planning is never overwritten).
    static func create(_ data: Data, at path: String) throws(DiskError) {
        try write(data, to: path, flags: O_EXCL)
    }

    /// Writes all of `bytes` to an open descriptor; false on an error.
    @discardableResult
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return false }
            offset += count
        }
        return true
    }

    static let standardOutput = STDOUT_FILENO
    static let standardError = STDERR_FILENO

    /// The whole contents of a regular file; nil when it is missing, unreadable or not a regular file.
    static func read(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        // (A byte more than the file's size, so that the read that finds its end needs no larger buffer.)
        var data = Data(count: Int(status.st_size) + 1)
        var offset = 0
        while true {
            if offset == data.count { data.count += 4096 }  // the file grew, or reports no size
            let count = data.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            offset += count
        }
        data.count = offset
        return data
    }

    /// The whole text of a regular file, as `String(decoding: read(path), as: UTF8.self)` would give it, read straight
    /// into the string (no zeroed buffer, no second copy); nil when it is missing, unreadable or not a regular file.
    static func readText(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        var complete = size > 0
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            var offset = 0
            while complete, offset < size {
                let count = systemRead(descriptor, buffer.baseAddress! + offset, size - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { complete = false } else { offset += count }
            }
            return offset
        }
        // A file that is not the size it reported (it grew or shrank, or reports none) is read the general way.
        var next: UInt8 = 0
        guard complete, systemRead(descriptor, &next, 1) == 0 else {
            return read(path).map { String(decoding: $0, as: UTF8.self) }
        }
        return text
    }

    enum Kind { case missing, directory, symbolicLink, other }

    /// What is at `path`, without following a symbolic link.
    static func kind(_ path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: return .symbolicLink
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The names in a folder with what each is (symbolic links reported as such, never followed); empty when the
    /// folder cannot be read. `readdir` says what each entry is without a `stat` per entry.
    static func entries(of folder: String) -> [(name: String, kind: Kind)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name != ".", name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, .directory))
            case Int32(DT_LNK): entries.append((name, .symbolicLink))
            case Int32(DT_UNKNOWN): entries.append((name, kind(folder + "/" + name)))  // some file systems do not say
            default: entries.append((name, .other))
            }
        }
        return entries
    }

    /// The regular files below `root`, as paths relative to it, found without following symbolic links; an entry
    /// whose name `skip` accepts is left out, and so is everything in a folder it accepts.
    static func regularFiles(below root: String, skip: (String) -> Bool) -> [String] {
        var files: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            for (name, kind) in entries(of: folder.isEmpty ? root : root + "/" + folder) where !skip(name) {
                let path = folder.isEmpty ? name : folder + "/" + name
                switch kind {
                case .directory: pending.append(path)
                case .other: files.append(path)
                case .symbolicLink, .missing: continue
                }
            }
        }
        return files
    }

    static func makeFolder(_ path: String) throws(DiskError) {
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw DiskError() }
    }

    static func exit(_ code: Int32) -> Never { systemExit(code) }

    /// Whether the descriptor is a terminal (colour is for people, not for logs and pipes).
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// An environment variable's value.
    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    static func rename(_ from: String, _ to: String) -> Bool { systemRename(from, to) == 0 }

    /// Removes a file (not a folder); true when it is gone.
    @discardableResult
    static func removeFile(_ path: String) -> Bool { unlink(path) == 0 || errno == ENOENT }

    /// Removes a folder if it is empty.
    static func removeEmptyFolder(_ path: String) { rmdir(path) }

    static func exists(_ path: String) -> Bool { kind(path) != .missing }

    static func isRegularFile(_ path: String) -> Bool { kind(path) == .other }

    /// Whether a file is there that this user may run.
    static func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 && kind(path) != .directory }

    /// Everything an open descriptor gives until its end (or an error).
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                output.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return output
            }
        }
    }

    /// Runs a program with `input` on its standard input and returns its exit status and standard output (its
    /// standard error is dropped); nil when it cannot be started. Used for the team's formatter (`TeamStyle`).
    static func run(_ executable: String, _ arguments: [String], input: [UInt8]) -> (status: Int32, output: [UInt8])? {
        var toChild: [Int32] = [-1, -1]
        var fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else {
            for descriptor in toChild { close(descriptor) }
            return nil
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            return nil
        }
        // The input is written while the output is read, so neither side waits for the other's full pipe. A program
        // that stops reading early must not kill archgen with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let writer = DispatchGroup()
        let inputDescriptor = toChild[1]
        DispatchQueue.global().async(group: writer) {
            input.withUnsafeBytes { _ = writeAll($0, to: inputDescriptor) }
            close(inputDescriptor)
        }
        let output = readAll(fromChild[0])
        close(fromChild[0])
        writer.wait()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        // A normal exit's code (WEXITSTATUS); a signal's death counts as a failure.
        return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), output)
    }
}

/// A failed system call: the reason is `strerror(errno)` at the time of the failure.
struct DiskError: Error {
    var reason = String(cString: strerror(errno))
}
