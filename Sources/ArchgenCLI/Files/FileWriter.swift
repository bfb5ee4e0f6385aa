import ArchgenCore
import Foundation

/// What happens to one output file; the word is what the report prints.
enum FileFate: Equatable, Sendable {
    case created, updated, unchanged, kept
    case refused(String)

    var word: String {
        switch self {
        case .created: "created"
        case .updated: "updated"
        case .unchanged: "unchanged"
        case .kept: "kept (scaffold)"
        case .refused(let reason): "refused (\(reason))"
        }
    }

    var writes: Bool { self == .created || self == .updated }

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
    func plan(_ files: [GeneratedFile], roots: [OutputRoot: URL]) -> [PlannedFile] {
        files.map { file in
            let root = roots[file.root]!.standardizedFileURL
            let url = root.appendingPathComponent(file.path).standardizedFileURL
            let contents = Data(file.contents.utf8)
            return PlannedFile(
                url: url, contents: contents, fate: fate(of: file, at: url, root: root, contents: contents))
        }
    }

    private func fate(of file: GeneratedFile, at url: URL, root: URL, contents: Data) -> FileFate {
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
        guard let existing = FileManager.default.contents(atPath: url.path) else { return .refused("cannot be read") }
        if existing == contents { return .unchanged }
        if !force && !existing.starts(with: Data(Generator.generatedMarker.utf8)) {
            return .refused("not written by archgen; pass --force to replace it")
        }
        return .updated
    }

    private enum Kind { case missing, directory, symbolicLink, other }

    private func kind(of url: URL) -> Kind {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return .missing }
        switch attributes[.type] as? FileAttributeType {
        case .typeSymbolicLink?: return .symbolicLink
        case .typeDirectory?: return .directory
        default: return .other
        }
    }

    /// Writes every created or updated file of `plan`, all or nothing.
    func apply(_ plan: [PlannedFile]) throws(ToolError) {
        let writes = plan.filter(\.fate.writes)
        var createdFolders: [URL] = []
        var temporaries: [(temporary: URL, target: URL)] = []
        func rollBack() {
            for pair in temporaries { try? FileManager.default.removeItem(at: pair.temporary) }
            for folder in createdFolders.reversed() { try? FileManager.default.removeItem(at: folder) }
        }
        for file in writes {
            let folder = file.url.deletingLastPathComponent()
            do {
                createdFolders += try createFolders(folder)
                let temporary = folder.appendingPathComponent(".\(file.url.lastPathComponent).archgen-tmp")
                try file.contents.write(to: temporary)
                temporaries.append((temporary, file.url))
            } catch {
                rollBack()
                throw ToolError(
                    .cannotWrite, "could not write '\(file.url.path)': \(Self.reason(error)); no files were changed")
            }
        }
        for (index, pair) in temporaries.enumerated() where rename(pair.temporary.path, pair.target.path) != 0 {
            let reason = String(cString: strerror(errno))
            for remaining in temporaries[index...] { try? FileManager.default.removeItem(at: remaining.temporary) }
            throw ToolError(.cannotWrite, "could not write '\(pair.target.path)': \(reason)")
        }
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
