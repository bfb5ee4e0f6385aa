import ArchgenCore
import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spec to generate from: where it lives (its folder anchors the output paths) and its bytes.
struct SpecFile: Sendable {
    var url: URL
    var bytes: [UInt8]

    static func read(_ url: URL) throws(ToolError) -> SpecFile {
        guard let data = Disk.read(url.path) else {
            throw ToolError(.inputMissing, "cannot read spec '\(url.path)'")
        }
        return SpecFile(url: url, bytes: Array(data))
    }
}

/// The work `new`, `generate` and `status` share: generate every spec, stop with all diagnostics if any spec is
/// wrong, then plan, report and write the files of all modules together.
struct GenerationRun {
    let context: RunContext
    var check = false
    var dryRun = false
    var force = false
    var diff = false
    /// Extra files written with the modules (the spec that `new` creates).
    var extraFiles: [PlannedFile] = []

    struct Outcome {
        var code: ExitCode
        var modules: [ModuleModel]
    }

    /// One module's plan: its files' fates (the record included) and what archgen wrote last time.
    struct ModulePlan: Sendable {
        var spec: SpecFile
        var module: ModuleModel
        var files: [PlannedFile]
        /// What archgen wrote last time, and where the module's output folders are.
        var record: ModuleRecord?
        var roots: [OutputRoot: URL]
        /// Handlers of new custom events that the person must add to an existing scaffold.
        var handlersToWrite: [(declaration: String, file: URL)] = []
    }

    /// Where a spec's record lives: `Users.archgen.json` → `Users.archgen.record`, beside it.
    static func recordURL(for spec: URL) -> URL { SpecFinder.sibling(of: spec, ending: "record") }

    /// Generates and plans every spec; nil (after printing every problem) when any spec or template is wrong.
    /// Specs are independent, so they are generated and planned in parallel; problems print in the specs' order.
    func plan(_ specs: [SpecFile]) -> [ModulePlan]? {
        let generator = Generator(templates: context.templates)
        let outcomes = Mutex([(result: GenerationResult, plan: ModulePlan?)?](repeating: nil, count: specs.count))
        DispatchQueue.concurrentPerform(iterations: specs.count) { index in
            let spec = specs[index]
            let result = generator.generate(SpecInput(fileName: spec.url.lastPathComponent, bytes: spec.bytes))
            var plan: ModulePlan?
            if result.succeeded, let module = result.module {
                plan = self.plan(spec, module: module, files: result.files, handlers: result.customHandlers)
            }
            outcomes.withLock { $0[index] = (result, plan) }
        }
        var plans: [ModulePlan] = []
        var failed = false
        for (spec, outcome) in zip(specs, outcomes.withLock { $0 }) {
            guard let (result, plan) = outcome else { continue }
            let display = context.display(spec.url)
            for diagnostic in result.diagnostics { context.console.err(diagnostic.formatted(path: display) + "\n") }
            for error in result.templateErrors { context.console.err("\(error)\n") }
            let count = result.diagnostics.count + result.templateErrors.count
            guard let plan else {
                failed = true
                context.console.err(
                    "error: \(display) has \(count) problem\(count == 1 ? "" : "s"); no files were written\n")
                continue
            }
            plans.append(plan)
        }
        return failed ? nil : plans
    }

    private func plan(_ spec: SpecFile, module: ModuleModel, files: [GeneratedFile], handlers: [CustomHandler])
        -> ModulePlan
    {
        let roots = OutputLayout.roots(for: module, specFolder: spec.url.parent)
        let recordURL = Self.recordURL(for: spec.url)
        let existing = Disk.read(recordURL.path)
        // What the record says when every file is written. When the record on disk says exactly that (the usual
        // case when nothing changed), it need not be parsed.
        let fresh = ModuleRecord(
            entries: files.map(ModuleRecord.Entry.init(file:)), customEvents: handlers.map(\.event))
        let freshText = Data(fresh.serialized(specFileName: spec.url.lastPathComponent).utf8)
        let record =
            existing == freshText ? fresh : existing.flatMap { ModuleRecord.parse(String(decoding: $0, as: UTF8.self)) }
        var planned = FilePlanner(force: force).plan(files, roots: roots, record: record)
        // The new record: what archgen writes now is the base for the next run's merges. A file whose write was
        // refused keeps its previous entry (or none): the record only ever holds what archgen really wrote.
        var entries: [ModuleRecord.Entry] = []
        for (file, outcome) in zip(files, planned) {
            if outcome.fate.isRefused {
                entries += record?.entries.filter { $0.root == file.root && $0.path == file.path } ?? []
            } else {
                entries.append(ModuleRecord.Entry(file: file))
            }
        }
        let contents =
            entries == fresh.entries
            ? freshText
            : Data(
                ModuleRecord(entries: entries, customEvents: fresh.customEvents)
                    .serialized(specFileName: spec.url.lastPathComponent).utf8)
        planned.append(
            PlannedFile(
                url: recordURL, contents: contents,
                fate: existing == nil ? .created : existing == contents ? .unchanged : .updated))
        // Custom events new since the last run, whose scaffold already exists: the person must write their handlers.
        let toWrite = handlers.filter { handler in
            guard let record, !record.customEvents.contains(handler.event) else { return false }
            let url = roots[handler.root]!.child(handler.path).lexicallyStandardized
            return planned.contains { $0.url == url && $0.fate == .kept }
        }
        return ModulePlan(
            spec: spec, module: module, files: planned, record: record, roots: roots,
            handlersToWrite: toWrite.map { ($0.declaration, roots[$0.root]!.child($0.path)) })
    }

    func run(_ specs: [SpecFile]) throws(ToolError) -> Outcome {
        guard let plans = plan(specs) else { return Outcome(code: .invalidInput, modules: []) }
        let files = extraFiles + plans.flatMap(\.files)
        let modules = plans.map(\.module)
        if check {
            let problems = plans.flatMap { Self.problems(in: $0) }
            for problem in problems { context.console.out(reportLine(problem.word, context.display(problem.url))) }
            if problems.isEmpty {
                context.console.out("all generated files are up to date\n")
                return Outcome(code: .success, modules: modules)
            }
            let count = problems.count
            context.console.out(
                "\(count) generated file\(count == 1 ? " is" : "s are") not up to date; run 'archgen generate'\n")
            return Outcome(code: .failure, modules: modules)
        }
        report(files)
        for plan in plans {
            for handler in plan.handlersToWrite {
                context.console.out("to write: \(handler.declaration) in \(context.display(handler.file))\n")
            }
        }
        if diff { printDiffs(files) }
        let refusedOrConflicting = files.contains { $0.fate.isRefused || $0.fate == .conflict }
        if !dryRun {
            var sets = plans.map { WriteSet(journal: Journal.url(for: $0.spec.url), files: $0.files) }
            if !sets.isEmpty { sets[0].files = extraFiles + sets[0].files }
            try Transaction(sets).apply()
        }
        for file in files where file.fate == .conflict {
            context.console.err(
                "error: \(context.display(file.url)) has conflicts; resolve the marked lines, then run 'archgen generate'\n"
            )
        }
        return Outcome(code: refusedOrConflicting ? .failure : .success, modules: modules)
    }

    private func report(_ plan: [PlannedFile]) {
        var counts: [String: Int] = [:]
        for file in plan {
            context.console.out(reportLine(file.fate.word, context.display(file.url)))
            counts[file.fate.isRefused ? "refused" : file.fate.word, default: 0] += 1
        }
        let order = [
            "created", "updated", "merged", "conflict", "unchanged", "kept (scaffold)", "deleted",
            "kept (edited; no longer generated)", "refused",
        ]
        let parts = order.compactMap { word in counts[word].map { "\($0) \(word)" } }
        let suffix = dryRun ? " (dry run: nothing was written)" : ""
        context.console.out(
            "\(plan.count) file\(plan.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))\(suffix)\n")
    }

    /// `--diff`: a unified diff of every file the run writes or deletes.
    private func printDiffs(_ plan: [PlannedFile]) {
        for file in plan where file.fate.writes || file.fate == .deleted {
            let path = context.display(file.url)
            let old = Disk.read(file.url.path).map { String(decoding: $0, as: UTF8.self) }
            let new = file.fate == .deleted ? "" : String(decoding: file.contents, as: UTF8.self)
            context.console.out(
                UnifiedDiff.render(
                    from: old ?? "", to: new, oldPath: old == nil ? "/dev/null" : "a/\(path)",
                    newPath: file.fate == .deleted ? "/dev/null" : "b/\(path)"))
        }
    }

    /// The generated files of a module that are missing, out of date or edited (for `--check` and `status`).
    static func problems(in plan: ModulePlan) -> [(word: String, url: URL)] {
        var problems: [(word: String, url: URL)] = []
        var bases: [URL: Data] = [:]  // the recorded text of each generated file, by its location
        for entry in plan.record?.entries ?? [] {
            if let text = entry.contents {
                bases[plan.roots[entry.root]!.child(entry.path).lexicallyStandardized] = Data(text.utf8)
            }
        }
        for file in plan.files where file.fate != .kept {
            let base = bases[file.url]
            let onDisk = Disk.read(file.url.path)
            switch file.fate {
            case .unchanged:
                // Unchanged by regeneration, but different from what archgen wrote: a person's edit.
                if let base, file.contents != base { problems.append(("edited", file.url)) }
            case .created:
                // A missing scaffold is the user's business; a missing generated file or record is not.
                if file.contents.starts(with: Data(Generator.generatedMarker.utf8))
                    || file.url.pathExtension == "record"
                {
                    problems.append(("missing", file.url))
                }
            case .updated:
                problems.append((base.map { onDisk != $0 } == true ? "edited" : "out of date", file.url))
            case .merged, .conflict, .keptEdited: problems.append(("edited", file.url))
            case .deleted: problems.append(("no longer generated", file.url))
            default: problems.append((file.fate.word, file.url))
            }
        }
        return problems
    }
}
