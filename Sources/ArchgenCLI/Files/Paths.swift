#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Path arithmetic on file URLs: resolving user input against a folder and spelling paths relative to one.
enum Paths {
    /// `path` resolved against `base` unless it is absolute; `.` and `..` removed.
    static func resolve(_ path: String, against base: URL) -> URL {
        let url = path.hasPrefix("/") ? URL.file(path) : base.child(path)
        return url.lexicallyStandardized
    }

    /// `target` written relative to `base` (`../Sources/Users`), with '/' separators.
    static func relative(_ target: URL, from base: URL) -> String {
        let targetPath = standard(target.path)
        let basePath = standard(base.path)
        if targetPath.hasPrefix(basePath), basePath != "/" {  // the usual case, for reports: a path inside `base`
            let rest = targetPath.utf8.dropFirst(basePath.utf8.count)
            if rest.isEmpty { return "." }
            if rest.first == UInt8(ascii: "/") { return String(Substring(rest.dropFirst())) }
        }
        let targetParts = targetPath.split(separator: "/")
        let baseParts = basePath.split(separator: "/")
        var common = 0
        while common < targetParts.count, common < baseParts.count, targetParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `url` is `folder` or inside it.
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        isInside(standard(url.path), standard(folder.path))
    }

    /// Whether the standard path `path` is `folder` or inside it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }

    /// `start` and every folder above it, nearest first, up to `/`.
    static func folders(upFrom start: URL) -> [URL] {
        // (Worked out on the path's text: each `URL.path` is a few thousand instructions.)
        var path = standard(start.path)
        var folders = [URL.file(path)]
        while path != "/", let parent = parent(of: path) {
            path = parent
            folders.append(.file(path))
        }
        return folders
    }

    /// The folder that holds `path`, by its text (nil when it has no slash): `/` for `/Users`.
    static func parent(of path: String) -> String? {
        // (A slash is one byte and starts a character: no character-by-character search.)
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path`'s last component, by its text: what follows its last slash.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// `folder` followed by `path` (one or more components), by their text (`URL.child` without URLs).
    static func child(_ path: String, of folder: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// The nearest folder at or above `start` that holds a `Package.swift`.
    static func packageRoot(above start: URL) -> URL? {
        folders(upFrom: start).first { FileManager.default.fileExists(atPath: $0.child("Package.swift").path) }
    }

    /// What to show for a path in reports: relative to the working folder when inside it.
    static func display(_ url: URL, from base: URL) -> String {
        isInside(url, base) ? relative(url, from: base) : standard(url.path)
    }

    /// An absolute path with `.`, `..` and repeated slashes removed, by the text alone (archgen refuses to write
    /// through symbolic links, so it never needs to resolve them).
    static func standard(_ path: String) -> String {
        // Most paths are already standard: no `.` or `..` component, no repeated or trailing slash.
        var previous: UInt8 = 0
        var isStandard =
            path.utf8.first == UInt8(ascii: "/") && (path.utf8.count == 1 || path.utf8.last != UInt8(ascii: "/"))
        for byte in path.utf8 where isStandard {
            isStandard = !(previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")))
            previous = byte
        }
        if isStandard { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// URL path arithmetic that never asks the file system: Foundation's `appendingPathComponent(_:)`,
/// `URL(fileURLWithPath:)` and `standardizedFileURL` look at the disk (to tell folders from files, or to resolve
/// links), which made these calls a tenth of the cost of regenerating a large repository.
extension URL {
    /// A file URL for an absolute path.
    static func file(_ path: String) -> URL { URL(filePath: path, directoryHint: .notDirectory) }

    /// This path followed by `path` (one or more components).
    func child(_ path: String) -> URL {
        .file(Paths.child(path, of: self.path))
    }

    /// The folder that holds this path.
    var parent: URL {
        Paths.parent(of: path).map(URL.file) ?? self
    }

    /// This path with `.`, `..` and repeated slashes removed (see `Paths.standard`).
    var lexicallyStandardized: URL { .file(Paths.standard(path)) }
}
