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
        var records: [URL: ModuleRecord] = [:]
        for (spec, result) in results {
            guard let module = result.module else { continue }
            let roots = OutputLayout.roots(for: module, specFolder: spec.url.deletingLastPathComponent())
            let recordURL = Self.recordURL(for: spec.url)
            let record = FileManager.default.contents(atPath: recordURL.path).flatMap {
                ModuleRecord.parse(String(decoding: $0, as: UTF8.self))
            }
            records[spec.url] = record
            let planned = FileWriter(force: force).plan(result.files, roots: roots, record: record)
            plan += planned
            // The new record: what archgen writes now is the base for the next run's merges. A file whose write was
            // refused keeps its previous entry (or none): the record only ever holds what archgen really wrote.
            var entries: [ModuleRecord.Entry] = []
            for (file, outcome) in zip(result.files, planned) {
                if outcome.fate.isRefused {
                    if let previous = record?.entries.first(where: { $0.root == file.root && $0.path == file.path }) {
                        entries.append(previous)
                    }
                } else {
                    entries.append(
                        ModuleRecord.Entry(
                            root: file.root, path: file.path,
                            contents: file.ownership == .generated ? file.contents : nil))
                }
            }
            let text = ModuleRecord(entries: entries).serialized(specFileName: spec.url.lastPathComponent)
            let existing = FileManager.default.contents(atPath: recordURL.path)
            let contents = Data(text.utf8)
            plan.append(
                PlannedFile(
                    url: recordURL, contents: contents,
                    fate: existing == nil ? .created : existing == contents ? .unchanged : .updated))
        }
        let modules = results.compactMap(\.result.module)
        if check { return Outcome(code: report(check: plan, results: results, records: records), modules: modules) }
        report(plan)
        let refusedOrConflicting = plan.contains { $0.fate.isRefused || $0.fate == .conflict }
        if !dryRun { try FileWriter(force: force).apply(plan) }
        for file in plan where file.fate == .conflict {
            context.console.err(
                "error: \(context.display(file.url)) has conflicts; resolve the marked lines, then run 'archgen generate'\n"
            )
        }
        return Outcome(code: refusedOrConflicting ? .failure : .success, modules: modules)
    }

    private func report(_ plan: [PlannedFile]) {
        var counts: [String: Int] = [:]
        for file in plan {
            let word = file.fate.word
            context.console.out(reportLine(word, context.display(file.url)))
            let key = file.fate.isRefused ? "refused" : word
            counts[key, default: 0] += 1
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

    /// Where a spec's record lives: `Users.archgen.json` → `Users.archgen.record`, beside it.
    static func recordURL(for spec: URL) -> URL {
        let name = spec.lastPathComponent
        let stem = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
        return spec.deletingLastPathComponent().appendingPathComponent(stem + ".record")
    }

    /// `--check`: lists generated files that are missing, out of date, edited or in the way; writes nothing.
    private func report(
        check plan: [PlannedFile], results: [(spec: SpecFile, result: GenerationResult)], records: [URL: ModuleRecord?]
    )
        -> ExitCode
    {
        // The recorded base of each generated file, to tell a person's edit from a stale file.
        var bases: [URL: Data] = [:]
        for (spec, result) in results {
            guard let module = result.module, let record = records[spec.url] ?? nil else { continue }
            let roots = OutputLayout.roots(for: module, specFolder: spec.url.deletingLastPathComponent())
            for entry in record.entries {
                if let contents = entry.contents {
                    bases[roots[entry.root]!.appendingPathComponent(entry.path).standardizedFileURL] = Data(
                        contents.utf8)
                }
            }
        }
        var problems = 0
        for file in plan where file.fate != .kept {
            // Unchanged by regeneration but different from what archgen wrote: a person's edit.
            if file.fate == .unchanged {
                guard let base = bases[file.url], file.contents != base else { continue }
                context.console.out(reportLine("edited", context.display(file.url)))
                problems += 1
                continue
            }
            let isGenerated =
                file.fate != .created || file.contents.starts(with: Data(Generator.generatedMarker.utf8))
                || file.url.lastPathComponent.hasSuffix(".record")
            guard isGenerated else { continue }
            let onDisk = FileManager.default.contents(atPath: file.url.path)
            let word: String
            switch file.fate {
            case .created: word = "missing"
            case .deleted: word = "no longer generated"
            case .keptEdited, .merged, .conflict: word = "edited"
            case .updated: word = bases[file.url].map { onDisk != $0 } == true ? "edited" : "out of date"
            default: word = file.fate.word
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
