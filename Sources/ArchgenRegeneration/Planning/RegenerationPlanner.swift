import ArchgenRendering
import ArchgenSpec

/// Decides, without touching the disk, what regeneration does with every file of a module: the generated files and
/// scaffolds the spec produces now, and the files archgen wrote before that it no longer produces. The result holds
/// each file's fate and text, the changes a person must make, and the record to write.
public struct RegenerationPlanner: Sendable {
    /// Replace files that archgen did not write (`--force`).
    public var force = false
    /// Files (`root/path`) whose edits are dropped for archgen's output (`--discard-edits`).
    public var discard: Set<String> = []
    /// Scaffolds (`root/path`) taken as they are: the spec's pending changes count as made (`--accept`).
    public var accept: Set<String> = []

    public init(force: Bool = false, discard: Set<String> = [], accept: Set<String> = []) {
        self.force = force
        self.discard = discard
        self.accept = accept
    }

    /// One file of the plan.
    public struct Output: Sendable {
        public var root: OutputRoot
        public var path: String
        public var ownership: Ownership
        public var fate: FileFate
        /// The text the file will hold (what is written when the fate writes).
        public var contents: String
        /// What the file holds now, as read for planning (nil: nothing there), so nothing reads it twice.
        public var onDisk: String?
        /// For a scaffold not written: the changes to make by hand.
        public var changes: [ScaffoldMerge.Change] = []
        /// Lines that use names the spec no longer has.
        public var uses: [ScaffoldMerge.NameUse] = []
        /// For a file no longer produced: the pattern and UI it was written for.
        public var writtenFor: String?

        public var key: String { "\(root.rawValue)/\(path)" }
        /// The file's name, for conflict markers.
        var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    public struct Plan: Sendable {
        public var outputs: [Output]
        /// What to record for the next run.
        public var record: ModuleRecord
    }

    /// `disk` tells what is at each file's place now; `record` is what archgen wrote last time (nil: none);
    /// `pattern` and `ui` are what the files are written for now.
    public func plan(
        _ files: [GeneratedFile], record: ModuleRecord?, pattern: String, ui: String,
        disk: (OutputRoot, String) -> DiskState
    ) -> Plan {
        let gone = goneNames(files: files, record: record)
        // What the module declares now, read only when a file needs it (a person's edit meets a spec change).
        var declaredNames: Set<String>?
        func declared() -> Set<String> {
            if let declaredNames { return declaredNames }
            let names = DroppedNames.declared(in: files)
            declaredNames = names
            return names
        }
        var outputs: [Output] = []
        var entries: [ModuleRecord.Entry] = []
        var stillUsed: Set<String> = []
        for file in files {
            let previous = record?.entry(root: file.root, path: file.path)
            var output = Output(
                root: file.root, path: file.path, ownership: file.ownership, fate: .created, contents: file.contents)
            switch disk(file.root, file.path) {
            case .blocked(let reason): output.fate = .refused(reason)
            case .missing: output.fate = .created
            case .file(let onDisk):
                output.onDisk = onDisk
                if discard.contains(output.key) {
                    output.fate = onDisk == file.contents ? .unchanged : .updated
                } else if file.ownership == .generated {
                    decideGenerated(&output, onDisk: onDisk, base: previous?.contents, gone: gone, declared: declared)
                    if output.fate == .conflict {
                        // (The report's line numbers would not be the written file's: the conflict shows them.)
                        stillUsed.formUnion(output.uses.map(\.name))
                        output.uses = []
                    }
                } else {
                    decideScaffold(&output, onDisk: onDisk, base: previous?.contents, gone: gone, declared: declared)
                }
            }
            // The record holds what archgen really wrote or merged: a file left alone keeps its earlier entry.
            // (A scaffold opted out of merging keeps its entry too, so that merging resumes if the header returns.)
            let leftAlone =
                [.unresolved, .pending].contains(output.fate) || output.fate.isRefused
                || (output.fate == .kept && !Self.participates(output.contents))
            if let previous, leftAlone {
                entries.append(previous)
            } else if !output.fate.isRefused {
                entries.append(ModuleRecord.Entry(file: file))
            }
            stillUsed.formUnion(output.uses.map(\.name))
            outputs.append(output)
        }
        // Files archgen wrote before that the spec no longer produces.
        outputs += orphans(
            record: record, produced: Set(outputs.map(\.key)), pattern: pattern, ui: ui, disk: disk, entries: &entries)
        let next = ModuleRecord(
            pattern: pattern, ui: ui, entries: entries, gone: gone.filter(stillUsed.contains).sorted())
        return Plan(outputs: outputs, record: next)
    }

    /// The files archgen wrote before (`record`) that the spec no longer produces: deleted when unedited, kept and
    /// reported (their entries kept in `entries`) when someone edited them.
    private func orphans(
        record: ModuleRecord?, produced: Set<String>, pattern: String, ui: String,
        disk: (OutputRoot, String) -> DiskState, entries: inout [ModuleRecord.Entry]
    ) -> [Output] {
        var outputs: [Output] = []
        for entry in record?.entries ?? [] where !produced.contains("\(entry.root.rawValue)/\(entry.path)") {
            guard case .file(let onDisk) = disk(entry.root, entry.path) else { continue }
            let archgens =
                entry.ownership == .generated ? Generator.isGenerated(onDisk) : Self.participates(onDisk)
            guard archgens else { continue }  // the person took it over: theirs now
            var output = Output(
                root: entry.root, path: entry.path, ownership: entry.ownership, fate: .orphaned, contents: onDisk)
            output.onDisk = onDisk
            if onDisk == entry.contents || discard.contains(output.key) {
                output.fate = .deleted
            } else {
                // Same pattern and ui: the templates no longer make the file (an archgen update), not the spec.
                output.writtenFor = record.flatMap {
                    $0.pattern == pattern && $0.ui == ui ? nil : "\($0.pattern) (\($0.ui))"
                }
                entries.append(entry)
            }
            outputs.append(output)
        }
        return outputs
    }

    /// Names the module's generated files no longer declare, that kept files may still use: the ones the spec dropped
    /// since the record, and the ones still used last time.
    private func goneNames(files: [GeneratedFile], record: ModuleRecord?) -> Set<String> {
        guard let record else { return [] }
        let old = record.entries.filter { $0.ownership == .generated }.compactMap(\.contents)
        let new = files.filter { $0.ownership == .generated }.map(\.contents)
        if old == new && record.gone.isEmpty { return [] }  // the usual case: nothing changed
        let newNames = SwiftTokens.names(new.joined(separator: "\n"))
        var gone = Set(record.gone.map { Substring($0) })
        // Only what archgen declared (a type, a case, a member): a name it merely used, as `.milliseconds` in a spy it
        // stopped writing, is the platform's, and still there for a person's code.
        if old != new {
            gone.formUnion(SwiftTokens.declarations(LineDiff.lines(old.joined(separator: "\n")), locals: false))
        }
        return Set(gone.subtracting(newNames).map(String.init))
    }

    private func decideGenerated(
        _ output: inout Output, onDisk: String, base: String?, gone: Set<String>, declared: () -> Set<String>
    ) {
        let new = output.contents
        if onDisk == new {
            output.fate = .unchanged
        } else if ConflictMarkers.unresolved(in: onDisk) {
            output.fate = .unresolved
            output.contents = onDisk
        } else if let base, onDisk == base {
            output.fate = .updated
        } else if let base {
            let result = ThreeWayMerge(yoursLabel: output.fileName).merge(base: base, yours: onDisk, theirs: new)
            output.contents = result.text
            output.fate = result.conflicts > 0 ? .conflict : result.text == onDisk ? .unchanged : .merged
            guard !accept.contains(output.key), base != new || !gone.isEmpty else { return }
            // The person's lines must not use a name the spec dropped: the merge would keep them, and the module
            // would not build. Not written until they change them, as in a scaffold; lines of theirs inside a
            // conflict are recorded as still using the name, so that keeping their side is caught next time.
            let yourLines = LineDiff.lines(onDisk)
            let yours = DroppedNames.yourLineIndexes(base: LineDiff.lines(base), yours: yourLines)
            let dropped = DroppedNames(
                base: base, theirs: new, gone: gone, declared: declared(), yourLines: yours.map { yourLines[$0] })
            output.uses = dropped.uses(in: yourLines, at: yours)
            if !output.uses.isEmpty && output.fate != .conflict {
                output.fate = .pending
                output.contents = onDisk
            }
        } else if !Generator.isGenerated(onDisk) {
            output.fate = force ? .updated : .refused("not written by archgen; pass --force to replace it")
        } else if force {
            output.fate = .updated
        } else {
            // archgen's file, but no record of what archgen wrote: an edit cannot be told from older output, so
            // every difference is kept, marked, for the person to settle.
            output.contents = ConflictMarkers.twoWay(yours: onDisk, theirs: new, yoursLabel: output.fileName).text
            output.fate = .conflict
        }
    }

    private func decideScaffold(
        _ output: inout Output, onDisk: String, base: String?, gone: Set<String>, declared: () -> Set<String>
    ) {
        let new = output.contents
        output.contents = onDisk
        guard Self.participates(onDisk) else {
            output.fate = .kept  // opted out: the header lines were deleted
            return
        }
        if ConflictMarkers.unresolved(in: onDisk) {
            output.fate = .unresolved
            return
        }
        guard let base else {
            output.fate = .kept  // no record of what archgen rendered: merging starts from now
            return
        }
        let accepted = accept.contains(output.key)
        guard accepted || base != new || !gone.isEmpty else {
            output.fate = .kept
            return
        }
        switch ScaffoldMerge.merge(
            base: base, yours: onDisk, theirs: new, gone: gone, declared: accepted ? [] : declared(), accept: accepted)
        {
        case .unchanged:
            output.fate = .kept
        case .merged(let text):
            output.fate = .merged
            output.contents = text
        case .pending(let changes, let uses):
            output.fate = .pending
            output.changes = changes
            output.uses = uses
        }
    }

    /// The first words of a scaffold's header; a scaffold without them is left alone.
    public static let scaffoldMarker = "// Created by archgen from "

    /// Whether a scaffold still takes the spec's changes: its header line is there.
    static func participates(_ text: String) -> Bool {
        LineSearch.hasLine(startingWith: scaffoldMarker, in: text)
    }
}
