import LocatedJSON

/// The diagnostics collected so far and the checks shared by every kind of declaration.
struct ValidationContext {
    var diagnostics: [Diagnostic] = []
    /// The type names a fragment may use; empty means anything goes (set before declarations are checked).
    var knownTypes: Set<String> = []
    /// The type names the spec's declarations use (first components: `Array` for `Array<Int>`).
    var usedTypes: Set<String> = []
    /// The spec's valid models by name, once they are checked (start values read their properties).
    var models: [String: ModuleModel.ModelType] = [:]
    /// Names the spec declares whose declaration has a problem, reported already: a reference to one is not reported
    /// as unknown.
    var unverified: Set<String> = []

    /// Marks the names in `declared` that are not among the `checked` ones as unverified.
    mutating func unverify(_ declared: [Located<String>], checked: [String]) {
        let valid = Set(checked)
        for name in declared where !valid.contains(name.value) { unverified.insert(name.value) }
    }

    /// Reports each type name in `type` that is not known; returns whether all are.
    mutating func checkTypes(_ type: TypeExpression, at location: SourceLocation) -> Bool {
        guard !knownTypes.isEmpty else { return true }
        switch type {
        case .array(let element), .optional(let element): return checkTypes(element, at: location)
        case .dictionary(let key, let value):
            let keyKnown = checkTypes(key, at: location)
            return checkTypes(value, at: location) && keyKnown
        case .tuple(let elements):
            return elements.map { checkTypes($0.type, at: location) }.allSatisfy { $0 }
        case .function(let function):
            return (function.parameters + [function.result]).map { checkTypes($0, at: location) }.allSatisfy { $0 }
        case .named(let parts):
            var known = true
            let first = parts[0].name
            let qualified = parts.count > 1 && ["Swift", "Foundation"].contains(first)
            let name = qualified ? parts[1].name : first
            if !qualified { usedTypes.insert(first) }
            if !knownTypes.contains(name) && !knownTypes.contains(first) {
                report(
                    .unknownType(name: name, suggestion: Suggestion.nearest(to: name, in: Array(knownTypes).sorted())),
                    at: location)
                known = false
            }
            for part in parts { for argument in part.arguments { known = checkTypes(argument, at: location) && known } }
            return known
        }
    }

    /// Records `problem` at `location`.
    mutating func report(_ problem: Problem, at location: SourceLocation) {
        diagnostics.append(Diagnostic(problem, at: location))
    }

    /// The location of a byte inside a JSON string (just after its opening quote).
    func location(in string: Located<String>, offset: Int) -> SourceLocation {
        SourceLocation(line: string.location.line, column: string.location.column + 1 + offset)
    }

    /// The value of `key` when it is one of `choices`; else a problem, with the nearest choice.
    mutating func choice(_ value: Located<String>?, key: String, choices: [String]) -> String? {
        guard let value else { return nil }
        guard choices.contains(value.value) else {
            report(
                .invalidChoice(
                    key: key, value: value.value, choices: choices,
                    suggestion: Suggestion.nearest(to: value.value, in: choices)), at: value.location)
            return nil
        }
        return value.value
    }

    /// The value of `key` as a case of `T`, or `default` when the spec leaves it out.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ value: Located<String>?, key: String, default: T) -> T?
    where T.RawValue == String {
        guard let value else { return `default` }
        return choice(value, key: key, choices: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }

    /// A name that becomes a Swift type: an identifier, capitalised, not a keyword.
    mutating func typeName(_ name: Located<String>, what: String) -> String? {
        guard SwiftNames.isIdentifier(name.value) else {
            report(.notAnIdentifier(what: what, name: name.value), at: name.location)
            return nil
        }
        if SwiftNames.reserved.contains(name.value) {
            report(.reservedName(what: what, name: name.value), at: name.location)
            return nil
        }
        if SwiftNames.keywords.contains(name.value) {
            report(.typeNameIsKeyword(what: what, name: name.value), at: name.location)
            return nil
        }
        guard name.value.first?.isUppercase == true, !name.value.contains("_") else {
            report(.notUpperCamelCase(what: what, name: name.value), at: name.location)
            return nil
        }
        return name.value
    }

    /// The name of a Swift module (an app's module is often `My_App`): an identifier that is not a keyword.
    mutating func moduleName(_ name: Located<String>, what: String) -> String? {
        guard SwiftNames.isIdentifier(name.value) else {
            report(.notAnIdentifier(what: what, name: name.value), at: name.location)
            return nil
        }
        if SwiftNames.keywords.contains(name.value) || SwiftNames.reserved.contains(name.value) {
            report(.typeNameIsKeyword(what: what, name: name.value), at: name.location)
            return nil
        }
        return name.value
    }

    /// A name that becomes a Swift member (case, property, parameter): lowerCamelCase, not reserved.
    mutating func memberName(_ name: String, what: String, at location: SourceLocation) -> Bool {
        if SwiftNames.reserved.contains(name) {
            report(.reservedName(what: what, name: name), at: location)
            return false
        }
        guard name.first?.isLowercase == true, !name.contains("_") else {
            report(.notLowerCamelCase(what: what, name: name), at: location)
            return false
        }
        return true
    }

    /// A folder the output goes to (`sourcesPath`, `testsPath`): relative to the spec's folder.
    mutating func outputPath(_ path: Located<String>, key: String) -> String? {
        if path.value.isEmpty || path.value.hasPrefix("/") || path.value.hasPrefix("~") || path.value.contains("\\")
            || path.value.contains("\u{0}")
        {
            report(
                .outputPath(key: key, reason: "must be a relative path with '/' separators, from the spec's folder"),
                at: path.location)
            return nil
        }
        return path.value
    }
}
