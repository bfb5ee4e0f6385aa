import Foundation

/// The few file-system calls the writer makes, as plain system calls: no hidden `fsync` per file (a whole-module
/// write is made safe by its journal instead), and never through a symbolic link at the final path component.
enum Disk {
    /// Writes `data` to a new or truncated file at `path` (mode 0644 before the umask).
    static func write(_ data: Data, to path: String, flags: Int32 = O_TRUNC) throws(DiskError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | flags, 0o644)
        guard descriptor >= 0 else { throw DiskError() }
        defer { close(descriptor) }
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw DiskError()
            }
            offset += written
        }
    }

    /// Creates a file that must not exist yet (a file that appeared since planning is never overwritten).
    static func create(_ data: Data, at path: String) throws(DiskError) {
        try write(data, to: path, flags: O_EXCL)
    }

    /// The whole contents of a regular file; nil when it is missing, unreadable or not a regular file.
    static func read(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var data = Data(count: Int(status.st_size))
        var offset = 0
        while true {
            if offset == data.count { data.count += 4096 }  // the file grew, or reports no size
            let count = data.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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

    static func rename(_ from: String, _ to: String) -> Bool { Foundation.rename(from, to) == 0 }

    /// Removes a file (not a folder); true when it is gone.
    @discardableResult
    static func removeFile(_ path: String) -> Bool { unlink(path) == 0 || errno == ENOENT }

    /// Removes a folder if it is empty.
    static func removeEmptyFolder(_ path: String) { rmdir(path) }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}

/// A failed system call: the reason is `strerror(errno)` at the time of the failure.
struct DiskError: Error {
    var reason = String(cString: strerror(errno))
}
