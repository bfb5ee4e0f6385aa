import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec
import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The work `new`, `generate` and `status` share: generate every spec, stop with all diagnostics if any spec is
/// wrong, then plan, report and write the files of all modules together.
struct GenerationRun {
    let context: RunContext
    /// The templates' identity for the records (a hash of every template: computed once per run).
    let templatesIdentity: String
    /// One generator for the run, so that each pattern's templates are parsed once however many specs use them.
    let generator: Generator
    /// The team's swift-format styles of the output folders (`TeamStyle`), looked up once per folder.
    let styles = TeamStyles()
    var check = false
    /// `--check --strict`: generated files someone edited fail too.
    var strict = false
    var dryRun = false
    var force = false
    var diff = false
    /// Files (standard absolute paths) whose edits are dropped for archgen's output, and scaffolds taken as they are.
    var discard: Set<String> = []
    var accept: Set<String> = []
    /// Extra files written with the modules (the spec that `new` creates).
    var extraFiles: [PlannedFile] = []
    /// Write nothing when any file would be refused (`new`: a half module would not compile).
    var allOrNothing = false
    /// `--format json`: the report is one JSON document.
    var format = OutputFormat.text
    /// Whether `plan` prints a spec's problems (`status --format json` puts them in its document instead).
    var printsProblems = true
    /// What identifies archgen's code, for the records' stamps (nil: records are not stamped, every module rendered).
    var build: [UInt8]?
    /// Whether a module whose record proves what rendering it gives (`RecordStamp`) takes its files from the record
    /// instead of rendering them (`new`, which shows the validated module, renders).
    var reusesRecords = true

    init(context: RunContext) {
        self.context = context
        templatesIdentity = context.templates.identity
        build = context.build
        generator = Generator(templates: context.templates)
    }

    struct Outcome {
        var code: ExitCode
        var modules: [ModuleModel]
    }

    /// One module's plan: its files' fates (the record included) and what archgen wrote last time.
    struct ModulePlan: Sendable {
        var spec: SpecFile
        var module: ModuleSummary
        /// The validated module (nil when the files came from its record: the spec was not validated again).
        var model: ModuleModel?
        var files: [PlannedFile]
        /// What archgen wrote last time (nil: no record).
        var record: ModuleRecord?
    }

    /// Where a spec's record lives: `Users.archgen.json` → `Users.archgen.record`, beside it.
    static func recordURL(for spec: URL) -> URL { SpecFinder.sibling(of: spec, ending: "record") }

    /// Generates and plans every spec; nil (after printing every problem) when any spec, template or record is
    /// wrong. Specs are independent, so they are generated and planned in parallel; problems print in the specs'
    /// order.
    func plan(_ specs: [SpecFile]) -> [ModulePlan]? {
        // (Optionals rather than a `Result`: the array's type is made at run time, and a `Result`'s costs a look-up of
        // its error's conformance.)
        let outcomes = Mutex([SpecOutcome](repeating: (false, nil, nil, nil), count: specs.count))
        DispatchQueue.concurrentPerform(iterations: specs.count) { index in
            let spec = specs[index]
            let recordText = Disk.readText(Self.recordURL(for: spec.url).path)
            if let reused = reusedPlan(spec, recordText: recordText) {
                outcomes.withLock { $0[index] = (true, nil, reused, nil) }  // (nothing rendered)
                return
            }
            let result = generator.generate(SpecInput(fileName: spec.url.lastPathComponent, bytes: spec.bytes))
            var plan: ModulePlan?
            var planError: ModuleRecord.ParseError?
            if result.succeeded, let module = result.module {
                let summary = ModuleSummary(module)
                let rootPaths = FilePlanner.standard(OutputLayout.roots(for: summary, specFolder: spec.url.parent))
                let (styles, style) = self.styles.styles(rootPaths)
                let files = self.styles.apply(styles, to: result.files, rootPaths: rootPaths)
                let stamp = result.diagnostics.isEmpty ? self.stamp(for: spec, style: style) : nil
                do throws(ModuleRecord.ParseError) {
                    plan = try self.plan(
                        spec, module: summary, rootPaths: rootPaths, model: module, recordText: recordText
                    ) { planner, disk throws(ModuleRecord.ParseError) in
                        try planner.plan(
                            files, recordText: recordText, specFileName: spec.url.lastPathComponent,
                            templates: templatesIdentity, pattern: module.pattern, ui: module.ui.rawValue,
                            stamp: stamp, disk: disk)
                    }!
                } catch {
                    planError = error
                }
            }
            outcomes.withLock { $0[index] = (true, result, plan, planError) }
        }
        return plans(specs, outcomes.withLock { $0 })
    }

    /// What generating and planning one spec gave (`done`: false when it was not reached).
    private typealias SpecOutcome = (
        done: Bool, result: GenerationResult?, plan: ModulePlan?, error: ModuleRecord.ParseError?
    )

    /// The plans of `specs`, or nil when any spec, template or record is wrong; prints every problem in the specs'
    /// order.
    private func plans(_ specs: [SpecFile], _ outcomes: [SpecOutcome]) -> [ModulePlan]? {
        var plans: [ModulePlan] = []
        var failed = false
        for (spec, outcome) in zip(specs, outcomes) {
            guard outcome.done else { continue }
            let result = outcome.result
            let diagnostics = result?.diagnostics ?? []
            let templateErrors = result?.templateErrors ?? []
            let display = context.display(spec.url)
            if printsProblems {
                for diagnostic in diagnostics {
                    if format == .github {
                        context.console.out(Finding(diagnostic, path: display).github)
                    } else {
                        context.console.err(diagnostic.formatted(path: display) + "\n")
                    }
                }
            }
            for error in templateErrors { context.console.err("\(error)\n") }
            let count = diagnostics.errors.count + templateErrors.count
            if let plan = outcome.plan {
                plans.append(plan)
            } else if let error = outcome.error {
                failed = true
                context.console.err(
                    "\(context.display(Self.recordURL(for: spec.url))):\(error.line):1: error: \(error.message)\n"
                        + "error: no files of \(display) were written\n")
            } else {
                failed = true
                guard printsProblems else { continue }
                context.console.err(
                    diagnostics.errors.isEmpty
                        ? "error: the templates above have a problem; no files of \(display) were written\n"
                        : "error: \(display) has \(count) problem\(count == 1 ? "" : "s"); no files were written\n")
            }
        }
        warnAboutStyles()
        return failed || !writeApart(plans) ? nil : plans
    }

    /// Whether no two modules of the run write one file (two specs that name the same module in one folder); prints
    /// each file two of them would write (held-out screens, stop 44: the write failed half-way with an unrelated
    /// message).
    private func writeApart(_ plans: [ModulePlan]) -> Bool {
        // (Keyed by the URL as planned, from standardized roots: standardizing each again, or asking each its `path`,
        // cost 14% or 4% of a no-op run of 200 modules.)
        guard plans.count > 1 else { return true }
        var writers: [URL: URL] = [:]
        var apart = true
        for plan in plans {
            for file in plan.files {
                guard let other = writers[file.url], other != plan.spec.url else {
                    writers[file.url] = plan.spec.url
                    continue
                }
                apart = false
                context.console.err(
                    "error: \(context.display(other)) and \(context.display(plan.spec.url)) both make "
                        + "\(context.display(file.url)) (module '\(plan.module.name)'): give one of them another "
                        + "'module' or other 'sourcesPath' and 'testsPath'; no files were written\n")
            }
        }
        return apart
    }

    /// Says when a team's style could not be applied: those files keep archgen's own style.
    private func warnAboutStyles() {
        let (unformatted, noFormatter) = styles.problems.withLock { $0 }
        if noFormatter {
            context.console.err(
                "warning: a \(TeamStyles.fileName) applies to the output, but no swift-format was found (on the PATH or "
                    + "through xcrun): the files are in archgen's style\n")
        }
        for path in unformatted.sorted() {
            context.console.err(
                "warning: swift-format could not format \(context.display(.file(path))): it is in archgen's style\n")
        }
    }

    /// What the core's planner decides for a module: its files' plan and the record to write (nil: nothing planned).
    typealias Decision = (RegenerationPlanner, (OutputRoot, String) -> DiskState) throws(ModuleRecord.ParseError) ->
        (plan: RegenerationPlanner.Plan, record: RecordFile)?

    /// Plans one module's files: `decide` is given the planner (with this run's options) and what is on disk at each
    /// file's place; the module's pattern and UI are the planned record's.
    func plan(
        _ spec: SpecFile, module: ModuleSummary, rootPaths: OutputRoots<String>, model: ModuleModel?,
        recordText: String?, decide: Decision
    ) throws(ModuleRecord.ParseError) -> ModulePlan? {
        /// The planner's keys (`sources/UsersView.swift`) of the named files under this module's roots. A name that is
        /// no file of the module matches no key, and `run` reports it.
        func keys(_ paths: Set<String>) -> Set<String> {
            var keys: Set<String> = []
            for path in paths {
                for (root, rootPath) in rootPaths.all where path != rootPath && Paths.isInside(path, rootPath) {
                    keys.insert("\(root.rawValue)/" + path.dropFirst(rootPath == "/" ? 1 : rootPath.count + 1))
                }
            }
            return keys
        }
        let planner = RegenerationPlanner(force: force, discard: keys(discard), accept: keys(accept))
        guard let (plan, recordFile) = try decide(planner, FilePlanner.disk(rootPaths)) else { return nil }
        var planned = plan.outputs.map { FilePlanner.planned($0, rootPaths: rootPaths) }
        planned.append(
            PlannedFile(
                url: Self.recordURL(for: spec.url), contents: Data(utf8: recordFile.contents), fate: recordFile.fate,
                previous: recordText))
        var module = module
        (module.pattern, module.ui) = (plan.record.pattern, plan.record.ui)
        return ModulePlan(spec: spec, module: module, model: model, files: planned, record: recordFile.previous)
    }

    func run(_ specs: [SpecFile]) throws(ToolError) -> Outcome {
        guard let plans = plan(specs) else { return Outcome(code: .invalidInput, modules: []) }
        let files = extraFiles + plans.flatMap(\.files)
        let modules = plans.compactMap(\.model)
        let requested = discard.union(accept)
        if !requested.isEmpty {
            let named = Set(files.map { Paths.standard($0.url.path) })
            for path in requested.sorted() where !named.contains(path) {
                throw ToolError(.usage, "'\(context.display(.file(path)))' is not a file of any module generated here")
            }
        }
        if check { return checkReport(plans, modules: modules) }
        if allOrNothing, files.contains(where: \.fate.isRefused) {
            for file in files where file.fate.isRefused {
                context.console.out(context.reportLine(file.fate.word, file.url))
            }
            context.console.err("error: nothing was written: the files above are in the way\n")
            return Outcome(code: .failure, modules: modules)
        }
        if format == .text { report(files) }
        if diff { printDiffs(files) }
        if !dryRun {
            var sets = plans.map { WriteSet(journal: Journal.url(for: $0.spec.url), files: $0.files) }
            if !sets.isEmpty { sets[0].files = extraFiles + sets[0].files }
            try Transaction(sets).apply()
        }
        if format == .json {
            context.console.out(
                JSONOutput.object([
                    ("dryRun", .bool(dryRun)), ("files", .array(files.map { fileJSON($0, word: word(for: $0)) })),
                    ("summary", .object(summary(files).map { ($0.word, .number(String($0.count))) })),
                ]).text)
        }
        reportConflicts(files)
        return Outcome(code: files.contains { $0.fate.needsAction } ? .failure : .success, modules: modules)
    }

    /// `--check`: writes nothing, lists every file that needs regenerating or the person (and, with `--strict`, every
    /// generated file someone edited), and fails when there is one.
    private func checkReport(_ plans: [ModulePlan], modules: [ModuleModel]) -> Outcome {
        var problems = plans.flatMap { plan in Self.problems(in: plan).map { (plan, $0.word, $0.file) } }
        if strict {
            problems += plans.flatMap { plan in Self.edited(in: plan).map { (plan, "edited", $0) } }
        }
        if format == .json {
            context.console.out(
                JSONOutput.object([
                    ("check", true), ("upToDate", .bool(problems.isEmpty)),
                    ("files", .array(problems.map { fileJSON($0.2, word: $0.1) })),
                ]).text)
            return Outcome(code: problems.isEmpty ? .success : .failure, modules: modules)
        }
        for (plan, word, file) in problems {
            let base = file.output.flatMap { plan.record?.entry(root: $0.root, path: $0.path)?.contents }
            let finding = Finding(file, word: word, path: context.display(file.url), base: base)
            context.console.out(format == .github ? finding.github : finding.text)
        }
        if problems.isEmpty {
            if context.verbosity != .quiet { context.console.out("all generated files are up to date\n") }
            return Outcome(code: .success, modules: modules)
        }
        let count = problems.count
        context.console.out(
            "\(count) file\(count == 1 ? " needs" : "s need") regenerating or your action; run 'archgen generate'\n"
        )
        return Outcome(code: .failure, modules: modules)
    }

    /// Generated files someone edited that regeneration keeps (their text differs from what archgen wrote): what
    /// `status` lists as "edited, kept" and `--check --strict` fails for.
    static func edited(in plan: ModulePlan) -> [PlannedFile] {
        plan.files.filter { file in
            guard file.fate == .unchanged, let output = file.output, output.ownership == .generated,
                let base = plan.record?.entry(root: output.root, path: output.path)?.contents
            else { return false }
            return base != output.contents
        }
    }

    /// What `--check` fails for, and `status` lists (the core's `FileFate.checkWord`).
    static func problems(in plan: ModulePlan) -> [(word: String, file: PlannedFile)] {
        plan.files.compactMap { file in file.fate.checkWord.map { ($0, file) } }
    }
}
