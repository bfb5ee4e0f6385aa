/// The exit codes archgen documents in `--help` and the README (sysexits.h values where one fits).
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

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
