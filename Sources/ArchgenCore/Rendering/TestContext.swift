import Mustache

/// Decides the generated tests: for each `calls` event its `while` state, success and failure paths; for each
/// `to` event its transition; for VIP presenters, each state's presentation. Each test declares its sample values
/// as locals first (so every line stays short), and the values are distinct, so a wrong argument or state is
/// caught. States are state references (see `EventContext.stateReference`), spelled by each pattern's template.
struct TestContext {
    let module: ModuleModel

    /// The constants a test declares before it acts.
    private struct Locals {
        private var names: Set<String> = [
            "sut", "task", "request", "response", "viewModel", "adapter", "store", "expected",
        ]
        private(set) var declarations: [MustacheValue] = []
        /// The values of the state a test starts in: only patterns that hold a state (MVVM) declare them.
        private(set) var startDeclarations: [MustacheValue] = []

        /// Declares `let <base> = <value>` (renamed if taken) and returns the name to use.
        mutating func declare(_ base: String, _ value: SwiftExpression, type: TypeExpression, start: Bool = false)
            -> String
        {
            var name = base
            var suffix = 2
            while names.contains(name) || SwiftNames.reserved.contains(name) {
                name = "\(base)\(suffix)"
                suffix += 1
            }
            names.insert(name)
            let escaped = SwiftNames.escaped(name)
            // `nil` alone has no type to infer (an optional whose value archgen cannot build).
            let head = value.flat == "nil" ? "let \(escaped): \(type) = " : "let \(escaped) = "
            let declaration = MustacheValue.object([
                "declaration": .string(head + value.layout(indent: 8, column: 8 + head.count))
            ])
            if start {
                startDeclarations.append(declaration)
            } else {
                declarations.append(declaration)
            }
            return escaped
        }
    }

    /// Sample values for one event, and the source of more.
    private struct Samples {
        var values: [(name: String, type: TypeExpression, value: SwiftExpression)]
        var fixtures: Fixtures
    }

    /// One item per test of events; exactly one of its kind keys is non-null.
    func tests() -> [MustacheValue] {
        var tests: [MustacheValue] = []
        for event in module.events {
            var fixtures = Fixtures(models: module.models)
            var values: [(name: String, type: TypeExpression, value: SwiftExpression)] = []
            for value in event.values {
                guard let sample = fixtures.value(of: value.type, label: value.name) else { break }
                values.append((value.name, value.type, sample))
            }
            guard values.count == event.values.count else { continue }
            // Every test starts from these samples: what one test adds never changes another's values.
            let samples = Samples(values: values, fixtures: fixtures)
            switch event.behaviour {
            case .calls(let call): tests += callTests(call, event: event, samples: samples)
            case .transition(let target): tests += transitionTest(to: target, event: event, samples: samples)
            case .custom: continue
            }
        }
        return tests
    }

    /// One test per state whose values archgen can build: presenting it must display it (VIP presenters).
    func presentationTests() -> [MustacheValue] {
        module.states.compactMap { state in
            var fixtures = Fixtures(models: module.models)
            var locals = Locals()
            var names: [String: String] = [:]
            for value in state.values {
                guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
                names[value.name] = locals.declare(value.name, sample, type: value.type)
            }
            return .object([
                "name": .string(
                    "present\(SwiftNames.upperFirst(state.name))Displays\(SwiftNames.upperFirst(state.name))"),
                "locals": .list(locals.declarations),
                "state": EventContext.stateReference(state) { names[$0.name]! },
            ])
        }
    }

    // MARK: - Pieces

    /// The states a unit goes through, each marked `isLast` so templates can separate them.
    private func sequence(_ states: [MustacheValue]) -> MustacheValue {
        .list(
            states.enumerated().map { index, state in
                guard case .object(var fields) = state else { return state }
                fields["isLast"] = .bool(index == states.count - 1)
                fields["isOnly"] = .bool(states.count == 1)
                return .object(fields)
            })
    }

    private func test(_ kind: String, _ name: String, _ locals: Locals, _ fields: [String: MustacheValue])
        -> MustacheValue
    {
        var item: [String: MustacheValue] = [
            "whileTest": .null, "successTest": .null, "failureTest": .null, "transitionTest": .null,
        ]
        var hasSequence = false
        if case .list(let states)? = fields["sequence"] { hasSequence = !states.isEmpty }
        item[kind] = .object(
            fields.merging([
                "hasSequence": .bool(hasSequence),
                "name": .string(name),
                "testName": .string("test" + SwiftNames.upperFirst(name)),
                "locals": .list(locals.declarations),
                "startLocals": .list(locals.startDeclarations),
            ]) { $1 })
        return .object(item)
    }

    /// The event as a state-reference-shaped value (`name`, `upperName`, `hasValues`, `arguments`), declaring its
    /// values as locals; also returns the local names by value name.
    private func eventReference(_ event: ModuleModel.Event, _ samples: Samples, _ locals: inout Locals)
        -> (MustacheValue, [String: String])
    {
        var names: [String: String] = [:]
        for (name, type, value) in samples.values { names[name] = locals.declare(name, value, type: type) }
        let arguments = event.values.map { "\(SwiftNames.argumentLabel($0.name)): \(names[$0.name]!)" }
        return (
            .object([
                "name": .string(SwiftNames.escaped(event.name)),
                "upperName": .string(SwiftNames.upperFirst(event.name)),
                "hasValues": .bool(!event.values.isEmpty),
                "arguments": .string(arguments.joined(separator: ", ")),
            ]), names
        )
    }

    /// A state to start in that differs from `avoided`, as the `startState` of a test: null for the initial state
    /// (when it differs), else the first other state, in the spec's order, whose sample values can be built (declared
    /// as locals), so adding a state elsewhere never changes the test; nil when no state can be built.
    private func startState(avoiding avoided: Int, _ samples: inout Samples, _ locals: inout Locals) -> MustacheValue? {
        if module.initialState != avoided { return .null }
        for (index, state) in module.states.enumerated() where index != avoided {
            var fixtures = samples.fixtures
            var names: [String: String] = [:]
            var declared = locals
            for value in state.values {
                guard let sample = fixtures.value(of: value.type, label: value.name) else { break }
                names[value.name] = declared.declare(value.name, sample, type: value.type, start: true)
            }
            guard names.count == state.values.count else { continue }
            samples.fixtures = fixtures
            locals = declared
            return EventContext.stateReference(state) { names[$0.name]! }
        }
        return nil
    }

    private func transitionTest(to target: Int, event: ModuleModel.Event, samples: Samples) -> [MustacheValue] {
        var samples = samples
        var locals = Locals()
        let (reference, names) = eventReference(event, samples, &locals)
        guard let start = startState(avoiding: target, &samples, &locals) else { return [] }
        let state = module.states[target]
        let expected = EventContext.stateReference(state) { names[$0.name]! }
        let name = "\(event.name)GoesTo\(SwiftNames.upperFirst(state.name))"
        return [
            test(
                "transitionTest", name, locals,
                ["startState": start, "event": reference, "expectedState": expected, "sequence": sequence([expected])])
        ]
    }

    private func callTests(_ call: ModuleModel.Call, event: ModuleModel.Event, samples base: Samples)
        -> [MustacheValue]
    {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let upperMethod = SwiftNames.upperFirst(method.name)
        let spy = "sut.\(SwiftNames.escaped(dependency.propertyName))"
        // The spy's members are the method's name plus a suffix (`forCalls`): never a keyword, never escaped.
        let methodName = method.name
        let whileState = call.whileState.map { EventContext.stateReference(module.states[$0]) { _ in "" } }
        var tests: [MustacheValue] = []

        if let whileIndex = call.whileState, let whileState {
            var locals = Locals()
            var samples = base
            let (reference, _) = eventReference(event, samples, &locals)
            // The call still runs after the check: a method that returns without throwing needs its result set.
            var arrange: MustacheValue? = .null
            if !method.isThrowing, let type = method.returnType {
                arrange = samples.fixtures.value(of: type, label: "result").map { value in
                    .string("\(spy).\(methodName)Result = \(locals.declare("result", value, type: type))")
                }
            }
            if let arrange, let start = startState(avoiding: whileIndex, &samples, &locals) {
                let name =
                    "\(event.name)Shows\(SwiftNames.upperFirst(module.states[whileIndex].name))While\(upperMethod)Runs"
                tests.append(
                    test(
                        "whileTest", name, locals,
                        ["startState": start, "event": reference, "whileState": whileState, "arrange": arrange]))
            }
        }

        var samples = base
        let returned = method.returnType.flatMap { samples.fixtures.value(of: $0, label: "result") }
        if method.returnType == nil || returned != nil {
            var locals = Locals()
            let (reference, names) = eventReference(event, samples, &locals)
            var arrange: MustacheValue = .null
            var resultName = ""
            if let returned {
                resultName = locals.declare("result", returned, type: method.returnType!)
                arrange = .string(
                    "\(spy).\(methodName)Result = " + (method.isThrowing ? ".success(\(resultName))" : resultName))
            }
            let checks: [MustacheValue] = zip(method.parameters, call.arguments).map { parameter, value in
                .object([
                    "keyPath": .string("\\.\(SwiftNames.escaped(parameter.name))"), "value": .string(names[value]!),
                ])
            }
            let success = call.onSuccess.map { module.states[$0] }
            let expected = success.map { EventContext.stateReference($0) { _ in resultName } }
            // Started in the state it expects, a test could not tell the state change from its absence.
            let start = call.onSuccess.flatMap { startState(avoiding: $0, &samples, &locals) } ?? .null
            let name =
                success.map { "\(event.name)Shows\(SwiftNames.upperFirst($0.name))When\(upperMethod)Succeeds" }
                ?? "\(event.name)Calls\(upperMethod)"
            tests.append(
                test(
                    "successTest", name, locals,
                    [
                        "startState": start,
                        "event": reference,
                        "arrange": arrange,
                        "calls": .string("\(spy).\(methodName)Calls"),
                        "argumentChecks": .list(checks),
                        "expectedState": expected ?? .null,
                        "sequence": sequence([whileState, expected].compactMap { $0 }),
                        // What a custom handler does with the result is the user's: only the call is checked then.
                        "checksEffects": .bool(call.onSuccessHandler == nil),
                    ]))
        }

        if let failureIndex = call.onFailure {
            var locals = Locals()
            var samples = base
            let (reference, _) = eventReference(event, samples, &locals)
            let start = startState(avoiding: failureIndex, &samples, &locals) ?? .null
            let message = SwiftText.stringLiteral("\(method.name) failed")
            let error = "\(module.name)MockError(description: \(message))"
            let arrange =
                method.returnType != nil
                ? "\(spy).\(methodName)Result = .failure(\(error))" : "\(spy).\(methodName)Error = \(error)"
            let failure = module.states[failureIndex]
            let expected = EventContext.stateReference(failure) { _ in message }
            let name = "\(event.name)Shows\(SwiftNames.upperFirst(failure.name))When\(upperMethod)Fails"
            tests.append(
                test(
                    "failureTest", name, locals,
                    [
                        "startState": start,
                        "event": reference,
                        "arrange": .string(arrange),
                        "expectedState": expected,
                        "sequence": sequence([whileState, expected].compactMap { $0 }),
                    ]))
        }
        return tests
    }
}
