import ArchgenCore
import BuiltinTemplates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The template set a run uses: the built-in templates, with a `--templates DIR` folder overriding them
/// file by file.
enum TemplateLoader {
    static var builtin: TemplateSet { TemplateSet(files: BuiltinTemplates.files) }

    static func load(overrides folder: URL?) throws(ToolError) -> TemplateSet {
        guard let folder else { return builtin }
        let root = Paths.standard(folder.path)
        guard Disk.kind(root) == .directory else {
            throw ToolError(.inputMissing, "templates folder '\(folder.path)' does not exist")
        }
        var overrides: [String: String] = [:]
        var pending = [""]
        while let relativeFolder = pending.popLast() {
            for (name, kind) in Disk.entries(of: relativeFolder.isEmpty ? root : root + "/" + relativeFolder) {
                let relative = relativeFolder.isEmpty ? name : relativeFolder + "/" + name
                if kind == .directory { pending.append(relative) }
                guard kind == .other, name.hasSuffix(".mustache") || name.hasSuffix(".json") else { continue }
                guard let data = Disk.read(root + "/" + relative), let text = String(validating: data, as: UTF8.self)
                else {
                    throw ToolError(.invalidInput, "template '\(root)/\(relative)' is not UTF-8 text")
                }
                overrides[relative] = text
            }
        }
        return builtin.overriding(with: overrides)
    }
}
