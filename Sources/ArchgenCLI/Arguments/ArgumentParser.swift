import ArchgenSpec

/// A parsed command line: positional arguments, option values and flags.
struct ParsedArguments: Sendable, Equatable {
    var positionals: [String] = []
    /// Every value given for each option, in order (an option may be repeated).
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The option's value; the last one when it was given more than once.
    func value(_ name: String) -> String? { values[name]?.last }
    func allValues(_ name: String) -> [String] { values[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// A command line that does not fit its command; prints like swift-argument-parser's errors.
struct UsageError: Error, Equatable, Sendable {
    var message: String
}

/// Parses arguments against a `CommandDefinition`: `--name value`, `--name=value`, flags, `--` ends options.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandDefinition) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            guard argument.hasPrefix("--") else { throw UsageError(message: "Unknown option '\(argument)'") }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                let hint =
                    Suggestion.nearest(to: name, in: command.options.map(\.name)).map { "; did you mean '--\($0)'?" }
                    ?? ""
                throw UsageError(message: "Unknown option '--\(name)'\(hint)")
            }
            if option.value == nil {
                if inlineValue != nil { throw UsageError(message: "Option '--\(name)' does not take a value") }
                parsed.flags.insert(name)
                continue
            }
            if let inlineValue {
                parsed.values[name, default: []].append(inlineValue)
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError(message: "Missing value for '--\(name) \(option.value!)'")
                }
                parsed.values[name, default: []].append(arguments[index])
                index += 1
            }
        }
        for option in command.options where option.required && parsed.values[option.name] == nil {
            throw UsageError(message: "Missing expected argument '--\(option.name) \(option.value ?? "")'")
        }
        let required = command.arguments.filter { !$0.optional && !$0.repeating }
        if parsed.positionals.count < required.count {
            throw UsageError(message: "Missing expected argument '<\(required[parsed.positionals.count].name)>'")
        }
        if !command.arguments.contains(where: \.repeating), parsed.positionals.count > command.arguments.count {
            throw UsageError(message: "Unexpected argument '\(parsed.positionals[command.arguments.count])'")
        }
        return parsed
    }
}
