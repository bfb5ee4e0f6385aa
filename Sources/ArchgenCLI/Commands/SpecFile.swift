import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spec to generate from: where it lives (its folder anchors the output paths) and its bytes.
struct SpecFile: Sendable {
    var url: URL
    var bytes: [UInt8]

    /// Reads a spec; one that cannot be read is an error that says why, with a near file name when there is one
    /// (paths shown from `base`, the working folder).
    static func read(_ url: URL, from base: URL? = nil) throws(ToolError) -> SpecFile {
        guard let data = Disk.read(url.path) else {
            let shown = base.map { Paths.display(url, from: $0) } ?? url.path
            throw ToolError(.inputMissing, "cannot read spec '\(shown)': \(Self.whyUnreadable(url))")
        }
        return SpecFile(url: url, bytes: Array(data))
    }

    /// Why `url` cannot be read as a spec, and the file nearest its name in its folder, if one is near.
    static func whyUnreadable(_ url: URL) -> String {
        let path = Paths.standard(url.path)
        switch Disk.kind(path) {
        case .directory: return "it is a folder; name a spec file, or give the folder to 'generate' or 'status'"
        case .other, .symbolicLink: return "the file cannot be read (check its permissions)"
        case .missing: break
        }
        let folder = url.parent
        guard Disk.kind(Paths.standard(folder.path)) == .directory else {
            return "no such folder '\(folder.lastPathComponent)'"
        }
        let names = Disk.entries(of: Paths.standard(folder.path)).filter { $0.kind == .other }.map(\.name)
        let specs = names.filter { $0.hasSuffix(SpecFinder.suffix) }
        let near =
            Suggestion.nearest(to: url.lastPathComponent, in: specs)
            ?? Suggestion.nearest(to: url.lastPathComponent, in: names)
        return "no such file" + (near.map { "; did you mean '\($0)'?" } ?? "")
    }
}
