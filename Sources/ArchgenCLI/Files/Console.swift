import Foundation

/// Where the command line tool prints: standard output and standard error, or a buffer in tests.
public protocol Console: Sendable {
    func out(_ text: String)
    func err(_ text: String)
}

/// Prints to the process's standard output and standard error.
public struct StandardConsole: Console {
    public init() {}
    public func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func err(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
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
