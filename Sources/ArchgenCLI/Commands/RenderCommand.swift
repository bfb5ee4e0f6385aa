import LocatedJSON
import Mustache

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen render TEMPLATE --context JSON`: renders one Mustache template, printing exactly the result.
struct RenderCommand: Command {
    static let definition = CommandDefinition(
        name: "render",
        abstract: "Render a Mustache template with JSON data and print exactly the result.",
        arguments: [.init(name: "template", help: "The template file.")],
        options: [
            .init(
                name: "context", value: "<json>", help: "A JSON file with the data, or the JSON itself.", required: true
            ),
            .init(name: "partials", value: "<dir>", help: "Where {{> name}} finds name.mustache."),
            .init(name: "escape", value: "<mode>", help: "html (default, as the Mustache specification says) or none."),
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        guard let escaping = Escaping(rawValue: arguments.value("escape") ?? "html") else {
            throw usageError("'\(arguments.value("escape")!)' is not an escape mode; use html or none")
        }
        let templateURL = Paths.resolve(arguments.positionals[0], against: context.workingDirectory)
        guard let templateData = FileManager.default.contents(atPath: templateURL.path) else {
            throw ToolError(.inputMissing, "cannot read template '\(arguments.positionals[0])'")
        }
        let contextArgument = arguments.value("context")!
        let jsonBytes: [UInt8]
        if let first = contextArgument.first, "{[\"".contains(first) {
            jsonBytes = Array(contextArgument.utf8)
        } else {
            guard
                let data = FileManager.default.contents(
                    atPath: Paths.resolve(contextArgument, against: context.workingDirectory).path)
            else {
                throw ToolError(.inputMissing, "cannot read context '\(contextArgument)'")
            }
            jsonBytes = Array(data)
        }
        let data: JSONValue
        do {
            data = try JSONReader().read(jsonBytes)
        } catch {
            throw ToolError(.invalidInput, "\(contextArgument):\(error.location): \(error.message)")
        }
        var partials: [String: String] = [:]
        if let folder = arguments.value("partials").map({ Paths.resolve($0, against: context.workingDirectory) }) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            where name.hasSuffix(".mustache") {
                if let partial = FileManager.default.contents(atPath: folder.child(name).path) {
                    partials[String(name.dropLast(".mustache".count))] = String(decoding: partial, as: UTF8.self)
                }
            }
        }
        do {
            let template = try Template(String(decoding: templateData, as: UTF8.self), name: arguments.positionals[0])
            context.console.out(
                try TemplateRenderer(escaping: escaping, partials: partials).render(
                    template, with: MustacheValue(json: data)))
        } catch {
            throw ToolError(.invalidInput, error.description)
        }
        return .success
    }
}
