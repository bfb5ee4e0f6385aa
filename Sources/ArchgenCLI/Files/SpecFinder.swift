#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds `*.archgen.json` specs (and the journals of interrupted runs) below a folder, skipping build output,
/// version control, dependencies and hidden folders, and never following a symbolic link.
enum SpecFinder {
    static let suffix = ".archgen.json"
    static let skippedFolders: Set<String> = ["node_modules", "DerivedData", "Pods", "Carthage"]

    static func specs(below folder: URL) -> [URL] { scan(below: folder).specs }

    /// Finds specs and journals below `folder`, skipping hidden files and folders and the skipped folders.
    static func scan(below folder: URL) -> (specs: [URL], journals: [URL]) {
        let root = Paths.standard(folder.path)
        let files = Disk.regularFiles(below: root) { $0.hasPrefix(".") || skippedFolders.contains($0) }
        let paths = files.map { root == "/" ? "/" + $0 : root + "/" + $0 }.sorted()
        return (
            paths.filter { $0.hasSuffix(suffix) }.map(URL.file),
            paths.filter { $0.hasSuffix(Journal.suffix) }.map(URL.file)
        )
    }

    /// A file kept beside a spec: `Users.archgen.json` → `Users.archgen.<ending>`.
    static func sibling(of spec: URL, ending: String) -> URL {
        let name = spec.lastPathComponent
        let stem = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
        return spec.parent.child(stem + "." + ending)
    }
}
