import ArchgenSpec

/// Builds what templates need to implement each event in any pattern: the dependency call, the states it goes
/// through (as references each pattern spells its own way), and the custom handler's signature.
struct EventContextBuilder {
    let module: ModuleModel
    /// `module.eventsShowingAnswers`, found once for every event.
    let showingAnswers: Set<String>

    init(module: ModuleModel) {
        self.module = module
        showingAnswers = module.eventsShowingAnswers
    }

    /// The event's context, and how each alternative at the top registers its task (`EventWriter.registrations`).
    func event(_ event: ModuleModel.Event) -> (event: Context.Event, registrations: EventWriter.Registrations) {
        let used: Set<String>
        switch event.behaviour {
        case .custom: used = Set(event.values.map(\.name))
        // A send that drops a repeat compares all its values (`sentWith:`), whatever its blocks read (seed 86, G1).
        case .blocks where event.dropsRepeatedSends: used = Set(event.values.map(\.name))
        case .blocks(let blocks): used = Set(event.values.map(\.name)).intersection(module.freeNames(blocks))
        }
        // In `send`'s switch (MVVM, MVC), in a method (MVP), in a method reading `request` (VIP).
        var registrations = EventWriter.Registrations()
        func program(_ place: EventWriter.Place) -> Context.Program {
            var writer = EventWriter(module: module, event: event, place: place, showingAnswers: showingAnswers)
            defer { registrations = writer.registrations }
            return writer.write()
        }
        let local = { (name: String) in SwiftNames.escaped(name) }
        let context = Context.Event(
            name: SwiftNames.escaped(event.name),
            upperName: SwiftNames.upperFirst(event.name),
            docLines: Spelling.docLines(event.doc),
            declaration: Spelling.declaration(event.name, event.values),
            pattern: Spelling.pattern(event, binding: used),
            hasValues: !event.values.isEmpty,
            values: event.values.map(Spelling.value),
            parameters: Spelling.parameters(event.values),
            isCustom: event.behaviour == .custom,
            work: work(event),
            program: program(.init(eventValue: local, valuesAreLocals: true, indent: 12)),
            methodProgram: program(.init(eventValue: local, valuesAreLocals: true, indent: 8)),
            requestProgram: program(
                .init(eventValue: { "request.\(SwiftNames.escaped($0))" }, valuesAreLocals: false, indent: 8)))
        return (context, registrations)
    }

    /// The work `event` runs in a task its unit owns, with its policy.
    private func work(_ event: ModuleModel.Event) -> Context.Work? {
        event.policy.map { policy in
            Context.Work(
                name: SwiftNames.escaped(event.name), isLatest: policy == .latest, isDrop: policy == .drop,
                isParallel: policy == .parallel)
        }
    }

    /// The events a person's code handles.
    func customEvents() -> [Context.CustomEvent] {
        module.events.filter { $0.behaviour == .custom }.enumerated().map { index, event in
            Context.CustomEvent(
                name: SwiftNames.escaped(event.name),
                upperName: SwiftNames.upperFirst(event.name),
                event: event.name,
                docLines: Spelling.docLines(event.doc),
                handlerSignature: "\(SwiftNames.escaped(event.name))(\(Spelling.parameters(event.values)))",
                work: work(event),
                step: event.isStep ? Context.ResultStep(callers: callers(of: event)) : nil,
                isFirst: index == 0)
        }
    }

    /// The events whose result a step receives, in prose: "`load`", "`load` and `refresh`".
    private func callers(of step: ModuleModel.Event) -> String {
        let names = step.resultOf.map { "`\(module.events[$0].name)`" }
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// The events a view can send: every event but the steps, which only other events' work reaches.
    func sentEvents() -> (events: [Context.Event], registrations: [String: EventWriter.Registrations]) {
        let sent = module.events.filter { !$0.isStep }.map { ($0.name, event($0)) }
        return (sent.map(\.1.event), Dictionary(uniqueKeysWithValues: sent.map { ($0.0, $0.1.registrations) }))
    }

    /// The event a view sends when it appears (decided by validation).
    func appearEvent() -> Context.Name? {
        module.appearEvent.map { name(module.events[$0]) }
    }

    /// The starter view's previews: when the appear event calls an async method, what it shows while the call runs,
    /// when it succeeds and, if it can throw, when it fails; else the initial state.
    func previews() -> [Context.Preview] {
        func preview(_ title: String, _ outcome: String) -> Context.Preview {
            Context.Preview(title: SwiftText.stringLiteral(title), outcome: outcome)
        }
        let initial = module.states[module.initialState].name
        guard let index = module.appearEvent, case .blocks(let blocks) = module.events[index].behaviour,
            blocks.count == 1, !blocks[0].isGuarded, case .calls(let work)? = blocks[0].work, work.calls.count == 1,
            case let call = work.calls[0], case let method = module.dependencies[call.dependency].methods[call.method],
            method.isAsync
        else { return [preview(initial, "succeeds")] }
        let event = module.events[index]
        /// The state an outcome shows, when it is one block that shows one.
        func shown(_ outcome: [ModuleModel.Block]) -> String? {
            guard outcome.count == 1, let state = outcome[0].state else { return nil }
            return module.states[state.index].name
        }
        var previews = [
            preview(work.whileState.map { module.states[$0].name } ?? initial, "waits"),
            preview(shown(work.onSuccess) ?? "\(event.name) succeeds", "succeeds"),
        ]
        if method.isThrowing {
            previews.append(preview(shown(work.onFailure) ?? "\(event.name) fails", "fails"))
        }
        return previews
    }

    /// The event a SwiftUI view sends when pulled to refresh (the spec's `refreshEvent`).
    func refreshEvent() -> Context.Name? {
        module.refreshEvent.map { name(module.events[$0]) }
    }

    /// Events that run work in a task the unit owns: the cases of its `Work` enum.
    func workEvents() -> [Context.Name] {
        module.events.filter { $0.policy != nil }.map(name)
    }

    private func name(_ event: ModuleModel.Event) -> Context.Name {
        Context.Name(name: SwiftNames.escaped(event.name), upperName: SwiftNames.upperFirst(event.name))
    }
}
