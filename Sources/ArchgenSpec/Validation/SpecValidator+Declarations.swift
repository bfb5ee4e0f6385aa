import LocatedJSON

extension SpecValidator {
    /// The spec's declarations: imports, models, kept values, fields, inputs, routes, effects, dependencies, states,
    /// the initial state and samples, each checked, and their names checked against each other.
    func declarations(_ spec: RawSpec, context: inout ValidationContext) -> Declarations {
        // Type names must resolve: models, Swift and Foundation types, the ones the spec declares external, and any
        // type qualified by a module the spec imports (`MapKit.MKCoordinateRegion`).
        let imports = spec.imports.compactMap { context.moduleName($0, what: "import") }
        context.checkDuplicates(spec.imports, what: "import")
        context.knownTypes = KnownTypes.standard.union(spec.models.map(\.name.value)).union(
            spec.externalTypes.map(\.value)
        ).union(imports)
        // A damaged element (the decoder's problems) or an invalid one is left out, its name kept as unverified: what
        // refers to it is not reported again, and everything else is still checked.
        let models = spec.models.compactMap { $0.isDamaged ? nil : context.model($0) }
        context.models = Dictionary(models.map { ($0.name, $0) }) { first, _ in first }
        let storage = spec.storage.compactMap { context.keptValue($0, what: "storage value") }
        let fields = spec.fields.compactMap { context.keptValue($0, what: "field") }
        let inputs = spec.inputs.compactMap { context.input($0) }
        let routes = spec.routes.compactMap { $0.isDamaged ? nil : context.state($0, what: "route") }
        let effects = spec.effects.compactMap { $0.isDamaged ? nil : context.state($0, what: "effect") }
        // Kept values, fields and inputs are all members of the unit.
        context.checkDuplicates(
            (spec.storage + spec.fields + spec.inputs).map {
                Located(String($0.value.prefix { $0 != ":" }).trimmingCharacters(in: " "), at: $0.location)
            },
            what: "kept value, field or input")
        context.checkDuplicates(spec.routes.map(\.declaration.baseName), what: "route")
        context.checkDuplicates(spec.effects.map(\.declaration.baseName), what: "effect")
        context.checkDuplicates(spec.models.map(\.name) + spec.dependencies.map(\.name), what: "type")
        let dependencies = spec.dependencies.compactMap { $0.isDamaged ? nil : context.dependency($0) }
        let states = spec.states.compactMap { $0.isDamaged ? nil : context.state($0) }
        context.unverify(spec.models.map(\.name), checked: models.map(\.name))
        context.unverify(spec.dependencies.map(\.name), checked: dependencies.map(\.name))
        context.unverify(
            (spec.states + spec.routes + spec.effects).map(\.declaration.baseName),
            checked: (states.map(\.name) + routes.map(\.name) + effects.map(\.name)))
        context.checkDuplicates(spec.states.map(\.declaration.baseName), what: "state")
        let initialState = context.initialState(spec.initialState, states: states)
        let samples = context.samples(spec.samples)
        if models.count == spec.models.count && dependencies.count == spec.dependencies.count {
            context.checkSampleable(spec.dependencies, dependencies: dependencies, models: models, samples: samples)
        }
        if models.count == spec.models.count && inputs.count == spec.inputs.count {
            context.checkSampleable(spec.inputs, inputs: inputs, models: models, samples: samples)
        }
        return Declarations(
            imports: imports, models: models, storage: storage, fields: fields, inputs: inputs, routes: routes,
            effects: effects, dependencies: dependencies, states: states, initialState: initialState,
            samples: samples)
    }
}
