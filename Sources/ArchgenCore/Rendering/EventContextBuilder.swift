/// Builds what templates need to implement each event in any pattern: the dependency call, the states it goes
/// through (as references each pattern spells its own way), and the custom handler's signature.
struct EventContextBuilder {
    let module: ModuleModel

    func event(_ event: ModuleModel.Event) -> Context.Event {
        var used: Set<String> = []
        var calls: Context.Call?
        var transition: Context.Transition?
        var custom: Context.Custom?
        var program: Context.Program?
        var requestProgram: Context.Program?
        var methodProgram: Context.Program?
        var cancel = cancelStatement(event)
        var alternativesCancel: String?
        switch event.behaviour {
        case .calls(let call):
            used = Set(call.arguments)
            calls = self.calls(call, event: event)
        case .transition(let target):
            let state = module.states[target]
            used = Set(state.values.map(\.name))
            transition = Context.Transition(
                state: Spelling.reference(state) { SwiftNames.escaped($0.name) },
                requestState: Spelling.reference(state) { "request.\(SwiftNames.escaped($0.name))" })
        case .custom:
            used = Set(event.values.map(\.name))
            let arguments = Spelling.arguments(event.values) { SwiftNames.escaped($0.name) }
            custom = Context.Custom(handlerCall: "\(SwiftNames.escaped(event.name))(\(arguments))")
        case .program(let blocks):
            used = Set(event.values.map(\.name)).intersection(module.freeNames(blocks))
            // When no alternative may run (its guards do not hold), the send changes nothing: it cancels no work
            // either, so each alternative cancels what it replaces as it starts.
            if blocks.last?.isGuarded == true {
                alternativesCancel = cancel
                cancel = nil
            }
            // In `send`'s switch (MVVM, MVC), in a method (MVP), in a method reading `request` (VIP).
            var writer = ProgramWriter(
                module: module, event: event, eventValue: { SwiftNames.escaped($0) }, valuesAreLocals: true,
                cancelFirst: alternativesCancel, indent: 12)
            program = writer.write(blocks)
            var methodWriter = ProgramWriter(
                module: module, event: event, eventValue: { SwiftNames.escaped($0) }, valuesAreLocals: true,
                cancelFirst: alternativesCancel, indent: 8)
            methodProgram = methodWriter.write(blocks)
            var requestWriter = ProgramWriter(
                module: module, event: event, eventValue: { "request.\(SwiftNames.escaped($0))" },
                valuesAreLocals: false, cancelFirst: alternativesCancel, indent: 8)
            requestProgram = requestWriter.write(blocks)
        }
        return Context.Event(
            name: SwiftNames.escaped(event.name),
            upperName: SwiftNames.upperFirst(event.name),
            docLines: Spelling.docLines(event.doc),
            declaration: Spelling.declaration(event.name, event.values),
            pattern: Spelling.pattern(event, binding: used),
            hasValues: !event.values.isEmpty,
            values: event.values.map(Spelling.value),
            parameters: Spelling.parameters(event.values),
            transition: transition,
            calls: calls,
            custom: custom,
            work: work(event),
            cancelStatement: cancel,
            program: program,
            methodProgram: methodProgram,
            requestProgram: requestProgram)
    }

    /// The work `event` runs in a task its unit owns, with its policy.
    private func work(_ event: ModuleModel.Event) -> Context.Work? {
        event.policy.map { policy in
            Context.Work(
                name: SwiftNames.escaped(event.name), isLatest: policy == .latest, isDrop: policy == .drop,
                isParallel: policy == .parallel, captures: captures(event),
                debounce: event.debounce.map { ".milliseconds(\($0))" })
        }
    }

    /// `cancelWork(...)` for the running work `event` replaces: its own under `latest`, and what it `cancels`.
    private func cancelStatement(_ event: ModuleModel.Event) -> String? {
        let own = event.policy == .latest ? [event.name] : []
        let names = own + event.cancels.map { module.events[$0].name }
        guard !names.isEmpty else { return nil }
        return "cancelWork(" + names.map { "." + SwiftNames.escaped($0) }.joined(separator: ", ") + ")"
    }

    /// The capture list of an event's task: the dependency it calls, and the unit (weakly) when a result or failure
    /// changes what it shows; a custom handler is a method of the unit.
    private func captures(_ event: ModuleModel.Event) -> String {
        var captures = ["weak self"]
        if case .calls(let call) = event.behaviour {
            let method = module.dependencies[call.dependency].methods[call.method]
            let usesSelf = method.isThrowing || call.onSuccess != nil || call.onSuccessHandler != nil
            captures =
                (usesSelf ? captures : []) + [
                    SwiftNames.escaped(module.dependencies[call.dependency].propertyName)
                ]
        }
        if event.debounce != nil { captures.append("debounceWait") }
        return "[" + captures.joined(separator: ", ") + "]"
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
                work: work(event), cancelStatement: cancelStatement(event),
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
    func sentEvents() -> [Context.Event] {
        module.events.filter { !$0.isStep }.map(event)
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
        guard let index = module.appearEvent, case .calls(let call) = module.events[index].behaviour,
            case let method = module.dependencies[call.dependency].methods[call.method], method.isAsync
        else { return [preview(initial, "succeeds")] }
        let event = module.events[index]
        var previews = [
            preview(call.whileState.map { module.states[$0].name } ?? initial, "waits"),
            preview(call.onSuccess.map { module.states[$0].name } ?? "\(event.name) succeeds", "succeeds"),
        ]
        if method.isThrowing {
            previews.append(preview(call.onFailure.map { module.states[$0].name } ?? "\(event.name) fails", "fails"))
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

    /// Events without values other than those the view sends itself (on appearing, when pulled to refresh): the
    /// starter view gives each a button.
    func buttonEvents() -> [Context.ButtonEvent] {
        let sentByTheView = [module.appearEvent, module.refreshEvent].compactMap { $0 }.map { module.events[$0].name }
        return module.events.filter { $0.values.isEmpty && !$0.isStep && !sentByTheView.contains($0.name) }.map {
            event in
            Context.ButtonEvent(
                name: SwiftNames.escaped(event.name), upperName: SwiftNames.upperFirst(event.name),
                title: SwiftText.stringLiteral(event.name),
                accessibilityIdentifier: Spelling.accessibilityIdentifier(module.name, event.name))
        }
    }

    // MARK: - Calls

    /// The call of the dependency method, its arguments taken from `argument(valueName)`.
    private func callStatement(_ call: ModuleModel.Call, resultName: String, argument: (String) -> String) -> String {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let arguments = zip(method.parameters, call.arguments).map { parameter, value in
            // Closure-style dependencies are called without argument labels.
            guard dependency.style == .protocol, let label = parameter.label else { return argument(value) }
            return "\(SwiftNames.argumentLabel(label)): \(argument(value))"
        }
        var expression =
            "\(SwiftNames.escaped(dependency.propertyName)).\(SwiftNames.escaped(method.name))("
            + arguments.joined(separator: ", ") + ")"
        if method.isAsync { expression = "await " + expression }
        if method.isThrowing { expression = "try " + expression }
        if let index = call.onSuccess, !module.states[index].values.isEmpty {
            return "let \(resultName) = \(expression)"
        }
        if let index = call.onSuccessHandler, !module.events[index].values.isEmpty {
            return "let \(resultName) = \(expression)"
        }
        return method.returnType != nil ? "_ = \(expression)" : expression
    }

    private func calls(_ call: ModuleModel.Call, event: ModuleModel.Event) -> Context.Call {
        let method = module.dependencies[call.dependency].methods[call.method]
        let resultName = ["result", "response", "output", "returnedValue"].first { name in
            !event.values.contains { $0.name == name } && name != "request"
        }!
        return Context.Call(
            callStatement: callStatement(call, resultName: resultName) { SwiftNames.escaped($0) },
            requestCallStatement: callStatement(call, resultName: resultName) { "request.\(SwiftNames.escaped($0))" },
            throws: method.isThrowing,
            showsResult: call.onSuccess != nil || call.onSuccessHandler != nil,
            whileState: call.whileState.map { Spelling.reference(module.states[$0]) { _ in "" } },
            successState: call.onSuccess.map { Spelling.reference(module.states[$0]) { _ in resultName } },
            // A custom event that receives the result: spelled like a state reference, its value being the result.
            successHandler: call.onSuccessHandler.map { index in
                Spelling.reference(module.events[index].name, module.events[index].values) { _ in resultName }
            },
            failureState: call.onFailure.map {
                Spelling.reference(module.states[$0]) { _ in "describeError(error)" }
            })
    }
}

extension ModuleModel.Event {
    var isCall: Bool {
        if case .calls = behaviour { return true }
        return false
    }
}
