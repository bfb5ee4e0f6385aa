import ArchgenRendering
import ArchgenSpec
import BuiltinTemplates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The template set a run uses: the built-in templates, with a `--templates DIR` folder overriding them
/// file by file.
enum TemplateLoader {
    static var builtin: TemplateSet {
        TemplateSet(
            loading: { BuiltinTemplates.files }, fingerprint: BuiltinTemplates.fingerprint,
            typeNames: { BuiltinTemplates.generatedTypeNames })
    }

    /// A folder that supplies none of the built-in templates' names is an error (a wrong folder would otherwise
    /// silently mean the built-in templates).
    /// `origin` says where the folder was named, for messages (`--templates`, or the config file).
    static func load(overrides folder: URL?, from workingDirectory: URL, origin: String)
        throws(ToolError) -> TemplateSet
    {
        guard let folder else { return builtin }
        let root = Paths.standard(folder.path)
        let display = Paths.display(folder, from: workingDirectory)
        guard Disk.kind(root) == .directory else {
            throw ToolError(
                .inputMissing,
                "templates folder '\(display)' (from \(origin)) does not exist; make it with 'archgen templates export "
                    + "\(display) TEMPLATE...'")
        }
        var overrides: [String: String] = [:]
        for relative in Disk.regularFiles(below: root, skip: { _ in false })
        where relative.hasSuffix(".mustache") || relative.hasSuffix(".json") {
            guard let data = Disk.read(root + "/" + relative), let text = String(validating: data, as: UTF8.self) else {
                throw ToolError(.invalidInput, "template '\(root)/\(relative)' is not UTF-8 text")
            }
            overrides[relative] = text
        }
        // Templates and manifests count; the JSON Schemas that `templates export` also writes do not.
        let known = builtin.files.filter { !$0.key.hasSuffix(".schema.json") }
        if !overrides.keys.contains(where: { known[$0] != nil }) {
            let found = overrides.keys.sorted()
            // The folder above the templates (`Templates` for `Templates/archgen`).
            let inner = found.lazy.compactMap { path in
                known.keys.first { path.hasSuffix("/" + $0) }.map { String(path.dropLast($0.count + 1)) }
            }.first
            // A file in the wrong folder (`header.mustache` for `shared/header.mustache`), or a misspelled path.
            let hint =
                inner.map { "; did you mean the folder '\(display)/\($0)'?" }
                ?? found.lazy.compactMap { path in
                    let name = "/" + (path.split(separator: "/").last ?? "")
                    let nearest =
                        known.keys.sorted().first { $0.hasSuffix(name) }
                        ?? Suggestion.nearest(to: path, in: Array(known.keys))
                    return nearest.map { "; did you mean '\($0)' for '\(path)'?" }
                }.first
            throw ToolError(
                .invalidInput,
                "templates folder '\(display)' has none of archgen's template files"
                    + (found.isEmpty
                        ? "" : " (it has \(found.prefix(3).joined(separator: ", "))\(found.count > 3 ? ", ..." : ""))")
                    + (hint
                        ?? "; a template's path is its path under Templates/, such as 'mvvm/ViewModel.swift.mustache'")
                    + (inner == nil
                        ? "; 'archgen templates export \(display) TEMPLATE...' writes the ones to change" : ""))
        }
        var set = builtin.overriding(with: overrides)
        for path in overrides.keys { set.origins[path] = root + "/" + path }
        return set
    }
}
