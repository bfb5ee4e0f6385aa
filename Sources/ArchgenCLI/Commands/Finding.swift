import ArchgenSpec

/// One thing `generate --check` fails for, at a line of a file, printed the way compilers print errors so that
/// Xcode and CI annotate it: `path:line:column: error: message` (text), or a GitHub Actions workflow command
/// (`--format github`).
struct Finding: Equatable {
    var path: String
    var line: Int
    var column = 1
    var message: String
    /// `error`, or `warning` for a spec's warning.
    var severity = "error"

    /// `path:line:column: error: message`, as compilers and `archgen validate` write it.
    var text: String { "\(path):\(line):\(column): \(severity): \(message)\n" }

    /// `::error file=path,line=N,col=M::message`, which GitHub Actions shows on the line in a pull request.
    var github: String {
        "::\(severity) file=\(Self.escapedProperty(path)),line=\(line),col=\(column),title=archgen::"
            + "\(Self.escaped(message))\n"
    }

    /// A spec's problem.
    init(_ diagnostic: Diagnostic, path: String) {
        self.init(
            path: path, line: diagnostic.location.line, column: diagnostic.location.column, message: diagnostic.message)
        severity = diagnostic.severity
    }

    init(path: String, line: Int, column: Int = 1, message: String) {
        (self.path, self.line, self.column, self.message) = (path, line, column, message)
    }

    /// A file `--check` fails for, at the first line the failure concerns; `word` is the report's word for it.
    init(_ file: PlannedFile, word: String, path: String, base: String? = nil) {
        let previous = file.previous ?? ""
        let now = String(decoding: file.contents, as: UTF8.self)
        let line: Int
        switch word {
        case "to change": line = file.output?.changes.first?.line ?? file.output?.uses.first?.line ?? 1
        case "conflict (unresolved)", "would conflict":
            line = Self.firstLine(in: word == "would conflict" ? now : previous) { $0.hasPrefix("<<<<<<<") } ?? 1
        case "edited": line = Self.firstDifference(base ?? "", previous)
        case "missing", "no longer generated", "kept (no longer generated)": line = 1
        default: line = Self.firstDifference(previous, now)
        }
        self.init(path: path, line: line, message: Self.message(for: word, path: path))
    }

    /// What a word means for the person, and what to do.
    static func message(for word: String, path: String) -> String {
        switch word {
        case "missing": "missing: run 'archgen generate' to write it"
        case "out of date": "out of date: regenerating changes this line; run 'archgen generate'"
        case "would conflict":
            "regenerating would conflict with the edits here; run 'archgen generate' and resolve the marked lines"
        case "conflict (unresolved)": "conflict markers are still here; resolve them, then run 'archgen generate'"
        case "to change": "the spec's changes could not be merged into your edits here; 'archgen status' lists them"
        case "no longer generated": "archgen no longer generates this file; 'archgen generate' deletes it"
        case "kept (no longer generated)": "no longer generated, and edited: port your edits, then delete it"
        case "edited":
            "generated file edited here (--strict): move the edit into a scaffold or the templates, or run "
                + "'archgen generate --discard-edits \(path)'"
        default: "\(word): run 'archgen generate'"
        }
    }

    /// The 1-based line where two texts first differ (1 when one is empty).
    static func firstDifference(_ old: String, _ new: String) -> Int {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < oldLines.count, index < newLines.count, oldLines[index] == newLines[index] { index += 1 }
        return min(index, max(oldLines.count, newLines.count) - 1) + 1
    }

    private static func firstLine(in text: String, where matches: (Substring) -> Bool) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: matches).map { $0 + 1 }
    }

    /// A workflow command's message: `%`, line breaks escaped.
    private static func escaped(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D")
            .replacing("\n", with: "%0A")
    }

    /// A workflow command's property value: also `:` and `,`.
    private static func escapedProperty(_ text: String) -> String {
        escaped(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
