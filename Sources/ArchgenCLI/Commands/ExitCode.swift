/// The exit codes archgen documents in `--help`, the README and Documentation/Commands.md (sysexits.h values where
/// one fits).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `--check` found stale or edited files, or a write was refused.
    case failure = 1
    case usage = 64
    /// An invalid spec or template.
    case invalidInput = 65
    case inputMissing = 66
    case cannotWrite = 73
}

/// An error that ends a command with a message and an exit code.
struct ToolError: Error, Sendable {
    var code: ExitCode
    var message: String
    /// Whether the message already says where and what (`file:line:column: error: ...`), so it prints as it is.
    var isPositioned = false

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// An error in a file the person wrote, pointing at it the way compilers do.
    static func positioned(
        _ code: ExitCode, path: String, line: Int, column: Int, _ message: String, then rest: String = ""
    ) -> ToolError {
        var error = ToolError(code, "\(path):\(line):\(column): error: \(message)" + rest)
        error.isPositioned = true
        return error
    }
}
