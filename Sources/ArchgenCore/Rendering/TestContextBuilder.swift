/// Decides the generated tests: for each `calls` event its `while` state, success and failure paths; for each
/// `to` event its transition; for VIP presenters, each state's presentation. Each test declares its sample values
/// as locals first (so every line stays short), and the values are distinct, so a wrong argument or state is
/// caught. States are references (see `Spelling.reference`), spelled by each pattern's template.
struct TestContextBuilder {
    let module: ModuleModel

    /// Sample values for one event, and the source of more.
    private struct Samples {
        var values: [(name: String, type: TypeExpression, value: SwiftExpression)]
        var fixtures: Fixtures
    }

    /// What every test of an event has: its name, the event it sends, its locals and the state it starts in.
    private struct Basics {
        var name: String
        var event: Context.Reference
        var locals: Locals
        var startState: Context.Reference?

        var testName: String { "test" + SwiftNames.upperFirst(name) }
    }

    /// One item per test of events; exactly one of its kinds is there.
    func tests() -> [Context.EventTests] {
        var tests: [Context.EventTests] = []
        for event in module.events {
            // Every test starts from these samples: what one test adds never changes another's values.
            guard let samples = samples(for: event) else { continue }
            switch event.behaviour {
            case .calls(let call): tests += callTests(call, event: event, samples: samples)
            case .transition(let target): tests += transitionTest(to: target, event: event, samples: samples)
            case .custom, .program: continue
            }
            tests += cancelsTests(event, samples: samples)
        }
        return tests
    }

    /// For each event `event` cancels whose work calls an async method: that work is running, held, when `event` is
    /// sent, and is cancelled by it.
    private func cancelsTests(_ event: ModuleModel.Event, samples base: Samples) -> [Context.EventTests] {
        event.cancels.compactMap { index in
            let other = module.events[index]
            guard case .calls(let call) = other.behaviour,
                module.dependencies[call.dependency].methods[call.method].isAsync, let samples = samples(for: other)
            else { return nil }
            var locals = Locals()
            let (running, _) = eventReference(other, samples, &locals)
            let (reference, _) = eventReference(event, base, &locals)
            let name = "\(event.name)CancelsTheRunning\(SwiftNames.upperFirst(other.name))"
            return Context.EventTests(
                cancelsTest: Context.CancelsTest(
                    name: name, testName: "test" + SwiftNames.upperFirst(name), event: reference,
                    running: Context.Running(event: running), locals: locals.declarations,
                    gate: "\(spy(call)).gate"))
        }
    }

    /// One test per state whose values archgen can build: presenting it must display it (VIP presenters).
    func presentationTests() -> [Context.PresentationTest] {
        module.states.compactMap { state in
            var fixtures = Fixtures(module)
            var locals = Locals()
            var names: [String: String] = [:]
            for value in state.values {
                guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
                names[value.name] = locals.declare(value.name, sample, type: value.type)
            }
            let upper = SwiftNames.upperFirst(state.name)
            return Context.PresentationTest(
                name: "present\(upper)Displays\(upper)", locals: locals.declarations,
                state: Spelling.reference(state) { names[$0.name]! },
                viewModelArguments: DisplayRows(module: module).arguments(state) { names[$0.name]! })
        }
    }

    // MARK: - Pieces

    /// Why events that are not custom get no test: the type of a value archgen cannot build, and how to give one; and
    /// which event said with the keys of real screens cancels one of the first format, untested.
    func untested() -> [String] {
        module.events.compactMap { event in
            guard event.behaviour != .custom, samples(for: event) == nil else { return nil }
            var fixtures = Fixtures(module)
            let value = event.values.first { fixtures.value(of: $0.type, label: $0.name) == nil }
            let type = value.map { "'\($0.type)'" } ?? "a value"
            return "No test of '\(event.name)': archgen cannot build \(type); give one in the spec's \"samples\"."
        }
            + module.events.flatMap { event -> [String] in
                guard case .program = event.behaviour else { return [] }
                return event.cancels.compactMap { index in
                    guard case .calls = module.events[index].behaviour else { return nil }
                    let running = module.events[index].name
                    return "No test that '\(event.name)' cancels the running '\(running)': '\(running)' is said in the "
                        + "first format (a bare call), whose tests set up no start that '\(event.name)' acts in; test it "
                        + "by hand."
                }
            }
    }

    /// Sample values for `event`'s values, or nil when archgen cannot build one of them.
    private func samples(for event: ModuleModel.Event) -> Samples? {
        var fixtures = Fixtures(module)
        var values: [(name: String, type: TypeExpression, value: SwiftExpression)] = []
        for value in event.values {
            guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
            values.append((value.name, value.type, sample))
        }
        return Samples(values: values, fixtures: fixtures)
    }

    /// The states a unit goes through, each marked so templates can separate them.
    private func sequence(_ states: [Context.Reference]) -> [Context.Step] {
        states.enumerated().map { index, state in
            Context.Step(
                name: state.name, upperName: state.upperName, hasValues: state.hasValues, arguments: state.arguments,
                isLast: index == states.count - 1, isOnly: states.count == 1)
        }
    }

    /// The event as a reference, declaring its values as locals; also returns the local names by value name.
    private func eventReference(_ event: ModuleModel.Event, _ samples: Samples, _ locals: inout Locals)
        -> (Context.Reference, [String: String])
    {
        var names: [String: String] = [:]
        for (name, type, value) in samples.values { names[name] = locals.declare(name, value, type: type) }
        return (Spelling.reference(event.name, event.values) { names[$0.name]! }, names)
    }

    /// A state to start in that differs from `avoided`: nil inside for the initial state (when it differs), else the
    /// first other state, in the spec's order, whose sample values can be built (declared as locals), so adding a
    /// state elsewhere never changes the test; nil when no state can be built.
    private func startState(avoiding avoided: Int, _ samples: inout Samples, _ locals: inout Locals)
        -> Context.Reference??
    {
        if module.initialState != avoided { return .some(nil) }
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
            return Spelling.reference(state) { names[$0.name]! }
        }
        return nil
    }

    private func transitionTest(to target: Int, event: ModuleModel.Event, samples: Samples) -> [Context.EventTests] {
        var samples = samples
        var locals = Locals()
        let (reference, names) = eventReference(event, samples, &locals)
        guard let start = startState(avoiding: target, &samples, &locals) else { return [] }
        let state = module.states[target]
        let expected = Spelling.reference(state) { names[$0.name]! }
        let test = Basics(
            name: "\(event.name)GoesTo\(SwiftNames.upperFirst(state.name))", event: reference, locals: locals,
            startState: start)
        return [
            Context.EventTests(
                transitionTest: Context.TransitionTest(
                    name: test.name, testName: test.testName, event: test.event, locals: test.locals.declarations,
                    startLocals: test.locals.startDeclarations, startState: test.startState, hasSequence: true,
                    expectedState: expected, sequence: sequence([expected])))
        ]
    }

    private func callTests(_ call: ModuleModel.Call, event: ModuleModel.Event, samples base: Samples)
        -> [Context.EventTests]
    {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let upperMethod = SwiftNames.upperFirst(method.name)
        let whileState = call.whileState.map { Spelling.reference(module.states[$0]) { _ in "" } }
        var tests: [Context.EventTests] = []

        if let whileIndex = call.whileState, let whileState {
            var locals = Locals()
            var samples = base
            let (reference, _) = eventReference(event, samples, &locals)
            // The call still runs after the check: a method that returns without throwing needs its result set.
            var arrange: String?? = .some(nil)
            if !method.isThrowing, let type = method.returnType {
                arrange = samples.fixtures.value(of: type, label: "result").map { value in
                    self.arrange(call, locals.declare("result", value, type: type))
                }
            }
            if let arrange, let start = startState(avoiding: whileIndex, &samples, &locals) {
                let name =
                    "\(event.name)Shows\(SwiftNames.upperFirst(module.states[whileIndex].name))While\(upperMethod)Runs"
                let test = Basics(name: name, event: reference, locals: locals, startState: start)
                tests.append(
                    Context.EventTests(
                        whileTest: Context.WhileTest(
                            name: test.name, testName: test.testName, event: test.event,
                            locals: test.locals.declarations, startLocals: test.locals.startDeclarations,
                            startState: test.startState, hasSequence: false, whileState: whileState, arrange: arrange)))
            }
        }

        var samples = base
        let returned = method.returnType.flatMap { samples.fixtures.value(of: $0, label: "result") }
        if method.returnType == nil || returned != nil {
            var locals = Locals()
            let (reference, names) = eventReference(event, samples, &locals)
            var arrange: String?
            var resultName = ""
            if let returned {
                resultName = locals.declare("result", returned, type: method.returnType!)
                arrange = self.arrange(call, resultName)
            }
            let checks = zip(method.parameters, call.arguments).map { parameter, value in
                Context.ArgumentCheck(keyPath: "\\.\(SwiftNames.escaped(parameter.name))", value: names[value]!)
            }
            let success = call.onSuccess.map { module.states[$0] }
            let expected = success.map { Spelling.reference($0) { _ in resultName } }
            // Started in the state it expects, a test could not tell the state change from its absence.
            let start: Context.Reference? =
                call.onSuccess.flatMap { startState(avoiding: $0, &samples, &locals) } ?? nil
            let name =
                success.map { "\(event.name)Shows\(SwiftNames.upperFirst($0.name))When\(upperMethod)Succeeds" }
                ?? "\(event.name)Calls\(upperMethod)"
            let steps = sequence([whileState, expected].compactMap { $0 })
            let test = Basics(name: name, event: reference, locals: locals, startState: start)
            tests.append(
                Context.EventTests(
                    successTest: Context.SuccessTest(
                        name: test.name, testName: test.testName, event: test.event, locals: test.locals.declarations,
                        startLocals: test.locals.startDeclarations, startState: test.startState,
                        hasSequence: !steps.isEmpty, arrange: arrange, expectedState: expected, sequence: steps,
                        calls: "\(spyMember(call))Calls", argumentChecks: checks,
                        // What a custom handler does with the result is the user's: only the call is checked then.
                        checksEffects: call.onSuccessHandler == nil)))
        }

        if let failureIndex = call.onFailure {
            var locals = Locals()
            var samples = base
            let (reference, _) = eventReference(event, samples, &locals)
            let start: Context.Reference? = startState(avoiding: failureIndex, &samples, &locals) ?? nil
            let message = SwiftText.stringLiteral("\(method.name) failed")
            let arrange = failing(call, with: "\(module.name)MockError(description: \(message))")
            let failure = module.states[failureIndex]
            // `makeSUT` words errors as `described: <description>`: the state shows what `describeError` said.
            let expected = Spelling.reference(failure) { _ in
                SwiftText.stringLiteral("described: \(method.name) failed")
            }
            let steps = sequence([whileState, expected].compactMap { $0 })
            let test = Basics(
                name: "\(event.name)Shows\(SwiftNames.upperFirst(failure.name))When\(upperMethod)Fails",
                event: reference, locals: locals, startState: start)
            tests.append(
                Context.EventTests(
                    failureTest: Context.FailureTest(
                        name: test.name, testName: test.testName, event: test.event, locals: test.locals.declarations,
                        startLocals: test.locals.startDeclarations, startState: test.startState,
                        hasSequence: !steps.isEmpty, arrange: arrange, expectedState: expected, sequence: steps)))
        }
        if method.isAsync, let policy = event.policy {
            tests += concurrencyTests(call, event: event, policy: policy, samples: base)
        }
        if let test = debounceTest(call, event: event, samples: base) { tests.append(test) }
        return tests
    }

    /// A debounced event sent twice at once: each send waits the debounce, the newer cancels the older meanwhile, and
    /// only the newer calls.
    private func debounceTest(_ call: ModuleModel.Call, event: ModuleModel.Event, samples base: Samples)
        -> Context.EventTests?
    {
        guard let milliseconds = event.debounce else { return nil }
        var samples = base
        var locals = Locals()
        let (reference, _) = eventReference(event, samples, &locals)
        guard let arrange = heldResult(call, &samples.fixtures, &locals) else { return nil }
        let name = "\(event.name)WaitsItsDebounceAndCallsOnlyForTheLastSend"
        return Context.EventTests(
            debounceTest: Context.DebounceTest(
                name: name, testName: "test" + SwiftNames.upperFirst(name), event: reference,
                locals: locals.declarations, arrange: arrange, calls: "\(spyMember(call))Calls",
                duration: ".milliseconds(\(milliseconds))"))
    }

    // MARK: - Concurrency

    /// The statement that sets what the spy of `call` returns (for a method that returns a value).
    private func arrange(_ call: ModuleModel.Call, _ value: String) -> String {
        let method = module.dependencies[call.dependency].methods[call.method]
        return "\(spyMember(call))Result = " + (method.isThrowing ? ".success(\(value))" : value)
    }

    /// The statement that makes the spy of `call` throw `error` (for a method that throws).
    private func failing(_ call: ModuleModel.Call, with error: String) -> String {
        let method = module.dependencies[call.dependency].methods[call.method]
        return method.returnType != nil
            ? "\(spyMember(call))Result = .failure(\(error))" : "\(spyMember(call))Error = \(error)"
    }

    /// The spy of `call`'s dependency in a test's subject (`sut.usersService`).
    private func spy(_ call: ModuleModel.Call) -> String {
        "sut.\(SwiftNames.escaped(module.dependencies[call.dependency].propertyName))"
    }

    /// The spy's members for `call`'s method, without their suffix (`sut.usersService.fetchUsers`). The suffixed
    /// names are never keywords, so never escaped.
    private func spyMember(_ call: ModuleModel.Call) -> String {
        "\(spy(call)).\(module.dependencies[call.dependency].methods[call.method].name)"
    }

    /// What a test that holds `call` sets its spy to return: nothing when the method throws (unset, it fails) or
    /// returns nothing, else a `result` local; nil when archgen cannot build that result.
    private func heldResult(_ call: ModuleModel.Call, _ fixtures: inout Fixtures, _ locals: inout Locals) -> String?? {
        let method = module.dependencies[call.dependency].methods[call.method]
        guard !method.isThrowing, let type = method.returnType else { return .some(nil) }
        guard let value = fixtures.value(of: type, label: "result") else { return nil }
        return .some(arrange(call, locals.declare("result", value, type: type)))
    }

    /// The tests that hold an async call: the event sent again follows its policy; under `latest`, a superseded
    /// result never shows; a cancelled task shows no failure.
    private func concurrencyTests(
        _ call: ModuleModel.Call, event: ModuleModel.Event, policy: ModuleModel.Policy, samples base: Samples
    ) -> [Context.EventTests] {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let gate = "\(spy(call)).gate"
        let whileState = call.whileState.map { Spelling.reference(module.states[$0]) { _ in "" } }
        let success = call.onSuccess.map { module.states[$0] }
        var tests: [Context.EventTests] = []

        /// The event sent twice, the first call returning `first`, the second `second`.
        func secondSend(name: String, ignoresCancellation: Bool, releasesInReverse: Bool, cancelsFirst: Bool = false)
            -> Context.EventTests?
        {
            var samples = base
            var locals = Locals()
            let (reference, _) = eventReference(event, samples, &locals)
            var results: [String] = []
            if let type = method.returnType {
                for label in ["firstResult", "secondResult"] {
                    guard let value = samples.fixtures.value(of: type, label: label) else { return nil }
                    results.append(locals.declare(label, value, type: type))
                }
            }
            // A state built from each result, in the order they show.
            let shown: (String) -> Context.Reference? = { result in
                success.map { Spelling.reference($0) { _ in result } }
            }
            var steps = [whileState, whileState].compactMap { $0 }
            let expected: Context.Reference?
            switch policy {
            case .drop:
                steps = [whileState].compactMap { $0 }
                expected = shown(results.first ?? "")
                steps += [expected].compactMap { $0 }
            case .latest:
                expected = shown(results.last ?? "")
                steps += [expected].compactMap { $0 }
            case .parallel:
                // The second call is released first: both results show, the first one's last.
                expected = shown(results.first ?? "")
                steps += [shown(results.last ?? ""), expected].compactMap { $0 }
            }
            let test = Basics(name: name, event: reference, locals: locals, startState: nil)
            return Context.EventTests(
                secondSendTest: Context.SecondSendTest(
                    name: test.name, testName: test.testName, event: test.event, locals: test.locals.declarations,
                    startLocals: [], startState: nil, hasSequence: !steps.isEmpty, gate: gate,
                    calls: "\(spyMember(call))Calls", firstArrange: results.first.map { arrange(call, $0) },
                    secondArrange: results.last.map { arrange(call, $0) }, ignoresCancellation: ignoresCancellation,
                    cancelsFirst: cancelsFirst, isDrop: policy == .drop && !cancelsFirst,
                    firstCancelled: policy == .latest || cancelsFirst ? "true" : "false",
                    releasesInReverse: releasesInReverse,
                    expectedCalls: policy == .drop && !cancelsFirst ? "1" : "2",
                    checksEffects: success != nil && !cancelsFirst, expectedState: expected,
                    sequence: sequence(steps)))
        }

        let upper = SwiftNames.upperFirst(event.name)
        let policyName: String
        switch policy {
        case .latest: policyName = "\(event.name)SentAgainCancelsTheRunningOne"
        case .drop: policyName = "\(event.name)SentAgainWhileRunningIsDropped"
        case .parallel: policyName = "\(event.name)SentAgainRunsBesideTheRunningOne"
        }
        if let test = secondSend(name: policyName, ignoresCancellation: false, releasesInReverse: policy == .parallel) {
            tests.append(test)
        }
        // A dropping event whose task was cancelled (its screen went away) while the call goes on runs again when sent:
        // it does not hand back the cancelled task.
        if policy == .drop,
            let test = secondSend(
                name: "\(event.name)RunsAgainOnceItsTaskIsCancelled", ignoresCancellation: true,
                releasesInReverse: false, cancelsFirst: true)
        {
            tests.append(test)
        }
        // Only a result the state shows can be seen to lose.
        if policy == .latest, let success, !success.values.isEmpty,
            let test = secondSend(
                name: "\(event.name)ShowsOnlyTheLatestResult", ignoresCancellation: true, releasesInReverse: true)
        {
            tests.append(test)
        }
        var variants: [(name: String, thrown: String?, late: String?, locals: Locals)] = []
        var locals = Locals()
        var samples = base
        let (reference, _) = eventReference(event, samples, &locals)
        let initialIndex = module.initialState
        let expectedIndex = call.whileState ?? initialIndex
        // A result that comes for a cancelled task: only one the state would show differently can be seen to lose.
        if call.onSuccess != nil || call.onSuccessHandler != nil, call.onSuccess != expectedIndex {
            if let type = method.returnType {
                var resultLocals = locals
                if let value = samples.fixtures.value(of: type, label: "result") {
                    let late = arrange(call, resultLocals.declare("result", value, type: type))
                    variants.append(("cancelled\(upper)ShowsNoResult", nil, late, resultLocals))
                }
            } else {
                variants.append(("cancelled\(upper)ShowsNoResult", nil, nil, locals))
            }
        }
        if method.isThrowing {
            let thrown = failing(call, with: "CancellationError()")
            let late = failing(
                call, with: "\(module.name)MockError(description: \(SwiftText.stringLiteral("\(method.name) failed")))")
            variants += [
                ("cancelling\(upper)ShowsNoFailure", nil, late, locals),
                ("\(event.name)ShowsNoFailureForACancelledCall", thrown, nil, locals),
            ]
        }
        let initial = Spelling.reference(module.states[initialIndex]) { _ in "" }
        let steps = sequence([whileState].compactMap { $0 })
        for variant in variants {
            let test = Basics(name: variant.name, event: reference, locals: variant.locals, startState: nil)
            tests.append(
                Context.EventTests(
                    cancelTest: Context.CancelTest(
                        name: test.name, testName: test.testName, event: test.event,
                        locals: test.locals.declarations, startLocals: [], startState: nil,
                        hasSequence: !steps.isEmpty, gate: gate, thrownArrange: variant.thrown,
                        lateResult: variant.late, expectedState: whileState ?? initial, sequence: steps)))
        }
        return tests
    }

    /// The appear event when it calls an async method: a screen that appears again must not call it again.
    func appearTest() -> Context.AppearTest? {
        guard let index = module.appearEvent, case .calls(let call) = module.events[index].behaviour,
            module.dependencies[call.dependency].methods[call.method].isAsync
        else { return nil }
        var fixtures = Fixtures(module)
        var locals = Locals()
        // The call succeeds with a result the test knows, so the screen must show its success state.
        let method = module.dependencies[call.dependency].methods[call.method]
        var arrange: String?
        var resultName = ""
        if let type = method.returnType {
            guard let value = fixtures.value(of: type, label: "result") else { return nil }
            resultName = locals.declare("result", value, type: type)
            arrange = self.arrange(call, resultName)
        }
        let expected = call.onSuccess.map { Spelling.reference(module.states[$0]) { _ in resultName } }
        return Context.AppearTest(
            locals: locals.declarations, gate: "\(spy(call)).gate", calls: "\(spyMember(call))Calls",
            callsOnce: "1", callsAgain: "2", arrange: arrange.map { [$0] } ?? [], expected: expected,
            viewModelArguments: call.onSuccess.map {
                DisplayRows(module: module).arguments(module.states[$0]) { _ in resultName }
            } ?? "", sutArguments: "", kept: [])
    }

    /// The unit released while the first event with an async call runs (its values and result buildable).
    func releaseTest() -> Context.ReleaseTest? {
        for event in module.events {
            guard case .calls(let call) = event.behaviour, event.policy != nil,
                module.dependencies[call.dependency].methods[call.method].isAsync, var samples = samples(for: event)
            else { continue }
            var locals = Locals()
            let (reference, _) = eventReference(event, samples, &locals)
            guard let arrange = heldResult(call, &samples.fixtures, &locals) else { continue }
            let name = "releasingTheUnitCancelsItsWork"
            return Context.ReleaseTest(
                name: name, testName: "test" + SwiftNames.upperFirst(name), event: reference,
                locals: locals.declarations, gate: "\(spy(call)).gate", arrange: arrange)
        }
        return nil
    }
}
