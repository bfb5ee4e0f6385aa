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
    /// Whether standard output and standard error take colour: terminals only, and never with `NO_COLOR` set.
    var colorsOutput: Bool { get }
    var colorsErrors: Bool { get }
}

extension Console {
    public func flush() {}
    public var colorsOutput: Bool { false }
    public var colorsErrors: Bool { false }
}

/// The colours archgen uses: green for what it did, yellow for what it kept or removed, red for what needs you.
enum Paint: String {
    case green = "32"
    case yellow = "33"
    case red = "31"
    case bold = "1"

    /// `text` in this colour when `enabled`.
    func callAsFunction(_ text: String, _ enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// Prints to the process's standard output, buffered (a report of thousands of lines is a few system calls;
/// flushed before each error and when the command ends), and to standard error.
public final class StandardConsole: Console {
    private let pending = Mutex<[UInt8]>([])
    public let colorsOutput: Bool
    public let colorsErrors: Bool

    public init() {
        let noColor = Disk.environment("NO_COLOR")
        let term = Disk.environment("TERM")
        colorsOutput = Self.colors(noColor: noColor, term: term, isTerminal: Disk.isTerminal(Disk.standardOutput))
        colorsErrors = Self.colors(noColor: noColor, term: term, isTerminal: Disk.isTerminal(Disk.standardError))
    }

    /// Colour only on a terminal that can show it, and never when `NO_COLOR` is set to anything
    /// (https://no-color.org).
    static func colors(noColor: String?, term: String?, isTerminal: Bool) -> Bool {
        isTerminal && (noColor ?? "").isEmpty && term != "dumb"
    }

    public func out(_ text: String) {
        pending.withLock { buffer in
            buffer += text.utf8
            if buffer.count > 1 << 16 { Self.write(&buffer, to: Disk.standardOutput) }
        }
    }

    public func err(_ text: String) {
        flush()
        var bytes = Array((colorsErrors ? text.replacing("error: ", with: Paint.red("error:", true) + " ") : text).utf8)
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
    public let colorsOutput: Bool
    public let colorsErrors: Bool

    public init(colors: Bool = false) {
        colorsOutput = colors
        colorsErrors = colors
    }
    public func out(_ text: String) { texts.withLock { $0.output += text } }
    public func err(_ text: String) { texts.withLock { $0.errors += text } }
    public var output: String { texts.withLock { $0.output } }
    public var errors: String { texts.withLock { $0.errors } }
}
