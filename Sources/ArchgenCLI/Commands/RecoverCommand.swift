#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen recover [SPEC|DIR...]`: undoes (or finishes) runs that were interrupted, and nothing else. `generate` and
/// `new` take this step first; `validate`, `status` and `generate --check` only report an interrupted run.
struct RecoverCommand: Command {
    static let definition = CommandDefinition(
        name: "recover",
        abstract: "Undo (or finish) runs that were interrupted, from their journals; change nothing else.",
        arguments: [
            .init(
                name: "spec",
                help: "Specs, or folders of specs, whose runs to recover (default: everything below here).",
                repeating: true)
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let found = SpecLocator.find(arguments.positionals, in: context)
        if try !SpecLocator.recover(found.journals, in: context), context.verbosity != .quiet {
            context.console.out("no interrupted run to recover\n")
        }
        return .success
    }
}
