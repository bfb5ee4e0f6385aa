import ArchgenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen validate SPEC...`: checks specs and prints every problem, writing nothing.
struct ValidateCommand: Command {
    static let definition = CommandDefinition(
        name: "validate",
        abstract: "Check specs and report every problem; write nothing.",
        arguments: [
            .init(name: "spec", help: "Specs to check (default: every *.archgen.json below here).", repeating: true)
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let generator = Generator(templates: context.templates)
        var invalid = false
        for url in try SpecLocator.specs(arguments.positionals, in: context) {
            let spec = try SpecFile.read(url)
            let display = context.display(url)
            let diagnostics = generator.validate(SpecInput(fileName: url.lastPathComponent, bytes: spec.bytes))
                .diagnostics
            for diagnostic in diagnostics { context.console.err(diagnostic.formatted(path: display) + "\n") }
            if diagnostics.isEmpty {
                context.console.out("\(display) is valid\n")
            } else {
                invalid = true
                context.console.err(
                    "error: \(display) has \(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")\n")
            }
        }
        return invalid ? .invalidInput : .success
    }
}
