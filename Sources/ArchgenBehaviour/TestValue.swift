import ArchgenSpec

/// A value a generated test works with, as archgen reasons about it: numbers, flags, strings, arrays, models and enum
/// cases it can compare and compute with, and Swift text for the rest (a UUID, a date, a described error), which it
/// can pass along and compare with itself but not look into.
package indirect enum TestValue: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// An optional's `nil`; a present optional is its value.
    case null
    case array([TestValue])
    /// A struct model: its name, and its properties' labels and values in order.
    case model(String, [String], [TestValue])
    /// A case of an enum model: the model, the case, and its values' labels and values.
    case enumCase(String, String, [String], [TestValue])
    /// A fixture's literal archgen does not compute with (a UUID, a date, a URL): two are equal when written alike.
    case atom(String)
    /// A Swift expression archgen cannot look into (a described error, a value computed from one).
    case text(String)

    /// The value in Swift, laid out like a fixture.
    package var swift: SwiftExpression {
        switch self {
        case .int(let value): return .atom((value < 0 ? "-" : "") + SwiftText.integerLiteral("\(value.magnitude)"))
        case .double(let value): return .atom("\(value)")
        case .bool(let value): return .atom(value ? "true" : "false")
        case .string(let value): return .atom(SwiftText.stringLiteral(value))
        case .null: return .atom("nil")
        case .array(let elements): return .array(elements.map(\.swift))
        case .model(let name, let labels, let values):
            return .call(name, zip(labels, values).map { (SwiftNames.argumentLabel($0), $1.swift) })
        case .enumCase(let model, let name, let labels, let values):
            let callee = "\(model).\(SwiftNames.escaped(name))"
            return values.isEmpty
                ? .atom(callee) : .call(callee, zip(labels, values).map { (SwiftNames.argumentLabel($0), $1.swift) })
        case .atom(let text), .text(let text): return .atom(text)
        }
    }

    /// Hashes what tells values apart soonest, two levels deep, and no property labels (a model's name says them): the
    /// path search hashes thousands of scenarios holding lists of models, and their whole hash was over a quarter of
    /// a real screen's run. Equal values hash alike, as `Hashable` requires; values that differ deeper only compare.
    package func hash(into hasher: inout Hasher) {
        outline(into: &hasher, depth: 2)
    }

    private func outline(into hasher: inout Hasher, depth: Int) {
        func combine(_ values: [TestValue]) {
            hasher.combine(values.count)
            guard depth > 0 else { return }
            for value in values { value.outline(into: &hasher, depth: depth - 1) }
        }
        switch self {
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .bool(let value): hasher.combine(value)
        case .string(let value), .atom(let value), .text(let value): hasher.combine(value)
        case .null: hasher.combine(0)
        case .array(let elements): combine(elements)
        case .model(let name, _, let values):
            hasher.combine(name)
            combine(values)
        case .enumCase(let model, let name, _, let values):
            hasher.combine(model)
            hasher.combine(name)
            combine(values)
        }
    }

    /// Whether archgen can look into it all the way (no Swift text inside).
    package var isConcrete: Bool {
        switch self {
        case .text: false
        case .array(let elements): elements.allSatisfy(\.isConcrete)
        case .model(_, _, let values), .enumCase(_, _, _, let values): values.allSatisfy(\.isConcrete)
        default: true
        }
    }

    /// Whether two values are equal: nil when archgen cannot tell (Swift text that differs).
    package static func equal(_ left: TestValue, _ right: TestValue) -> Bool? {
        if left == right { return true }
        switch (left, right) {
        case (.text(let text), let other), (let other, .text(let text)):
            // A string literal that interpolates (a described error): never nil, and not a string its start is not.
            guard let start = interpolatedStart(text) else { return nil }
            switch other {
            case .null: return false
            case .string(let string): return string.hasPrefix(start) ? nil : false
            case .text(let otherText):
                guard let otherStart = interpolatedStart(otherText) else { return nil }
                return otherStart.hasPrefix(start) || start.hasPrefix(otherStart) ? nil : false
            default: return nil
            }
        case (.atom(let a), .atom(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            var unknown = false
            for (x, y) in zip(a, b) {
                guard let same = equal(x, y) else {
                    unknown = true
                    continue
                }
                if !same { return false }
            }
            return unknown ? nil : true
        case (.model(let m, _, let a), .model(let n, _, let b)):
            return m == n ? equal(.array(a), .array(b)) : false
        case (.enumCase(let m, let c, _, let a), .enumCase(let n, let d, _, let b)):
            return m == n && c == d ? equal(.array(a), .array(b)) : false
        default: return false
        }
    }

    /// The text before the first interpolation of a Swift string literal that interpolates (`"described: \(error)"`
    /// gives `described: `), or nil for any other text.
    package static func interpolatedStart(_ text: String) -> String? {
        guard text.count > 1, text.first == "\"", text.last == "\"" else { return nil }
        var start = ""
        var characters = text.dropFirst().dropLast().makeIterator()
        while let character = characters.next() {
            if character == "\"" { return nil }
            if character == "\\" { return characters.next() == "(" ? start : nil }
            start.append(character)
        }
        return nil
    }

    // MARK: - From fixtures

    /// The value a fixture's Swift stands for, read with its type; Swift text where archgen does not look inside.
    package static func from(
        _ expression: SwiftExpression, type: TypeExpression, models: [String: ModuleModel.ModelType]
    )
        -> TestValue
    {
        switch (type, expression) {
        case (.optional, .atom("nil")): return .null
        case (.optional(let wrapped), _): return from(expression, type: wrapped, models: models)
        case (.array(let element), .array(let elements)):
            return .array(elements.map { from($0, type: element, models: models) })
        // A short dictionary or set is compared as written (fixtures write one entry).
        case (.dictionary, _) where expression.flat.count <= 60:
            return .atom(expression.flat)
        case (.named(let parts), _) where parts.count == 1 && parts[0].name == "Set" && expression.flat.count <= 60:
            return .atom(expression.flat)
        default: break
        }
        guard let name = type.simpleName else { return .text(expression.flat) }
        if let model = models[name] {
            switch expression {
            case .call(let callee, let arguments) where !model.isEnum && callee == name:
                return .model(
                    name, model.properties.map(\.name),
                    zip(model.properties, arguments).map { from($1.value, type: $0.type, models: models) })
            case .call(let callee, let arguments) where model.isEnum:
                guard let index = model.cases.firstIndex(where: { callee == "\(name).\(SwiftNames.escaped($0.name))" })
                else { return .text(expression.flat) }
                let values = model.cases[index].values
                return .enumCase(
                    name, model.cases[index].name, values.map(\.name),
                    zip(values, arguments).map { from($1.value, type: $0.type, models: models) })
            case .atom(let text) where model.isEnum:
                guard let found = model.cases.first(where: { text == "\(name).\(SwiftNames.escaped($0.name))" })
                else { return .text(text) }
                return .enumCase(name, found.name, [], [])
            default: return .text(expression.flat)
            }
        }
        guard case .atom(let text) = expression else { return .text(expression.flat) }
        if ExpressionChecker.integral.contains(name), let value = Int(text) { return .int(value) }
        if ["Double", "Float", "CGFloat"].contains(name), let value = Double(text) { return .double(value) }
        if name == "Bool" { return .bool(text == "true") }
        if ["String", "Substring"].contains(name), let value = plainString(text) { return .string(value) }
        return .atom(text)
    }

    /// The text of a string literal without escapes (what fixtures write), else nil.
    private static func plainString(_ literal: String) -> String? {
        guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else { return nil }
        let inner = literal.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains("\"") else { return nil }
        return String(inner)
    }
}

extension TestValue {
    /// A model's `id`, if it has one.
    package var id: TestValue? {
        guard case .model(_, let labels, let values) = self, let index = labels.firstIndex(of: "id") else { return nil }
        return values[index]
    }
}
