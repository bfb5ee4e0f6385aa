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
        var invalid = false
        for spec in try SpecLocator.read(arguments.positionals, in: context) {
            let display = context.display(spec.url)
            guard let plan = run.plan([spec])?.first else {
                invalid = true
                context.console.out("\(padded(display, to: 40))invalid spec\n")
                continue
            }
            let problems = GenerationRun.problems(in: plan)
            var counts: [String: Int] = [:]
            for problem in problems { counts[problem.word, default: 0] += 1 }
            let summary =
                problems.isEmpty
                ? "up to date"
                : ["missing", "out of date", "edited", "no longer generated"].compactMap { word in
                    counts[word].map { "\($0) \(word)" }
                }.joined(separator: ", ")
            context.console.out("\(padded(display, to: 40))\(padded(plan.module.pattern, to: 6))\(summary)\n")
            for problem in problems {
                context.console.out("  " + reportLine(problem.word, context.display(problem.url)))
            }
        }
        return invalid ? .invalidInput : .success
    }
}
