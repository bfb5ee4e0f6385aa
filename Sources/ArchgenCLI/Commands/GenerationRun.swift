import ArchgenCore
import Foundation

/// A spec to generate from: where it lives (its folder anchors the output paths) and its bytes.
struct SpecFile: Sendable {
    var url: URL
    var bytes: [UInt8]

    static func read(_ url: URL) throws(ToolError) -> SpecFile {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ToolError(.inputMissing, "cannot read spec '\(url.path)'")
        }
        return SpecFile(url: url, bytes: Array(data))
    }
}

/// The work `new` and `generate` share: generate every spec, stop with all diagnostics if any spec is wrong,
/// then plan, report and write the files of all modules together.
struct GenerationRun {
    let context: RunContext
    var check = false
    var dryRun = false
    var force = false
    /// Extra files written with the modules (the spec that `new` creates).
    var extraFiles: [PlannedFile] = []

    struct Outcome {
        var code: ExitCode
        var modules: [ModuleModel]
    }

    func run(_ specs: [SpecFile]) throws(ToolError) -> Outcome {
        let generator = Generator(templates: context.templates)
        var results: [(spec: SpecFile, result: GenerationResult)] = []
        var failed = false
        for spec in specs {
            let result = generator.generate(SpecInput(fileName: spec.url.lastPathComponent, bytes: spec.bytes))
            results.append((spec, result))
            let display = context.display(spec.url)
            for diagnostic in result.diagnostics { context.console.err(diagnostic.formatted(path: display) + "\n") }
            for error in result.templateErrors { context.console.err("\(error)\n") }
            let count = result.diagnostics.count + result.templateErrors.count
            if count > 0 {
                failed = true
                context.console.err(
                    "error: \(display) has \(count) problem\(count == 1 ? "" : "s"); no files were written\n")
            }
        }
        if failed { return Outcome(code: .invalidInput, modules: []) }

        var plan = extraFiles
        for (spec, result) in results {
            guard let module = result.module else { continue }
            let roots = OutputLayout.roots(for: module, specFolder: spec.url.deletingLastPathComponent())
            plan += FileWriter(force: force).plan(result.files, roots: roots)
        }
        let modules = results.compactMap(\.result.module)
        if check { return Outcome(code: report(check: plan), modules: modules) }
        report(plan)
        let refused = plan.contains { $0.fate.isRefused }
        if !dryRun { try FileWriter(force: force).apply(plan) }
        return Outcome(code: refused ? .failure : .success, modules: modules)
    }

    private func report(_ plan: [PlannedFile]) {
        var counts: [String: Int] = [:]
        for file in plan {
            let word = file.fate.word
            context.console.out(reportLine(word, context.display(file.url)))
            let key = file.fate.isRefused ? "refused" : word
            counts[key, default: 0] += 1
        }
        let order = ["created", "updated", "unchanged", "kept (scaffold)", "refused"]
        let parts = order.compactMap { word in counts[word].map { "\($0) \(word)" } }
        let suffix = dryRun ? " (dry run: nothing was written)" : ""
        context.console.out(
            "\(plan.count) file\(plan.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))\(suffix)\n")
    }

    /// `--check`: lists generated files that are missing, out of date or in the way; writes nothing.
    private func report(check plan: [PlannedFile]) -> ExitCode {
        var problems = 0
        for file in plan where file.fate != .kept && file.fate != .unchanged {
            if file.fate == .created, file.contents.starts(with: Data(Generator.generatedMarker.utf8)) == false {
                continue
            }
            let word =
                switch file.fate {
                case .created: "missing"
                case .updated: "out of date"
                default: file.fate.word
                }
            context.console.out(reportLine(word, context.display(file.url)))
            problems += 1
        }
        if problems == 0 {
            context.console.out("all generated files are up to date\n")
            return .success
        }
        context.console.out(
            "\(problems) generated file\(problems == 1 ? " is" : "s are") not up to date; run 'archgen generate'\n")
        return .failure
    }
}
