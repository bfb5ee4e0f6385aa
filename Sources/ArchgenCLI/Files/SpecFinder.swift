import Foundation

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
            // readdir tells files from folders without a stat per entry: a large tree is mostly generated files.
            guard let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current == "/" ? "/" + name : current + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) {  // some file systems do not say
                    switch Disk.kind(path) {
                    case .directory: type = Int32(DT_DIR)
                    case .other: type = Int32(DT_REG)
                    default: continue
                    }
                }
                if type == Int32(DT_DIR) {
                    if !skippedFolders.contains(name) && !name.hasPrefix(".build") { pending.append(path) }
                } else if type == Int32(DT_REG) {
                    if name.hasSuffix(suffix) { specs.append(path) }
                    if name.hasSuffix(Journal.suffix) { journals.append(path) }
                }
            }
        }
        return (specs.sorted().map(URL.file), journals.sorted().map(URL.file))
    }
}
