import ArchgenRendering
import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How much a command prints: `--quiet` only what needs the person, `--verbose` every file as well.
enum Verbosity: Sendable {
    case quiet, normal, verbose
}

/// What every command gets: where it runs, where it prints, the templates to use and the project's config.
struct RunContext: Sendable {
    var workingDirectory: URL
    var console: any Console
    var templates: TemplateSet
    var config: ConfigFile?
    var verbosity = Verbosity.normal
    /// The project the working folder is in (see `ProjectRoot`), nil when it is in none.
    var projectRoot: URL?
    /// What identifies archgen's code, for the records' stamps (see `RecordStamp`; nil: not known).
    var build = BuildIdentity.current

    init(
        workingDirectory: URL, console: any Console, templates: TemplateSet, config: ConfigFile? = nil,
        verbosity: Verbosity = .normal
    ) {
        self.workingDirectory = workingDirectory
        self.console = console
        self.templates = templates
        self.config = config
        self.verbosity = verbosity
        projectRoot = ProjectRoot.find(from: workingDirectory, config: config)
    }

    func display(_ url: URL) -> String { Paths.display(url, from: workingDirectory) }

    /// A report line for `url`, coloured on a terminal.
    func reportLine(_ word: String, _ url: URL) -> String {
        ArchgenCLI.reportLine(word, display(url), colors: console.colorsOutput)
    }

    /// Where specs are looked for when none are named: the config's `specs` folder, else the whole project's (from any
    /// folder inside it), else the working folder.
    var specsFolder: URL { config?.resolve(config?.config.specs) ?? projectRoot ?? workingDirectory }
}

/// One subcommand of `archgen`.
protocol Command: Sendable {
    static var definition: CommandDefinition { get }
    init()
    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode
}

extension Command {
    func usageError(_ message: String) -> ToolError {
        ToolError(
            .usage,
            "\(message)\nUsage: \(Self.definition.usage)\n  See 'archgen help \(Self.definition.name)' for more information."
        )
    }
}
