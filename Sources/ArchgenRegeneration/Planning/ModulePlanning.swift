import ArchgenRendering
import ArchgenSpec

/// The record beside a spec (`Users.archgen.record`) as a run plans it.
public struct RecordFile: Sendable {
    /// What the record on disk said (nil: there was none).
    public var previous: ModuleRecord?
    /// The text to write.
    public var contents: String
    public var fate: FileFate
}

extension RegenerationPlanner {
    /// Plans a module: its files' fates and the record to write, from the record's text on disk (nil: none). The
    /// record on disk is parsed only when it differs from what writing every file as generated records, the usual
    /// case when nothing changed. With a `stamp` (the spec had no problem, archgen knows its build), a record that
    /// holds every file as generated ends with its stamp line. A record that differs only in its stamp line is left as
    /// it is: stamps come from builds, and one person's build must not change a committed file another's wrote.
    public func plan(
        _ files: [GeneratedFile], recordText: String?, specFileName: String, templates: String, pattern: String,
        ui: String, stamp: RecordStamp? = nil, disk: (OutputRoot, String) -> DiskState
    ) throws(ModuleRecord.ParseError) -> (plan: Plan, record: RecordFile) {
        let fresh = ModuleRecord(
            pattern: pattern, ui: ui, entries: files.map(ModuleRecord.Entry.init(file:)), templates: templates)
        let freshText = fresh.serialized(specFileName: specFileName)
        return try plan(
            files, fresh: fresh, freshText: freshText, recordText: recordText, specFileName: specFileName,
            stampLine: { stamp?.line(for: Substring(freshText)) }, disk: disk)
    }

    /// Plans a module whose record proves what rendering its spec gives (`proof`, from `RecordStamp.proven(by:)` of
    /// `recordText`) with the record's files, without rendering them: the plan, the record to write and the files.
    public func plan(
        proven proof: RecordStamp.Proof, recordText: String, specFileName: String,
        disk: (OutputRoot, String) -> DiskState
    ) -> (plan: Plan, record: RecordFile, files: [GeneratedFile])? {
        let files = proof.record.entries.map { entry in
            GeneratedFile(
                root: entry.root, path: entry.path, contents: entry.contents ?? "", ownership: entry.ownership)
        }
        guard
            let (plan, record) = try? plan(
                files, fresh: proof.record, freshText: proof.body, recordText: recordText,
                specFileName: specFileName, stampLine: { proof.line }, disk: disk)
        else { return nil }
        return (plan, record, files)
    }

    /// `fresh` is the record of `files` as generated, `freshText` its text.
    private func plan(
        _ files: [GeneratedFile], fresh: ModuleRecord, freshText: String, recordText: String?, specFileName: String,
        stampLine: () -> String?, disk: (OutputRoot, String) -> DiskState
    ) throws(ModuleRecord.ParseError) -> (plan: Plan, record: RecordFile) {
        let recordBody = recordText.map(RecordStamp.body(of:))
        let previous = try recordText.map { text throws(ModuleRecord.ParseError) in
            recordBody == Substring(freshText) ? fresh : try ModuleRecord.parse(text)
        }
        var plan = plan(files, record: previous, pattern: fresh.pattern, ui: fresh.ui, disk: disk)
        plan.record.templates = fresh.templates
        let isFresh = plan.record == fresh
        var contents = isFresh ? freshText : plan.record.serialized(specFileName: specFileName)
        let fate: FileFate
        if let recordText, let recordBody, recordBody == Substring(contents) {
            (fate, contents) = (.unchanged, recordText)
        } else {
            fate = recordText == nil ? .created : .updated
            // (Computed only for a record that is written: the stamp hashes the whole text.)
            if isFresh, let stampLine = stampLine() { contents += stampLine }
        }
        return (plan, RecordFile(previous: previous, contents: contents, fate: fate))
    }
}

extension FileFate {
    /// What `generate --check` fails for and `status` lists, as the word they print: files regeneration would write
    /// or delete, and files that need the person; nil for a file that is as it should be.
    public var checkWord: String? {
        switch self {
        case .unchanged, .kept: nil
        case .created: "missing"
        case .updated, .merged: "out of date"
        case .conflict: "would conflict"
        case .deleted: "no longer generated"
        default: word
        }
    }
}
