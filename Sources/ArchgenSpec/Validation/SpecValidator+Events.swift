import LocatedJSON

extension SpecValidator {
    /// The spec's valid events, each checked with `BlockRules` once the values they read are valid, then their work
    /// resolved (which custom events are steps of another's work) when all are valid.
    func events(_ spec: RawSpec, _ declared: Declarations, context: inout ValidationContext) -> [ModuleModel.Event] {
        // Each event's declaration is parsed once; custom events (neither `calls` nor `to`) can receive a call's
        // result, so they are known before any event is checked.
        let declarations = spec.events.map { event in
            event.isDamaged && event.declaration.value.isEmpty
                ? nil : context.caseDeclaration(event.declaration, what: "event")
        }
        context.unverify(
            zip(spec.events, declarations).filter { $0.0.isDamaged || $0.1 == nil }.map(\.0.declaration.baseName),
            checked: [])
        var events: [ModuleModel.Event] = []
        // Events refer to the values a unit keeps by name inside expressions: those must all be valid first.
        let valuesValid =
            declared.storage.count == spec.storage.count && declared.fields.count == spec.fields.count
            && declared.inputs.count == spec.inputs.count
        if valuesValid {
            let handlers = zip(spec.events, declarations).enumerated().compactMap {
                index, pair -> (Int, CaseDeclaration)? in
                guard pair.0.isCustom, !pair.0.isDamaged, let declaration = pair.1 else { return nil }
                return (index, declaration)
            }
            var rules = BlockRules(
                states: declared.states, dependencies: declared.dependencies, models: declared.models,
                storage: declared.storage, fields: declared.fields, inputs: declared.inputs,
                routes: declared.routes.map { CaseDeclaration(name: $0.name, values: $0.values) },
                effects: declared.effects.map { CaseDeclaration(name: $0.name, values: $0.values) },
                handlers: handlers, context: context)
            for (raw, declaration) in zip(spec.events, declarations) {
                guard let declaration, !raw.isDamaged else { continue }
                if let event = rules.event(raw, declaration: declaration) { events.append(event) }
            }
            context = rules.context
        }
        context.checkDuplicates(spec.events.map(\.declaration.baseName), what: "event")
        if spec.events.count > Self.eventLimit, let location = spec.eventsLocation {
            context.report(.tooMany("events", count: spec.events.count, limit: Self.eventLimit), at: location)
        }
        if events.count == spec.events.count {
            context.resolveWork(
                spec.events, events: &events, dependencies: declared.dependencies,
                storage: declared.storage.map(\.name))
        }
        return events
    }
}
