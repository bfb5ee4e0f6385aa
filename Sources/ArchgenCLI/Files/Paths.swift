import Foundation

/// Path arithmetic on file URLs: resolving user input against a folder and spelling paths relative to one.
enum Paths {
    /// `path` resolved against `base` unless it is absolute; `.` and `..` removed.
    static func resolve(_ path: String, against base: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// `target` written relative to `base` (`../Sources/Users`), with '/' separators.
    static func relative(_ target: URL, from base: URL) -> String {
        let targetParts = target.standardizedFileURL.pathComponents
        let baseParts = base.standardizedFileURL.pathComponents
        var common = 0
        while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `url` is `folder` or inside it.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let parts = url.standardizedFileURL.pathComponents
        let folderParts = folder.standardizedFileURL.pathComponents
        return parts.starts(with: folderParts)
    }

    /// The nearest folder at or above `start` that holds a `Package.swift`.
    static func packageRoot(above start: URL) -> URL? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// What to show for a path in reports: relative to the working folder when inside it.
    static func display(_ url: URL, from base: URL) -> String {
        isInside(url, base) ? relative(url, from: base) : url.standardizedFileURL.path
    }
}
