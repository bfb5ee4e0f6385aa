import LocatedJSON

/// One problem found in a spec, where it is, and how it reads to a person.
public struct Diagnostic: Equatable, Comparable, Sendable {
    public var location: SourceLocation
    public var problem: Problem

    public init(_ problem: Problem, at location: SourceLocation) {
        self.problem = problem
        self.location = location
    }

    public var message: String { problem.message }

    /// An error makes the spec invalid; a warning is said and generation goes on.
    public var isError: Bool { !problem.isWarning }

    /// `error` or `warning`.
    public var severity: String { isError ? "error" : "warning" }

    /// `path:line:col: error: message`, the form compilers and editors understand.
    public func formatted(path: String) -> String {
        "\(path):\(location.line):\(location.column): \(severity): \(message)"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

extension [Diagnostic] {
    /// The diagnostics that make a spec invalid (not its warnings).
    public var errors: [Diagnostic] { filter(\.isError) }
}
