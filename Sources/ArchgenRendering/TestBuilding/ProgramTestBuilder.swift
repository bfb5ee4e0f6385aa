import ArchgenBehaviour
import ArchgenSpec

/// Decides the generated tests of events said with the keys of real screens: one per way through the event's work
/// that `PathFinder` finds (its values set up, the event sent and awaited, then everything checked: the state, the
/// fields, the kept values the work sets, the routes, the effects and every call with its arguments); one per way
/// that starts work, checking what shows before the work runs; and one that cancels that work while its first call
/// waits, checking that nothing more shows. A way archgen cannot set up is named in the test file instead.
struct ProgramTestBuilder {
    let module: ModuleModel
    /// How model values are spelled: calls of the test target's fixture builders.
    private let fixtures: ModelFixtures

    init(module: ModuleModel) {
        (self.module, self.fixtures) = (module, ModelFixtures(module))
    }

    /// The tests, and why some ways have none. `releases`: whether the module needs a release test of its own (no
    /// event of the first format has one). `appear`: the first load's test, where the appear event is said with these
    /// keys.
    func tests(releases: Bool) -> (tests: [Context.ProgramTest], untested: [String], appear: Context.AppearTest?) {
        var tests: [Context.ProgramTest] = []
        var untested: [String] = []
        var appear: Context.AppearTest?
        var names = TestNames()
        var releases = releases
        for event in module.events {
            guard case .blocks(let blocks) = event.behaviour else { continue }
            let finder = PathFinder(module: module, event: event, blocks: blocks)
            var whiles: Set<String> = []
            var policyTested = false
            var cancelsTested = false
            let paths = finder.paths()
            // A send whose guards do not hold (the values of one, when there is such a way).
            let nothing = paths.first { $0.trace.decisions.first == "top=-1" }
            var reached: Set<String> = []
            for path in paths {
                guard !path.trace.handedOver else { continue }
                let (name, doc) = self.name(self.way(event, blocks: blocks, path: path), &names)
                guard let test = test(event, path: path, finder: finder, name: name, doc: doc, mode: .awaits) else {
                    untested.append("No test of '\(event.name)' \(describe(path)): archgen cannot set up its values.")
                    continue
                }
                reached.formUnion(path.trace.decisions.map(Self.alternative))
                tests.append(test)
                // Once per alternative at the top that starts work: what shows before it runs, and that cancelling it
                // shows nothing more.
                guard let top = path.trace.decisions.first, let index = Int(top.dropFirst(4)), index >= 0,
                    let work = blocks[index].work, whiles.insert(top).inserted
                else { continue }
                let base = self.way(event, blocks: blocks, path: path, depth: 1)
                // What shows before the work runs, from values that what the send sets changes.
                let shown = finder.distinctBeforeWork(path)
                let (beforeName, beforeDoc) = self.name(base, then: "BeforeItsWorkRuns", &names)
                if let before = self.test(
                    event, path: shown, finder: finder, name: beforeName, doc: beforeDoc, mode: .before)
                {
                    tests.append(before)
                }
                guard let call = firstCall(work), holds(call) else { continue }
                let gate = "\(spy(call.dependency)).gate"
                let (cancelledName, cancelledDoc) = self.name(base, before: "cancelled", &names)
                if let cancelled = self.test(
                    event, path: shown, finder: finder, name: cancelledName, doc: cancelledDoc,
                    mode: .cancelled(gate: gate))
                {
                    tests.append(cancelled)
                }
                // A call that fails once its task was cancelled (an async one: a method that throws at once, before
                // its stream is held, fails before anything can cancel it), or that throws `CancellationError`,
                // shows no failure.
                let method = module.dependencies[call.dependency].methods[call.method]
                if method.isThrowing {
                    let failures: [(PathFinder.Failure, (before: String, then: String), Mode)] =
                        (method.isAsync ? [(.mock, ("cancelling", "ShowsNoFailure"), .cancelled(gate: gate))] : [])
                        + [(.cancelled, ("", "ShowsNoFailureForACancelledCall"), .awaits)]
                    for (failure, words, mode) in failures {
                        var scenario = path.scenario
                        for sibling in finder.calls.indices
                        where PathFinder.sameMethod(finder.calls[sibling], call) {
                            scenario.outcomes[sibling] = .failure(failure)
                        }
                        guard let failing = finder.run(scenario),
                            failing.trace.decisions.first == path.trace.decisions.first
                        else { continue }
                        let (name, doc) = self.name(base, before: words.before, then: words.then, &names)
                        guard
                            let test = self.test(event, path: failing, finder: finder, name: name, doc: doc, mode: mode)
                        else { continue }
                        tests.append(test)
                    }
                }
                // The event's policy, once (its first way that starts async work), and the unit's release, once.
                if !policyTested, let policy = event.policy,
                    let again = finder.sentAgain(path, differing: policy == .parallel || event.debounce != nil)
                {
                    policyTested = true
                    tests += policyTests(
                        event, policy: policy, path: path, finder: finder, call: call, nothing: nothing,
                        again: again, names: &names)
                }
                // The first load, set up as this way's test is (its first call held). One load makes every call of
                // the way; a cancelled one, only those it starts with, and the next starts where it left the unit.
                if appear == nil, module.appearEvent.map({ module.events[$0].name }) == event.name,
                    let test = self.test(
                        event, path: path, finder: finder, name: "appear", mode: .before, checked: false),
                    let left = finder.scenarioAfterSend(path), let next = finder.run(left),
                    next.trace.decisions.first == path.trace.decisions.first,
                    next.trace.calls.first?.site == path.trace.calls.first?.site
                {
                    let (first, all) = counts(of: call, path: path, finder: finder)
                    let again = counts(of: call, path: next, finder: finder).all
                    appear = Context.AppearTest(
                        locals: test.locals + test.startLocals, gate: gate,
                        calls: "\(spy(call.dependency)).\(method.name)Calls", callsOnce: "\(all)",
                        callsAgain: "\(first + again)", arrange: test.arrange, expected: nil,
                        viewModelArguments: "", sutArguments: test.sutArguments, kept: test.kept)
                }
                // What cancels that work, once.
                if !cancelsTested {
                    cancelsTested = true
                    tests += cancelledTests(event, path: path, finder: finder, gate: gate, names: &names, &untested)
                }
                // (A command's task outlives its unit: its release does not cancel it.)
                if releases, !EventWriter.writes(event, in: module),
                    var released = self.test(
                        event, path: path, finder: finder, name: names.claim("releasingTheUnitCancelsItsWork"),
                        mode: .before, checked: false)
                {
                    releases = false
                    released.released = Context.Released(gate: gate, gateType: "\(module.name)CallGate")
                    tests.append(released)
                }
            }
            if appear == nil, module.appearEvent.map({ module.events[$0].name }) == event.name {
                untested.append(
                    "No test that the first load of '\(event.name)' runs once, and again when cancelled: archgen found "
                        + "no way whose work a spy can hold and that a second load after a cancelled one takes again; "
                        + "test it by hand.")
            }
            if !cancelsTested, let index = module.events.firstIndex(where: { $0.name == event.name }) {
                for other in module.events where other.cancels.contains(index) {
                    untested.append(
                        "No test that '\(other.name)' cancels the running '\(event.name)': its work makes no call "
                            + "a test can hold (async, or returning a stream); test it by hand.")
                }
            }
            // Every alternative no test reaches is named: the search for values that lead there gave up.
            for (key, block) in Self.alternatives(blocks, key: "top") where !reached.contains(key) {
                untested.append(
                    "No test of '\(event.name)' reaches its alternative \(key) ('\(words(block))'): archgen found no "
                        + "values that lead there; test it by hand.")
            }
        }
        return (tests, untested, appear)
    }

    /// A choice as the alternative it took (`top.0.success=1`), an element's number left out.
    private static func alternative(_ decision: String) -> String {
        decision.split(separator: ".").map { part in
            guard part.hasPrefix("each") else { return String(part) }
            return "each" + part.dropFirst(4).drop(while: \.isNumber)
        }.joined(separator: ".")
    }

    /// Every alternative of `blocks` and of their outcomes, as `alternative` names the choice of it.
    private static func alternatives(_ blocks: [ModuleModel.Block], key: String) -> [(String, ModuleModel.Block)] {
        blocks.enumerated().flatMap { index, block -> [(String, ModuleModel.Block)] in
            let inner = "\(key).\(index)"
            var found = [("\(key)=\(index)", block)]
            switch block.work {
            case .calls(let work)?:
                found += alternatives(work.onSuccess, key: inner + ".success")
                found += alternatives(work.onFailure, key: inner + ".failure")
            case .stream(let stream)?:
                found += alternatives(stream.onEach, key: inner + ".each")
                found += alternatives(stream.onEnd, key: inner + ".end")
                found += alternatives(stream.onFailure, key: inner + ".failure")
            case .handOver?, nil: break
            }
            return found
        }
    }

    /// Sent again while its first call is held: dropped, the running work cancelled, or both running; a dropping
    /// event also runs again once its task was cancelled; and a send whose guards do not hold (`nothing`) changes
    /// nothing, so it cancels no running work either.
    private func policyTests(
        _ event: ModuleModel.Event, policy: ModuleModel.Policy, path: PathFinder.Path, finder: PathFinder,
        call: ModuleModel.MethodCall, nothing: PathFinder.Path?,
        again: (values: [PathFinder.Variable: TestValue]?, trace: PathFinder.Trace), names: inout TestNames
    ) -> [Context.ProgramTest] {
        let method = module.dependencies[call.dependency].methods[call.method]
        let gate = "\(spy(call.dependency)).gate"
        let calls = "\(spy(call.dependency)).\(method.name)Calls"
        let variants: [(name: String, cancelsFirst: Bool)] =
            switch policy {
            case .drop: [("SentAgainWhileRunningIsDropped", false), ("RunsAgainOnceItsTaskIsCancelled", true)]
            case .latest: [("SentAgainCancelsTheRunningOne", false)]
            case .parallel: [("SentAgainRunsBesideTheRunningOne", false)]
            }
        let (first, all) = counts(of: call, path: path, finder: finder)
        let key = (call.dependency, call.method)
        // The second send's calls of the method in all (its values may differ from the first's).
        let allAgain = again.trace.calls.filter { ($0.dependency, $0.method) == key }.count
        // The calls of the method each send makes (one each: their order is the sends').
        let firstMade = path.trace.calls.filter { ($0.dependency, $0.method) == key }
        let againMade = again.trace.calls.filter { ($0.dependency, $0.method) == key }
        // The test, with the second send's own values declared when they differ, and the calls of the method checked
        // with the arguments of `made`, where there are such.
        func policyTest(_ name: String, made: [PathFinder.Call] = []) -> Context.ProgramTest? {
            guard let values = again.values else {
                return self.test(event, path: path, finder: finder, name: name, mode: .before, checked: false)
            }
            var scenario = path.scenario
            scenario.values.merge(values) { _, new in new }
            let second = Second(event: event, scenario: scenario, made: made.isEmpty ? nil : (call, made))
            return self.test(event, path: path, finder: finder, name: name, mode: .beside(second))
        }
        var tests: [Context.ProgramTest] = []
        // Sent with values its guards refuse, in the same start, while the first send's call is held.
        // (A debounced send supersedes the waiting one whatever its guards say: Language.md, "Debounce".)
        if policy == .latest || !event.cancels.isEmpty, event.debounce == nil, let nothing, !event.values.isEmpty {
            var scenario = path.scenario
            for value in event.values {
                scenario.values[.event(value.name)] = nothing.scenario.values[.event(value.name)]
            }
            if finder.run(scenario)?.trace.decisions.first == "top=-1",
                var test = self.test(
                    event, path: path, finder: finder,
                    name: names.claim(event.name + "MatchingNothingLeavesTheRunningOneAlone"),
                    mode: .beside(Second(event: event, scenario: scenario)))
            {
                test.sentAgain?.gate = gate
                test.sentAgain?.calls = calls
                test.sentAgain?.secondCalls = "\(first)"
                test.sentAgain?.secondMakesNone = true
                test.sentAgain?.expectedCalls = "\(all)"
                tests.append(test)
            }
        }
        // Under a debounce, two sends at once both wait, and only the second calls, with its own values.
        if let milliseconds = event.debounce,
            var test = policyTest(
                names.claim(event.name + "SentTwiceAtOnceOnlyTheLastCalls"), made: againMade.count == 1 ? againMade : []
            )
        {
            test.sentAgain = Context.SentAgain(
                gate: gate, calls: calls, cancelsFirst: false, isDrop: false, firstCancelled: "true", secondCalls: "",
                expectedCalls: "\(allAgain)", second: test.sentAgain?.second,
                debounce: module.binding == .box ? "\(milliseconds)_000_000" : ".milliseconds(\(milliseconds))",
                argumentChecks: test.sentAgain?.argumentChecks ?? [])
            tests.append(test)
        }
        return tests
            + variants.compactMap { variant in
                // Both of a parallel event's sends make their calls, each with its own values.
                let made =
                    policy == .parallel && firstMade.count == 1 && againMade.count == 1 ? firstMade + againMade : []
                guard var test = policyTest(names.claim(event.name + variant.name), made: made) else { return nil }
                let isDrop = policy == .drop && !variant.cancelsFirst
                // A cancelled first send makes only its first calls; a parallel one makes them all.
                let expected = isDrop ? all : policy == .parallel ? all + allAgain : first + allAgain
                test.sentAgain = Context.SentAgain(
                    gate: gate, calls: calls, cancelsFirst: variant.cancelsFirst, isDrop: isDrop,
                    firstCancelled: policy == .latest || variant.cancelsFirst ? "true" : "false",
                    secondCalls: "\(2 * first)", expectedCalls: "\(expected)", second: test.sentAgain?.second,
                    argumentChecks: test.sentAgain?.argumentChecks ?? [])
                return test
            }
    }

    /// Sent while the work of `path` waits for its first call, held: each event that cancels that work does so, with
    /// values that let it act; and so does this event, under `latest`, with values that take an alternative at the top
    /// without work of its own (an `else` that clears the screen).
    private func cancelledTests(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, gate: String,
        names: inout TestNames, _ untested: inout [String]
    ) -> [Context.ProgramTest] {
        guard let start = finder.scenarioAfterSend(path),
            let index = module.events.firstIndex(where: { $0.name == event.name })
        else { return [] }
        let heldAtOnce = callsAtOnce(to: gate, path: path, finder: finder)
        // Each second send, with the way of this event it is sent beside.
        var seconds: [(way: Way, then: String, second: Second, running: PathFinder.Path)] = []
        if event.policy == .latest {
            for (alternative, block) in finder.blocks.enumerated()
            where block.work == nil && "top=\(alternative)" != path.trace.decisions.first {
                guard let sent = finder.sent(after: start, takes: { $0 == "top=\(alternative)" }) else {
                    untested.append(
                        "No test that '\(event.name)' sent again taking its alternative top=\(alternative) cancels its "
                            + "running work: archgen found no values that lead there then; test it by hand.")
                    continue
                }
                let base = self.way(event, blocks: finder.blocks, path: sent, depth: 1)
                seconds.append((base, "CancelsTheRunningOne", Second(event: event, scenario: sent.scenario), path))
            }
        }
        for other in module.events where other.cancels.contains(index) {
            let cancelled = "CancelsTheRunning\(upper(event.name))"
            guard case .blocks(let blocks) = other.behaviour else {
                // A custom event cancels as it is sent, before its handler runs: sent with samples of its values.
                if let second = customSend(other) {
                    seconds.append(
                        (Way(parts: [.init(text: other.name, rank: nil)], description: ""), cancelled, second, path))
                } else {
                    untested.append(
                        "No test that '\(other.name)' cancels the running '\(event.name)': archgen cannot build its "
                            + "values; test it by hand.")
                }
                continue
            }
            let canceller = PathFinder(module: module, event: other, blocks: blocks)
            // The unit starts with samples of what the canceller reads too, where the running way leaves them alone.
            var scenario = path.scenario
            for (variable, value) in canceller.ownSamples()
            where scenario.values[variable] == nil && !path.trace.assigned.contains(variable) {
                scenario.values[variable] = value
            }
            // Where each alternative at the top cancels as it starts (when none may run, the send changes nothing),
            // each is tried; else any that runs.
            let each = blocks.last?.isGuarded == true
            let ways: [(name: String, takes: (String) -> Bool)] =
                each
                ? blocks.indices.map { alternative in
                    ("its alternative top=\(alternative)", { $0 == "top=\(alternative)" })
                }
                : [("any alternative", { !$0.hasSuffix("=-1") })]
            guard let running = finder.run(scenario), running.trace.decisions == path.trace.decisions,
                let start = finder.scenarioAfterSend(running)
            else {
                untested.append(
                    "No test that '\(other.name)' cancels the running '\(event.name)': archgen could not start that "
                        + "work with what '\(other.name)' reads; test it by hand.")
                continue
            }
            var named = false
            for way in ways {
                guard let sent = canceller.sent(after: start, takes: way.takes) else {
                    untested.append(
                        "No test that '\(other.name)' taking \(way.name) cancels the running '\(event.name)': archgen "
                            + "found no values that lead there then; test it by hand.")
                    continue
                }
                // The first by the event's name, the others by their alternative's.
                let base =
                    named
                    ? self.way(other, blocks: blocks, path: sent, depth: 1)
                    : Way(parts: [.init(text: other.name, rank: nil)], description: "")
                named = true
                let calls = Set(sent.trace.calls.map(\.site)).sorted().compactMap { site in
                    sent.scenario.outcomes[site].map { (canceller.calls[site], $0) }
                }
                seconds.append(
                    (base, cancelled, Second(event: other, scenario: sent.scenario, calls: calls), running))
            }
        }
        return seconds.compactMap { way, then, second, running in
            let (name, doc) = self.name(way, then: then, &names)
            guard
                var test = self.test(
                    event, path: running, finder: finder, name: name, doc: doc, mode: .beside(second))
            else { return nil }
            test.sentAgain = Context.SentAgain(
                gate: gate, calls: "", cancelsFirst: false, isDrop: false, firstCancelled: "true", secondCalls: nil,
                expectedCalls: nil, second: test.sentAgain?.second,
                secondWaits: second.event.debounce == nil ? nil : "\(heldAtOnce)")
            return test
        }
    }

    /// How many calls `path`'s send makes at first (several at once) through `gate` (every method of its spy).
    private func callsAtOnce(to gate: String, path: PathFinder.Path, finder: PathFinder) -> Int {
        switch Int(path.trace.decisions[0].dropFirst(4)).map({ finder.blocks[$0].work }) ?? nil {
        case .calls(let work)?: work.calls.filter { "\(spy($0.dependency)).gate" == gate }.count
        default: 1
        }
    }

    /// How many calls of `call`'s method `path`'s send makes at first (several at once), and in all.
    private func counts(of call: ModuleModel.MethodCall, path: PathFinder.Path, finder: PathFinder) -> (
        first: Int, all: Int
    ) {
        let key = (call.dependency, call.method)
        let first: Int =
            switch Int(path.trace.decisions[0].dropFirst(4)).map({ finder.blocks[$0].work }) ?? nil {
            case .calls(let work)?: work.calls.filter { ($0.dependency, $0.method) == key }.count
            default: 1
            }
        return (first, path.trace.calls.filter { ($0.dependency, $0.method) == key }.count)
    }

    /// Whether a spy can hold `call` while a test looks: an async call, or the stream a method returns (held before
    /// its first element).
    private func holds(_ call: ModuleModel.MethodCall) -> Bool {
        let method = module.dependencies[call.dependency].methods[call.method]
        return method.isAsync || PathFinder.returnsStream(method)
    }

    private func firstCall(_ work: ModuleModel.Work) -> ModuleModel.MethodCall? {
        switch work {
        case .calls(let calls): calls.calls.first
        case .stream(let stream): stream.call
        case .handOver: nil
        }
    }

    /// What a test does after sending the event.
    private enum Mode {
        /// Awaits the work, then checks everything.
        case awaits
        /// Checks what shows before the work runs, then awaits it.
        case before
        /// As `before`, with a second send (a policy test, or a test of a send that cancels the work).
        case beside(Second)
        /// Holds the first call, cancels the task, releases the call, then checks that nothing more shows.
        case cancelled(gate: String)
    }

    /// A send while the test's first one's call is held: the event (this one again, or one that cancels its work)
    /// with its values in `scenario`, whose outcomes say what its own calls return.
    private struct Second {
        var event: ModuleModel.Event
        var scenario: PathFinder.Scenario
        /// What its calls return, when it is another event: arranged too (where the first's are not).
        var calls: [(call: ModuleModel.MethodCall, outcome: PathFinder.Outcome)] = []
        /// The calls of `call`'s method the test checks, in order, with their arguments (both sends' or the last's).
        var made: (call: ModuleModel.MethodCall, calls: [PathFinder.Call])? = nil
    }

    /// A custom event sent beside running work, with samples for its values; nil where archgen cannot build one.
    private func customSend(_ event: ModuleModel.Event) -> Second? {
        var fixtures = Fixtures(module)
        var scenario = PathFinder.Scenario()
        for value in event.values {
            guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
            scenario.values[.event(value.name)] = TestValue.from(sample, type: value.type, models: fixtures.models)
        }
        return Second(event: event, scenario: scenario)
    }

    // MARK: - One test

    /// A test of `event` along `path`. `checked` says whether the test checks what the work shows: a release,
    /// first-load or policy test does not (nor does any `beside` one), so no expected value of theirs is declared.
    private func test(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, name: String,
        doc: [Context.DocLine] = [], mode: Mode, checked: Bool = true
    ) -> Context.ProgramTest? {
        var locals = Locals()
        var named = LocalNames()
        func declare(_ base: String, _ value: TestValue, type: TypeExpression, start: Bool = false) -> String {
            if let name = named.name(of: value, as: type) { return name }
            let name = locals.declare(base, fixtures.spell(value), type: type, start: start)
            named.record(value, name, type: type)
            return name
        }
        // An expected value too long for its line is declared first (`#expect(a == b)` cannot be broken), where the
        // test checks it: an unread local fails a build with warnings as errors.
        var checked = checked
        if case .beside = mode { checked = false }
        func expecting(_ value: TestValue, _ type: TypeExpression?) -> String {
            let swift = expression(value, type, named)
            guard checked, swift.flat.count > 40, Self.declarable(value) else { return swift.flat }
            let name = locals.declare("expected", swift, type: .simple("_"))
            named[value] = name
            return name
        }
        let scenario = path.scenario
        // The event's values.
        var eventNames: [String: String] = [:]
        for value in event.values {
            guard let sample = scenario.values[.event(value.name)] else { return nil }
            eventNames[value.name] = declare(value.name, sample, type: value.type)
        }
        let reference = Spelling.reference(event.name, event.values) { eventNames[$0.name]! }
        var sentAgain: Context.SentAgain?
        if case .beside(let second) = mode {
            var names: [String: String] = [:]
            for value in second.event.values {
                guard let sample = second.scenario.values[.event(value.name)] else { return nil }
                let base = second.event.name == event.name ? "other" + upper(value.name) : value.name
                names[value.name] = declare(base, sample, type: value.type)
            }
            sentAgain = Context.SentAgain(
                gate: "", calls: "", cancelsFirst: false, isDrop: false, firstCancelled: "false", secondCalls: "",
                expectedCalls: "",
                second: Context.SecondSend(
                    event: Spelling.reference(second.event.name, second.event.values) { names[$0.name]! }))
            if let made = second.made {
                sentAgain?.argumentChecks = argumentChecks(made.call, made.calls) { render($0, $1, named) }
            }
        }
        // What makeSUT is given: the start state (when not the initial one), the fields, the inputs.
        var arguments: [String] = []
        var startState: Context.Reference?
        if case .enumCase(_, let stateName, _, let values)? = scenario.values[.state],
            let index = module.states.firstIndex(where: { $0.name == stateName })
        {
            let state = module.states[index]
            var names: [String: String] = [:]
            for (declared, value) in zip(state.values, values) {
                names[declared.name] = declare(declared.name, value, type: declared.type, start: true)
            }
            let start = Spelling.reference(state) { names[$0.name]! }
            startState = start
            arguments.append("state: ." + start.name + (start.hasValues ? "(\(start.arguments))" : ""))
        }
        if !module.fields.isEmpty, module.fields.indices.contains(where: { scenario.values[.field($0)] != nil }) {
            let values = module.fields.indices.map { finder.startValue(of: .field($0), in: scenario) }
            let fields = fieldsArguments(values) { render($0, $1, named) }
            if !fields.isEmpty { arguments.append("fields: .init(\(fields))") }
        }
        for (index, input) in module.inputs.enumerated() {
            guard let value = scenario.values[.input(index)] else { return nil }
            arguments.append("\(SwiftNames.argumentLabel(input.name)): \(render(value, input.type, named))")
        }
        let kept = module.storage.indices.compactMap { index -> Context.KeptValue? in
            scenario.values[.storage(index)].map {
                let kept = module.storage[index]
                return Context.KeptValue(name: SwiftNames.escaped(kept.name), value: render($0, kept.type, named))
            }
        }
        // What each call reached returns or throws (one spy per method: two calls of it must agree).
        var arrange: [String] = []
        var arranged: [String: PathFinder.Outcome] = [:]
        for site in Set(path.trace.calls.map(\.site)).sorted() {
            let call = finder.calls[site]
            let key = "\(call.dependency).\(call.method)"
            guard let outcome = scenario.outcomes[site] else { return nil }
            if let earlier = arranged[key] {
                guard earlier == outcome else { return nil }
                continue
            }
            arranged[key] = outcome
            guard let statement = self.arrange(call, outcome, &locals, &named) else { return nil }
            arrange += statement
        }
        // And what the second send's calls return, where it is another event that calls other methods.
        if case .beside(let second) = mode {
            for (call, outcome) in second.calls {
                let key = "\(call.dependency).\(call.method)"
                guard arranged[key] == nil else { continue }
                arranged[key] = outcome
                guard let statement = self.arrange(call, outcome, &locals, &named) else { return nil }
                arrange += statement
            }
        }
        // What to check: after the work, or what shows before it runs (and, cancelled, after it).
        let snapshot: PathFinder.Snapshot
        var checks: [Context.Check] = []
        var holds: String?
        switch mode {
        case .awaits:
            snapshot = path.trace.final
            checks = callChecks(event, path: path, finder: finder, expected: expecting) { counts in
                // A long literal is declared first, as an expected value is (`#expect(a == b)` cannot be broken).
                counts.flat.count > 40 ? locals.declare("expectedCalls", counts, type: .simple("_")) : counts.flat
            }
        case .before, .beside:
            guard let after = path.trace.afterSend else { return nil }
            snapshot = after
        case .cancelled(let gate):
            // Cancelled, the work puts back what it set for its duration.
            guard let after = path.trace.afterCancel else { return nil }
            snapshot = after
            holds = gate
        }
        let state = module.states[snapshot.state.index]
        let expected = Spelling.reference(state) { value in
            expecting(snapshot.state.values[state.values.firstIndex(of: value)!], value.type)
        }
        // What was told, in order, is read by some patterns' tests only (inside `expectShows(...)`, whose arguments
        // break across lines): it names the locals declared for the rest and declares none of its own.
        func told(_ items: [PathFinder.Report]) -> [Context.Told] {
            let inline = { (value: TestValue, type: TypeExpression?) in expression(value, type, named).flat }
            return items.enumerated().map { position, item in
                var told = Context.Told(isLast: position == items.count - 1)
                switch item {
                case .state(let index, let values):
                    let state = module.states[index]
                    told.state = Spelling.reference(state) { value in
                        inline(values[state.values.firstIndex(of: value)!], value.type)
                    }
                case .fields(let values): told.fields = fieldsArguments(values, inline)
                case .route(let value): told.route = inline(value, nil)
                case .effect(let value): told.effect = inline(value, nil)
                }
                return told
            }
        }
        let toldStates = snapshot.told.filter { if case .state = $0 { true } else { false } }
        let toldFields = snapshot.told.filter { if case .fields = $0 { true } else { false } }
        let assigned = Set(
            finder.allBlocks.flatMap(\.assignments).compactMap { assignment -> Int? in
                if case .storage(let index) = assignment.target { return index }
                return nil
            })
        let keptChecks = assigned.sorted().map { index in
            Context.KeptValue(
                name: SwiftNames.escaped(module.storage[index].name),
                value: expecting(snapshot.storage[index], module.storage[index].type))
        }
        // Every expected value every pattern reads is spelled (declaring the long ones) before the locals are read.
        // What is as it started (the fields) or empty (what was reported) is left to `expectShows`'s defaults.
        let fields = module.fields.isEmpty ? nil : fieldsArguments(snapshot.fields, expecting)
        // A route or an effect is a case of the unit's own enum, whose values' types its case declares.
        let routes =
            snapshot.routes.isEmpty
            ? nil : "[" + snapshot.routes.map { expecting($0, nil) }.joined(separator: ", ") + "]"
        let effects =
            snapshot.effects.isEmpty
            ? nil : "[" + snapshot.effects.map { expecting($0, nil) }.joined(separator: ", ") + "]"
        let everything = told(snapshot.told)
        let states = told(toldStates)
        let fieldChanges = told(toldFields)
        return Context.ProgramTest(
            name: name, testName: "test" + upper(name), docLines: doc, locals: locals.declarations,
            startLocals: locals.startDeclarations, startState: startState,
            sutArguments: arguments.joined(separator: ", "), kept: kept, arrange: arrange, event: reference,
            awaits: { if case .awaits = mode { true } else if case .cancelled = mode { true } else { false } }(),
            holds: holds, checks: checks,
            expectedState: expected, told: everything, toldStates: states, toldFields: fieldChanges,
            hasToldStates: !states.isEmpty, hasToldFields: !fieldChanges.isEmpty,
            fieldsArguments: fields?.isEmpty == false ? fields : nil, keptChecks: keptChecks, routes: routes,
            effects: effects, sentAgain: sentAgain,
            released: nil)
    }

    /// `isLoadingMore: true`: the fields whose values are not what they start as (`Fields.init`'s defaults).
    private func fieldsArguments(_ values: [TestValue], _ text: (TestValue, TypeExpression) -> String) -> String {
        zip(module.fields, values).filter { TestValue.equal($1, PathFinder.start($0)) != true }
            .map { "\(SwiftNames.argumentLabel($0.name)): \(text($1, $0.type))" }.joined(separator: ", ")
    }

    /// Every method the event's work calls anywhere: how often it was called on this way, and with what.
    /// The counts are one check of the subject's `callCounts`, which leaves out the methods never called: it checks
    /// too that the event calls no other method.
    private func callChecks(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder,
        expected: (TestValue, TypeExpression?) -> String, counted: (SwiftExpression) -> String
    ) -> [Context.Check] {
        var checks: [Context.Check] = []
        var counts: [(key: SwiftExpression, value: SwiftExpression)] = []
        var seen: Set<String> = []
        for call in finder.calls {
            let key = "\(call.dependency).\(call.method)"
            guard seen.insert(key).inserted else { continue }
            let dependency = module.dependencies[call.dependency]
            let method = dependency.methods[call.method]
            let made = path.trace.calls.filter { $0.dependency == call.dependency && $0.method == call.method }
            guard !made.isEmpty else { continue }
            counts.append((.atom(Spelling.callKey(dependency, method)), .atom("\(made.count)")))
            checks += argumentChecks(call, made, expected)
        }
        guard !module.dependencies.isEmpty else { return checks }
        return [Context.Check(actual: "sut.callCounts", expected: counted(.dictionary(counts)))] + checks
    }

    /// `sut.service.loadCalls.map(\.page) == [1, 2]`: the arguments of `made`, calls of `call`'s method, a check per
    /// parameter (but a closure).
    private func argumentChecks(
        _ call: ModuleModel.MethodCall, _ made: [PathFinder.Call], _ expected: (TestValue, TypeExpression?) -> String
    ) -> [Context.Check] {
        let method = module.dependencies[call.dependency].methods[call.method]
        let calls = "\(spy(call.dependency)).\(method.name)Calls"
        return method.parameters.enumerated().filter { !$0.element.type.isFunction }.map { index, parameter in
            Context.Check(
                actual: "\(calls).map(\\.\(SwiftNames.escaped(parameter.name)))",
                expected: expected(.array(made.map { $0.arguments[index] }), .array(parameter.type)))
        }
    }

    /// The statements that make `call`'s spy do `outcome` (nil when archgen cannot say it).
    private func arrange(
        _ call: ModuleModel.MethodCall, _ outcome: PathFinder.Outcome, _ locals: inout Locals,
        _ named: inout LocalNames
    ) -> [String]? {
        let method = module.dependencies[call.dependency].methods[call.method]
        let member = "\(spy(call.dependency)).\(method.name)"
        func error(_ failure: PathFinder.Failure) -> String {
            switch failure {
            case .mock: "\(module.name)MockError(description: \"failed\")"
            case .value(_, let value): fixtures.spell(value).flat
            case .cancelled: "CancellationError()"
            }
        }
        switch outcome {
        case .success(nil):
            return []
        case .success(let value?):
            guard let type = method.returnType else { return [] }
            let name = locals.declare(call.resultName ?? "result", fixtures.spell(value), type: type)
            named.record(value, name, type: type)
            return ["\(member)Result = " + (method.isThrowing ? ".success(\(name))" : name)]
        case .failure(let failure):
            return method.returnType != nil
                ? ["\(member)Result = .failure(\(error(failure)))"] : ["\(member)Error = \(error(failure))"]
        case .stream(let elements, let end):
            guard let type = method.returnType, let element = PathFinder.streamElement(type) else { return nil }
            var names: [String] = []
            for value in elements {
                let name = locals.declare(call.resultName ?? "element", fixtures.spell(value), type: element)
                named.record(value, name, type: element)
                names.append(name)
            }
            let list = "[" + names.joined(separator: ", ") + "]"
            let throwing: Bool =
                if case .named(let parts) = type { parts[0].name == "AsyncThrowingStream" } else {
                    false
                }
            let stream =
                throwing
                ? "\(module.name)Streams.throwing(\(list)\(end.map { ", then: \(error($0))" } ?? ""))"
                : "\(module.name)Streams.of(\(list))"
            return ["\(member)Result = " + (method.isThrowing ? ".success(\(stream))" : stream)]
        }
    }

    // MARK: - Spelling

    /// `value` in Swift where a value of `type` goes (nil: not known), a local's name where the test declared one of
    /// that value that fits there (`LocalNames`).
    private func render(_ value: TestValue, _ type: TypeExpression?, _ named: LocalNames) -> String {
        expression(value, type, named).flat
    }

    /// `value` as a fixture expression where a value of `type` goes, a local's name where one fits (`LocalNames`).
    private func expression(_ value: TestValue, _ type: TypeExpression?, _ named: LocalNames) -> SwiftExpression {
        if let name = named.name(of: value, as: type) { return .atom(name) }
        switch value {
        case .enumCase(let model, let name, let labels, let values) where Self.unitEnums.contains(model):
            // The unit's own enums (`State`, `Route`, `Effect`) are written `.name`, where their type is known.
            let callee = "." + SwiftNames.escaped(name)
            let cases = model == "State" ? module.states : model == "Route" ? module.routes : module.effects
            let declared = cases.first { $0.name == name }?.values
            return values.isEmpty
                ? .atom(callee)
                : .call(
                    callee,
                    zip(labels, values).map { label, value in
                        let type = declared?.first { $0.name == label }?.type
                        return (SwiftNames.argumentLabel(label), expression(value, type, named))
                    })
        default: return fixtures.spell(value, as: type) { expression($0, $1, named) }
        }
    }

    private static let unitEnums: Set<String> = ["State", "Route", "Effect"]

    /// Whether a long expected value can be declared as a local of its own (its type follows from it).
    private static func declarable(_ value: TestValue) -> Bool {
        switch value {
        case .array(let elements): !elements.isEmpty
        case .model: true
        case .enumCase(let model, _, _, _): !unitEnums.contains(model)
        // Text archgen could not compute is the code's own expression over typed values (`result.items`).
        case .text(let text): !text.hasPrefix(".") && !text.hasPrefix("[") && text != "nil"
        default: false
        }
    }

    private func spy(_ dependency: Int) -> String {
        "sut.\(SwiftNames.escaped(module.dependencies[dependency].propertyName))"
    }

    func upper(_ name: String) -> String { SwiftNames.upperFirst(name) }

    // MARK: - Naming

    /// The way in words, for the note of a way without a test.
    private func describe(_ path: PathFinder.Path) -> String {
        "(" + path.trace.decisions.joined(separator: ", ") + ")"
    }
}
