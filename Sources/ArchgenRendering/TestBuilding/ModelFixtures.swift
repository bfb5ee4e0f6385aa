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
        spell(value) { spell($0) }
    }

    /// `value` in Swift, models as calls of their builders, each value inside spelled by `inner`.
    func spell(_ value: TestValue, inner: (TestValue) -> SwiftExpression) -> SwiftExpression {
        func labelled(_ labels: [String], _ values: [TestValue]) -> [(label: String?, value: SwiftExpression)] {
            zip(labels, values).map { (SwiftNames.argumentLabel($0), inner($1)) }
        }
        switch value {
        case .array(let elements): return .array(elements.map(inner))
        case .model(let name, let labels, let values):
            guard let defaults = defaults[name], defaults.count == values.count else {
                return .call(name, labelled(labels, values))
            }
            let differing = zip(labels, zip(values, defaults)).filter { $1.0 != $1.1 }
            return .call("\(name).fixture", labelled(differing.map(\.0), differing.map(\.1.0)))
        case .enumCase(let model, let name, let labels, let values):
            let callee = "\(model).\(SwiftNames.escaped(name))"
            return values.isEmpty ? .atom(callee) : .call(callee, labelled(labels, values))
        default: return value.swift
        }
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
