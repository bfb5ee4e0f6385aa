import Foundation

/// Finds `*.archgen.json` specs below a folder, skipping build output, version control and hidden folders.
enum SpecFinder {
    static let suffix = ".archgen.json"

    static func specs(below folder: URL) -> [URL] {
        var found: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles, .skipsPackageDescendants])
        else { return [] }
        for case let url as URL in enumerator {
            // Decide by name first: asking the file system about every file of a large tree is the slow part.
            let name = url.lastPathComponent
            if ["node_modules", "DerivedData", "Pods", "Carthage"].contains(name) || name.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(suffix) else { continue }
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory != true, values?.isSymbolicLink != true { found.append(url.standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }
}
