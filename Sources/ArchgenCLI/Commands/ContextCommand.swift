import ArchgenRendering
import ArchgenSpec
import Mustache

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen context SPEC`: the data templates are rendered with for a spec, as JSON (keys sorted); with
/// `--reference`, what every key means.
struct ContextCommand: Command {
    static let definition = CommandDefinition(
        name: "context",
        abstract: "Print the data templates get for a spec, as JSON (--reference: what every key means).",
        arguments: [.init(name: "spec", help: "The spec.", optional: true)],
        options: [
            .init(name: "reference", value: nil, help: "Print the reference of every key (Markdown) instead.")
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        if arguments.flag("reference") {
            context.console.out(ContextReference.markdown)
            return .success
        }
        guard let path = arguments.positionals.first else { throw usageError("Missing expected argument '<spec>'") }
        let spec = try SpecFile.read(
            Paths.resolve(path, against: context.workingDirectory), from: context.workingDirectory)
        let display = context.display(spec.url)
        let generator = Generator(templates: context.templates)
        let (module, diagnostics) = generator.validate(
            SpecInput(fileName: spec.url.lastPathComponent, bytes: spec.bytes))
        for diagnostic in diagnostics { context.console.err(diagnostic.formatted(path: display) + "\n") }
        guard let module, diagnostics.errors.isEmpty else {
            throw ToolError(
                .invalidInput, "\(display) has \(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")")
        }
        context.console.out(Self.json(Generator.context(for: module)).text)
        return .success
    }

    static func json(_ value: MustacheValue) -> JSONOutput {
        switch value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let text): .number(text)
        case .string(let text): .string(text)
        case .list(let items): .array(items.map(json))
        case .object(let members): .object(members.keys.sorted().map { ($0, json(members[$0]!)) })
        }
    }
}
