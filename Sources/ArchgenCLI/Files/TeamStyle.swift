import ArchgenRendering
import Synchronization

/// The team's swift-format style for generated Swift files: the `.swift-format` file that swift-format itself would
/// use for a file in an output folder (the nearest one at or above the folder), applied by the toolchain's
/// `swift-format` to every Swift file archgen renders there. The record then holds the formatted text, so a team that
/// formats generated files with its configuration merges nothing but the spec's changes. Without a configuration the
/// files keep archgen's own style.
struct TeamStyle: Sendable, Equatable {
    /// The configuration's path.
    var configuration: String
    /// What identifies the style in a record's stamp: the configuration's path and bytes, and the formatter's path
    /// (a changed configuration renders the module again; a record written in another style proves nothing).
    var identity: [UInt8]

    /// The file's text formatted in this style by `formatter`; nil when the formatter fails on it.
    func format(_ text: String, path: String, formatter: [String]) -> String? {
        let arguments =
            Array(formatter.dropFirst()) + ["format", "--configuration", configuration, "--assume-filename", path, "-"]
        guard let (status, output) = Disk.run(formatter[0], arguments, input: Array(text.utf8)), status == 0,
            !output.isEmpty
        else { return nil }
        return String(decoding: output, as: UTF8.self)
    }
}

/// The styles of a run's output folders, each folder looked up once, and the formatter found once.
final class TeamStyles: Sendable {
    static let fileName = ".swift-format"
    /// Folder → the style that applies there (nil: none), for the folders looked at so far.
    private let found = Mutex<[String: TeamStyle?]>([:])
    /// The formatter: `swift-format` on the PATH, else `xcrun swift-format` on a Mac; nil when there is none. Looked
    /// for when first needed: a run in which no style applies never looks.
    var formatter: [String]? {
        foundFormatter.withLock { known in
            if let known { return known }
            let found = Self.findFormatter()
            known = .some(found)
            return found
        }
    }
    private let foundFormatter = Mutex<[String]??>(nil)
    /// Files a style applied to that the formatter could not format (they keep archgen's style), and whether a style
    /// applied with no formatter to run: the run warns about both.
    let problems = Mutex<(unformatted: [String], noFormatter: Bool)>(([], false))

    private static func findFormatter() -> [String]? {
        let path = Disk.environment("PATH") ?? "/usr/bin:/bin"
        let onPath = path.split(separator: ":").map { "\($0)/swift-format" }.first { Disk.isExecutable($0) }
        if let onPath { return [onPath] }
        if Disk.isExecutable("/usr/bin/xcrun") { return ["/usr/bin/xcrun", "swift-format"] }
        return nil
    }

    /// The style for files in `folder` (a standard absolute path, which need not exist yet).
    func style(for folder: String) -> TeamStyle? {
        if let known = found.withLock({ $0[folder] }) { return known }
        let style: TeamStyle?
        let candidate = (folder == "/" ? "" : folder) + "/" + Self.fileName
        if let bytes = Disk.read(candidate) {
            style = TeamStyle(
                configuration: candidate,
                identity: Array(candidate.utf8) + [0] + Array(bytes) + [0]
                    + Array((formatter ?? []).joined(separator: " ").utf8))
        } else if folder == "/" {
            style = nil
        } else {
            let parent = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
            style = self.style(for: parent.isEmpty ? "/" : String(parent))
        }
        found.withLock { $0[folder] = style }
        return style
    }

    /// The styles of a module's output roots (standard absolute paths), and their identity for the record's stamp
    /// (empty when no style applies).
    func styles(_ rootPaths: OutputRoots<String>) -> (styles: OutputRoots<TeamStyle>, identity: [UInt8]) {
        var styles = OutputRoots<TeamStyle>()
        var identity: [UInt8] = []
        for root in [OutputRoot.sources, .tests] {
            guard let path = rootPaths[root], let style = style(for: path) else { continue }
            styles[root] = style
            identity += Array(root.rawValue.utf8) + [0] + style.identity + [0]
        }
        return (styles, identity)
    }

    /// The files with their Swift sources in the style of their root; the others as they are.
    func apply(_ styles: OutputRoots<TeamStyle>, to files: [GeneratedFile], rootPaths: OutputRoots<String>)
        -> [GeneratedFile]
    {
        guard !styles.isEmpty else { return files }
        guard let formatter else {
            problems.withLock { $0.noFormatter = true }
            return files
        }
        return files.map { file in
            guard file.path.hasSuffix(".swift"), let style = styles[file.root], let root = rootPaths[file.root] else {
                return file
            }
            let path = root + "/" + file.path
            guard let formatted = style.format(file.contents, path: path, formatter: formatter) else {
                problems.withLock { $0.unformatted.append(path) }
                return file
            }
            var file = file
            file.contents = formatted
            return file
        }
    }
}
