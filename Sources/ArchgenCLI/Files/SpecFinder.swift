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

    static func scan(below folder: URL) -> (specs: [URL], journals: [URL]) {
        var specs: [String] = []
        var journals: [String] = []
        var pending = [Paths.standard(folder.path)]
        while let current = pending.popLast() {
            for (name, kind) in Disk.entries(of: current) where !name.hasPrefix(".") {
                let path = current == "/" ? "/" + name : current + "/" + name
                switch kind {
                case .directory:
                    if !skippedFolders.contains(name) && !name.hasPrefix(".build") { pending.append(path) }
                case .other:
                    if name.hasSuffix(suffix) { specs.append(path) }
                    if name.hasSuffix(Journal.suffix) { journals.append(path) }
                case .symbolicLink, .missing:
                    continue
                }
            }
        }
        return (specs.sorted().map(URL.file), journals.sorted().map(URL.file))
    }
}
