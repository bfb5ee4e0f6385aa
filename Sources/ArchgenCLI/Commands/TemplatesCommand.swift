import ArchgenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen templates export DIR`: copies the built-in templates out, to customise them with `--templates DIR`.
struct TemplatesCommand: Command {
    static let definition = CommandDefinition(
        name: "templates",
        abstract: "Export the built-in templates ('templates export <dir>') to customise them.",
        arguments: [
            .init(name: "action", help: "export"),
            .init(name: "dir", help: "The folder to write the templates to."),
        ],
        options: [.init(name: "force", value: nil, help: "Replace files that differ from the built-in ones.")])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        guard arguments.positionals[0] == "export" else {
            throw usageError("Unknown action '\(arguments.positionals[0])'; use 'export'")
        }
        guard arguments.positionals.count == 2 else { throw usageError("Missing expected argument '<dir>'") }
        let folder = Paths.resolve(arguments.positionals[1], against: context.workingDirectory)
        try SpecLocator.recover([Self.journal(in: folder)], in: context)
        let files = TemplateLoader.builtin.files.keys.sorted().map { path in
            GeneratedFile(
                root: .sources, path: path, contents: TemplateLoader.builtin.files[path]!, ownership: .generated)
        }
        var plan = FilePlanner(planner: RegenerationPlanner(force: true)).plan(files, roots: [.sources: folder]).files
        for index in plan.indices where plan[index].fate == .updated && !arguments.flag("force") {
            plan[index].fate = FileFate.refused("differs from the built-in template; pass --force to replace it")
        }
        for file in plan { context.console.out(reportLine(file.fate.word, context.display(file.url))) }
        try Transaction([WriteSet(journal: Self.journal(in: folder), files: plan)]).apply()
        context.console.out("Use them with: archgen --templates \(context.display(folder)) generate\n")
        return plan.contains { $0.fate.isRefused } ? .failure : .success
    }

    /// The journal of an export into `folder` (see `Journal`).
    static func journal(in folder: URL) -> URL { folder.child("templates" + Journal.suffix) }
}
