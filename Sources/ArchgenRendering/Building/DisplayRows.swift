import ArchgenSpec

/// VIP's view models are made for display, as seed 003's presenter makes them: a model a state holds becomes a row
/// of the scene (`TweetsScene.TweetRow`) with its numbers and dates as text, its nested models as their rows and
/// everything else (strings, flags, links, identities, enum models) as the model has it. The presenter maps each response to its
/// view model through these rows, so the view never sees a domain model.
struct DisplayRows {
    let module: ModuleModel

    private static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Decimal",
    ]

    private var scene: String { "\(module.name)Scene" }

    /// The models the states show, and every model those hold, in the spec's order.
    func shownModels() -> [ModuleModel.ModelType] {
        var names: Set<String> = []
        var waiting = module.states.flatMap(\.values).compactMap { model(in: $0.type) }
        while let name = waiting.popLast() {
            guard names.insert(name).inserted, let model = module.models.first(where: { $0.name == name }) else {
                continue
            }
            waiting += model.properties.compactMap { self.model(in: $0.type) }
        }
        return module.models.filter { names.contains($0.name) }
    }

    /// The rows of the scene, one per shown model.
    func rows() -> [Context.Row] {
        shownModels().map { model in
            let variable = SwiftNames.escaped(SwiftNames.lowerFirst(model.name))
            let properties = model.properties.map { property in
                // An identity stays what it is, even a number: it is what `Identifiable` and `ForEach` compare.
                let value = "\(variable).\(SwiftNames.escaped(property.name))"
                let shown =
                    property.name == "id"
                    ? (type: property.type.description, value: value) : display(property.type, value)
                return (property, shown)
            }
            var fixtures = Fixtures(module)
            // (Never the model's own local, which the test declares too: a model named `Row` is `row`.)
            let local = SwiftNames.escaped(SwiftNames.lowerFirst(model.name + "Row"))
            return Context.Row(
                name: "\(model.name)Row", model: model.name, variable: variable, local: local,
                isIdentifiable: model.isIdentifiable,
                values: properties.map { Context.Value(name: SwiftNames.escaped($0.0.name), type: $0.1.type) },
                assignments: properties.map {
                    Context.DocLine(text: "self.\(SwiftNames.escaped($0.0.name)) = \($0.1.value)")
                },
                // (A row of a model without properties shows nothing to check: it gets no test.)
                sample: properties.isEmpty ? nil : fixtures.value(of: .simple(model.name), label: variable)?.flat,
                checks: properties.map {
                    Context.RowCheck(actual: "\(local).\(SwiftNames.escaped($0.0.name))", expected: $0.1.value)
                })
        }
    }

    /// A state's view model: its values as displayed, and the arguments that make it from `value(name)`.
    func viewModel(of state: ModuleModel.State) -> Context.SceneViewModel {
        let values = state.values.map {
            Context.Value(name: SwiftNames.escaped($0.name), type: display($0.type, "").type)
        }
        return Context.SceneViewModel(
            hasValues: !values.isEmpty, values: values,
            parameters: values.map { "\($0.name): \($0.type)" }.joined(separator: ", "),
            arguments: arguments(state) { "response.\(SwiftNames.escaped($0.name))" })
    }

    /// The arguments of `state`'s view model, made from the values `value(name)` gives (the response's, a test's).
    func arguments(_ state: ModuleModel.State, value: (ValueDeclaration) -> String) -> String {
        Spelling.arguments(state.values) { display($0.type, value($0)).value }
    }

    /// How a value of `type` is displayed: its type in the view model, and the expression that makes it from `value`.
    private func display(_ type: TypeExpression, _ value: String) -> (type: String, value: String) {
        if let name = model(in: type) {
            let row = "\(scene).\(name)Row"
            switch type {
            case .array: return ("[\(row)]", "\(value).map(\(row).init)")
            case .optional: return ("\(row)?", "\(value).map(\(row).init)")
            default: return (row, "\(row)(\(value))")
            }
        }
        if let name = type.simpleName, Self.numbers.contains(name) { return ("String", "\(value).formatted()") }
        if type.simpleName == "Date" { return ("String", "\(value).formatted(date: .abbreviated, time: .shortened)") }
        return (type.description, value)
    }

    /// The model `type` is, or holds as an array's element or an optional's wrapped value.
    private func model(in type: TypeExpression) -> String? {
        let named: TypeExpression
        switch type {
        case .array(let element), .optional(let element): named = element
        default: named = type
        }
        // An enum model is shown as it is (its cases are what the view tells apart), as a flag is.
        return named.simpleName.flatMap { name in
            module.models.contains { $0.name == name && !$0.isEnum } ? name : nil
        }
    }
}
