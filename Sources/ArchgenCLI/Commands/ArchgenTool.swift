import ArchgenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `archgen` command line: parses the global options, dispatches to a command and turns errors into
/// messages and exit codes. In-process and testable: give it a folder and a console.
public struct ArchgenTool: Sendable {
    public static let version = "0.1.0"

    static let commands: [CommandDefinition] = [
        DemoCommand.definition, NewCommand.definition, GenerateCommand.definition, StatusCommand.definition,
        ValidateCommand.definition,
        PatternsCommand.definition,
        RenderCommand.definition, TemplatesCommand.definition, CompletionCommand.definition,
    ]

    public var workingDirectory: URL
    public var console: any Console

    /// Runs the process's arguments in its working folder, then exits with the command's code.
    public static func main() -> Never {
        let tool = ArchgenTool(workingDirectory: URL.file(FileManager.default.currentDirectoryPath))
        Disk.exit(tool.run(Array(CommandLine.arguments.dropFirst())))
    }

    public init(workingDirectory: URL, console: any Console = StandardConsole()) {
        self.workingDirectory = workingDirectory.lexicallyStandardized
        self.console = console
    }

    /// Runs `arguments` (without the program name) and returns the process exit code.
    public func run(_ arguments: [String]) -> Int32 {
        defer { console.flush() }
        do {
            return try dispatch(arguments).rawValue
        } catch {
            console.err("error: \(error.message)\n")
            return error.code.rawValue
        }
    }

    private func dispatch(_ arguments: [String]) throws(ToolError) -> ExitCode {
        var rest = arguments
        var templatesFolder: URL?
        while let first = rest.first, first.hasPrefix("-") {
            switch first {
            case "-h", "--help":
                console.out(Self.help)
                return .success
            case "--version":
                console.out("archgen \(Self.version)\n")
                return .success
            case "--templates":
                guard rest.count > 1 else {
                    throw ToolError(.usage, "Missing value for '--templates <dir>'\n\(Self.usageLine)")
                }
                templatesFolder = Paths.resolve(rest[1], against: workingDirectory)
                rest.removeFirst(2)
            default:
                if first.hasPrefix("--templates=") {
                    templatesFolder = Paths.resolve(
                        String(first.dropFirst("--templates=".count)), against: workingDirectory)
                    rest.removeFirst()
                } else {
                    throw ToolError(.usage, "Unknown option '\(first)'\n\(Self.usageLine)")
                }
            }
        }
        guard let name = rest.first else {
            console.err(Self.help)
            return .usage
        }
        rest.removeFirst()
        if name == "help" {
            guard let topic = rest.first else {
                console.out(Self.help)
                return .success
            }
            if topic == "help" {
                console.out(Self.helpHelp)
                return .success
            }
            guard let command = Self.commands.first(where: { $0.name == topic }) else {
                throw ToolError(.usage, "Unknown command '\(topic)'\n\(Self.usageLine)")
            }
            console.out(command.help)
            return .success
        }
        switch name {
        case DemoCommand.definition.name: return try execute(DemoCommand.self, rest, templatesFolder: templatesFolder)
        case NewCommand.definition.name: return try execute(NewCommand.self, rest, templatesFolder: templatesFolder)
        case GenerateCommand.definition.name:
            return try execute(GenerateCommand.self, rest, templatesFolder: templatesFolder)
        case StatusCommand.definition.name:
            return try execute(StatusCommand.self, rest, templatesFolder: templatesFolder)
        case ValidateCommand.definition.name:
            return try execute(ValidateCommand.self, rest, templatesFolder: templatesFolder)
        case PatternsCommand.definition.name:
            return try execute(PatternsCommand.self, rest, templatesFolder: templatesFolder)
        case RenderCommand.definition.name:
            return try execute(RenderCommand.self, rest, templatesFolder: templatesFolder)
        case CompletionCommand.definition.name:
            return try execute(CompletionCommand.self, rest, templatesFolder: templatesFolder)
        case TemplatesCommand.definition.name:
            return try execute(TemplatesCommand.self, rest, templatesFolder: templatesFolder)
        default:
            let hint =
                Suggestion.nearest(to: name, in: Self.commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw ToolError(.usage, "Unknown command '\(name)'\(hint)\n\(Self.usageLine)")
        }
    }

    /// Parses and runs one command; generic so that the command type is concrete, not an existential.
    private func execute<C: Command>(_ command: C.Type, _ arguments: [String], templatesFolder: URL?) throws(ToolError)
        -> ExitCode
    {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.out(C.definition.help)
            return .success
        }
        let instance = C()
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, for: C.definition)
        } catch {
            throw instance.usageError(error.message)
        }
        let context = RunContext(
            workingDirectory: workingDirectory, console: console,
            templates: try TemplateLoader.load(overrides: templatesFolder))
        return try instance.run(parsed, in: context)
    }

    static let helpHelp = """
        OVERVIEW: Show help for a command, or for archgen as a whole.

        USAGE: archgen help [<command>]

        ARGUMENTS:
          <command>               One of: \(commands.map(\.name).joined(separator: ", ")), help.

        """

    static let usageLine =
        "Usage: archgen [--templates <dir>] <command> [<arguments>]\n  See 'archgen --help' for more information."

    static var help: String {
        var text = """
            OVERVIEW: Generates iOS architecture modules (MVVM, MVP, VIP) with test doubles and tests from a small JSON spec.

            USAGE: archgen [--templates <dir>] <command> [<arguments>]

            OPTIONS:

            """
        text += CommandDefinition.row(
            "--templates <dir>", "Use the templates in <dir>; files not there fall back to the built-in ones.")
        text += CommandDefinition.row("--version", "Show the version.")
        text += CommandDefinition.row("-h, --help", "Show help information.")
        text += "\nCOMMANDS:\n"
        for command in commands { text += CommandDefinition.row(command.name, command.abstract) }
        text += CommandDefinition.row("help", "Show help for a command.")
        text += """

            EXIT CODES:
              0   success
              1   generate --check: regenerating would change a file; or a file needs you (a conflict,
                  a scaffold to change, a file no longer generated, a refused write)
              64  usage error
              65  invalid spec (or template)
              66  input missing
              73  an output could not be written

              See 'archgen help <command>' for detailed help.

            """
        return text
    }
}
