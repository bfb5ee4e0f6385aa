import ArchgenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every command gets: where it runs, where it prints, and the templates to use.
struct RunContext: Sendable {
    var workingDirectory: URL
    var console: any Console
    var templates: TemplateSet

    func display(_ url: URL) -> String { Paths.display(url, from: workingDirectory) }
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
