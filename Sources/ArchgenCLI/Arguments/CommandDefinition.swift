/// What a command accepts, and the text `help` prints for it.
struct CommandDefinition: Sendable {
    struct Argument: Sendable {
        var name: String
        var help: String
        var repeating = false
        var optional = false
    }

    struct Option: Sendable {
        var name: String
        /// The value's placeholder (`<pattern>`); nil for a flag.
        var value: String?
        var help: String
        var required = false
    }

    var name: String
    var abstract: String
    var arguments: [Argument] = []
    var options: [Option] = []
    var discussion: String?

    /// `archgen new <module> --pattern <pattern> [--ui <ui>] ...`
    var usage: String {
        var parts = ["archgen", name]
        for argument in arguments {
            let shown = "<\(argument.name)>" + (argument.repeating ? " ..." : "")
            parts.append(argument.optional || argument.repeating ? "[\(shown)]" : shown)
        }
        for option in options {
            let shown = option.value.map { "--\(option.name) \($0)" } ?? "--\(option.name)"
            parts.append(option.required ? shown : "[\(shown)]")
        }
        return parts.joined(separator: " ")
    }

    /// OVERVIEW, USAGE, ARGUMENTS, OPTIONS, as swift-argument-parser prints them.
    var help: String {
        var text = "OVERVIEW: \(abstract)\n"
        if let discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in arguments { text += Self.row("<\(argument.name)>", argument.help) }
        }
        text += "\nOPTIONS:\n"
        for option in options {
            text += Self.row("--\(option.name)" + (option.value.map { " \($0)" } ?? ""), option.help)
        }
        text += Self.row("-h, --help", "Show help information.")
        return text
    }

    static func row(_ left: String, _ right: String) -> String {
        let padded = "  " + left
        return padded.count < 26
            ? padded + String(repeating: " ", count: 26 - padded.count) + right + "\n"
            : padded + "\n" + String(repeating: " ", count: 26) + right + "\n"
    }
}
