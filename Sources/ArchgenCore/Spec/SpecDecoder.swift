import LocatedJSON

/// Decodes a spec's JSON into a `RawSpec`, reporting every unknown key, missing key and wrong type at once.
public struct SpecDecoder: Sendable {
    public init() {}

    /// The keys of format version 1, per object, in the order the documentation lists them.
    static let topLevelKeys = [
        "$schema", "archgen", "module", "pattern", "ui", "binding", "doc", "access", "testing", "target",
        "sourcesPath", "testsPath",
        "storage", "imports", "externalTypes", "models", "dependencies", "states", "initialState", "events",
        "appearEvent", "refreshEvent", "samples",
    ]
    static let modelKeys = ["name", "properties", "doc"]
    static let dependencyKeys = ["name", "style", "isolation", "methods", "doc"]
    static let stateKeys = ["name", "doc"]
    static let eventKeys = [
        "name", "calls", "while", "onSuccess", "onFailure", "to", "doc", "policy", "cancels", "debounce",
    ]

    /// Decodes `json`; returns nil when anything is wrong, with every problem in `diagnostics`.
    public func decode(_ json: JSONValue, diagnostics: inout [Diagnostic]) -> RawSpec? {
        guard case .object = json.kind else {
            diagnostics.append(Diagnostic(.notAnObject(found: json.typeName), at: json.location))
            return nil
        }
        var reader = ObjectReader(json, context: "the spec", knownKeys: Self.topLevelKeys)
        if let version = reader.member("archgen", required: true) {
            if case .number(let text) = version.kind {
                if text != "1" { reader.report(.unsupportedVersion(text), at: version.location) }
            } else {
                reader.report(
                    .wrongType(key: "archgen", expected: "the number 1", found: version.typeName), at: version.location)
            }
        }
        let module = reader.string("module", required: true)
        let pattern = reader.string("pattern", required: true)
        let ui = reader.string("ui")
        let doc = reader.string("doc")
        let access = reader.string("access")
        let testing = reader.string("testing")
        let binding = reader.string("binding")
        let target = reader.string("target")
        let sourcesPath = reader.string("sourcesPath")
        let testsPath = reader.string("testsPath")
        let storage = reader.strings("storage")
        let externalTypes = reader.strings("externalTypes")
        let imports = reader.strings("imports")
        let models = reader.objects("models", keys: Self.modelKeys, what: "a model") { model in
            RawSpec.Model(
                name: model.string("name", required: true) ?? Located("", at: model.location),
                properties: model.strings("properties"), doc: model.string("doc"))
        }
        let dependencies = reader.objects("dependencies", keys: Self.dependencyKeys, what: "a dependency") {
            dependency in
            RawSpec.Dependency(
                name: dependency.string("name", required: true) ?? Located("", at: dependency.location),
                style: dependency.string("style"), methods: dependency.strings("methods", required: true),
                doc: dependency.string("doc"), isolation: dependency.string("isolation"))
        }
        let states = reader.objects("states", required: true, keys: Self.stateKeys, what: "a state", shorthand: true) {
            state in
            RawSpec.State(
                declaration: state.string("name", required: true) ?? Located("", at: state.location),
                doc: state.string("doc"))
        }
        let initialState = reader.string("initialState", required: true)
        let events = reader.objects("events", keys: Self.eventKeys, what: "an event", shorthand: true) { event in
            RawSpec.Event(
                declaration: event.string("name", required: true) ?? Located("", at: event.location),
                calls: event.string("calls"), whileState: event.string("while"), onSuccess: event.string("onSuccess"),
                onFailure: event.string("onFailure"), to: event.string("to"), doc: event.string("doc"),
                policy: event.string("policy"), cancels: event.strings("cancels"), debounce: event.number("debounce"))
        }
        let appearEvent = reader.string("appearEvent")
        let refreshEvent = reader.string("refreshEvent")
        let samples = reader.stringMap("samples").map { RawSpec.Sample(type: $0.key, value: $0.value) }
        diagnostics += reader.diagnostics
        guard reader.diagnostics.isEmpty, let module, let pattern, let initialState else { return nil }
        return RawSpec(
            module: module, pattern: pattern, ui: ui, access: access, testing: testing, binding: binding,
            target: target, doc: doc,
            sourcesPath: sourcesPath, testsPath: testsPath, storage: storage, externalTypes: externalTypes,
            imports: imports,
            models: models,
            dependencies: dependencies, states: states,
            initialState: initialState, events: events, appearEvent: appearEvent, refreshEvent: refreshEvent,
            samples: samples)
    }
}

/// Reads one JSON object's members by key, recording a diagnostic for each problem instead of stopping.
struct ObjectReader {
    let location: SourceLocation
    let context: String
    private var members: [String: JSONValue.Member] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(_ json: JSONValue, context: String, knownKeys: [String]) {
        location = json.location
        self.context = context
        guard case .object(let list) = json.kind else { return }
        for member in list {
            if knownKeys.contains(member.key) {
                members[member.key] = member
            } else {
                let suggestion = Suggestion.nearest(to: member.key, in: knownKeys)
                diagnostics.append(
                    Diagnostic(
                        .unknownKey(member.key, context: context, suggestion: suggestion), at: member.keyLocation))
            }
        }
    }

    mutating func report(_ problem: Problem, at location: SourceLocation) {
        diagnostics.append(Diagnostic(problem, at: location))
    }

    mutating func member(_ key: String, required: Bool = false) -> JSONValue? {
        guard let member = members[key] else {
            if required { report(.missingKey(key, context: context), at: location) }
            return nil
        }
        return member.value
    }

    mutating func string(_ key: String, required: Bool = false) -> Located<String>? {
        guard let value = member(key, required: required) else { return nil }
        guard case .string(let text) = value.kind else {
            report(.wrongType(key: key, expected: "a string", found: value.typeName), at: value.location)
            return nil
        }
        return Located(text, at: value.location)
    }

    /// A number, as written (`0.3`).
    mutating func number(_ key: String) -> Located<String>? {
        guard let value = member(key) else { return nil }
        guard case .number(let text) = value.kind else {
            report(.wrongType(key: key, expected: "a number", found: value.typeName), at: value.location)
            return nil
        }
        return Located(text, at: value.location)
    }

    mutating func strings(_ key: String, required: Bool = false) -> [Located<String>] {
        guard let value = member(key, required: required) else { return [] }
        guard case .array(let elements) = value.kind else {
            report(.wrongType(key: key, expected: "an array of strings", found: value.typeName), at: value.location)
            return []
        }
        return elements.compactMap { element in
            guard case .string(let text) = element.kind else {
                report(
                    .wrongType(key: key, expected: "an array of strings", found: "\(element.typeName) in it"),
                    at: element.location)
                return nil
            }
            return Located(text, at: element.location)
        }
    }

    /// An object whose members are all strings, in file order: `{"Coordinate": "Coordinate(...)"}`.
    mutating func stringMap(_ key: String) -> [(key: Located<String>, value: Located<String>)] {
        guard let value = member(key) else { return [] }
        guard case .object(let members) = value.kind else {
            report(.wrongType(key: key, expected: "an object of strings", found: value.typeName), at: value.location)
            return []
        }
        return members.compactMap { member in
            guard case .string(let text) = member.value.kind else {
                report(
                    .wrongType(key: key, expected: "an object of strings", found: "\(member.value.typeName) in it"),
                    at: member.value.location)
                return nil
            }
            return (Located(member.key, at: member.keyLocation), Located(text, at: member.value.location))
        }
    }

    /// An array of objects; with `shorthand`, a plain string stands for `{ "name": string }`.
    mutating func objects<T>(
        _ key: String, required: Bool = false, keys: [String], what: String, shorthand: Bool = false,
        _ decode: (inout ObjectReader) -> T
    ) -> [T] {
        guard let value = member(key, required: required) else { return [] }
        let expected = shorthand ? "an array of strings or objects" : "an array of objects"
        guard case .array(let elements) = value.kind else {
            report(.wrongType(key: key, expected: expected, found: value.typeName), at: value.location)
            return []
        }
        if required && elements.isEmpty { report(.emptyList(key), at: value.location) }
        return elements.compactMap { element in
            let object: JSONValue
            switch element.kind {
            case .object:
                object = element
            case .string where shorthand:
                object = JSONValue(
                    .object([JSONValue.Member(key: "name", keyLocation: element.location, value: element)]),
                    at: element.location)
            default:
                report(
                    .wrongType(key: key, expected: expected, found: "\(element.typeName) in it"), at: element.location)
                return nil
            }
            var reader = ObjectReader(object, context: what, knownKeys: keys)
            let result = decode(&reader)
            diagnostics += reader.diagnostics
            return result
        }
    }
}
