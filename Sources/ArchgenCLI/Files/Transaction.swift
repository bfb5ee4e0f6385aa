import Foundation

/// One module's share of a write: its planned files, and the journal that lets a killed run be undone.
struct WriteSet {
    var journal: URL
    var files: [PlannedFile]
}

/// Writes the created, updated and deleted files of several modules all or nothing.
///
/// The write is a list of operations: (1) each module's journal, `prepared` (after its folder, if missing);
/// (2) missing folders; (3) every new text to a temporary file beside its target; (4) every file to be replaced or
/// deleted moved aside; (5) the temporary files renamed into place; (6) each journal rewritten `committed`; (7) the
/// files moved aside removed; (8) the journals removed. A failure in steps 1–6 undoes everything from the journals; a process killed at any
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
        var scheduledFolders: Set<String> = []
        for set in sets {
            // The journal's own folder is created first (a template export writes into a new folder).
            let journalFolder = Self.missingFolders(set.journal.deletingLastPathComponent()).filter {
                !scheduledFolders.contains($0)
            }
            scheduledFolders.formUnion(journalFolder)
            var journal = Journal(folders: journalFolder)
            for file in set.files where file.fate.writes || file.fate == .deleted {
                let folder = file.url.deletingLastPathComponent()
                let name = file.url.lastPathComponent
                var entry = Journal.Entry(target: file.url.path)
                if Disk.exists(file.url.path) {
                    entry.backup = folder.appendingPathComponent(".\(name).archgen-old").path
                    moveAside.append(.move(entry.target, entry.backup!))
                    cleanUp.append(.remove(entry.backup!))
                }
                if file.fate.writes {
                    for missing in Self.missingFolders(folder) where scheduledFolders.insert(missing).inserted {
                        journal.folders.append(missing)
                        folders.append(.createFolder(missing))
                    }
                    entry.temporary = folder.appendingPathComponent(".\(name).archgen-new").path
                    writes.append(.write(entry.temporary!, file.contents))
                    place.append(.move(entry.temporary!, entry.target))
                }
                journal.entries.append(entry)
            }
            guard !journal.entries.isEmpty else {
                scheduledFolders.subtract(journalFolder)
                continue
            }
            journalFolders += journalFolder.map { .createFolder($0) }
            journals.append((set.journal, journal))
        }
        let committed = journals.map { pair in
            var journal = pair.journal
            journal.state = .committed
            return Operation.writeJournal(pair.url, journal)
        }
        operations = journalFolders + journals.map { .writeJournal($0.url, $0.journal) } + folders + writes
        operations += moveAside + place + committed
        committedAt = operations.count
        operations += cleanUp + journals.map { .remove($0.url.path) }
    }

    /// The folders above a file that do not exist yet, outermost first.
    private static func missingFolders(_ folder: URL) -> [String] {
        var missing: [String] = []
        var current = folder
        while !Disk.exists(current.path), current.path != "/" {
            missing.insert(current.path, at: 0)
            current = current.deletingLastPathComponent()
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
        case .writeJournal(let url, let journal):
            let temporary = url.path + ".archgen-new"
            try Disk.write(Data(journal.serialized.utf8), to: temporary)
            guard renaming(temporary, url.path) else { throw DiskError() }
        case .createFolder(let path):
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw DiskError() }
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
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent.dropFirst().dropLast(".archgen-new".count)
        return url.deletingLastPathComponent().appendingPathComponent(String(name)).path
    }
}
