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
    /// case when nothing changed.
    public func plan(
        _ files: [GeneratedFile], recordText: String?, specFileName: String, templates: String, pattern: String,
        ui: String, disk: (OutputRoot, String) -> DiskState
    ) throws(ModuleRecord.ParseError) -> (plan: Plan, record: RecordFile) {
        let fresh = ModuleRecord(
            pattern: pattern, ui: ui, entries: files.map(ModuleRecord.Entry.init(file:)), templates: templates)
        let freshText = fresh.serialized(specFileName: specFileName)
        let previous = try recordText.map { text throws(ModuleRecord.ParseError) in
            text == freshText ? fresh : try ModuleRecord.parse(text)
        }
        var plan = plan(files, record: previous, pattern: pattern, ui: ui, disk: disk)
        plan.record.templates = templates
        let contents = plan.record == fresh ? freshText : plan.record.serialized(specFileName: specFileName)
        let fate: FileFate = recordText == nil ? .created : recordText == contents ? .unchanged : .updated
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
