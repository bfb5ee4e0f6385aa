import ArchgenBehaviour
import ArchgenSpec

/// The tests of a second send while an event's work runs: its policy, and the sends that cancel that work.
extension ProgramTestBuilder {
    /// What every policy test of an event shares: its first way (`path`), the send again (`again`), the held call.
    struct PolicySetup {
        let event: ModuleModel.Event
        let policy: ModuleModel.Policy
        let path: PathFinder.Path
        let finder: PathFinder
        let call: ModuleModel.MethodCall
        let again: (values: [PathFinder.Variable: TestValue]?, trace: PathFinder.Trace)
        /// The held call's gate, and the spy's calls of its method.
        let gate: String, calls: String
        /// The first send's calls of the method at first (several at once) and in all; the second send's in all (its
        /// values may differ from the first's).
        let first: Int, all: Int, allAgain: Int
        /// The calls of the method each send makes.
        let firstMade: [PathFinder.Call], againMade: [PathFinder.Call]
        /// The calls the held gate sees a send make at first: of every method of the dependency (several at once).
        let atOnce: Int
    }

    /// Sent again while its first call is held: dropped, the running work cancelled, or both running; a dropping
    /// event also runs again once its task was cancelled; and a send whose guards do not hold (`nothing`) changes
    /// nothing, so it cancels no running work either.
    func policyTests(
        _ event: ModuleModel.Event, policy: ModuleModel.Policy, path: PathFinder.Path, finder: PathFinder,
        call: ModuleModel.MethodCall, nothing: PathFinder.Path?,
        again: (values: [PathFinder.Variable: TestValue]?, trace: PathFinder.Trace), names: inout TestNames
    ) -> [Context.ProgramTest] {
        let method = module.dependencies[call.dependency].methods[call.method]
        let (first, all) = counts(of: call, path: path, finder: finder)
        let key = (call.dependency, call.method)
        let firstMade = path.trace.calls.filter { ($0.dependency, $0.method) == key }
        let againMade = again.trace.calls.filter { ($0.dependency, $0.method) == key }
        let setup = PolicySetup(
            event: event, policy: policy, path: path, finder: finder, call: call, again: again,
            gate: "\(spy(call.dependency)).gate", calls: "\(spy(call.dependency)).\(method.name)Calls", first: first,
            all: all, allAgain: againMade.count, firstMade: firstMade, againMade: againMade,
            atOnce: callsAtOnce(to: "\(spy(call.dependency)).gate", path: path, finder: finder))
        var tests: [Context.ProgramTest] = []
        if let refused = refusedSendTest(setup, nothing: nothing, names: &names) { tests.append(refused) }
        if let debounced = debounceTest(setup, names: &names) { tests.append(debounced) }
        if let repeated = repeatedSendTest(setup, names: &names) { tests.append(repeated) }
        if let superseded = supersededReloadTest(setup, names: &names) { tests.append(superseded) }
        return tests + variantTests(setup, names: &names)
    }

    /// An event that drops a repeated send, sent again with the same values while its first send's call is held: it
    /// makes no call. A command's double tap writes once (Language.md, "A second send"); a debounced query's repeat is
    /// dropped once its wait ends, and the running work answers (typing "inv", then back to "in": "Debounce").
    private func repeatedSendTest(_ setup: PolicySetup, names: inout TestNames) -> Context.ProgramTest? {
        let debounced = setup.event.debounce != nil
        let name = setup.event.name + (debounced ? "SentAgainAlikeWhileRunningIsDropped" : "SentTwiceWritesOnce")
        guard setup.event.dropsRepeatedSends,
            var test = test(
                setup.event, path: setup.path, finder: setup.finder, name: names.claim(name), mode: .before,
                checked: false)
        else { return nil }
        test.sentAgain = Context.SentAgain(
            gate: setup.gate, calls: setup.calls, cancelsFirst: false, isDrop: true, firstCancelled: "false",
            secondCalls: "", expectedCalls: "\(setup.all)", second: nil, argumentChecks: [])
        // (The repeat waits out its debounce first: the test lets the held call go once the repeat is dropped.)
        if debounced { test.sentAgain?.secondWaits = "\(setup.atOnce)" }
        return test
    }

    /// A command sent again once its first send's write is done and its reload (the query after it) held: when the
    /// second send's write is done and its reload starts, the first's reload is cancelled, as the later one answers for
    /// both writes (Language.md 6). For a way whose task makes one write, then the reload, both async.
    private func supersededReloadTest(_ setup: PolicySetup, names: inout TestNames) -> Context.ProgramTest? {
        let (event, path, finder) = (setup.event, setup.path, setup.finder)
        let calls = path.trace.calls
        guard setup.policy == .parallel, event.debounce == nil, let first = firstWrite(path, finder: finder),
            setup.again.trace.calls.prefix(2).map(\.site) == calls.prefix(2).map(\.site),
            var test = policyTest(setup, names.claim(event.name + "SentAgainSupersedesTheEarlierReload"))
        else { return nil }
        let same = first.sameGate
        test.sentAgain = Context.SentAgain(
            gate: first.writeGate, calls: "", cancelsFirst: false, isDrop: false, firstCancelled: "true",
            secondCalls: nil, expectedCalls: nil, second: test.sentAgain?.second,
            superseded: Context.Superseded(
                writeGate: first.writeGate, reloadGate: first.reloadGate, sameGate: same, secondWrite: same ? "3" : "2",
                cancelledWithin: same ? "3" : "1"),
            firstWrite: first)
        return test
    }

    /// Where `path`'s task makes one write, then a reload (the query after it), both async: the gates they reach and
    /// the number of the reload at its gate, for a test that lets the write through and holds the reload.
    func firstWrite(_ path: PathFinder.Path, finder: PathFinder) -> Context.FirstWrite? {
        let calls = path.trace.calls
        guard calls.count >= 2, let top = path.trace.top, case .calls(let first)? = finder.blocks[top].work,
            first.calls.count == 1,
            module.dependencies[calls[0].dependency].awaitsWrite(calls[0].method),
            case let reloader = module.dependencies[calls[1].dependency],
            reloader.methods[calls[1].method].isAsync, !PathFinder.returnsStream(reloader.methods[calls[1].method]),
            !reloader.isCommand(calls[1].method)
        else { return nil }
        let (writeGate, reloadGate) = ("\(spy(calls[0].dependency)).gate", "\(spy(calls[1].dependency)).gate")
        return Context.FirstWrite(
            writeGate: writeGate, reloadGate: reloadGate, sameGate: writeGate == reloadGate,
            firstReload: writeGate == reloadGate ? "2" : "1")
    }

    /// The policy test, with the second send's own values declared when they differ, and the calls of the method
    /// checked with the arguments of `made`, where there are such.
    private func policyTest(_ setup: PolicySetup, _ name: String, made: [PathFinder.Call] = []) -> Context.ProgramTest?
    {
        let (event, path, finder) = (setup.event, setup.path, setup.finder)
        guard let values = setup.again.values else {
            return test(event, path: path, finder: finder, name: name, mode: .before, checked: false)
        }
        var scenario = path.scenario
        for (variable, value) in values { scenario[variable] = value }
        let second = Second(event: event, scenario: scenario, made: made.isEmpty ? nil : (setup.call, made))
        return test(event, path: path, finder: finder, name: name, mode: .beside(second))
    }

    /// Sent with values its guards refuse, in the same start, while the first send's call is held. (A debounced send
    /// supersedes the waiting one whatever its guards say: Language.md, "Debounce".)
    private func refusedSendTest(
        _ setup: PolicySetup, nothing: PathFinder.Path?, names: inout TestNames
    ) -> Context.ProgramTest? {
        let (event, path, finder) = (setup.event, setup.path, setup.finder)
        guard setup.policy == .latest || !event.cancels.isEmpty, event.debounce == nil, let nothing,
            !event.values.isEmpty
        else { return nil }
        var scenario = path.scenario
        for value in event.values {
            scenario[.event(value.name)] = nothing.scenario.values[.event(value.name)]
        }
        guard finder.run(scenario)?.trace.decisions.first == "top=-1",
            var test = test(
                event, path: path, finder: finder,
                name: names.claim(event.name + "MatchingNothingLeavesTheRunningOneAlone"),
                mode: .beside(Second(event: event, scenario: scenario)))
        else { return nil }
        test.sentAgain?.gate = setup.gate
        test.sentAgain?.calls = setup.calls
        test.sentAgain?.secondCalls = "\(setup.atOnce)"
        test.sentAgain?.secondMakesNone = true
        test.sentAgain?.expectedCalls = "\(setup.all)"
        return test
    }

    /// Under a debounce, two sends at once both wait, and only the second calls, with its own values, from where the
    /// test started: the first's changes never ran (Language.md, "Debounce").
    private func debounceTest(_ setup: PolicySetup, names: inout TestNames) -> Context.ProgramTest? {
        var atOnce = setup.path.scenario
        for (variable, value) in setup.again.values ?? [:] { atOnce[variable] = value }
        let key = (setup.call.dependency, setup.call.method)
        guard let milliseconds = setup.event.debounce, let alone = setup.finder.run(atOnce),
            alone.trace.decisions.first == setup.path.trace.decisions.first
        else { return nil }
        let made = alone.trace.calls.filter { ($0.dependency, $0.method) == key }
        guard
            var test = policyTest(
                setup, names.claim(setup.event.name + "SentTwiceAtOnceOnlyTheLastCalls"),
                made: made.count == 1 ? made : [])
        else { return nil }
        test.sentAgain = Context.SentAgain(
            gate: setup.gate, calls: setup.calls, cancelsFirst: false, isDrop: false, firstCancelled: "true",
            secondCalls: "", expectedCalls: "\(made.count)", second: test.sentAgain?.second,
            debounce: module.binding == .box ? "\(milliseconds)_000_000" : ".milliseconds(\(milliseconds))",
            argumentChecks: test.sentAgain?.argumentChecks ?? [])
        return test
    }

    /// What the policy does with a second send while the first's call is held.
    private func variantTests(_ setup: PolicySetup, names: inout TestNames) -> [Context.ProgramTest] {
        // A parallel send that sets a kept value the running query's call read cancels that query (Language.md,
        // "Work"): as under `latest`.
        let policy = setup.policy == .parallel && setsWhatItsQueryRead(setup) ? .latest : setup.policy
        let variants: [(name: String, cancelsFirst: Bool)] =
            switch policy {
            case .drop: [("SentAgainWhileRunningIsDropped", false), ("RunsAgainOnceItsTaskIsCancelled", true)]
            case .latest: [("SentAgainCancelsTheRunningOne", false)]
            case .parallel: [("SentAgainRunsBesideTheRunningOne", false)]
            }
        // Both of a parallel event's sends make their calls, each with its own values (one each: their order is the
        // sends').
        let made =
            policy == .parallel && setup.firstMade.count == 1 && setup.againMade.count == 1
            ? setup.firstMade + setup.againMade : []
        // (Sent again with the same values, such a command drops the send: `repeatedSendTest`.)
        if policy == .parallel, setup.event.dropsRepeatedSends, setup.again.values == nil { return [] }
        return variants.compactMap { variant in
            guard var test = policyTest(setup, names.claim(setup.event.name + variant.name), made: made) else {
                return nil
            }
            let isDrop = policy == .drop && !variant.cancelsFirst
            // A cancelled first send makes only its first calls; a parallel one makes them all.
            let expected =
                isDrop ? setup.all : policy == .parallel ? setup.all + setup.allAgain : setup.first + setup.allAgain
            test.sentAgain = Context.SentAgain(
                gate: setup.gate, calls: setup.calls, cancelsFirst: variant.cancelsFirst, isDrop: isDrop,
                firstCancelled: policy == .latest || variant.cancelsFirst ? "true" : "false",
                secondCalls: "\(2 * setup.atOnce)", expectedCalls: "\(expected)", second: test.sentAgain?.second,
                argumentChecks: test.sentAgain?.argumentChecks ?? [])
            return test
        }
    }

    /// Whether the send's alternative sets a kept value its first calls read, for a query whose task registers that
    /// reading (`registeredReadings`).
    private func setsWhatItsQueryRead(_ setup: PolicySetup) -> Bool {
        guard let index = setup.path.trace.top, setup.finder.blocks.indices.contains(index) else { return false }
        let block = setup.finder.blocks[index]
        return !registeredReadings(setup.event, path: setup.path, finder: setup.finder)
            .isDisjoint(with: module.keptValues(setBy: block.assignments + block.during))
    }

    /// The kept values the first calls of `path`'s way read where `event`'s task registers that reading (the writer's
    /// `registeredReads`: only where an outcome judges the answer before another await): setting one cancels the work.
    func registeredReadings(_ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder) -> Set<String> {
        guard let index = path.trace.top, finder.blocks.indices.contains(index),
            case .calls(let work)? = finder.blocks[index].work
        else { return [] }
        var writer = EventWriter(
            module: module, event: event, place: .init(eventValue: { $0 }, valuesAreLocals: true, indent: 0),
            showingAnswers: [])
        _ = writer.write()
        return Set(writer.judgedReadings(work.calls, afterWrite: false)).intersection(writer.registeredReads)
    }

    /// How many calls of `call`'s method `path`'s send makes at first (several at once), and in all.
    func counts(of call: ModuleModel.MethodCall, path: PathFinder.Path, finder: PathFinder) -> (
        first: Int, all: Int
    ) {
        let key = (call.dependency, call.method)
        let first: Int =
            switch path.trace.top.map({ finder.blocks[$0].work }) ?? nil {
            case .calls(let work)?: work.calls.filter { ($0.dependency, $0.method) == key }.count
            default: 1
            }
        return (first, path.trace.calls.filter { ($0.dependency, $0.method) == key }.count)
    }

    /// A custom event sent beside running work, with samples for its values; nil where archgen cannot build one.
    func customSend(_ event: ModuleModel.Event) -> Second? {
        var fixtures = Fixtures(module)
        var scenario = PathFinder.Scenario()
        for value in event.values {
            guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
            scenario[.event(value.name)] = TestValue.from(sample, type: value.type, models: fixtures.models)
        }
        return Second(event: event, scenario: scenario)
    }
}
