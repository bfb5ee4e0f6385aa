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
        for relative in Disk.regularFiles(below: root, skip: { _ in false })
        where relative.hasSuffix(".mustache") || relative.hasSuffix(".json") {
            guard let data = Disk.read(root + "/" + relative), let text = String(validating: data, as: UTF8.self) else {
                throw ToolError(.invalidInput, "template '\(root)/\(relative)' is not UTF-8 text")
            }
            overrides[relative] = text
        }
        return builtin.overriding(with: overrides)
    }
}
