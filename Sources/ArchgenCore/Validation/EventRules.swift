/// Checks what each event does (`calls` with `while`/`onSuccess`/`onFailure`, `to`, or custom) against the
/// states and dependencies, and resolves every reference to an index.
struct EventRules {
    let states: [ModuleModel.State]
    let dependencies: [ModuleModel.Dependency]
    /// Custom events by their index among all events, which `onSuccess` may name instead of a state.
    let handlers: [(index: Int, declaration: CaseDeclaration)]
    var context: ValidationContext

    /// The event `raw`, its declaration already parsed.
    mutating func event(_ raw: RawSpec.Event, declaration: CaseDeclaration) -> ModuleModel.Event? {
        let name = declaration.name
        var valid = true
        if let to = raw.to, raw.calls != nil {
            context.report(.callsAndTo(event: name), at: to.location)
            return nil
        }
        let behaviour: ModuleModel.Behaviour
        if let calls = raw.calls {
            guard let call = self.call(calls, raw: raw, event: declaration) else { return nil }
            behaviour = .calls(call)
        } else {
            for (key, value) in [("while", raw.whileState), ("onSuccess", raw.onSuccess), ("onFailure", raw.onFailure)]
            {
                if let value {
                    context.report(.stateKeysWithoutCalls(event: name, key: key), at: value.location)
                    valid = false
                }
            }
            if let to = raw.to {
                guard let target = transition(to, event: declaration) else { return nil }
                behaviour = .transition(to: target)
            } else {
                if GeneratedMembers.names.contains(name) || dependencies.contains(where: { $0.propertyName == name }) {
                    context.report(.nameClashesWithMember(event: name, member: name), at: raw.declaration.location)
                    valid = false
                }
                behaviour = .custom
            }
        }
        guard valid else { return nil }
        return ModuleModel.Event(name: name, values: declaration.values, doc: raw.doc?.value, behaviour: behaviour)
    }

    // MARK: - References

    private mutating func state(
        _ name: Located<String>, role: String, event: String, alsoSuggesting others: [String] = []
    )
        -> Int?
    {
        if let index = states.firstIndex(where: { $0.name == name.value }) { return index }
        if context.unverified.contains(name.value) { return nil }  // its own problem is reported
        let suggestion = Suggestion.nearest(to: name.value, in: states.map(\.name) + others)
        context.report(
            .unknownState(role: role, event: event, name: name.value, suggestion: suggestion), at: name.location)
        return nil
    }

    private mutating func transition(_ to: Located<String>, event: CaseDeclaration) -> Int? {
        guard let target = state(to, role: "goes to", event: event.name) else { return nil }
        var valid = true
        for value in states[target].values where !event.values.contains(value) {
            context.report(
                .transitionValueMissing(
                    event: event.name, state: to.value, label: value.name, type: value.type.description),
                at: to.location)
            valid = false
        }
        return valid ? target : nil
    }

    private mutating func call(_ calls: Located<String>, raw: RawSpec.Event, event: CaseDeclaration) -> ModuleModel
        .Call?
    {
        let parts = calls.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            context.report(.callsNotQualified(event: event.name, value: calls.value), at: calls.location)
            return nil
        }
        guard let dependencyIndex = dependencies.firstIndex(where: { $0.name == parts[0] }) else {
            if context.unverified.contains(parts[0]) { return nil }  // its own problem is reported
            let suggestion = Suggestion.nearest(to: parts[0], in: dependencies.map(\.name))
            context.report(
                .unknownDependency(event: event.name, name: parts[0], suggestion: suggestion), at: calls.location)
            return nil
        }
        let dependency = dependencies[dependencyIndex]
        guard let methodIndex = dependency.methods.firstIndex(where: { $0.name == parts[1] }) else {
            let suggestion = Suggestion.nearest(to: parts[1], in: dependency.methods.map(\.name)).map {
                "\(parts[0]).\($0)"
            }
            context.report(
                .unknownMethod(event: event.name, dependency: parts[0], name: parts[1], suggestion: suggestion),
                at: context.location(in: calls, offset: parts[0].utf8.count + 1))
            return nil
        }
        let method = dependency.methods[methodIndex]
        let qualified = calls.value
        var valid = true

        var arguments: [String] = []
        for parameter in method.parameters {
            if let argument = argument(for: parameter, event: event, method: qualified, at: calls) {
                arguments.append(argument)
            } else {
                valid = false
            }
        }

        var whileState: Int?
        if let raw = raw.whileState {
            whileState = state(raw, role: "sets 'while' to", event: event.name)
            if let index = whileState, !states[index].values.isEmpty {
                context.report(.whileStateHasValues(event: event.name, state: raw.value), at: raw.location)
                valid = false
            }
            valid = valid && whileState != nil
        }
        var onSuccess: Int?
        var onSuccessHandler: Int?
        if let raw = raw.onSuccess {
            /// The result fits a state or handler with no values, or with one value of the method's return type.
            func receivesResult(_ values: [ValueDeclaration]) -> Bool {
                values.isEmpty || (values.count == 1 && values[0].type == method.returnType)
            }
            let returnType = method.returnType.map { "'\($0)'" } ?? "nothing"
            if let handler = handlers.first(where: { $0.declaration.name == raw.value }),
                !states.contains(where: { $0.name == raw.value })
            {
                if !receivesResult(handler.declaration.values) {
                    context.report(
                        .successHandlerShape(
                            event: event.name, handler: raw.value, method: qualified, returnType: returnType),
                        at: raw.location)
                    valid = false
                }
                onSuccessHandler = handler.index
            } else {
                onSuccess = state(
                    raw, role: "goes on success to", event: event.name, alsoSuggesting: handlers.map(\.declaration.name)
                )
                if let index = onSuccess, !receivesResult(states[index].values) {
                    context.report(
                        .successStateShape(
                            event: event.name, state: raw.value, method: qualified, returnType: returnType),
                        at: raw.location)
                    valid = false
                }
                valid = valid && onSuccess != nil
            }
        }
        var onFailure: Int?
        if let raw = raw.onFailure {
            onFailure = state(raw, role: "goes on failure to", event: event.name)
            if !method.isThrowing {
                context.report(.onFailureCannotThrow(event: event.name, method: qualified), at: raw.location)
                valid = false
            }
            if let index = onFailure {
                let values = states[index].values
                if !(values.isEmpty || (values.count == 1 && values[0].type == .simple("String"))) {
                    context.report(.failureStateShape(event: event.name, state: raw.value), at: raw.location)
                    valid = false
                }
            }
            valid = valid && onFailure != nil
        } else if method.isThrowing {
            context.report(.throwingCallNeedsFailure(event: event.name, method: qualified), at: calls.location)
            valid = false
        }
        guard valid else { return nil }
        return ModuleModel.Call(
            dependency: dependencyIndex, method: methodIndex, arguments: arguments, whileState: whileState,
            onSuccess: onSuccess, onSuccessHandler: onSuccessHandler, onFailure: onFailure)
    }

    /// The event value passed to `parameter`: the one with its label (or name), else the only one of its type.
    private mutating func argument(
        for parameter: ParameterDeclaration, event: CaseDeclaration, method: String, at calls: Located<String>
    ) -> String? {
        let labels = [parameter.label, parameter.name].compactMap { $0 }
        if let byLabel = event.values.first(where: { labels.contains($0.name) && $0.type == parameter.type }) {
            return byLabel.name
        }
        let byType = event.values.filter { $0.type == parameter.type }
        if byType.count == 1 { return byType[0].name }
        let problem: Problem =
            byType.isEmpty
            ? .unmatchedArgument(
                event: event.name, method: method, parameter: parameter.name, type: parameter.type.description)
            : .ambiguousArgument(
                event: event.name, method: method, parameter: parameter.name, type: parameter.type.description)
        context.report(problem, at: calls.location)
        return nil
    }
}
