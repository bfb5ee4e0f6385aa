import ArchgenCore
import BuiltinTemplates
import Foundation

/// The template set a run uses: the built-in templates, with a `--templates DIR` folder overriding them
/// file by file.
enum TemplateLoader {
    static var builtin: TemplateSet { TemplateSet(files: BuiltinTemplates.files) }

    static func load(overrides folder: URL?) throws(ToolError) -> TemplateSet {
        guard let folder else { return builtin }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ToolError(.inputMissing, "templates folder '\(folder.path)' does not exist")
        }
        var overrides: [String: String] = [:]
        let root = folder.lexicallyStandardized
        if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in enumerator
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let relative = Paths.relative(url, from: root)
                guard relative.hasSuffix(".mustache") || relative.hasSuffix(".json") else { continue }
                guard let data = FileManager.default.contents(atPath: url.path),
                    let text = String(data: data, encoding: .utf8)
                else {
                    throw ToolError(.invalidInput, "template '\(url.path)' is not UTF-8 text")
                }
                overrides[relative] = text
            }
        }
        return builtin.overriding(with: overrides)
    }
}
