import ArchgenCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

/// Decides what happens to each generated file, so that files are written only inside the output folders, never
/// through a symbolic link, never over a file archgen did not write (unless forced) or over a scaffold, and only
/// when the content changed. `Transaction` carries the plan out.
struct FilePlanner {
    var force = false

    /// Decides each file's fate (reading, never writing): `record` is what archgen wrote last time, if known.
    func plan(_ files: [GeneratedFile], roots: [OutputRoot: URL], record: ModuleRecord? = nil) -> [PlannedFile] {
        let rootPaths = roots.mapValues { Paths.standard($0.path) }
        var planned = files.map { file in
            let root = rootPaths[file.root]!
            let path = Paths.standard(root + "/" + file.path)
            var planned = PlannedFile(url: .file(path), contents: Data(file.contents.utf8), fate: .created)
            planned.fate = fate(of: file, at: path, root: root, record: record, planned: &planned)
            return planned
        }
        // Generated files the spec no longer produces: removed when unedited, kept when someone edited them.
        let produced = Set(files.map { "\($0.root.rawValue)/\($0.path)" })
        for entry in record?.entries ?? [] {
            guard let base = entry.contents, !produced.contains("\(entry.root.rawValue)/\(entry.path)") else {
                continue
            }
            let path = Paths.standard(rootPaths[entry.root]! + "/" + entry.path)
            guard Disk.kind(path) == .other, let onDisk = Disk.read(path) else { continue }
            planned.append(
                PlannedFile(
                    url: .file(path), contents: onDisk, fate: onDisk == Data(base.utf8) ? .deleted : .keptEdited))
        }
        return planned
    }

    /// `path` and `root` are standard absolute paths (see `Paths.standard`).
    private func fate(
        of file: GeneratedFile, at path: String, root: String, record: ModuleRecord?, planned: inout PlannedFile
    ) -> FileFate {
        guard Paths.isInside(path, root), path != root else { return .refused("outside the output folder") }
        // Every existing folder between the root and the file must be a real folder, not a link elsewhere.
        var folder = root
        for component in path.dropFirst(root.count).split(separator: "/").dropLast() {
            folder += "/" + component
            switch Disk.kind(folder) {
            case .missing: break
            case .directory: continue
            case .symbolicLink: return .refused("'\(component)' is a symbolic link")
            case .other: return .refused("'\(component)' is a file, not a folder")
            }
        }
        let url = planned.url
        switch Disk.kind(path) {
        case .missing: return .created
        case .symbolicLink: return .refused("a symbolic link is in the way")
        case .directory: return .refused("a folder is in the way")
        case .other: break
        }
        if file.ownership == .scaffold { return .kept }
        guard let data = Disk.read(path) else { return .refused("cannot be read") }
        if data == planned.contents { return .unchanged }  // the usual case, decided on bytes
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
}
