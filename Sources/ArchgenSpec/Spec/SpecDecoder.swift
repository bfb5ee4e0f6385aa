import LocatedJSON

/// Decodes a spec's JSON into a `RawSpec`, reporting every unknown key, missing key and wrong type at once.
public struct SpecDecoder: Sendable {
    public init() {}

    /// The keys of format version 1, per object, in the order the documentation lists them.
    static let topLevelKeys = [
        "$schema", "archgen", "module", "pattern", "ui", "binding", "doc", "access", "testing", "target",
        "sourcesPath", "testsPath",
        "storage", "imports", "externalTypes", "models", "dependencies", "states", "initialState", "events",
        "appearEvent", "refreshEvent", "samples", "inputs", "fields", "routes", "effects",
    ]
    static let modelKeys = ["name", "properties", "cases", "error", "doc"]
    static let dependencyKeys = ["name", "style", "isolation", "methods", "commands", "doc"]
    static let stateKeys = ["name", "doc"]
    /// What a block of work may say, in an event or in an outcome's object, in the order the documentation lists them.
    static let blockKeys = [
        "when", "if", "case", "error", "set", "to", "route", "effect", "during", "calls", "while", "onSuccess",
        "onFailure",
        "observes", "onEach", "onEnd", "else",
    ]
    static let eventKeys = ["name", "doc", "custom", "policy", "cancels", "debounce"] + blockKeys

    /// Decodes `json`; returns nil when anything is wrong, with every problem in `diagnostics`.
    public func decode(_ json: JSONValue, diagnostics: inout [Diagnostic]) -> RawSpec? {
        guard case .object = json.kind else {
            diagnostics.append(Diagnostic(.notAnObject(found: json.typeName), at: json.location))
            return nil
        }
        var reader = ObjectReader(json, context: "the spec", knownKeys: Self.topLevelKeys)
        Self.checkVersion(&reader)
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
        let models = reader.objects("models", keys: Self.modelKeys, what: "a model", Self.model)
        let dependencies = reader.objects(
            "dependencies", keys: Self.dependencyKeys, what: "a dependency", Self.dependency)
        let states = reader.objects(
            "states", required: true, keys: Self.stateKeys, what: "a state", shorthand: true, Self.state)
        let initialState = reader.string("initialState", required: true)
        let events = reader.objects("events", keys: Self.eventKeys, what: "an event", shorthand: true, Self.event)
        let appearEvent = reader.string("appearEvent")
        let refreshEvent = reader.string("refreshEvent")
        let samples = reader.stringMap("samples").map { RawSpec.Sample(type: $0.key, value: $0.value) }
        let inputs = reader.strings("inputs")
        let fields = reader.strings("fields")
        let routes = reader.objects("routes", keys: Self.stateKeys, what: "a route", shorthand: true, Self.state)
        let effects = reader.objects("effects", keys: Self.stateKeys, what: "an effect", shorthand: true, Self.state)
        diagnostics += reader.diagnostics
        // Problems inside a list's elements leave those elements damaged (validation knows their names and skips the
        // rest), so the spec's other mistakes are still found; a problem at the top level stops here.
        guard reader.diagnostics.count == reader.elementProblems, let module, let pattern, let initialState else {
            return nil
        }
        var spec = RawSpec(
            module: module, pattern: pattern, ui: ui, access: access, testing: testing, binding: binding,
            target: target, doc: doc,
            sourcesPath: sourcesPath, testsPath: testsPath, storage: storage, externalTypes: externalTypes,
            imports: imports,
            models: models,
            dependencies: dependencies, states: states,
            initialState: initialState, events: events, appearEvent: appearEvent, refreshEvent: refreshEvent,
            samples: samples, inputs: inputs, fields: fields, routes: routes, effects: effects)
        spec.eventsLocation = reader.member("events")?.location
        return spec
    }

    /// `"archgen": 1`, the format's version: required, and 1 is the only one.
    private static func checkVersion(_ reader: inout ObjectReader) {
        guard let version = reader.member("archgen", required: true) else { return }
        if case .number(let text) = version.kind {
            if text != "1" { reader.report(.unsupportedVersion(text), at: version.location) }
        } else {
            reader.report(
                .wrongType(key: "archgen", expected: "the number 1", found: version.typeName), at: version.location)
        }
    }

    /// An element of `models`.
    private static func model(_ model: inout ObjectReader) -> RawSpec.Model {
        RawSpec.Model(
            name: model.string("name", required: true) ?? Located("", at: model.location),
            properties: model.strings("properties"), doc: model.string("doc"), cases: model.strings("cases"),
            isError: model.bool("error"), location: model.location)
    }

    /// An element of `dependencies`.
    private static func dependency(_ dependency: inout ObjectReader) -> RawSpec.Dependency {
        RawSpec.Dependency(
            name: dependency.string("name", required: true) ?? Located("", at: dependency.location),
            style: dependency.string("style"), methods: dependency.strings("methods", required: true),
            doc: dependency.string("doc"), isolation: dependency.string("isolation"),
            commands: dependency.strings("commands"))
    }

    /// An element of `states`, `routes` or `effects`: a name with values, and a doc.
    private static func state(_ state: inout ObjectReader) -> RawSpec.State {
        RawSpec.State(
            declaration: state.string("name", required: true) ?? Located("", at: state.location),
            doc: state.string("doc"))
    }

    /// An element of `events`: its declaration, how its work runs, and its block.
    private static func event(_ event: inout ObjectReader) -> RawSpec.Event {
        RawSpec.Event(
            declaration: event.string("name", required: true) ?? Located("", at: event.location),
            doc: event.string("doc"), custom: event.bool("custom"), policy: event.string("policy"),
            cancels: event.strings("cancels"), debounce: event.number("debounce"), block: event.block())
    }
}

/// Reads one JSON object's members by key, recording a diagnostic for each problem instead of stopping.
struct ObjectReader {
    let location: SourceLocation
    let context: String
    private var members: [String: JSONValue.Member] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    /// How many of `diagnostics` are inside the elements of lists (`objects`), which are marked damaged.
    private(set) var elementProblems = 0

    /// `readsMisspelt`: a key near a known one is read as that key (in a list's elements; a problem at the top level
    /// stops before validation anyway).
    init(_ json: JSONValue, context: String, knownKeys: [String], readsMisspelt: Bool = false) {
        location = json.location
        self.context = context
        guard case .object(let list) = json.kind else { return }
        for member in list {
            if knownKeys.contains(member.key) {
                members[member.key] = member
            } else {
                let suggestion = Suggestion.nearest(to: member.key, in: knownKeys)
                // A misspelt key is read as the key it was meant to be, so the rest of the object is checked as the
                // person meant it: neither reported as lacking that key, nor left unchecked (review 50).
                if readsMisspelt, let suggestion, !list.contains(where: { $0.key == suggestion }) {
                    members[suggestion] = JSONValue.Member(
                        key: suggestion, keyLocation: member.keyLocation, value: member.value)
                }
                diagnostics.append(
                    Diagnostic(
                        .unknownKey(member.key, context: context, suggestion: suggestion), at: member.keyLocation))
            }
        }
    }

    mutating func report(_ problem: Problem, at location: SourceLocation) {
        diagnostics.append(Diagnostic(problem, at: location))
    }

    /// Whether the object has `key`, a string.
    func hasString(_ key: String) -> Bool {
        if case .string? = members[key]?.value.kind { return true }
        return false
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

    mutating func bool(_ key: String) -> Located<Bool>? {
        guard let value = member(key) else { return nil }
        guard case .bool(let flag) = value.kind else {
            report(.wrongType(key: key, expected: "true or false", found: value.typeName), at: value.location)
            return nil
        }
        return Located(flag, at: value.location)
    }

    /// The keys of a block of work (an event's, or an outcome object's) that this object holds.
    mutating func block() -> RawSpec.Block {
        var block = RawSpec.Block(location: location)
        for key in SpecDecoder.blockKeys { if let location = members[key]?.keyLocation { block.keys[key] = location } }
        block.when = string("when")
        block.condition = string("if")
        block.pattern = string("case") ?? string("error")
        block.set = strings("set")
        block.to = string("to")
        block.route = string("route")
        block.effect = string("effect")
        block.during = strings("during")
        if let calls = member("calls"), case .array = calls.kind {
            block.callsIsList = true
            block.calls = strings("calls")
        } else {
            block.calls = string("calls").map { [$0] } ?? []
        }
        block.whileState = string("while")
        block.onSuccess = outcome("onSuccess", allowsName: true)
        block.onFailure = outcome("onFailure", allowsName: true)
        block.observes = string("observes")
        block.onEach = outcome("onEach")
        block.onEnd = outcome("onEnd")
        block.otherwise = outcome("else")
        return block
    }

    /// An outcome: a name (where `allowsName`: a state, or a custom event that receives the result), an object, or an
    /// array of objects (alternatives).
    private mutating func outcome(_ key: String, allowsName: Bool = false) -> RawSpec.Outcome? {
        guard let value = member(key) else { return nil }
        let expected = allowsName ? "a name, an object or an array of objects" : "an object or an array of objects"
        func block(_ element: JSONValue) -> RawSpec.Block? {
            guard case .object = element.kind else {
                report(
                    .wrongType(key: key, expected: expected, found: "\(element.typeName) in it"), at: element.location)
                return nil
            }
            var reader = ObjectReader(element, context: "'\(key)'", knownKeys: SpecDecoder.blockKeys)
            let block = reader.block()
            diagnostics += reader.diagnostics
            return block
        }
        switch value.kind {
        // A state with its values (`"onSuccess": "awaiting(location: result)"`) is the object `{ "to": ... }`: a name
        // alone is a state whose one value is the result, or a step (held-out 48: the values were refused).
        case .string(let text) where allowsName && text.contains("("):
            let to = Located(text, at: value.location)
            return .blocks(
                [RawSpec.Block(location: value.location, keys: ["to": value.location], to: to)], at: value.location)
        case .string(let text) where allowsName:
            return .name(Located(text, at: value.location))
        case .object:
            return block(value).map { .blocks([$0], at: value.location) }
        case .array(let elements):
            if elements.isEmpty { report(.emptyList(key), at: value.location) }
            return .blocks(elements.compactMap(block), at: value.location)
        default:
            report(.wrongType(key: key, expected: expected, found: value.typeName), at: value.location)
            return nil
        }
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
    mutating func objects<T: Damageable>(
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
            var reader = ObjectReader(object, context: what, knownKeys: keys, readsMisspelt: true)
            var result = decode(&reader)
            diagnostics += reader.diagnostics
            // Without its name nothing can tell what refers to it: that stops after decoding, as a top-level problem.
            if reader.hasString("name") {
                elementProblems += reader.diagnostics.count
                // An unknown key (read as the key it was meant to be, where it is near one) does not keep the rest of
                // the element from being checked (a misspelt key and a wrong type in one event are both reported:
                // review 50); a known key it cannot read damages it.
                result.isDamaged = reader.diagnostics.contains {
                    if case .unknownKey = $0.problem { return false }
                    return true
                }
            }
            return result
        }
    }
}
