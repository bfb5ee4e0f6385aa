import ArchgenBehaviour
import ArchgenSpec

/// The fixture builders of a module's test target, one per struct model archgen can build
/// (`Order.fixture(id: UUID = ..., title: String = "title")`), and the spelling of a model value in a test as a call
/// of its builder with only the values that differ from the builder's defaults (`Order.fixture(title: "title2")`).
/// The defaults are the values `Fixtures` gives a model first in a test, so most tests name none.
struct ModelFixtures {
    /// Each buildable struct model's default property values, by the model's name.
    private let defaults: [String: [TestValue]]
    private let models: [ModuleModel.ModelType]

    init(_ module: ModuleModel) {
        let fixtures = Fixtures(module)
        var defaults: [String: [TestValue]] = [:]
        for model in module.models where !model.isEnum {
            guard let value = fixtures.fixture(of: model),
                case .model(_, _, let values) = TestValue.from(
                    value, type: .simple(model.name), models: fixtures.models)
            else { continue }
            defaults[model.name] = values
        }
        (self.defaults, self.models) = (defaults, module.models)
    }

    /// `value` in Swift, models as calls of their builders.
    func spell(_ value: TestValue) -> SwiftExpression {
        spell(value, as: nil) { value, _ in spell(value) }
    }

    /// `value` in Swift where a value of `type` goes (nil: not known), models as calls of their builders, each value
    /// inside spelled by `inner` with the type that goes there.
    func spell(_ value: TestValue, as type: TypeExpression?, inner: (TestValue, TypeExpression?) -> SwiftExpression)
        -> SwiftExpression
    {
        let declared = type.map(Self.unwrapped)
        func labelled(_ labels: [String], _ values: [TestValue], _ declarations: [ValueDeclaration]?)
            -> [(label: String?, value: SwiftExpression)]
        {
            zip(labels, values).map { label, value in
                (SwiftNames.argumentLabel(label), inner(value, declarations?.first { $0.name == label }?.type))
            }
        }
        switch value {
        case .array(let elements):
            let element: TypeExpression? = if case .array(let element)? = declared { element } else { nil }
            return .array(elements.map { inner($0, element) })
        case .model(let name, let labels, let values):
            let properties = models.first { $0.name == name }?.properties
            guard let defaults = defaults[name], defaults.count == values.count else {
                return .call(name, labelled(labels, values, properties))
            }
            let differing = zip(labels, zip(values, defaults)).filter { $1.0 != $1.1 }
            return .call("\(name).fixture", labelled(differing.map(\.0), differing.map(\.1.0), properties))
        case .enumCase(let model, let name, let labels, let values):
            let callee = "\(model).\(SwiftNames.escaped(name))"
            let values = labelled(
                labels, values, models.first { $0.name == model }?.cases.first { $0.name == name }?.values)
            return values.isEmpty ? .atom(callee) : .call(callee, values)
        default: return value.swift
        }
    }

    /// The type an optional wraps, or the type itself.
    static func unwrapped(_ type: TypeExpression) -> TypeExpression {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    /// The builders, for the test target's doubles file.
    func builders() -> [Context.Fixture] {
        models.compactMap { model in
            guard let defaults = defaults[model.name] else { return nil }
            let parameters = zip(model.properties, defaults).map { property, value in
                "\(SwiftNames.escaped(property.name)): \(Spelling.parameterType(property.type)) = "
                    + spell(value).flat
            }
            let arguments = model.properties.map {
                "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))"
            }
            return Context.Fixture(
                model: model.name, parameters: parameters.joined(separator: ", "),
                arguments: arguments.joined(separator: ", "))
        }
    }
}
