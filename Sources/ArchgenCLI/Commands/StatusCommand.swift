import ArchgenRendering
import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen status`: every module below this folder, its pattern, and whether its files are up to date.
struct StatusCommand: Command {
    static let definition = CommandDefinition(
        name: "status",
        abstract: "List the modules below this folder and whether their files are up to date, edited or missing.",
        arguments: [
            .init(name: "spec", help: "Specs to look at (default: every *.archgen.json below here).", repeating: true)
        ],
        options: [OutputFormat.option])

    /// Where one module stands.
    struct ModuleStatus {
        var plan: GenerationRun.ModulePlan
        var problems: [(word: String, file: PlannedFile)]
        /// Generated files that differ from what archgen wrote, and that regeneration leaves alone (edits it keeps).
        var edited: [PlannedFile]
        /// The templates the record says wrote the files, when they are not the ones this run uses.
        var otherTemplates: String?

        init(_ plan: GenerationRun.ModulePlan, templates: String) {
            self.plan = plan
            problems = GenerationRun.problems(in: plan)
            edited = GenerationRun.edited(in: plan)
            if let recorded = plan.record?.templates, !recorded.isEmpty, recorded != templates {
                otherTemplates = recorded
            }
        }

        var needsAction: Bool { problems.contains { $0.file.fate.needsAction } }

        /// `up to date`, `out of date` (regenerating would write or delete files) or `needs you`.
        var state: String { needsAction ? "needs you" : problems.isEmpty ? "up to date" : "out of date" }

        var summary: [String] {
            var counts: [String: Int] = [:]
            for problem in problems { counts[problem.word, default: 0] += 1 }
            var summary = [
                "missing", "out of date", "would conflict", "conflict (unresolved)", "to change", "no longer generated",
                "kept (no longer generated)", "refused",
            ].compactMap { word in counts[word].map { "\($0) \(word)" } }
            if summary.isEmpty { summary.append("up to date") }
            if !edited.isEmpty { summary.append("\(edited.count) edited, kept") }
            if plan.record == nil { summary.append("no record: edits cannot be told apart") }
            if let otherTemplates { summary.append("written by other templates (\(otherTemplates))") }
            return summary
        }
    }

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let format = try outputFormat(arguments)
        var run = GenerationRun(context: context)
        run.printsProblems = format == .text
        var code = ExitCode.success
        var modules: [JSONOutput] = []
        for spec in try SpecLocator.read(arguments.positionals, in: context, recovering: false) {
            let display = context.display(spec.url)
            guard let plan = run.plan([spec])?.first else {
                code = .invalidInput
                if format == .json {
                    modules.append(
                        .object([
                            ("spec", .string(display)), ("state", "invalid"),
                            (
                                "problems",
                                ValidateCommand.json(
                                    ValidateCommand.diagnostics(spec, using: run.generator))
                            ),
                        ]))
                } else {
                    context.console.out("\(padded(display, to: 40))invalid spec\n")
                }
                continue
            }
            let status = ModuleStatus(plan, templates: run.templatesIdentity)
            if status.needsAction && code == .success { code = .failure }
            if format == .json {
                modules.append(json(status, display: display, run: run))
                continue
            }
            if context.verbosity == .quiet && status.problems.isEmpty { continue }
            context.console.out(
                "\(padded(display, to: 40))\(padded(plan.module.pattern, to: 6))\(status.summary.joined(separator: ", "))\n"
            )
            for problem in status.problems {
                context.console.out("  " + context.reportLine(problem.word, problem.file.url))
                if let output = problem.file.output {
                    context.console.out(GenerationRun.details(of: output, indent: "      "))
                }
            }
            for file in status.edited { context.console.out("  " + context.reportLine("edited, kept", file.url)) }
        }
        if format == .json { context.console.out(JSONOutput.object([("modules", .array(modules))]).text) }
        return code
    }

    private func json(_ status: ModuleStatus, display: String, run: GenerationRun) -> JSONOutput {
        let plan = status.plan
        let context = run.context
        return .object([
            ("spec", .string(display)), ("module", .string(plan.module.name)),
            ("pattern", .string(plan.module.pattern)),
            ("ui", .string(plan.module.ui)), ("state", .string(status.state)),
            ("record", .bool(plan.record != nil)),
            (
                "templates",
                .object([
                    ("recorded", .optional(plan.record.map(\.templates).flatMap { $0.isEmpty ? nil : $0 })),
                    ("current", .string(run.templatesIdentity)), ("changed", .bool(status.otherTemplates != nil)),
                ])
            ),
            ("files", .array(status.problems.map { run.fileJSON($0.file, word: $0.word) })),
            ("edited", .array(status.edited.map { .string(context.display($0.url)) })),
        ])
    }
}
