import Foundation

/// The few file-system calls the writer makes, as plain system calls: no hidden `fsync` per file (a whole-module
/// write is made safe by its journal instead), and never through a symbolic link at the final path component.
enum Disk {
    /// Writes `data` to a new or truncated file at `path` (mode 0644 before the umask).
    static func write(_ data: Data, to path: String) throws(DiskError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
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
