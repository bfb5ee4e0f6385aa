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
/// deleted moved aside; (5) the temporary files renamed into place, so every file appears whole; (6) each
/// journal rewritten `committed` (or removed, when the module's write only created files); (7) the files moved aside
/// removed; (8) the remaining journals removed. A failure in steps 1–6 undoes everything from the journals; a process killed at any
/// point is undone (before 6) or finished (after) by the next run, from the journal left on disk.
struct Transaction {
    enum Operation: Equatable {
        case writeJournal(URL, Journal)
        case createFolder(String)
        case write(String, Data)
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
        var cleanUp: [Operation] = []
        var knownFolders: [String: Bool] = [:]  // folder → whether it exists or is created by an earlier operation
        for set in sets {
            // The journal's own folder is created first (a template export writes into a new folder).
            var known = knownFolders
            let journalFolder = Self.missingFolders(set.journal.parent, known: &knownFolders)
            var journal = Journal(folders: journalFolder)
            for file in set.files where file.fate.writes || file.fate == .deleted {
                let folder = file.url.parent
                let name = file.url.lastPathComponent
                var entry = Journal.Entry(target: file.url.path)
                if Disk.exists(file.url.path) {
                    entry.backup = folder.child(".\(name).archgen-old").path
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
                    entry.temporary = folder.child(".\(name).archgen-new").path
                    writes.append(.write(entry.temporary!, file.contents))
                    place.append(.move(entry.temporary!, entry.target))
                }
                journal.entries.append(entry)
            }
            guard !journal.entries.isEmpty else {
                swap(&known, &knownFolders)
                continue
            }
            journalFolders += journalFolder.map { .createFolder($0) }
            journals.append((set.journal, journal))
        }
        // A module that replaces or deletes files commits by rewriting its journal, and removes it after the clean-up;
        // one that only creates files commits by removing its journal.
        let replaces = journals.map { pair in pair.journal.entries.contains { $0.backup != nil } }
        let commits = zip(journals, replaces).map { pair, replaces in
            var journal = pair.journal
            journal.state = .committed
            return replaces ? Operation.writeJournal(pair.url, journal) : .remove(pair.url.path)
        }
        operations = journalFolders + journals.map { .writeJournal($0.url, $0.journal) } + folders + writes
        operations += moveAside + place + commits
        committedAt = operations.count
        operations += cleanUp + zip(journals, replaces).filter(\.1).map { .remove($0.0.url.path) }
    }

    /// The folders at and above `folder` that do not exist and are not created by an earlier operation, outermost
    /// first; `known` remembers what was looked up, and records these as created.
    private static func missingFolders(_ folder: URL, known: inout [String: Bool]) -> [String] {
        var missing: [String] = []
        var current = folder
        while current.path != "/" {
            let path = current.path
            let exists = known[path] ?? Disk.exists(path)
            known[path] = true
            if exists { break }
            missing.insert(path, at: 0)
            current = current.parent
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
            try Disk.create(Data(journal.serialized.utf8), at: url.path)
        case .writeJournal(let url, let journal):
            let temporary = url.path + ".archgen-new"
            try Disk.write(Data(journal.serialized.utf8), to: temporary)
            guard renaming(temporary, url.path) else { throw DiskError() }
        case .createFolder(let path):
            try Disk.makeFolder(path)
        case .write(let path, let data):
            try Disk.write(data, to: path)
        case .move(let from, let to):
            guard renaming(from, to) else { throw DiskError() }
        case .remove(let path):
            guard Disk.removeFile(path) else { throw DiskError() }
        }
    }

    private static func path(of operation: Operation) -> String {
        switch operation {
        case .writeJournal(let url, _): url.path
        case .createFolder(let path), .remove(let path): path
        case .write(let path, _): targetPath(ofTemporary: path)
        case .move(let from, let to): from.hasSuffix(".archgen-new") ? to : from
        }
    }

    /// `/a/.Users.swift.archgen-new` → `/a/Users.swift`.
    private static func targetPath(ofTemporary path: String) -> String {
        let url = URL.file(path)
        let name = url.lastPathComponent.dropFirst().dropLast(".archgen-new".count)
        return url.parent.child(String(name)).path
    }
}
