import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
            if buffer.count > 1 << 16 { Self.write(&buffer, to: Disk.standardOutput) }
        }
    }

    public func err(_ text: String) {
        flush()
        var bytes = Array(text.utf8)
        Self.write(&bytes, to: Disk.standardError)
    }

    public func flush() { pending.withLock { Self.write(&$0, to: Disk.standardOutput) } }

    /// Writes all of `bytes` and empties them.
    private static func write(_ bytes: inout [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { _ = Disk.writeAll($0, to: descriptor) }
        bytes.removeAll(keepingCapacity: true)
    }
}

/// Collects what a command prints, for tests.
public final class BufferConsole: Console {
    private let texts = Mutex((output: "", errors: ""))

    public init() {}
    public func out(_ text: String) { texts.withLock { $0.output += text } }
    public func err(_ text: String) { texts.withLock { $0.errors += text } }
    public var output: String { texts.withLock { $0.output } }
    public var errors: String { texts.withLock { $0.errors } }
}
