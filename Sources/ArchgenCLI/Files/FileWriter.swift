import ArchgenCore
import Foundation

/// What happens to one output file; the word is what the report prints.
enum FileFate: Equatable, Sendable {
    case created, updated, merged, unchanged, kept
    /// Written with conflict markers; the person resolves them.
    case conflict
    /// A generated file the spec no longer produces, unedited: removed.
    case deleted
    /// A generated file the spec no longer produces, edited by someone: left alone.
    case keptEdited
    case refused(String)

    var word: String {
        switch self {
        case .created: "created"
        case .updated: "updated"
        case .merged: "merged"
        case .conflict: "conflict"
        case .unchanged: "unchanged"
        case .kept: "kept (scaffold)"
        case .deleted: "deleted"
        case .keptEdited: "kept (edited; no longer generated)"
        case .refused(let reason): "refused (\(reason))"
        }
    }

    var writes: Bool { [.created, .updated, .merged, .conflict].contains(self) }

    var isRefused: Bool {
        if case .refused = self { return true }
        return false
    }
}

/// One line of a report: the word in a 16-column field, then the path.
func reportLine(_ word: String, _ path: String) -> String {
    padded(word, to: 16) + path + "\n"
}

/// `text` followed by spaces up to `width` columns, and at least one space (never cut short).
func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
}

/// One file of a plan: where it goes, what it will hold, and what will happen to it.
struct PlannedFile: Sendable {
    var url: URL
    var contents: Data
    var fate: FileFate
}

/// Writes generated files safely: only inside the output folders, never through a symbolic link, never over a
/// file archgen did not write (unless forced) or over a scaffold, only when the content changed, and atomically
/// for the whole set (every file is first written beside its target, then all are renamed into place).
struct FileWriter {
    var force = false

    /// Decides each file's fate without touching the disk.
    /// Decides each file's fate (reading, never writing): `record` is what archgen wrote last time, if known.
    func plan(_ files: [GeneratedFile], roots: [OutputRoot: URL], record: ModuleRecord? = nil) -> [PlannedFile] {
        var planned = files.map { file in
            let root = roots[file.root]!.standardizedFileURL
            let url = root.appendingPathComponent(file.path).standardizedFileURL
            var planned = PlannedFile(url: url, contents: Data(file.contents.utf8), fate: .created)
            planned.fate = fate(of: file, at: url, root: root, record: record, planned: &planned)
            return planned
        }
        // Generated files the spec no longer produces: removed when unedited, kept when someone edited them.
        let produced = Set(files.map { "\($0.root.rawValue)/\($0.path)" })
        for entry in record?.entries ?? [] {
            guard let base = entry.contents, !produced.contains("\(entry.root.rawValue)/\(entry.path)") else {
                continue
            }
            let url = roots[entry.root]!.appendingPathComponent(entry.path).standardizedFileURL
            guard kind(of: url) == .other, let onDisk = FileManager.default.contents(atPath: url.path) else { continue }
            planned.append(
                PlannedFile(url: url, contents: onDisk, fate: onDisk == Data(base.utf8) ? .deleted : .keptEdited))
        }
        return planned
    }

    private func fate(
        of file: GeneratedFile, at url: URL, root: URL, record: ModuleRecord?, planned: inout PlannedFile
    ) -> FileFate {
        guard Paths.isInside(url, root), url != root else { return .refused("outside the output folder") }
        // Every existing folder between the root and the file must be a real folder, not a link elsewhere.
        var folder = root
        for component in url.pathComponents.dropFirst(root.pathComponents.count).dropLast() {
            folder = folder.appendingPathComponent(component)
            switch kind(of: folder) {
            case .missing: break
            case .directory: continue
            case .symbolicLink: return .refused("'\(component)' is a symbolic link")
            case .other: return .refused("'\(component)' is a file, not a folder")
            }
        }
        switch kind(of: url) {
        case .missing: return .created
        case .symbolicLink: return .refused("a symbolic link is in the way")
        case .directory: return .refused("a folder is in the way")
        case .other: break
        }
        if file.ownership == .scaffold { return .kept }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .refused("cannot be read") }
        let onDisk = String(decoding: data, as: UTF8.self)
        let base = record?.base(root: file.root, path: file.path)
        switch Regeneration.decide(path: url.lastPathComponent, new: file.contents, onDisk: onDisk, base: base) {
        case .create: return .created
        case .unchanged:
            planned.contents = data
            return .unchanged
        case .replace: return .updated
        case .merged(let text):
            planned.contents = Data(text.utf8)
            return .merged
        case .conflict(let text, _):
            planned.contents = Data(text.utf8)
            return .conflict
        case .notArchgens:
            return force ? .updated : .refused("not written by archgen; pass --force to replace it")
        }
    }

    enum Kind { case missing, directory, symbolicLink, other }

    func kind(of url: URL) -> Kind {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return .missing }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?: return .symbolicLink
        case .typeDirectory?: return .directory
        default: return .other
        }
    }

    /// Writes every created or updated file of `plan`, all or nothing.
    func apply(_ plan: [PlannedFile]) throws(ToolError) {
        try apply(plan, renaming: { rename($0, $1) == 0 })
    }

    /// Writes the plan in three steps, undoing everything if any step fails: (1) every new text goes to a temporary
    /// file beside its target; (2) every file to be replaced or deleted is moved aside; (3) the temporary files
    /// are moved into place, and only then are the files moved aside removed. `renaming` is the rename system call
    /// (tests replace it to fail half-way).
    func apply(_ plan: [PlannedFile], renaming: (String, String) -> Bool) throws(ToolError) {
        var createdFolders: [URL] = []
        var temporaries: [(temporary: URL, target: URL)] = []
        var movedAside: [(original: URL, backup: URL)] = []
        var placed: [URL] = []
        func rollBack() {
            for target in placed { try? FileManager.default.removeItem(at: target) }
            for pair in movedAside { _ = renaming(pair.backup.path, pair.original.path) }
            for pair in temporaries { try? FileManager.default.removeItem(at: pair.temporary) }
            for folder in createdFolders.reversed() { try? FileManager.default.removeItem(at: folder) }
        }
        func fail(_ url: URL, _ reason: String) -> ToolError {
            rollBack()
            return ToolError(.cannotWrite, "could not write '\(url.path)': \(reason); no files were changed")
        }
        for file in plan where file.fate.writes {
            let folder = file.url.deletingLastPathComponent()
            do {
                createdFolders += try createFolders(folder)
                let temporary = folder.appendingPathComponent(".\(file.url.lastPathComponent).archgen-new")
                try file.contents.write(to: temporary)
                temporaries.append((temporary, file.url))
            } catch {
                throw fail(file.url, Self.reason(error))
            }
        }
        for file in plan where file.fate == .deleted || (file.fate.writes && kind(of: file.url) == .other) {
            let backup = file.url.deletingLastPathComponent().appendingPathComponent(
                ".\(file.url.lastPathComponent).archgen-old")
            guard renaming(file.url.path, backup.path) else { throw fail(file.url, String(cString: strerror(errno))) }
            movedAside.append((file.url, backup))
        }
        for pair in temporaries {
            guard renaming(pair.temporary.path, pair.target.path) else {
                throw fail(pair.target, String(cString: strerror(errno)))
            }
            placed.append(pair.target)
        }
        for pair in movedAside { try? FileManager.default.removeItem(at: pair.backup) }
    }

    /// Creates `folder` and any missing parents; returns the folders it created, outermost first.
    private func createFolders(_ folder: URL) throws -> [URL] {
        var missing: [URL] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.insert(current, at: 0)
            current = current.deletingLastPathComponent()
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return missing
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileWriteNoPermissionError {
            return "permission denied"
        }
        return nsError.localizedDescription
    }
}
