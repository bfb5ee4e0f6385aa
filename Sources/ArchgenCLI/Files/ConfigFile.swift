import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The project's `archgen.config.json`: the nearest one in the working folder or a folder above it.
struct ConfigFile: Sendable {
    var url: URL
    var config: ProjectConfig

    var folder: URL { url.parent }

    /// A path the file gives, resolved against the file's folder.
    func resolve(_ setting: ProjectConfig.Setting?) -> URL? {
        setting.map { Paths.resolve($0.value, against: folder) }
    }

    /// An error about one of the file's values, pointing at it like a compiler.
    func error(at setting: ProjectConfig.Setting, _ message: String, from folder: URL) -> ToolError {
        let path = Paths.display(url, from: folder)
        return .positioned(
            .invalidInput, path: path, line: setting.location.line, column: setting.location.column, message)
    }

    /// The nearest config at or above `folder`; nil when there is none. A file that is not a valid config is an
    /// error: a team's settings are never silently ignored.
    static func find(from folder: URL) throws(ToolError) -> ConfigFile? {
        for current in Paths.folders(upFrom: folder) {
            let candidate = current.child(ProjectConfig.fileName)
            guard let data = Disk.read(candidate.path) else { continue }
            do {
                return ConfigFile(url: candidate, config: try ProjectConfig.parse(Array(data)))
            } catch {
                let path = Paths.display(candidate, from: folder)
                throw ToolError.positioned(
                    .invalidInput, path: path, line: error.location.line, column: error.location.column,
                    error.message)
            }
        }
        return nil
    }
}
