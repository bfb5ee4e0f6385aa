import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen generate [SPEC...]`: regenerates every module whose spec is named, or found below this folder.
struct GenerateCommand: Command {
    static let definition = CommandDefinition(
        name: "generate",
        abstract: "Regenerate modules from their specs (all *.archgen.json below this folder by default).",
        arguments: [
            .init(
                name: "spec",
                help: "Specs, or folders of specs, to generate from (default: every *.archgen.json below here).",
                repeating: true)
        ],
        options: [
            .init(
                name: "check", value: nil,
                help: "Write nothing; exit 1 if regenerating would change a file, or a file needs your action."),
            .init(
                name: "strict", value: nil,
                help: "With --check: also exit 1 for a generated file someone edited (which a plain --check accepts)."),
            .init(name: "dry-run", value: nil, help: "Show what would be written; write nothing."),
            .init(name: "diff", value: nil, help: "Print a unified diff of every change (with --dry-run: a preview)."),
            .init(name: "force", value: nil, help: "Replace files that archgen did not write."),
            .init(
                name: "discard-edits", value: "<file>",
                help: "Replace this file with archgen's output, dropping your edits (repeatable)."),
            .init(
                name: "accept", value: "<file>",
                help: "Take this scaffold as it is: the spec's changes listed for it count as made (repeatable)."),
            OutputFormat.optionWithGitHub,
        ],
        discussion: """
            With --check each file that fails is printed as a compiler error, 'path:line:column: error: ...', at its
            first line concerned, which Xcode and CI logs annotate; '--format github' prints GitHub Actions annotations.
            """)

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        // '--check' and '--dry-run' write nothing: an interrupted run is only reported then.
        let writes = !arguments.flag("check") && !arguments.flag("dry-run")
        let specs = try SpecLocator.read(arguments.positionals, in: context, recovering: writes)
        var run = GenerationRun(context: context)
        run.check = arguments.flag("check")
        run.strict = arguments.flag("strict")
        if run.strict && !run.check { throw usageError("'--strict' is for '--check'") }
        run.dryRun = arguments.flag("dry-run")
        run.force = arguments.flag("force")
        run.diff = arguments.flag("diff")
        run.format = try outputFormat(arguments, allowingGitHub: true)
        if run.format == .github && !run.check {
            throw usageError("'--format github' annotates what '--check' finds; use it with '--check'")
        }
        if run.format == .json && run.diff {
            throw usageError("'--diff' prints text; it cannot be used with '--format json'")
        }
        let folder = context.workingDirectory
        run.discard = Set(
            arguments.allValues("discard-edits").map { Paths.standard(Paths.resolve($0, against: folder).path) })
        run.accept = Set(arguments.allValues("accept").map { Paths.standard(Paths.resolve($0, against: folder).path) })
        return try run.run(specs).code
    }
}

/// The specs a command works on: the ones named, or all below the working folder (the config's `specs` folder when it
/// names one). Finding them never writes: undoing an interrupted run is a step of its own, which only the commands
/// that write take (`generate` and `new`); `validate` and `status` say that a run was interrupted and leave it.
enum SpecLocator {
    /// Specs, and journals of interrupted runs beside them.
    struct Found {
        var specs: [URL] = []
        var journals: [URL] = []
        /// Folders named that hold no spec.
        var emptyFolders: [URL] = []
        /// Specs of the project that the config's `specs` folder leaves out.
        var leftOut: [URL] = []
        /// Projects below a working folder that is in none, whose specs are theirs (not looked at).
        var otherProjects: [URL] = []
    }

    /// The specs' files, read; with `recovering`, interrupted runs are undone first, else only reported.
    static func read(_ paths: [String], in context: RunContext, recovering: Bool) throws(ToolError) -> [SpecFile] {
        var files: [SpecFile] = []
        for url in try specs(paths, in: context, recovering: recovering) {
            files.append(try SpecFile.read(url, from: context.workingDirectory))
        }
        return files
    }

    /// The specs' places; with `recovering`, interrupted runs are undone first, else only reported.
    static func specs(_ paths: [String], in context: RunContext, recovering: Bool) throws(ToolError) -> [URL] {
        var found = find(paths, in: context)
        if recovering {
            if try recover(found.journals, in: context) { found = find(paths, in: context) }
        } else {
            for journal in found.journals {
                context.console.err(
                    "note: \(context.display(journal)) is left by an interrupted run; 'archgen recover' (or 'archgen "
                        + "generate', which recovers first) undoes it; this command writes nothing\n")
            }
        }
        if let folder = found.emptyFolders.first {
            throw ToolError(.inputMissing, "no *\(SpecFinder.suffix) specs below '\(context.display(folder))'")
        }
        if !found.leftOut.isEmpty, let config = context.config, let setting = config.config.specs {
            let shown = found.leftOut.prefix(3).map { "'\(context.display($0))'" }.joined(separator: ", ")
            let more = found.leftOut.count > 3 ? " and \(found.leftOut.count - 3) more" : ""
            context.console.err(
                "\(context.display(config.url)):\(setting.location.line):\(setting.location.column): warning: "
                    + "\"specs\": \"\(setting.value)\" leaves out \(shown)\(more); they are not generated or checked "
                    + "unless named; move them into '\(setting.value)', or name them\n")
        }
        if paths.isEmpty && found.specs.isEmpty {
            let projects =
                found.otherProjects.isEmpty
                ? ""
                : "; it is in no project, and the projects below it ("
                    + found.otherProjects.prefix(3).map { "'\(context.display($0))'" }.joined(separator: ", ")
                    + (found.otherProjects.count > 3 ? ", ..." : "") + ") have their own: run archgen in one"
            throw ToolError(
                .inputMissing,
                "no *\(SpecFinder.suffix) specs below '\(context.display(context.specsFolder))'\(projects); create one "
                    + "with 'archgen new'")
        }
        return found.specs
    }

    /// Finds specs and journals; reads folders, writes nothing.
    static func find(_ paths: [String], in context: RunContext) -> Found {
        guard !paths.isEmpty else {
            // Outside any project, the projects below are not this run's (a folder of clones: archgen's own test
            // specs among them).
            let scan = SpecFinder.scan(below: context.specsFolder, skippingProjects: context.projectRoot == nil)
            var found = Found(specs: scan.specs, journals: scan.journals, otherProjects: scan.projects)
            if let config = context.config, let specs = config.resolve(config.config.specs) {
                found.leftOut = SpecFinder.specs(below: config.folder).filter { !Paths.isInside($0, specs) }
            }
            return found
        }
        var found = Found()
        for url in paths.map({ Paths.resolve($0, against: context.workingDirectory) }) {
            // A folder stands for every spec below it.
            if Disk.kind(Paths.standard(url.path)) == .directory {
                let scan = SpecFinder.scan(below: url)
                found.specs += scan.specs
                found.journals += scan.journals
                if scan.specs.isEmpty { found.emptyFolders.append(url) }
            } else {
                found.specs.append(url)
                let journal = Journal.url(for: url)
                if Disk.exists(journal.path) { found.journals.append(journal) }
            }
        }
        return found
    }

    /// Recovers from each journal that exists; true when there was one.
    @discardableResult
    static func recover(_ journals: [URL], in context: RunContext) throws(ToolError) -> Bool {
        var recovered = false
        for journal in journals {
            if let note = try Journal.recoverIfPresent(at: journal, display: context.display(journal)) {
                context.console.err(note)
                recovered = true
            }
        }
        return recovered
    }
}
