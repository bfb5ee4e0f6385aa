import ArchgenCore

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
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let run = GenerationRun(context: context)
        var code = ExitCode.success
        for spec in try SpecLocator.read(arguments.positionals, in: context) {
            let display = context.display(spec.url)
            guard let plan = run.plan([spec])?.first else {
                code = .invalidInput
                context.console.out("\(padded(display, to: 40))invalid spec\n")
                continue
            }
            let problems = GenerationRun.problems(in: plan)
            // Edits archgen keeps: files that differ from what archgen wrote, and regeneration would leave alone.
            let edited = plan.files.filter { file in
                guard file.fate == .unchanged, let output = file.output, output.ownership == .generated,
                    let base = plan.record?.entry(root: output.root, path: output.path)?.contents
                else { return false }
                return base != output.contents
            }
            var counts: [String: Int] = [:]
            for problem in problems { counts[problem.word, default: 0] += 1 }
            var summary = [
                "missing", "out of date", "would conflict", "conflict (unresolved)", "to change", "no longer generated",
                "kept (no longer generated)", "refused",
            ].compactMap { word in counts[word].map { "\($0) \(word)" } }
            if summary.isEmpty { summary.append("up to date") }
            if !edited.isEmpty { summary.append("\(edited.count) edited, kept") }
            if plan.record == nil { summary.append("no record: edits cannot be told apart") }
            context.console.out(
                "\(padded(display, to: 40))\(padded(plan.module.pattern, to: 6))\(summary.joined(separator: ", "))\n")
            for problem in problems {
                context.console.out("  " + reportLine(problem.word, context.display(problem.file.url)))
                if let output = problem.file.output {
                    context.console.out(GenerationRun.details(of: output, indent: "      "))
                }
            }
            for file in edited { context.console.out("  " + reportLine("edited, kept", context.display(file.url))) }
            if problems.contains(where: { $0.file.fate.needsAction }) && code == .success { code = .failure }
        }
        return code
    }
}
