import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen templates export DIR [TEMPLATE...]`: copies built-in templates out, to customise them.
struct TemplatesCommand: Command {
    static let definition = CommandDefinition(
        name: "templates",
        abstract:
            "List the templates in use ('templates list'), or export built-in ones to customise them ('templates export <dir>').",
        arguments: [
            .init(
                name: "action",
                help: "list (each template a run uses, built-in or the team's) or export (copy built-in ones to <dir>)."
            ),
            .init(name: "dir", help: "The folder to write the templates to.", optional: true),
            .init(
                name: "template",
                help: "Templates to export, by path ('shared/header.mustache' or 'shared/header'); default: all.",
                repeating: true),
        ],
        options: [.init(name: "force", value: nil, help: "Replace files that differ from the built-in ones.")],
        discussion: """
            Export only the templates you change: the others fall back to the built-in ones, and so keep receiving
            archgen's fixes. Point the project at the folder with "templates" in archgen.config.json.
            """)

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        if arguments.positionals[0] == "list" {
            guard arguments.positionals.count == 1 else {
                throw usageError("Unexpected argument '\(arguments.positionals[1])'; 'templates list' takes none")
            }
            list(in: context)
            return .success
        }
        guard arguments.positionals[0] == "export" else {
            let hint = Suggestion.nearest(to: arguments.positionals[0], in: ["export", "list"]).map {
                "; did you mean '\($0)'?"
            }
            throw usageError("Unknown action '\(arguments.positionals[0])'\(hint ?? "; use 'list' or 'export'")")
        }
        guard arguments.positionals.count >= 2 else { throw usageError("Missing expected argument '<dir>'") }
        let builtin = TemplateLoader.builtin.files
        var paths = builtin.keys.sorted()
        if arguments.positionals.count > 2 {
            paths = []
            for name in arguments.positionals.dropFirst(2) {
                guard let path = [name, name + ".mustache"].first(where: { builtin[$0] != nil }) else {
                    let names = builtin.keys.sorted().map { $0.hasSuffix(".mustache") ? String($0.dropLast(9)) : $0 }
                    let typed = name.hasSuffix(".mustache") ? String(name.dropLast(9)) : name
                    let hint = Suggestion.nearest(to: typed, in: names).map { "; did you mean '\($0)'?" }
                    throw usageError(
                        "'\(name)' is not a built-in template\(hint ?? "; 'archgen templates export DIR' with no names writes them all")"
                    )
                }
                paths.append(path)
            }
        }
        let folder = Paths.resolve(arguments.positionals[1], against: context.workingDirectory)
        try SpecLocator.recover([Self.journal(in: folder)], in: context)
        let files = paths.map { path in
            GeneratedFile(root: .sources, path: path, contents: builtin[path]!, ownership: .generated)
        }
        var plan = FilePlanner(planner: RegenerationPlanner(force: true)).plan(
            files, roots: OutputRoots(sources: folder)
        ).files
        for index in plan.indices where plan[index].fate == .updated && !arguments.flag("force") {
            plan[index].fate = FileFate.refused("differs from the built-in template; pass --force to replace it")
        }
        for file in plan where context.verbosity != .quiet || file.fate.isRefused {
            context.console.out(context.reportLine(file.fate.word, file.url))
        }
        try Transaction([WriteSet(journal: Self.journal(in: folder), files: plan)]).apply()
        let configured = context.config.flatMap { $0.resolve($0.config.templates) }.map(\.path) == folder.path
        let onlySchemas = paths.allSatisfy { $0.hasSuffix(".schema.json") }
        if context.verbosity != .quiet && !configured && !onlySchemas {
            let relative = context.config.map { Paths.relative(folder, from: $0.folder) } ?? context.display(folder)
            context.console.out(
                "Use them: set \"templates\": \"\(relative)\" in \(ProjectConfig.fileName) (or pass --templates "
                    + "\(context.display(folder))); templates not in the folder fall back to the built-in ones.\n")
        }
        return plan.contains { $0.fate.isRefused } ? .failure : .success
    }

    /// Every template a run here uses, by its path under Templates/: built-in, or the team's file that replaces it.
    private func list(in context: RunContext) {
        let templates = context.templates
        var custom = 0
        for path in templates.files.keys.sorted() {
            guard let origin = templates.origins[path] else {
                context.console.out(padded("built-in", to: 10) + path + "\n")
                continue
            }
            custom += 1
            context.console.out(padded("custom", to: 10) + path + "  (\(context.display(.file(origin))))\n")
        }
        guard context.verbosity != .quiet else { return }
        let count = templates.files.count
        context.console.out(
            "\(count) templates: \(count - custom) built-in, \(custom) custom; 'archgen templates export DIR TEMPLATE...' "
                + "copies one out to change it\n")
    }

    /// The journal of an export into `folder` (see `Journal`).
    static func journal(in folder: URL) -> URL { folder.child("templates" + Journal.suffix) }
}
