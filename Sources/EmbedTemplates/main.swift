import Foundation

// Build tool behind EmbedTemplatesPlugin: `EmbedTemplates TEMPLATES_DIR OUTPUT.swift` writes a Swift file holding
// every file under TEMPLATES_DIR as a string, keyed by its path relative to that folder, sorted, and the set's
// fingerprint, which archgen would otherwise compute on every run. The tool depends on none of archgen's targets, so a
// release build compiles them once (a plugin tool's dependencies are compiled a second time, for the host); the type
// names the patterns generate are a committed table instead (Sources/BuiltinTemplates/BuiltinTypeNames.swift).

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: EmbedTemplates TEMPLATES_DIR OUTPUT.swift\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
var entries: [(String, String)] = []
if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in enumerator {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
        guard !relative.contains("\"") && !relative.contains("\n") else {
            FileHandle.standardError.write(Data("error: template path '\(relative)' has a quote or line break\n".utf8))
            exit(65)
        }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            FileHandle.standardError.write(Data("error: \(url.path) is not UTF-8 text\n".utf8))
            exit(65)
        }
        entries.append((relative, text))
    }
}
entries.sort { $0.0 < $1.0 }

/// A raw string literal delimiter long enough that the text cannot close it early.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains(hashes + "\"") { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var source = "// Generated at build time by EmbedTemplates from Templates/. Do not edit.\n\n"
source += "/// The built-in templates, keyed by their path under Templates/.\n"
source += "public enum BuiltinTemplates {\n    public static let files: [String: String] = [\n"
for (path, text) in entries {
    source += "        #\"\(path)\"#: \(rawLiteral(text)),\n"
}
if entries.isEmpty { source += "        :\n" }
source += "    ]\n\n"
// The set's fingerprint for the records: FNV-1a of every path and text, in path order, each followed by a zero byte,
// as `TemplateSet.fingerprint(of:)` computes it (TemplateSetTests checks the two agree).
var hash: UInt64 = 0xcbf2_9ce4_8422_2325
for (path, text) in entries {
    for byte in Array(path.utf8) + [0] + Array(text.utf8) + [0] {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
}
source += "    /// FNV-1a of each path and text in path order, each then a zero byte: `TemplateSet.fingerprint`.\n"
source += "    public static let fingerprint: UInt64 = 0x\(String(hash, radix: 16))\n}\n"
// Written only when it changes: SwiftPM runs this again whenever the tool is rebuilt, and a file rewritten with the
// same text would still recompile the BuiltinTemplates target and relink archgen.
let output = URL(fileURLWithPath: arguments[2])
if (try? Data(contentsOf: output)) != Data(source.utf8) {
    try Data(source.utf8).write(to: output, options: .atomic)
}
