/// Builds Swift expressions for sample values of spec types, used by generated tests.
///
/// Each value is derived from what it is for: its type and the names that lead to it (`result.id`,
/// `order.total`), so adding a model, a state or an event never changes the values of tests that do not use it.
/// Values within one test are distinct (a name-derived number that is taken moves to the next free one, a string
/// gets a suffix) so that a test can tell which value went where. The spec's `samples` stand for the types they name
/// (the app's own types); other types archgen cannot build give nil and the test needing them is left out.
package struct Fixtures {
    package let models: [String: ModuleModel.ModelType]
    let samples: [TypeExpression: String]
    /// Literals already handed out in this test, by kind, so that no two values look alike.
    private var used: Set<String> = []
    /// The struct models this test already has a value of (the next one differs from it, see `structValue`).
    private var claimed: Set<String> = []

    init(models: [ModuleModel.ModelType], samples: [TypeExpression: String]) {
        self.models = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.samples = samples
    }

    private init(byName models: [String: ModuleModel.ModelType], samples: [TypeExpression: String]) {
        (self.models, self.samples) = (models, samples)
    }

    /// Fresh fixtures for `module`'s models and samples.
    package init(_ module: ModuleModel) {
        self.init(models: module.models, samples: module.samples)
    }

    /// What a spy whose result nobody set, or a live scaffold that cannot throw, returns: an empty value where the
    /// type has one (`[]`, `nil`, `0`, ...), else a sample.
    package mutating func placeholder(of type: TypeExpression, label: String) -> String? {
        StorageDefaults.initialValue(for: type) ?? value(of: type, label: label)?.flat
    }

    /// A value of `type` for the local or value named `label`.
    package mutating func value(of type: TypeExpression, label: String) -> SwiftExpression? {
        value(of: type, path: label, depth: 0)
    }

    private mutating func value(of type: TypeExpression, path: String, depth: Int) -> SwiftExpression? {
        if let sample = samples[type] { return .atom(sample) }
        switch type {
        case .optional(let wrapped):
            return value(of: wrapped, path: path, depth: depth + 1) ?? .atom("nil")
        case .array(let element):
            if depth > 3 { return .array([]) }
            return value(of: element, path: path, depth: depth + 1).map { .array([$0]) }
        case .dictionary(let key, let element):
            if depth > 3 { return .dictionary([]) }
            guard let keyValue = value(of: key, path: path + ".key", depth: depth + 1),
                let elementValue = value(of: element, path: path + ".value", depth: depth + 1)
            else { return nil }
            return .dictionary([(keyValue, elementValue)])
        case .tuple(let elements):
            var parts: [(label: String?, value: SwiftExpression)] = []
            for (index, element) in elements.enumerated() {
                let name = element.label ?? "\(index)"
                guard let part = value(of: element.type, path: path + "." + name, depth: depth + 1) else {
                    return nil
                }
                parts.append((element.label.map(SwiftNames.argumentLabel), part))
            }
            return .call("", parts)
        case .function(let function):
            // A closure that ignores its arguments and returns a value (nothing, for `Void`).
            let open =
                function.parameters.isEmpty ? "" : function.parameters.map { _ in "_" }.joined(separator: ", ") + " in "
            if function.result == .tuple([]) || function.result.simpleName == "Void" {
                return .atom(open.isEmpty ? "{}" : "{ \(open)}")
            }
            return value(of: function.result, path: path, depth: depth + 1).map { .atom("{ \(open)\($0.flat) }") }
        case .named(let parts):
            if let generic = genericValue(parts, path: path, depth: depth) { return generic }
            guard let name = type.simpleName ?? foundationName(type) else { return nil }
            if let model = models[name], model.isEnum {
                // The first case whose values can be built.
                guard depth <= 3 else { return nil }
                for index in model.cases.indices {
                    if let value = enumCase(model, index, path: path, depth: depth) { return value }
                }
                return nil
            }
            if let model = models[name] {
                guard depth <= 3 else { return nil }
                return structValue(model, depth: depth)
            }
            return scalar(name, path: path).map(SwiftExpression.atom)
        }
    }

    /// A struct model's value. Its properties are named after the model, not the path, so the first value of a model
    /// in a test is its fixture's defaults (`Order.fixture()`, see `fixture(of:)`); a later one differs from those in
    /// its identity alone (`id`, else its first property), or where that cannot differ (a `Bool`) in every property.
    private mutating func structValue(_ model: ModuleModel.ModelType, depth: Int) -> SwiftExpression? {
        let base = SwiftNames.lowerFirst(model.name)
        if !claimed.insert(model.name).inserted, let defaults = fixture(of: model),
            case .call(let callee, var arguments) = defaults
        {
            let identity = model.properties.firstIndex { $0.name == "id" } ?? 0
            let property = model.properties[identity]
            if let fresh = value(of: property.type, path: base + "." + property.name, depth: depth + 1),
                fresh != arguments[identity].value
            {
                arguments[identity].value = fresh
                return .call(callee, arguments)
            }
        }
        var arguments: [(label: String?, value: SwiftExpression)] = []
        for property in model.properties {
            guard let argument = value(of: property.type, path: base + "." + property.name, depth: depth + 1)
            else { return nil }
            arguments.append((SwiftNames.argumentLabel(property.name), argument))
        }
        return .call(model.name, arguments)
    }

    /// The value of a struct model's fixture builder with its defaults: what its first value in a test is.
    package func fixture(of model: ModuleModel.ModelType) -> SwiftExpression? {
        var fresh = Self(byName: models, samples: samples)
        return fresh.value(of: TypeExpression.simple(model.name), label: SwiftNames.lowerFirst(model.name))
    }

    /// Case `index` of the enum `model` with sample values (`Status.failed(code: 3)`, `Status.idle`).
    package mutating func enumCase(_ model: ModuleModel.ModelType, _ index: Int, path: String, depth: Int = 0)
        -> SwiftExpression?
    {
        let declaration = model.cases[index]
        let callee = "\(model.name).\(SwiftNames.escaped(declaration.name))"
        guard !declaration.values.isEmpty else { return .atom(callee) }
        var arguments: [(label: String?, value: SwiftExpression)] = []
        for value in declaration.values {
            guard let argument = self.value(of: value.type, path: path + "." + value.name, depth: depth + 1) else {
                return nil
            }
            arguments.append((SwiftNames.argumentLabel(value.name), argument))
        }
        return .call(callee, arguments)
    }

    /// `Optional<T>`, `Array<T>`, `Set<T>`, `Dictionary<K, V>` and `Result<T, Never>`, spelled generically.
    private mutating func genericValue(_ parts: [TypeExpression.NamePart], path: String, depth: Int)
        -> SwiftExpression?
    {
        let parts = parts.count == 2 && ["Swift", "Foundation"].contains(parts[0].name) ? [parts[1]] : parts
        guard parts.count == 1 else { return nil }
        let arguments = parts[0].arguments
        switch (parts[0].name, arguments.count) {
        case ("Optional", 1): return value(of: .optional(arguments[0]), path: path, depth: depth)
        case ("Array", 1): return value(of: .array(arguments[0]), path: path, depth: depth)
        case ("Set", 1):
            guard let element = value(of: arguments[0], path: path, depth: depth + 1) else { return nil }
            return .call("Set", [(nil, .array([element]))])
        case ("Dictionary", 2):
            return value(of: .dictionary(key: arguments[0], value: arguments[1]), path: path, depth: depth)
        case ("AsyncStream", 1), ("AsyncThrowingStream", 2):
            // A stream that ends at once (tests give theirs their elements).
            return .atom("\(parts[0].name) { $0.finish() }")
        case ("Result", 2) where arguments[1].simpleName == "Never":
            // Spelled with its type: a local declared from `.success(...)` alone has none to infer.
            let type = TypeExpression.named(parts)
            return value(of: arguments[0], path: path, depth: depth + 1).map { .call("\(type).success", [(nil, $0)]) }
        default: return nil
        }
    }

    /// `Foundation.UUID` and friends are spelled with their module sometimes.
    private func foundationName(_ type: TypeExpression) -> String? {
        guard case .named(let parts) = type, parts.count == 2,
            parts[0].name == "Foundation" || parts[0].name == "Swift",
            parts[1].arguments.isEmpty
        else { return nil }
        return parts[1].name
    }

    private mutating func scalar(_ name: String, path: String) -> String? {
        let label = String(path.split(separator: ".").last { Int($0) == nil } ?? "value")
        switch name {
        case "String", "Substring":
            return unique("string") { $0 == 0 ? label : "\(label)\($0 + 1)" }.map(SwiftText.stringLiteral)
        case "Character":
            return unique("character") { attempt in
                let letters = Array("abcdefghijklmnopqrstuvwxyz")
                let start = label.first.flatMap { letters.firstIndex(of: Character($0.lowercased())) } ?? 0
                return String(letters[(start + attempt) % letters.count])
            }.map { "\"\($0)\"" }
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return number(path, kind: "integer", below: 100).map { "\($0)" }
        case "Double", "Float", "CGFloat": return number(path, kind: "decimal", below: 100).map { "\($0).5" }
        case "Decimal": return number(path, kind: "decimal", below: 100).map { "Decimal(\($0))" }
        case "Bool": return "true"
        case "UUID":
            return number(path, kind: "uuid", below: 1 << 48).map { number in
                let digits = String(number, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
                return "UUID(uuidString: \"00000000-0000-0000-0000-\(padded)\")!"
            }
        case "URL":
            return unique("url") { $0 == 0 ? label : "\(label)\($0 + 1)" }.map {
                "URL(string: \"https://example.com/\($0)\")!"
            }
        case "Date": return number(path, kind: "date", below: 1_000_000).map { "Date(timeIntervalSince1970: \($0))" }
        case "Data": return number(path, kind: "data", below: 256).map { "Data([\($0)])" }
        default: return nil
        }
    }

    /// A number below `limit` derived from `path`, moved on to the next free one when this test already used it.
    private mutating func number(_ path: String, kind: String, below limit: UInt64) -> UInt64? {
        let start = Self.stableHash(path) % limit
        return unique(kind) { (start + UInt64($0)) % limit }
    }

    /// The first of `candidate(0)`, `candidate(1)`, ... not yet used for `kind` in this test.
    private mutating func unique<T: CustomStringConvertible>(_ kind: String, _ candidate: (Int) -> T) -> T? {
        for attempt in 0..<1000 {
            let value = candidate(attempt)
            if used.insert("\(kind):\(value)").inserted { return value }
        }
        return nil
    }

    /// FNV-1a: the same number for the same text on every machine and run (Swift's `Hasher` is seeded per process).
    /// `start` continues a hash of text before this one.
    package static func stableHash(_ text: String, from start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = start
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
