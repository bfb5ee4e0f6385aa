import ArchgenSpec

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
        ValidateCommand.definition, RecoverCommand.definition,
        PatternsCommand.definition,
        RenderCommand.definition, TemplatesCommand.definition, ContextCommand.definition,
        CompletionCommand.definition,
    ]

    public var workingDirectory: URL
    public var console: any Console
    /// What identifies archgen's code, for the records' stamps (tests stand in other builds).
    var build = BuildIdentity.current

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
            console.err((error.isPositioned ? "" : "error: ") + "\(error.message)\n")
            return error.code.rawValue
        }
    }

    /// The options every command takes (before or after its name), for help and completions.
    static let globalOptions: [CommandDefinition.Option] = [
        .init(
            name: "templates", value: "<dir>",
            help: "Use the templates in <dir>; files not there fall back to the built-in ones (default: the config's)."),
        .init(name: "quiet", value: nil, help: "Print only what needs you, and errors."),
        .init(name: "verbose", value: nil, help: "Also list the files that did not change."),
    ]

    /// Options that apply to every command, accepted before or after the command's name (until `--`).
    struct GlobalOptions: Equatable {
        var templates: String?
        var verbosity = Verbosity.normal
    }

    /// The global options taken out of `arguments`, and what is left for the command.
    static func globalOptions(in arguments: [String]) throws(ToolError) -> (GlobalOptions, [String]) {
        var options = GlobalOptions()
        var rest: [String] = []
        var index = 0
        var quiet = false
        var verbose = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--":
                rest += arguments[(index - 1)...]
                index = arguments.count
            case "--templates":
                guard index < arguments.count else {
                    throw ToolError(.usage, "Missing value for '--templates <dir>'\n\(Self.usageLine)")
                }
                options.templates = arguments[index]
                index += 1
            case "-q", "--quiet": quiet = true
            case "-v", "--verbose": verbose = true
            default:
                if argument.hasPrefix("--templates=") {
                    options.templates = String(argument.dropFirst("--templates=".count))
                } else {
                    rest.append(argument)
                }
            }
        }
        if quiet && verbose { throw ToolError(.usage, "'--quiet' and '--verbose' cannot be used together") }
        options.verbosity = quiet ? .quiet : verbose ? .verbose : .normal
        return (options, rest)
    }

    private func dispatch(_ arguments: [String]) throws(ToolError) -> ExitCode {
        switch arguments.first {
        case "-h", "--help":
            console.out(Self.help)
            return .success
        case "--version":
            console.out("archgen \(Self.version)\n")
            return .success
        default: break
        }
        var (options, rest) = try Self.globalOptions(in: arguments)
        if let first = rest.first, first.hasPrefix("-") {
            throw ToolError(.usage, "Unknown option '\(first)'\n\(Self.usageLine)")
        }
        // Bare `archgen` (an Xcode plugin run with no arguments too) asks what archgen can do: help, and success.
        guard let name = rest.first else {
            console.out(Self.help)
            return .success
        }
        rest.removeFirst()
        if name == "help" { return try help(topic: rest.first) }
        switch name {
        case DemoCommand.definition.name: return try execute(DemoCommand.self, rest, options: options)
        case NewCommand.definition.name: return try execute(NewCommand.self, rest, options: options)
        case GenerateCommand.definition.name:
            return try execute(GenerateCommand.self, rest, options: options)
        case StatusCommand.definition.name:
            return try execute(StatusCommand.self, rest, options: options)
        case ValidateCommand.definition.name:
            return try execute(ValidateCommand.self, rest, options: options)
        case RecoverCommand.definition.name:
            return try execute(RecoverCommand.self, rest, options: options)
        case PatternsCommand.definition.name:
            return try execute(PatternsCommand.self, rest, options: options)
        case RenderCommand.definition.name:
            return try execute(RenderCommand.self, rest, options: options)
        case ContextCommand.definition.name:
            return try execute(ContextCommand.self, rest, options: options)
        case CompletionCommand.definition.name:
            return try execute(CompletionCommand.self, rest, options: options)
        case TemplatesCommand.definition.name:
            return try execute(TemplatesCommand.self, rest, options: options)
        default:
            let hint =
                Suggestion.nearest(to: name, in: Self.commands.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw ToolError(.usage, "Unknown command '\(name)'\(hint)\n\(Self.usageLine)")
        }
    }

    /// `archgen help [topic]`: the overview, or a command's help.
    private func help(topic: String?) throws(ToolError) -> ExitCode {
        guard let topic else {
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

    /// Parses and runs one command; generic so that the command type is concrete, not an existential.
    private func execute<C: Command>(_ command: C.Type, _ arguments: [String], options: GlobalOptions)
        throws(ToolError) -> ExitCode
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
        let config = try ConfigFile.find(from: workingDirectory)
        // `--templates` is relative to the working folder; the config's `templates` to the config's folder.
        let flag = options.templates.map { Paths.resolve($0, against: workingDirectory) }
        // Exporting templates and printing completions need no team templates (the folder may not exist yet).
        let needsTemplates =
            (C.definition.name != TemplatesCommand.definition.name || parsed.positionals.first == "list")
            && C.definition.name != CompletionCommand.definition.name
        let folder = needsTemplates ? flag ?? config?.resolve(config?.config.templates) : nil
        let origin =
            flag != nil
            ? "--templates" : "'templates' in \(config.map { Paths.display($0.url, from: workingDirectory) } ?? "")"
        var context = RunContext(
            workingDirectory: workingDirectory, console: console,
            templates: try TemplateLoader.load(overrides: folder, from: workingDirectory, origin: origin),
            config: config, verbosity: options.verbosity)
        context.build = build
        return try instance.run(parsed, in: context)
    }

    static let helpHelp = """
        OVERVIEW: Show help for a command, or for archgen as a whole.

        USAGE: archgen help [<command>]

        ARGUMENTS:
          <command>               One of: \(commands.map(\.name).joined(separator: ", ")), help.

        """

    static let usageLine =
        "Usage: archgen <command> [<arguments>] [--templates <dir>] [--quiet | --verbose]\n"
        + "  See 'archgen --help' for more information."

    static var help: String {
        var text = """
            OVERVIEW: Generates iOS architecture modules (MVVM, MVP, VIP, MVC) with test doubles and tests from a small JSON spec.

            USAGE: archgen <command> [<arguments>] [--templates <dir>] [--quiet | --verbose]

            OPTIONS (before or after the command):

            """
        for option in globalOptions {
            let short = option.name == "quiet" ? "-q, " : option.name == "verbose" ? "-v, " : ""
            text += CommandDefinition.row(
                short + "--\(option.name)" + (option.value.map { " \($0)" } ?? ""), option.help)
        }
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

            CONFIGURATION:
              archgen.config.json, in this folder or one above it, sets the templates folder, where specs live,
              where modules go and the defaults of 'new' (see Documentation/Commands.md). Colour only on a
              terminal; NO_COLOR=1 turns it off.

              See 'archgen help <command>' for detailed help.

            """
        return text
    }
}
