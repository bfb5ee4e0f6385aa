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
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if ["node_modules", "DerivedData", "Pods", "Carthage"].contains(url.lastPathComponent)
                    || url.lastPathComponent.hasPrefix(".build")
                {
                    enumerator.skipDescendants()
                }
                continue
            }
            if url.lastPathComponent.hasSuffix(suffix), values?.isSymbolicLink != true {
                found.append(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
