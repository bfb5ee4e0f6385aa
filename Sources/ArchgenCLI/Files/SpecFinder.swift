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

    /// Finds specs and journals below `folder`, skipping hidden files and folders and the skipped folders; with
    /// `skippingProjects`, also every folder below that is a project of its own (listed in `projects`).
    static func scan(below folder: URL, skippingProjects: Bool = false) -> (
        specs: [URL], journals: [URL], projects: [URL]
    ) {
        let root = Paths.standard(folder.path)
        var files: [String] = []
        var projects: [String] = []
        var pending = [root]
        while let current = pending.popLast() {
            for (name, kind) in Disk.entries(of: current) where !name.hasPrefix(".") && !skippedFolders.contains(name) {
                let path = current == "/" ? "/" + name : current + "/" + name
                switch kind {
                case .directory:
                    if skippingProjects && ProjectRoot.isProject(path) {
                        projects.append(path)
                    } else {
                        pending.append(path)
                    }
                case .other: files.append(path)
                case .symbolicLink, .missing: continue
                }
            }
        }
        files.sort()
        return (
            files.filter { $0.hasSuffix(suffix) }.map(URL.file),
            files.filter { $0.hasSuffix(Journal.suffix) }.map(URL.file),
            projects.sorted().map(URL.file)
        )
    }

    /// A file kept beside a spec: `Users.archgen.json` → `Users.archgen.<ending>`.
    static func sibling(of spec: URL, ending: String) -> URL {
        let name = spec.lastPathComponent
        let stem = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
        return spec.parent.child(stem + "." + ending)
    }
}
