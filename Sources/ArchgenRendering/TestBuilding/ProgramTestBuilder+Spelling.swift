import ArchgenBehaviour
import ArchgenSpec

/// How a test spells values: fixture expressions, a local's name where the test declared one.
extension ProgramTestBuilder {
    /// `value` in Swift where a value of `type` goes (nil: not known), a local's name where the test declared one of
    /// that value that fits there (`LocalNames`).
    func render(_ value: TestValue, _ type: TypeExpression?, _ named: LocalNames) -> String {
        expression(value, type, named).flat
    }

    /// `value` as a fixture expression where a value of `type` goes, a local's name where one fits (`LocalNames`).
    func expression(_ value: TestValue, _ type: TypeExpression?, _ named: LocalNames) -> SwiftExpression {
        if let name = named.name(of: value, as: type) { return .atom(name) }
        switch value {
        case .enumCase(let model, let name, let labels, let values) where Self.unitEnums.contains(model):
            // The unit's own enums (`State`, `Route`, `Effect`) are written `.name`, where their type is known.
            let callee = "." + SwiftNames.escaped(name)
            let cases = model == "State" ? module.states : model == "Route" ? module.routes : module.effects
            let declared = cases.first { $0.name == name }?.values
            return values.isEmpty
                ? .atom(callee)
                : .call(
                    callee,
                    zip(labels, values).map { label, value in
                        let type = declared?.first { $0.name == label }?.type
                        return (SwiftNames.argumentLabel(label), expression(value, type, named))
                    })
        default: return fixtures.spell(value, as: type) { expression($0, $1, named) }
        }
    }

    static let unitEnums: Set<String> = ["State", "Route", "Effect"]

    /// Whether a long expected value can be declared as a local of its own (its type follows from it).
    static func declarable(_ value: TestValue) -> Bool {
        switch value {
        case .array(let elements): !elements.isEmpty
        case .model: true
        case .enumCase(let model, _, _, _): !unitEnums.contains(model)
        // Text archgen could not compute is the code's own expression over typed values (`result.items`).
        case .text(let text): !text.hasPrefix(".") && !text.hasPrefix("[") && text != "nil"
        default: false
        }
    }

    func spy(_ dependency: Int) -> String {
        "sut.\(SwiftNames.escaped(module.dependencies[dependency].propertyName))"
    }
}
