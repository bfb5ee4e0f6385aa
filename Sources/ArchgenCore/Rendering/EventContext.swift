import Mustache

/// The values templates need to implement each event: the `switch` pattern, the dependency call, the states
/// it sets, and the custom handler's signature.
struct EventContext {
    let module: ModuleModel

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
            transition = .string(Self.stateExpression(module.states[target]) { SwiftNames.escaped($0.name) })
        case .custom:
            used = Set(event.values.map(\.name))
            custom = .object(["handlerCall": .string(handlerCall(event))])
        }
        return .object([
            "name": .string(SwiftNames.escaped(event.name)),
            "declaration": .string(ModuleContext.declaration(event.name, event.values)),
            "docLines": ModuleContext.doc(event.doc),
            "pattern": .string(Self.pattern(event, binding: used)),
            "calls": calls,
            "transition": transition,
            "custom": custom,
        ])
    }

    func customEvent(_ event: ModuleModel.Event, isFirst: Bool) -> MustacheValue {
        let parameters = event.values.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }
        return .object([
            "name": .string(event.name),
            "isFirst": .bool(isFirst),
            "docLines": ModuleContext.doc(event.doc),
            "handlerSignature": .string("\(SwiftNames.escaped(event.name))(\(parameters.joined(separator: ", ")))"),
        ])
    }

    /// The event a view sends when it appears: the first event without values that calls a dependency.
    func appearEvent() -> MustacheValue {
        guard let event = module.events.first(where: { $0.values.isEmpty && $0.isCall }) else { return .null }
        return .object(["name": .string(SwiftNames.escaped(event.name))])
    }

    /// Events without values other than the appear event: the starter view gives each a button.
    func buttonEvents() -> [MustacheValue] {
        let appear = module.events.first(where: { $0.values.isEmpty && $0.isCall })?.name
        return module.events.filter { $0.values.isEmpty && $0.name != appear }.map { event in
            .object([
                "name": .string(SwiftNames.escaped(event.name)), "title": .string(SwiftText.stringLiteral(event.name)),
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
        return "\(name)(\(state.values.map { "\(SwiftNames.escaped($0.name)): \(value($0))" }.joined(separator: ", ")))"
    }

    private func handlerCall(_ event: ModuleModel.Event) -> String {
        let arguments = event.values.map { "\(SwiftNames.escaped($0.name)): \(SwiftNames.escaped($0.name))" }
        return "\(SwiftNames.escaped(event.name))(\(arguments.joined(separator: ", ")))"
    }

    private func calls(_ call: ModuleModel.Call, event: ModuleModel.Event) -> MustacheValue {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let arguments = zip(method.parameters, call.arguments).map { parameter, value in
            let argument = SwiftNames.escaped(value)
            return parameter.label.map { "\(SwiftNames.escaped($0)): \(argument)" } ?? argument
        }
        var expression =
            "\(SwiftNames.escaped(dependency.propertyName)).\(SwiftNames.escaped(method.name))("
            + arguments.joined(separator: ", ") + ")"
        if method.isAsync { expression = "await " + expression }
        if method.isThrowing { expression = "try " + expression }

        let resultName = ["result", "response", "output", "returnedValue"].first { name in
            !event.values.contains { $0.name == name }
        }!
        var successAssignment: MustacheValue = .null
        var statement = expression
        if let index = call.onSuccess {
            let state = module.states[index]
            successAssignment = .string(Self.stateExpression(state) { _ in resultName })
            if !state.values.isEmpty { statement = "let \(resultName) = \(expression)" }
        }
        if method.returnType != nil, !statement.hasPrefix("let ") { statement = "_ = \(expression)" }
        let failureAssignment: MustacheValue =
            call.onFailure.map { index in
                .string(Self.stateExpression(module.states[index]) { _ in "String(describing: error)" })
            } ?? .null
        return .object([
            "throws": .bool(method.isThrowing),
            "whileState": call.whileState.map { .string("." + SwiftNames.escaped(module.states[$0].name)) } ?? .null,
            "callStatement": .string(statement),
            "successAssignment": successAssignment,
            "failureAssignment": failureAssignment,
        ])
    }
}

extension ModuleModel.Event {
    var isCall: Bool {
        if case .calls = behaviour { return true }
        return false
    }
}
