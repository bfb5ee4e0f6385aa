import Mustache

/// The values templates need to implement each event in any pattern: the dependency call, the states it goes
/// through (as state references each pattern spells its own way), and the custom handler's signature.
struct EventContext {
    let module: ModuleModel

    /// A state as templates place it: `.{{name}}({{arguments}})`, `display{{upperName}}({{arguments}})`, ...
    /// `arguments` takes each value from `value`; `requestArguments` from a VIP request (`request.users`).
    static func stateReference(_ state: ModuleModel.State, value: (ValueDeclaration) -> String) -> MustacheValue {
        let arguments = state.values.map { "\(SwiftNames.argumentLabel($0.name)): \(value($0))" }.joined(
            separator: ", ")
        return .object([
            "name": .string(SwiftNames.escaped(state.name)),
            "upperName": .string(SwiftNames.upperFirst(state.name)),
            "hasValues": .bool(!state.values.isEmpty),
            "arguments": .string(arguments),
        ])
    }

    func event(_ event: ModuleModel.Event) -> MustacheValue {
        var used: Set<String> = []
        var calls: MustacheValue = .null
        var transition: MustacheValue = .null
        var custom: MustacheValue = .null
        switch event.behaviour {
        case .calls(let call):
            used = Set(call.arguments)
            calls = self.calls(call, event: event)
        case .transition(let target):
            used = Set(module.states[target].values.map(\.name))
            transition = .object([
                "state": Self.stateReference(module.states[target]) { SwiftNames.escaped($0.name) },
                "requestState": Self.stateReference(module.states[target]) { "request.\(SwiftNames.escaped($0.name))" },
            ])
        case .custom:
            used = Set(event.values.map(\.name))
            custom = .object(["handlerCall": .string(handlerCall(event))])
        }
        let parameters = event.values.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
        return .object([
            "name": .string(SwiftNames.escaped(event.name)),
            "upperName": .string(SwiftNames.upperFirst(event.name)),
            "declaration": .string(ModuleContext.declaration(event.name, event.values)),
            "docLines": ModuleContext.doc(event.doc),
            "pattern": .string(Self.pattern(event, binding: used)),
            "parameters": .string(parameters),
            "values": .list(
                event.values.map { value in
                    .object(["name": .string(SwiftNames.escaped(value.name)), "type": .string(value.type.description)])
                }),
            "hasValues": .bool(!event.values.isEmpty),
            "calls": calls,
            "transition": transition,
            "custom": custom,
        ])
    }

    func customEvent(_ event: ModuleModel.Event, isFirst: Bool) -> MustacheValue {
        let parameters = event.values.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }
        return .object([
            "name": .string(SwiftNames.escaped(event.name)),
            "event": .string(event.name),
            "upperName": .string(SwiftNames.upperFirst(event.name)),
            "isFirst": .bool(isFirst),
            "docLines": ModuleContext.doc(event.doc),
            "handlerSignature": .string("\(SwiftNames.escaped(event.name))(\(parameters.joined(separator: ", ")))"),
        ])
    }

    /// The event a view sends when it appears: the first event without values that calls a dependency.
    func appearEvent() -> MustacheValue {
        guard let event = module.events.first(where: { $0.values.isEmpty && $0.isCall }) else { return .null }
        return .object([
            "name": .string(SwiftNames.escaped(event.name)), "upperName": .string(SwiftNames.upperFirst(event.name)),
        ])
    }

    /// Events without values other than the appear event: the starter view gives each a button.
    func buttonEvents() -> [MustacheValue] {
        let appear = module.events.first(where: { $0.values.isEmpty && $0.isCall })?.name
        return module.events.filter { $0.values.isEmpty && $0.name != appear }.map { event in
            .object([
                "name": .string(SwiftNames.escaped(event.name)),
                "upperName": .string(SwiftNames.upperFirst(event.name)),
                "title": .string(SwiftText.stringLiteral(event.name)),
            ])
        }
    }

    // MARK: - Pieces

    /// `.loaded(let users, _)`: binds only the values the case body uses, so nothing is left unused.
    static func pattern(_ event: ModuleModel.Event, binding used: Set<String>) -> String {
        let name = "." + SwiftNames.escaped(event.name)
        guard event.values.contains(where: { used.contains($0.name) }) else { return name }
        let bindings = event.values.map { used.contains($0.name) ? "let \(SwiftNames.escaped($0.name))" : "_" }
        return "\(name)(\(bindings.joined(separator: ", ")))"
    }

    /// `.loaded(users: <value>)` with each value's expression supplied.
    static func stateExpression(_ state: ModuleModel.State, value: (ValueDeclaration) -> String) -> String {
        let name = "." + SwiftNames.escaped(state.name)
        guard !state.values.isEmpty else { return name }
        let arguments = state.values.map { "\(SwiftNames.argumentLabel($0.name)): \(value($0))" }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }

    private func handlerCall(_ event: ModuleModel.Event) -> String {
        let arguments = event.values.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))" }
        return "\(SwiftNames.escaped(event.name))(\(arguments.joined(separator: ", ")))"
    }

    /// The call of the dependency method, its arguments taken from `argument(valueName)`.
    private func callStatement(
        _ call: ModuleModel.Call, event: ModuleModel.Event, resultName: String, argument: (String) -> String
    )
        -> String
    {
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

    private func calls(_ call: ModuleModel.Call, event: ModuleModel.Event) -> MustacheValue {
        let method = module.dependencies[call.dependency].methods[call.method]
        let resultName = ["result", "response", "output", "returnedValue"].first { name in
            !event.values.contains { $0.name == name } && name != "request"
        }!
        let success = call.onSuccess.map { Self.stateReference(module.states[$0]) { _ in resultName } } ?? .null
        let failure =
            call.onFailure.map { Self.stateReference(module.states[$0]) { _ in "String(describing: error)" } } ?? .null
        let whileState = call.whileState.map { Self.stateReference(module.states[$0]) { _ in "" } } ?? .null
        // A custom event that receives the result: spelled like a state reference, its value being the result.
        let handler: MustacheValue =
            call.onSuccessHandler.map { index in
                let handlerEvent = module.events[index]
                return Self.stateReference(ModuleModel.State(name: handlerEvent.name, values: handlerEvent.values)) {
                    _ in
                    resultName
                }
            } ?? .null
        return .object([
            "throws": .bool(method.isThrowing),
            "callStatement": .string(
                callStatement(call, event: event, resultName: resultName) { SwiftNames.escaped($0) }),
            "requestCallStatement": .string(
                callStatement(call, event: event, resultName: resultName) { "request.\(SwiftNames.escaped($0))" }),
            "whileState": whileState,
            "successState": success,
            "successHandler": handler,
            "failureState": failure,
        ])
    }
}

extension ModuleModel.Event {
    var isCall: Bool {
        if case .calls = behaviour { return true }
        return false
    }
}
