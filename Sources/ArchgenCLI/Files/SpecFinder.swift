import Foundation

/// Finds `*.archgen.json` specs (and the journals of interrupted runs) below a folder, skipping build output,
/// version control and hidden folders.
enum SpecFinder {
    static let suffix = ".archgen.json"

    static func specs(below folder: URL) -> [URL] { scan(below: folder).specs }

    static func scan(below folder: URL) -> (specs: [URL], journals: [URL]) {
        var found: [URL] = []
        var journals: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return ([], []) }
        for case let url as URL in enumerator {
            // Decide by name first: asking the file system about every file of a large tree is the slow part.
            let name = url.lastPathComponent
            if ["node_modules", "DerivedData", "Pods", "Carthage"].contains(name) || name.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(Journal.suffix) { journals.append(url.standardizedFileURL) }
            if name.hasSuffix(Journal.suffix + ".archgen-new") {  // killed while writing its first journal
                journals.append(url.deletingPathExtension().standardizedFileURL)
            }
            guard name.hasSuffix(suffix) else { continue }
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory != true, values?.isSymbolicLink != true { found.append(url.standardizedFileURL) }
        }
        return (found.sorted { $0.path < $1.path }, journals.sorted { $0.path < $1.path })
    }
}
