import ArchgenCore

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
            .init(name: "dry-run", value: nil, help: "Show what would be written; write nothing."),
            .init(name: "diff", value: nil, help: "Print a unified diff of every change (with --dry-run: a preview)."),
            .init(name: "force", value: nil, help: "Replace files that archgen did not write."),
            .init(
                name: "discard-edits", value: "<file>",
                help: "Replace this file with archgen's output, dropping your edits (repeatable)."),
            .init(
                name: "accept", value: "<file>",
                help: "Take this scaffold as it is: the spec's changes listed for it count as made (repeatable)."),
            OutputFormat.option,
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let specs = try SpecLocator.read(arguments.positionals, in: context)
        var run = GenerationRun(context: context)
        run.check = arguments.flag("check")
        run.dryRun = arguments.flag("dry-run")
        run.force = arguments.flag("force")
        run.diff = arguments.flag("diff")
        run.format = try outputFormat(arguments)
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

/// The specs a command works on: the ones named, or all below the working folder.
enum SpecLocator {
    /// The specs' files, read.
    static func read(_ paths: [String], in context: RunContext) throws(ToolError) -> [SpecFile] {
        var files: [SpecFile] = []
        for url in try specs(paths, in: context) { files.append(try SpecFile.read(url)) }
        return files
    }

    /// The specs named, or found below the working folder (the config's `specs` folder when it names one); first, any run of theirs that was interrupted is undone.
    static func specs(_ paths: [String], in context: RunContext) throws(ToolError) -> [URL] {
        if !paths.isEmpty {
            // A folder stands for every spec below it.
            var specs: [URL] = []
            for url in paths.map({ Paths.resolve($0, against: context.workingDirectory) }) {
                guard Disk.kind(Paths.standard(url.path)) == .directory else {
                    try recover([Journal.url(for: url)], in: context)
                    specs.append(url)
                    continue
                }
                var found = SpecFinder.scan(below: url)
                if try recover(found.journals, in: context) { found = SpecFinder.scan(below: url) }
                if found.specs.isEmpty {
                    throw ToolError(.inputMissing, "no *\(SpecFinder.suffix) specs below '\(context.display(url))'")
                }
                specs += found.specs
            }
            return specs
        }
        let folder = context.specsFolder
        var found = SpecFinder.scan(below: folder)
        if try recover(found.journals, in: context) { found = SpecFinder.scan(below: folder) }
        if found.specs.isEmpty {
            throw ToolError(
                .inputMissing, "no *\(SpecFinder.suffix) specs below '\(folder.path)'; create one with 'archgen new'")
        }
        return found.specs
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
