import LocatedJSON

/// `--format text|json`: how `status`, `validate` and `generate` print their report. JSON goes to standard output
/// as one document (its shapes are documented in Documentation/Commands.md and fixed by tests); errors still go to
/// standard error.
enum OutputFormat: String, Sendable {
    case text, json
    /// GitHub Actions workflow commands (`::error file=...,line=...::...`), which annotate the lines in a pull request.
    case github

    static let option = CommandDefinition.Option(
        name: "format", value: "<format>",
        help: "text (default) or json: one JSON document (see Documentation/Commands.md).")
    /// The option for the commands whose findings are positioned (`generate --check`, `validate`).
    static let optionWithGitHub = CommandDefinition.Option(
        name: "format", value: "<format>",
        help: "text (default), json (one JSON document: Documentation/Commands.md) or github (annotations in CI).")

    static func from(_ arguments: ParsedArguments, allowingGitHub: Bool = false) throws(UsageError) -> OutputFormat {
        guard let value = arguments.value("format") else { return .text }
        guard let format = OutputFormat(rawValue: value), format != .github || allowingGitHub else {
            throw UsageError(
                message:
                    "'\(value)' is not an output format here; use text or json\(allowingGitHub ? " or github" : "")")
        }
        return format
    }
}

extension Command {
    /// The command's `--format`, a usage error when it is not one.
    func outputFormat(_ arguments: ParsedArguments, allowingGitHub: Bool = false) throws(ToolError) -> OutputFormat {
        do {
            return try OutputFormat.from(arguments, allowingGitHub: allowingGitHub)
        } catch {
            throw usageError(error.message)
        }
    }
}

/// A JSON document to print, built in code (keys keep their order).
indirect enum JSONOutput: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    /// A number, as its JSON text.
    case number(String)
    case bool(Bool)
    case null
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    init(stringLiteral value: String) { self = .string(value) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(integerLiteral value: Int) { self = .number(String(value)) }

    /// A string, or null when there is none.
    static func optional(_ text: String?) -> JSONOutput { text.map(JSONOutput.string) ?? .null }

    /// Two-space indented text with a final line break.
    var text: String { JSONWriter.format(value) }

    private var value: JSONValue {
        let here = SourceLocation(line: 1, column: 1)
        switch self {
        case .string(let text): return JSONValue(.string(text), at: here)
        case .number(let number): return JSONValue(.number(number), at: here)
        case .bool(let flag): return JSONValue(.bool(flag), at: here)
        case .null: return JSONValue(.null, at: here)
        case .array(let elements): return JSONValue(.array(elements.map(\.value)), at: here)
        case .object(let members):
            return JSONValue(
                .object(members.map { JSONValue.Member(key: $0.0, keyLocation: here, value: $0.1.value) }), at: here)
        }
    }
}
