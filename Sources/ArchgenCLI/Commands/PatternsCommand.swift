import ArchgenRendering
import ArchgenSpec
import Mustache

/// `archgen patterns`: what each pattern generates, file by file.
struct PatternsCommand: Command {
    static let definition = CommandDefinition(
        name: "patterns", abstract: "List the patterns and every file each one writes, with its role and owner.")

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let renderer = TemplateRenderer(escaping: .none)
        for pattern in context.templates.patterns {
            let manifest: Manifest
            do {
                manifest = try context.templates.manifest(for: pattern)
            } catch {
                throw ToolError(.invalidInput, error.description)
            }
            let only = manifest.onlyUI.map { " Views: \($0.ui.rawValue) only." } ?? ""
            context.console.out("\(pattern): \(manifest.summary)\(only)\n")
            for entry in manifest.entries {
                var keys: [String: MustacheValue] = ["module": "<M>"]
                for (key, value) in entry.each?.placeholders ?? [:] { keys[key] = .string(value) }
                let path = (try? renderer.render(entry.path, with: .object(keys))) ?? entry.path
                let folder = entry.root == .sources ? "<sources>/" : "<tests>/"
                let notes = [entry.when?.explanation, entry.each?.explanation].compactMap { $0 }
                let note = notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))"
                context.console.out(
                    "  " + padded(folder + path, to: 40) + padded(entry.ownership.rawValue, to: 10) + entry.role + note
                        + "\n")
            }
            context.console.out("\n")
        }
        context.console.out("generated: archgen owns it and rewrites it; scaffold: written once, then yours.\n")
        return .success
    }
}
