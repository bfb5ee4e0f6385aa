import ArchgenRegeneration

extension GenerationRun {
    /// The word a file's line shows (`--dry-run` says `would conflict`).
    func word(for file: PlannedFile) -> String {
        dryRun && file.fate == .conflict ? "would conflict" : file.fate.word
    }

    /// How many files got each word, in a fixed order (refusals counted together).
    func summary(_ plan: [PlannedFile]) -> [(word: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in plan { counts[file.fate.isRefused ? "refused" : word(for: file), default: 0] += 1 }
        let order = [
            "created", "updated", "merged", "conflict", "would conflict", "conflict (unresolved)", "to change",
            "unchanged", "kept (scaffold)", "deleted", "kept (no longer generated)", "refused",
        ]
        return order.compactMap { word in counts[word].map { (word, $0) } }
    }

    /// A line per file that changes or needs the person, and a summary; `--verbose` lists every file, `--quiet`
    /// only the files that need the person.
    func report(_ plan: [PlannedFile]) {
        for file in plan {
            let shown =
                switch context.verbosity {
                case .verbose: true
                case .normal: file.fate != .unchanged && file.fate != .kept
                case .quiet: file.fate.needsAction
                }
            guard shown else { continue }
            context.console.out(context.reportLine(word(for: file), file.url))
            if let output = file.output { context.console.out(Self.details(of: output)) }
        }
        guard context.verbosity != .quiet else { return }
        // (Joined here: `joined(separator:)` is not specialised for an array of strings, and looks its types up at a
        // cost every run.)
        var parts = ""
        for entry in summary(plan) { parts += (parts.isEmpty ? "" : ", ") + "\(entry.count) \(entry.word)" }
        let suffix = dryRun ? " (dry run: nothing was written)" : ""
        context.console.out("\(plan.count) file\(plan.count == 1 ? "" : "s"): \(parts)\(suffix)\n")
    }

    /// A file in a JSON report: its path as the text report shows it, its word, whether it needs the person, and
    /// what to do (the lines the text report prints under it).
    func fileJSON(_ file: PlannedFile, word: String) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("path", .string(context.display(file.url))), ("status", .string(word)),
            ("needsAction", .bool(file.fate.needsAction)),
        ]
        let details = file.output.map { Self.details(of: $0, indent: "") } ?? ""
        if !details.isEmpty {
            members.append(("details", .array(details.split(separator: "\n").map { .string(String($0)) })))
        }
        return .object(members)
    }

    /// What the person must do about a file, under its report line: the changes to make in a scaffold archgen could
    /// not merge into (in the file's own line numbers: `insert after line N`, or `-` lines to remove and `+` lines to
    /// write), lines that use names the spec dropped, and what to do with a file the spec no longer produces.
    static func details(of output: RegenerationPlanner.Output, indent: String = "    ") -> String {
        var text = ""
        if output.fate == .pending && !output.changes.isEmpty {
            text +=
                indent
                + "the changes (the spec's, or a newer archgen's) could not be merged into your edits; make them, then run 'archgen generate' (or delete the file's first two lines to keep it as yours):\n"
        }
        for change in output.changes {
            let edited = change.overlapsYourEdit ? " (you edited these lines)" : ""
            let place =
                !change.yours.isEmpty
                ? "at line \(change.line), \(change.theirs.isEmpty ? "remove" : "replace")\(edited)"
                : change.line > 1 ? "insert after line \(change.line - 1)" : "insert before line 1"
            text += indent + place + ":\n"
            for line in change.yours { text += indent + "-\(line)\n" }
            for line in change.theirs { text += indent + "+\(line)\n" }
        }
        for use in output.uses {
            text += indent + "line \(use.line) uses '\(use.name)', which the spec no longer has: \(use.text.trimmed)\n"
        }
        if output.fate == .orphaned {
            text +=
                indent
                + (output.writtenFor.map { "written for \($0), which this spec no longer produces: " }
                    ?? "archgen no longer makes this file for this spec: ")
                + "port your edits, then delete it (or delete its first line to keep it as your own)\n"
        }
        return text
    }

    /// An error line for each file left with conflicts (`--dry-run` writes none) or with markers still in it.
    func reportConflicts(_ files: [PlannedFile]) {
        for file in files {
            switch file.fate {
            case .conflict where !dryRun:
                context.console.err(
                    "error: \(context.display(file.url)) has conflicts; resolve the marked lines, then run 'archgen "
                        + "generate'\n")
            case .unresolved:
                context.console.err(
                    "error: \(context.display(file.url)) still has conflict markers; resolve them, then run 'archgen "
                        + "generate'\n")
            default: break
            }
        }
    }

    /// `--diff`: a unified diff of every file the run writes or deletes.
    func printDiffs(_ plan: [PlannedFile]) {
        for file in plan where file.fate.writes || file.fate == .deleted {
            let path = context.display(file.url)
            let old = file.previous
            let new = file.fate == .deleted ? "" : String(decoding: file.contents, as: UTF8.self)
            context.console.out(
                UnifiedDiff.render(
                    from: old ?? "", to: new, oldPath: old == nil ? "/dev/null" : "a/\(path)",
                    newPath: file.fate == .deleted ? "/dev/null" : "b/\(path)"))
        }
    }
}

extension String {
    /// Without the spaces that indent it.
    var trimmed: Substring { drop { $0 == " " || $0 == "\t" } }
}
