/// Builds Swift expressions for sample values of spec types, used by generated tests.
///
/// Values are distinct (a running counter, strings named after their label) so that a test can tell which
/// value went where; types archgen cannot build (unknown to it) give nil and the test needing them is left out.
struct Fixtures {
    let models: [String: ModuleModel.ModelType]
    private var counter = 0

    init(models: [ModuleModel.ModelType]) {
        self.models = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func value(of type: TypeExpression, label: String, depth: Int = 0) -> SwiftExpression? {
        counter += 1
        let n = counter
        switch type {
        case .optional(let wrapped):
            return value(of: wrapped, label: label, depth: depth + 1) ?? .atom("nil")
        case .array(let element):
            if depth > 3 { return .array([]) }
            return value(of: element, label: label, depth: depth + 1).map { .array([$0]) }
        case .dictionary(let key, let element):
            if depth > 3 { return .dictionary([]) }
            guard let keyValue = value(of: key, label: label, depth: depth + 1),
                let elementValue = value(of: element, label: label, depth: depth + 1)
            else { return nil }
            return .dictionary([(keyValue, elementValue)])
        case .tuple(let elements):
            var parts: [(label: String?, value: SwiftExpression)] = []
            for element in elements {
                guard let part = value(of: element.type, label: element.label ?? label, depth: depth + 1) else {
                    return nil
                }
                parts.append((element.label.map(SwiftNames.escaped), part))
            }
            return .call("", parts)
        case .named:
            guard let name = type.simpleName ?? foundationName(type) else { return nil }
            if let model = models[name] {
                guard depth <= 3 else { return nil }
                var arguments: [(label: String?, value: SwiftExpression)] = []
                for property in model.properties {
                    guard let argument = value(of: property.type, label: property.name, depth: depth + 1) else {
                        return nil
                    }
                    arguments.append((SwiftNames.escaped(property.name), argument))
                }
                return .call(name, arguments)
            }
            return scalar(name, label: label, n: n).map(SwiftExpression.atom)
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

    private func scalar(_ name: String, label: String, n: Int) -> String? {
        switch name {
        case "String", "Substring": return SwiftText.stringLiteral(label)
        case "Character": return "\"\(label.first.map(String.init) ?? "a")\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return "\(n % 100)"
        case "Double", "Float", "CGFloat": return "\(n % 100).5"
        case "Decimal": return "Decimal(\(n))"
        case "Bool": return "true"
        case "UUID":
            let digits = String(n, radix: 16)
            return
                "UUID(uuidString: \"00000000-0000-0000-0000-\(String(repeating: "0", count: max(0, 12 - digits.count)) + digits)\")!"
        case "URL": return "URL(string: \"https://example.com/\(label)\")!"
        case "Date": return "Date(timeIntervalSince1970: \(n))"
        case "Data": return "Data([\(n % 256)])"
        default: return nil
        }
    }
}
