import LocatedJSON

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The spec `new --spec FILE` starts from, read once: its JSON, the strings it sets at the top level (its pattern,
/// ui, ... which no flag then needs to repeat), and whether it is plain JSON (else it has comments or trailing commas,
/// and is edited in its own text so that none is lost).
struct StartingSpec {
    var file: SpecFile
    var json: JSONValue
    var strings: [String: String]
    var isPlainJSON: Bool

    /// Reads and parses the file; a file that is not JSON (with comments and trailing commas) is a positioned error.
    static func read(_ url: URL, context: RunContext) throws(ToolError) -> StartingSpec {
        let file = try SpecFile.read(url, from: context.workingDirectory)
        let json: JSONValue
        do {
            json = try JSONReader(allowing: .jsonc).read(file.bytes)
        } catch {
            let display = context.display(file.url)
            throw ToolError.positioned(
                .invalidInput, path: display, line: error.location.line, column: error.location.column,
                "invalid JSON: \(error.message)", then: "\nerror: \(display) has 1 problem; no files were written")
        }
        var strings: [String: String] = [:]
        if case .object(let members) = json.kind {
            for member in members {
                if case .string(let text) = member.value.kind { strings[member.key] = text }
            }
        }
        let isPlainJSON = (try? JSONReader().read(file.bytes)) != nil
        return StartingSpec(file: file, json: json, strings: strings, isPlainJSON: isPlainJSON)
    }
}
