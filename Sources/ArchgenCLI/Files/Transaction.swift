#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One module's share of a write: its planned files, and the journal that lets a killed run be undone.
struct WriteSet {
    var journal: URL
    var files: [PlannedFile]
}

/// Writes the created, updated and deleted files of several modules all or nothing.
///
/// The write is a list of operations: (1) each module's journal, `prepared` (after its folder, if missing);
/// (2) missing folders; (3) every new text to a temporary file beside its target; (4) every file to be replaced or
/// deleted moved aside; (5) the temporary files renamed into place, so every file appears whole; (6) each journal
/// rewritten `committed` (or removed, when the module's write only created files); (7) the files moved aside
/// removed, then the module's journal. A failure in steps 1–6 undoes everything from the journals; a process killed
/// at any point is undone (before 6) or finished (after) by the next run, from the journal left on disk.
struct Transaction {
    enum Operation: Equatable {
        case writeJournal(URL, Journal)
        case createFolder(String)
        /// A new text to its temporary file; the target is named when the write fails.
        case write(temporary: String, Data, target: String)
        case move(String, String)
        case remove(String)
    }

    private(set) var journals: [(url: URL, journal: Journal)] = []
    private(set) var operations: [Operation] = []
    /// Operations from this index on run after the commit: their failures are ignored.
    private(set) var committedAt = 0

    init(_ sets: [WriteSet]) {
        var journalFolders: [Operation] = []
        var folders: [Operation] = []
        var writes: [Operation] = []
        var moveAside: [Operation] = []
        var place: [Operation] = []
        var commits: [Operation] = []
        var cleanUp: [Operation] = []
        var knownFolders: Set<String> = []  // folders that exist or an earlier operation creates
        for set in sets {
            let touched = set.files.filter { $0.fate.writes || $0.fate == .deleted }
            guard !touched.isEmpty else { continue }
            // The journal's own folder is created first (a template export writes into a new folder).
            // (Paths worked out on their text: each `URL.path` and `URL(filePath:)` is a few thousand instructions.)
            let journalPath = set.journal.path
            var journal = Journal(
                folders: Self.missingFolders(Paths.parent(of: journalPath) ?? journalPath, known: &knownFolders))
            journalFolders += journal.folders.map { .createFolder($0) }
            for file in touched {
                let target = file.url.path
                let folder = Paths.parent(of: target) ?? target
                let name = Paths.lastComponent(of: target)
                var entry = Journal.Entry(target: target)
                if file.fate != .created {  // the file exists: it is moved aside until the new one is in place
                    entry.backup = Paths.child(".\(name).archgen-old", of: folder)
                    moveAside.append(.move(entry.target, entry.backup!))
                    cleanUp.append(.remove(entry.backup!))
                }
                if file.fate.writes {
                    for missing in Self.missingFolders(folder, known: &knownFolders) {
                        journal.folders.append(missing)
                        folders.append(.createFolder(missing))
                    }
                    // Every file appears whole: its text goes to a temporary file, renamed into place later.
                    entry.created = entry.backup == nil
                    entry.temporary = Paths.child(".\(name).archgen-new", of: folder)
                    writes.append(.write(temporary: entry.temporary!, file.contents, target: entry.target))
                    place.append(.move(entry.temporary!, entry.target))
                }
                journal.entries.append(entry)
            }
            journals.append((set.journal, journal))
            // A module that replaces or deletes files commits by rewriting its journal, and removes it after the
            // clean-up; one that only creates files commits by removing its journal.
            if journal.entries.contains(where: { $0.backup != nil }) {
                var committed = journal
                committed.state = .committed
                commits.append(.writeJournal(set.journal, committed))
                cleanUp.append(.remove(journalPath))
            } else {
                commits.append(.remove(journalPath))
            }
        }
        operations = journalFolders + journals.map { .writeJournal($0.url, $0.journal) } + folders + writes
        operations += moveAside + place + commits
        committedAt = operations.count
        operations += cleanUp
    }

    /// The folders at and above `folder` that do not exist and are not created by an earlier operation, outermost
    /// first; `known` remembers what was looked up, and records these as created.
    private static func missingFolders(_ folder: String, known: inout Set<String>) -> [String] {
        var missing: [String] = []
        var path = folder
        while path != "/" {
            if known.contains(path) || Disk.exists(path) {
                known.insert(path)
                break
            }
            known.insert(path)
            missing.insert(path, at: 0)
            path = Paths.parent(of: path) ?? path
        }
        return missing
    }

    /// Carries out every operation; on a failure before the commit, undoes all and throws. `renaming` is the
    /// rename system call (tests replace it to fail half-way).
    func apply(renaming: (String, String) -> Bool = Disk.rename) throws(ToolError) {
        for (index, operation) in operations.enumerated() {
            do {
                try perform(operation, renaming: renaming)
            } catch let error where index < committedAt {
                for pair in journals.reversed() { _ = pair.journal.recover(at: pair.url, renaming: renaming) }
                throw ToolError(
                    .cannotWrite,
                    "could not write '\(Self.path(of: operation))': \(error.reason); no files were changed")
            } catch {
                continue
            }
        }
    }

    func perform(_ operation: Operation, renaming: (String, String) -> Bool = Disk.rename) throws(DiskError) {
        switch operation {
        case .writeJournal(let url, let journal) where journal.state == .prepared:
            try Disk.create(Data(utf8: journal.serialized), at: url.path)
        case .writeJournal(let url, let journal):
            let temporary = Journal.temporaryPath(for: url)
            try Disk.write(Data(utf8: journal.serialized), to: temporary)
            guard renaming(temporary, url.path) else { throw DiskError() }
        case .createFolder(let path):
            try Disk.makeFolder(path)
        case .write(let temporary, let data, _):
            try Disk.write(data, to: temporary)
        case .move(let from, let to):
            guard renaming(from, to) else { throw DiskError() }
        case .remove(let path):
            guard Disk.removeFile(path) else { throw DiskError() }
        }
    }

    private static func path(of operation: Operation) -> String {
        switch operation {
        case .writeJournal(let url, _): url.path
        case .createFolder(let path), .remove(let path), .write(_, _, let path): path
        case .move(let from, let to): from.hasSuffix(".archgen-new") ? to : from
        }
    }
}
