import Foundation
import Synchronization

/// Where the command line tool prints: standard output and standard error, or a buffer in tests.
public protocol Console: Sendable {
    func out(_ text: String)
    func err(_ text: String)
    /// Writes out anything held back; called when a command ends.
    func flush()
}

extension Console {
    public func flush() {}
}

/// Prints to the process's standard output, buffered (a report of thousands of lines is a few system calls;
/// flushed before each error and when the command ends), and to standard error.
public final class StandardConsole: Console {
    private let pending = Mutex<[UInt8]>([])

    public init() {}

    public func out(_ text: String) {
        pending.withLock { buffer in
            buffer += text.utf8
            if buffer.count > 1 << 16 { Self.write(&buffer, to: STDOUT_FILENO) }
        }
    }

    public func err(_ text: String) {
        flush()
        var bytes = Array(text.utf8)
        Self.write(&bytes, to: STDERR_FILENO)
    }

    public func flush() { pending.withLock { Self.write(&$0, to: STDOUT_FILENO) } }

    /// Writes all of `bytes` and empties them.
    private static func write(_ bytes: inout [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            offset += count
        }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// Collects what a command prints, for tests.
public final class BufferConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    public init() {}
    public func out(_ text: String) { lock.withLock { outText += text } }
    public func err(_ text: String) { lock.withLock { errText += text } }
    public var output: String { lock.withLock { outText } }
    public var errors: String { lock.withLock { errText } }
}
