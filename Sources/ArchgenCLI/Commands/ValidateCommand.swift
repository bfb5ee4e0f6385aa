import ArchgenRendering
import ArchgenSpec

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
        ],
        options: [OutputFormat.optionWithGitHub])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let format = try outputFormat(arguments, allowingGitHub: true)
        var invalid = false
        let generator = Generator(templates: context.templates)
        var specs: [JSONOutput] = []
        for url in try SpecLocator.specs(arguments.positionals, in: context, recovering: false) {
            let spec = try SpecFile.read(url, from: context.workingDirectory)
            let display = context.display(url)
            let diagnostics = Self.diagnostics(spec, using: generator)
            invalid = invalid || !diagnostics.errors.isEmpty
            if format == .json {
                specs.append(
                    .object([
                        ("spec", .string(display)), ("valid", .bool(diagnostics.errors.isEmpty)),
                        ("problems", Self.json(diagnostics)),
                    ]))
                continue
            }
            for diagnostic in diagnostics {
                if format == .github {
                    context.console.out(Finding(diagnostic, path: display).github)
                } else {
                    context.console.err(diagnostic.formatted(path: display) + "\n")
                }
            }
            let errors = diagnostics.errors.count
            if errors == 0 {
                if context.verbosity != .quiet { context.console.out("\(display) is valid\n") }
            } else {
                context.console.err("error: \(display) has \(errors) problem\(errors == 1 ? "" : "s")\n")
            }
        }
        if format == .json {
            context.console.out(JSONOutput.object([("valid", .bool(!invalid)), ("specs", .array(specs))]).text)
        }
        return invalid ? .invalidInput : .success
    }

    static func diagnostics(_ spec: SpecFile, using generator: Generator) -> [Diagnostic] {
        generator.validate(SpecInput(fileName: spec.url.lastPathComponent, bytes: spec.bytes)).diagnostics
    }

    /// A spec's problems as JSON: `[{"line": 3, "column": 5, "message": "..."}]`.
    static func json(_ diagnostics: [Diagnostic]) -> JSONOutput {
        .array(
            diagnostics.map {
                .object([
                    ("line", .number(String($0.location.line))), ("column", .number(String($0.location.column))),
                    ("message", .string($0.message)),
                ])
            })
    }
}
