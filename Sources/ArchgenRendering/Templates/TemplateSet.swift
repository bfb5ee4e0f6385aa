import ArchgenSpec
import LocatedJSON
import Mustache

/// The templates archgen renders: file texts keyed by their path under `Templates/` (`mvvm/manifest.json`,
/// `shared/header.mustache`). A pattern is a folder with a `manifest.json`; `shared/` holds what all patterns use.
public struct TemplateSet: Sendable {
    /// The file texts, each path to its text.
    public var files: [String: String] {
        get { source() }
        set {
            source = { newValue }
            manifests = ManifestCache()
            isBuiltIn = false
        }
    }
    /// Gives the file texts: the built-in set's table is built when first read, so a run that renders nothing (every
    /// record proves its files) never builds it.
    private var source: @Sendable () -> [String: String]
    /// Whether a team's files replace some of the built-in ones.
    public var isCustom = false
    /// Where each of a team's files was read from (its full path), for errors that point at it.
    public var origins: [String: String] = [:]
    /// `fingerprint(of: files)` when it is known already (the built-in set's is computed when archgen is built).
    private let knownFingerprint: UInt64?
    /// `GeneratedTypeNames(templates:).table` of this set when it is known already (the built-in set's is committed
    /// in `BuiltinTypeNames.swift`, which a test keeps equal to a fresh scan).
    let knownTypeNames: (@Sendable () -> [String: [String]])?
    /// The manifests parsed so far.
    private var manifests = ManifestCache()
    /// Whether this is the built-in set as archgen was built with it, whose templates all parse (the golden tests
    /// render every pattern): a pattern's templates are then parsed only when a module first renders them.
    private(set) var isBuiltIn = false

    public init(files: [String: String]) {
        source = { files }
        knownFingerprint = nil
        knownTypeNames = nil
    }

    /// A set whose files, fingerprint and type names are known when archgen is built: `files` and `typeNames` are
    /// read when first needed.
    public init(
        loading files: @escaping @Sendable () -> [String: String], fingerprint: UInt64,
        typeNames: @escaping @Sendable () -> [String: [String]]
    ) {
        source = files
        knownFingerprint = fingerprint
        knownTypeNames = typeNames
        isBuiltIn = true
    }

    /// This set with `overrides` replacing files of the same path (a team's customised templates).
    public func overriding(with overrides: [String: String]) -> TemplateSet {
        var set = TemplateSet(files: files.merging(overrides) { _, override in override })
        set.isCustom = isCustom || !overrides.isEmpty
        return set
    }

    /// What a module's record says produced its files: `built-in` or `custom`, and a fingerprint of every file's path
    /// and text (the same on every machine), so `status` can tell when the templates changed since.
    public var identity: String {
        let hash = String(knownFingerprint ?? Self.fingerprint(of: files), radix: 16)
        return (isCustom ? "custom " : "built-in ") + String(repeating: "0", count: 16 - hash.count) + hash
    }

    /// FNV-1a of every file's path and text, in path order, each followed by a zero byte.
    public static func fingerprint(of files: [String: String]) -> UInt64 {
        var hash = Fixtures.stableHash("")
        for path in files.keys.sorted() {
            hash = Fixtures.stableHash("\u{0}", from: Fixtures.stableHash(path, from: hash))
            hash = Fixtures.stableHash("\u{0}", from: Fixtures.stableHash(files[path]!, from: hash))
        }
        return hash
    }

    /// A rendering error that names the file to fix (the full path of a team's file, the path under `Templates/` for a built-in
    /// one; a partial's file, not its name) and, for a misspelled name, the nearest name in reach.
    public func explained(_ error: MustacheError, pattern: String) -> MustacheError {
        var error = error
        var path = error.template
        if files[path] == nil, !path.contains("/") {
            path =
                files["\(pattern)/\(path).mustache"] != nil ? "\(pattern)/\(path).mustache" : "shared/\(path).mustache"
        }
        error.template = origins[path] ?? path
        if let name = error.unknownName, let nearest = Suggestion.nearest(to: name, in: error.namesInReach) {
            error.message += "; did you mean '\(nearest)'?"
        }
        return error
    }

    /// The patterns available: folders that have a manifest, sorted.
    public var patterns: [String] {
        files.keys.compactMap { path in
            path.hasSuffix("/manifest.json") ? String(path.dropLast("/manifest.json".count)) : nil
        }.filter { !$0.contains("/") }.sorted()
    }

    /// The parsed manifest of `pattern`.
    public func manifest(for pattern: String) throws(MustacheError) -> Manifest {
        let path = "\(pattern)/manifest.json"
        return try manifests.manifest(path) { () throws(MustacheError) in
            guard let text = files[path] else {
                throw MustacheError(template: path, line: 1, message: "no such manifest")
            }
            return try Manifest(text, path: path)
        }
    }

    /// A template of `pattern`, looked up in the pattern's folder first, then in `shared/`.
    func template(_ name: String, pattern: String) -> (path: String, source: String)? {
        for path in ["\(pattern)/\(name)", "shared/\(name)"] {
            if let source = files[path] { return (path, source) }
        }
        return nil
    }

    /// Partials by name (file name without `.mustache`): `shared/` ones, replaced by the pattern's own.
    func partials(for pattern: String) -> [String: String] {
        var partials: [String: String] = [:]
        for folder in ["shared", pattern] {
            for (path, source) in files {
                if let name = Self.partialName(path, in: folder) { partials[name] = source }
            }
        }
        return partials
    }

    /// The partial's name when `path` is a `.mustache` file directly in `folder`. Compared as UTF-8 bytes when the
    /// path is ASCII (every built-in one: this runs for every file of the set), else as characters.
    private static func partialName(_ path: String, in folder: String) -> String? {
        let suffix = ".mustache"
        // (The bytes copied out first: checked in the array, not through `String.UTF8View`'s iterator.)
        let bytes = Array(path.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            guard path.hasPrefix(folder + "/"), path.hasSuffix(suffix) else { return nil }
            let name = path.dropFirst(folder.count + 1).dropLast(suffix.count)
            return name.contains("/") ? nil : String(name)
        }
        let start = folder.utf8.count + 1
        guard bytes.count >= start + suffix.utf8.count, bytes.starts(with: folder.utf8),
            bytes[start - 1] == UInt8(ascii: "/"), bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        else { return nil }
        let name = bytes[start..<bytes.count - suffix.utf8.count]
        return name.contains(UInt8(ascii: "/")) ? nil : String(decoding: name, as: UTF8.self)
    }
}
