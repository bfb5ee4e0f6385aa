import LocatedJSON

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a write is about to do to one module's files, kept on disk beside the spec while the write runs, so that a
/// run killed part-way is undone (or finished) by the next one: `Users.archgen.json` → `Users.archgen.journal`.
///
/// While the journal says `prepared`, nothing is final: recovery puts back every file moved aside, removes every
/// file created and every temporary file. A write that only creates files needs no second state: removing the
/// journal is its commit. Once all files are in place the journal says `committed`, and recovery
/// only removes what is left of the old files.
struct Journal: Equatable {
    enum State: String { case prepared, committed }

    /// One file the write touches.
    struct Entry: Equatable {
        var target: String
        /// A new file (it replaces nothing, so undoing it is removing it).
        var created = false
        /// The new text, written beside the target first (nil when the file is deleted).
        var temporary: String?
        /// Where the existing file is moved while the new one is put in place (nil when the file is new).
        var backup: String?
    }

    var state: State = .prepared
    /// Folders the write creates, outermost first.
    var folders: [String] = []
    var entries: [Entry] = []

    static func url(for spec: URL) -> URL { SpecFinder.sibling(of: spec, ending: "journal") }

    /// Where a journal is written before it replaces the one at `url`.
    static func temporaryPath(for url: URL) -> String { url.path + ".archgen-new" }

    static let suffix = ".archgen.journal"

    var serialized: String {
        let quote = JSONWriter.quote
        let files = entries.map { entry in
            var fields = ["\"target\": \(quote(entry.target))"]
            if entry.created { fields.append("\"created\": true") }
            if let temporary = entry.temporary { fields.append("\"temporary\": \(quote(temporary))") }
            if let backup = entry.backup { fields.append("\"backup\": \(quote(backup))") }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        return """
            {
              "archgenJournal": 1,
              "state": \(quote(state.rawValue)),
              "folders": [\(folders.map(quote).joined(separator: ", "))],
              "files": [
            \(files.joined(separator: ",\n"))
              ]
            }

            """
    }

    /// Reads a journal written by `serialized`; nil when the text is not one.
    static func parse(_ bytes: [UInt8]) -> Journal? {
        guard let value = try? JSONReader().read(bytes), case .object(let members) = value.kind else { return nil }
        func field(_ key: String) -> JSONValue.Kind? { members.first { $0.key == key }?.value.kind }
        func string(_ kind: JSONValue.Kind?) -> String? {
            if case .string(let text)? = kind { return text }
            return nil
        }
        guard case .number("1")? = field("archgenJournal"), let state = string(field("state")).flatMap(State.init),
            case .array(let folders)? = field("folders"), case .array(let files)? = field("files")
        else { return nil }
        var journal = Journal(state: state)
        for folder in folders {
            guard let path = string(folder.kind) else { return nil }
            journal.folders.append(path)
        }
        for file in files {
            guard case .object(let fields) = file.kind else { return nil }
            func path(_ key: String) -> String? { string(fields.first { $0.key == key }?.value.kind) }
            guard let target = path("target") else { return nil }
            let created = fields.first { $0.key == "created" }?.value.kind == .bool(true)
            journal.entries.append(
                Entry(target: target, created: created, temporary: path("temporary"), backup: path("backup")))
        }
        return journal
    }

    /// Undoes a `prepared` write or finishes a `committed` one, then removes the journal kept at `url` and (when
    /// undoing) the folders the write created; returns the paths it could not put back, and then keeps the journal.
    func recover(at url: URL, renaming: (String, String) -> Bool = Disk.rename) -> [String] {
        var failed: [String] = []
        for entry in entries {
            switch state {
            case .prepared:
                if let backup = entry.backup, Disk.exists(backup) {
                    if !renaming(backup, entry.target) { failed.append(entry.target) }
                } else if entry.created, Disk.isRegularFile(entry.target) {
                    if !Disk.removeFile(entry.target) { failed.append(entry.target) }
                }
            case .committed:
                if let backup = entry.backup { Disk.removeFile(backup) }
            }
            if let temporary = entry.temporary { Disk.removeFile(temporary) }
        }
        Disk.removeFile(Self.temporaryPath(for: url))
        guard failed.isEmpty else { return failed }
        Disk.removeFile(url.path)
        if state == .prepared {
            for folder in folders.reversed() { Disk.removeEmptyFolder(folder) }
        }
        return []
    }

    /// Recovers from the journal at `url`, if there is one, and removes it; returns a line for the person, or nil
    /// when there was nothing to recover.
    static func recoverIfPresent(at url: URL, display: String) throws(ToolError) -> String? {
        guard let data = Disk.read(url.path), !data.isEmpty else {
            // No journal, or one killed while being created: nothing else had happened yet.
            Disk.removeFile(url.path)
            Disk.removeFile(temporaryPath(for: url))
            return nil
        }
        guard let journal = parse(Array(data)) else {
            throw ToolError(
                .cannotWrite,
                "'\(display)' is not a journal archgen can read; check the module's files, then remove it")
        }
        let failed = journal.recover(at: url)
        guard failed.isEmpty else {
            throw ToolError(
                .cannotWrite,
                "could not recover an interrupted run from '\(display)': cannot put back "
                    + failed.joined(separator: ", ") + "; the journal is kept for the next run")
        }
        return journal.state == .prepared
            ? "note: an earlier run was interrupted; its changes were undone (\(display))\n"
            : "note: an earlier run was interrupted after writing its files; finished it (\(display))\n"
    }
}
