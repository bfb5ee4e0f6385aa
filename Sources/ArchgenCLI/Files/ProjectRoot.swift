import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a project starts, found by walking up as the config is: the folder of `archgen.config.json`, else the
/// nearest folder with a `Package.swift`, an Xcode project or workspace, or a `.git`. Commands given no spec look for
/// the project's specs below it, from any folder inside; `new` puts a spec there when run inside a source folder.
enum ProjectRoot {
    /// Whether `folder` (a standard path) is the root of a project of its own.
    static func isProject(_ folder: String) -> Bool {
        Disk.entries(of: folder).contains { entry in
            entry.name == "Package.swift" || entry.name == ".git" || entry.name == ProjectConfig.fileName
                || entry.name.hasSuffix(".xcodeproj") || entry.name.hasSuffix(".xcworkspace")
        }
    }

    /// The project `folder` is in, nil when it is in none.
    static func find(from folder: URL, config: ConfigFile?) -> URL? {
        if let config { return config.folder }
        return Paths.folders(upFrom: folder).first { isProject(Paths.standard($0.path)) }
    }

    /// Whether `folder` is a source or test folder, where a spec must not go: inside a package's `Sources` or `Tests`,
    /// or a folder that holds Swift files of its own.
    static func isSourceFolder(_ folder: URL) -> Bool {
        let path = Paths.standard(folder.path)
        if let package = Paths.packageRoot(above: folder) {
            let root = Paths.standard(package.path)
            if ["Sources", "Tests"].contains(where: { Paths.isInside(path, root + "/" + $0) }) { return true }
        }
        return Disk.entries(of: path).contains { entry in
            entry.kind == .other && entry.name.hasSuffix(".swift") && entry.name != "Package.swift"
        }
    }
}
