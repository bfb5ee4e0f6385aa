import ArchgenBehaviour
import ArchgenSpec

/// The tests of the work an alternative at the top starts: what shows before it runs, that cancelling it shows nothing
/// more (nor a failure), and, once per event or module, its policy, the first load, what cancels it and the release.
extension ProgramTestBuilder {
    /// The tests of `work`, which `path`'s alternative at the top starts.
    func workTests(_ path: PathFinder.Path, work: ModuleModel.Work, _ run: inout EventRun, _ collected: inout Collected)
    {
        let (event, finder) = (run.event, run.finder)
        let base = way(event, blocks: run.blocks, path: path, depth: 1)
        // What shows before the work runs, from values that what the send sets changes.
        let shown = finder.distinctBeforeWork(path)
        let (beforeName, beforeDoc) = name(base, then: "BeforeItsWorkRuns", &collected.names)
        if let before = test(event, path: shown, finder: finder, name: beforeName, doc: beforeDoc, mode: .before) {
            collected.tests.append(before)
        }
        guard let call = firstCall(work), holds(call) else { return }
        let gate = "\(spy(call.dependency)).gate"
        let (cancelledName, cancelledDoc) = name(base, before: "cancelled", &collected.names)
        if let cancelled = test(
            event, path: shown, finder: finder, name: cancelledName, doc: cancelledDoc, mode: .cancelled(gate: gate))
        {
            collected.tests.append(cancelled)
        }
        failureTests(path, base: base, call: call, gate: gate, run, &collected)
        onceTests(path, call: call, gate: gate, &run, &collected)
    }

    /// A call that fails once its task was cancelled (an async one: a method that throws at once, before its stream is
    /// held, fails before anything can cancel it), or that throws `CancellationError`, shows no failure.
    private func failureTests(
        _ path: PathFinder.Path, base: Way, call: ModuleModel.MethodCall, gate: String, _ run: EventRun,
        _ collected: inout Collected
    ) {
        let method = module.dependencies[call.dependency].methods[call.method]
        guard method.isThrowing else { return }
        let failures: [(PathFinder.Failure, (before: String, then: String), Mode)] =
            (method.isAsync ? [(.mock, ("cancelling", "ShowsNoFailure"), .cancelled(gate: gate))] : [])
            + [(.cancelled, ("", "ShowsNoFailureForACancelledCall"), .awaits)]
        for (failure, words, mode) in failures {
            var scenario = path.scenario
            for sibling in run.finder.calls.indices where PathFinder.sameMethod(run.finder.calls[sibling], call) {
                scenario[site: sibling] = .failure(failure)
            }
            guard let failing = run.finder.run(scenario),
                failing.trace.decisions.first == path.trace.decisions.first
            else { continue }
            let (name, doc) = name(base, before: words.before, then: words.then, &collected.names)
            guard let test = test(run.event, path: failing, finder: run.finder, name: name, doc: doc, mode: mode)
            else { continue }
            collected.tests.append(test)
        }
    }

    /// The event's policy, once (its first way that starts async work); the first load, once; what cancels that work,
    /// once; and the unit's release, once per module.
    private func onceTests(
        _ path: PathFinder.Path, call: ModuleModel.MethodCall, gate: String, _ run: inout EventRun,
        _ collected: inout Collected
    ) {
        let (event, finder) = (run.event, run.finder)
        if !run.policyTested, let policy = EventWriter.policyOnRunning(event, in: module) {
            // (From the scenario the search found, where the one at a guard's edge refuses a second send.)
            let found = path.found.flatMap(finder.run).flatMap { $0.trace.decisions == path.trace.decisions ? $0 : nil }
            for path in [path] + (found.map { [$0] } ?? []) where !run.policyTested {
                guard
                    let again = finder.sentAgain(
                        path, differing: policy == .parallel || event.debounce != nil,
                        cancelsRunning: policy == .latest)
                else { continue }
                run.policyTested = true
                collected.tests += policyTests(
                    event, policy: policy, path: path, finder: finder, call: call, nothing: run.nothing,
                    again: again, names: &collected.names)
            }
        }
        if collected.appear == nil, module.appearEvent.map({ module.events[$0].name }) == event.name {
            collected.appear = appearTest(event, path: path, finder: finder, call: call, gate: gate)
        }
        if !run.cancelsTested {
            run.cancelsTested = true
            collected.tests += cancelledTests(
                event, path: path, finder: finder, gate: gate, names: &collected.names,
                replacers: &collected.replacers, &collected.untested)
        }
        releaseTest(path, call: call, gate: gate, run, &collected)
    }

    /// Releasing the unit while its call is in flight frees it, and cancels a query's work; a command's task outlives
    /// its unit, so a write in flight is left to finish (Language.md 6). Once per module each: the first query, the
    /// first task that starts with a write that awaits.
    private func releaseTest(
        _ path: PathFinder.Path, call: ModuleModel.MethodCall, gate: String, _ run: EventRun,
        _ collected: inout Collected
    ) {
        let writes = EventWriter.writes(run.event, in: module)
        let cancels: Bool
        if collected.releases, !writes {
            cancels = true
        } else if collected.releasesWrite, writes, module.dependencies[call.dependency].awaitsWrite(call.method) {
            cancels = false
        } else {
            return
        }
        let name = cancels ? "releasingTheUnitCancelsItsWork" : "releasingTheUnitLetsItsWriteFinish"
        guard
            var released = test(
                run.event, path: path, finder: run.finder, name: collected.names.claim(name), mode: .before,
                checked: false)
        else { return }
        if cancels { collected.releases = false } else { collected.releasesWrite = false }
        released.released = Context.Released(gate: gate, gateType: "\(module.name)CallGate", cancels: cancels)
        collected.tests.append(released)
    }

    /// The first load, set up as `path`'s test is (its first call held). One load makes every call of the way; a
    /// cancelled one, only those it starts with, and the next starts where the cancellation left the unit (what the
    /// load set for its duration put back: a guard on a `during` flag lets it run again).
    private func appearTest(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, call: ModuleModel.MethodCall,
        gate: String
    ) -> Context.AppearTest? {
        // (A load that leaves the screen as it first appeared, its state and its fields, routing away or showing
        // nothing, is owed again at the next appearance: Language.md 8.)
        let shows =
            finder.startValue(of: .state, in: path.scenario) != finder.stateValue(path.trace.final)
            || module.fields.indices.contains { index in
                finder.startValue(of: .field(index), in: path.scenario) != path.trace.final.fields[index]
            }
        guard shows,
            let test = test(event, path: path, finder: finder, name: "appear", mode: .before, checked: false),
            let left = finder.scenarioAfterCancel(path), let next = finder.run(left),
            next.trace.decisions.first == path.trace.decisions.first,
            next.trace.calls.first?.site == path.trace.calls.first?.site
        else { return nil }
        let method = module.dependencies[call.dependency].methods[call.method]
        let (first, all) = counts(of: call, path: path, finder: finder)
        let again = counts(of: call, path: next, finder: finder).all
        return Context.AppearTest(
            locals: test.locals + test.startLocals, gate: gate,
            calls: "\(spy(call.dependency)).\(method.name)Calls", callsOnce: "\(all)",
            callsAgain: "\(first + again)", callsTwice: "\(2 * all)", arrange: test.arrange, expected: nil,
            viewModelArguments: "", sutArguments: test.sutArguments,
            reset: resetting(after: path, finder: finder).map { reset in
                Context.SecondSend(event: Spelling.reference(reset.name, []) { _ in "" })
            },
            answered: answering(event, after: path, finder: finder, call: call, first: first))
    }

    /// An event without values that, sent once every appearance left the first load (cancelled after its first
    /// calls), shows a state other than the one the screen first appeared in: the screen is answered for, and the next
    /// appearance owes no load (Language.md 8). Its calls answer as the test arranges them (a method the load calls
    /// too, as there).
    private func answering(
        _ event: ModuleModel.Event, after path: PathFinder.Path, finder: PathFinder, call: ModuleModel.MethodCall,
        first: Int
    ) -> Context.AppearTest.Answered? {
        guard let left = finder.scenarioAfterCancel(path) else { return nil }
        // (Another state than both the first and the one the load left: its own `to`, kept, is no answer.)
        let shown = [path.scenario, left].map { finder.startValue(of: .state, in: $0) }
        for (other, sender, sent) in valuelessSends(after: left, besides: event) {
            guard let final = answered(sent, by: sender, running: path, finder: finder),
                !shown.contains(sender.stateValue(final))
            else { continue }
            let second = Second(event: other, scenario: sent.scenario, calls: answers(of: sent, by: sender))
            guard
                let test = test(
                    event, path: path, finder: finder, name: "answered", mode: .beside(second), checked: false),
                let send = test.sentAgain?.second
            else { continue }
            let made = sent.trace.calls.count { PathFinder.sameMethod(sender.calls[$0.site], call) }
            return Context.AppearTest.Answered(
                locals: test.locals + test.startLocals, arrange: test.arrange, sutArguments: test.sutArguments,
                event: send.event, callsLeft: "\(first + made)")
        }
        return nil
    }

    /// An event without values that, sent once the first load showed its answer, puts the screen back as it first
    /// appeared (its state and fields) without a call: the next appearance owes the first load again (Language.md 8).
    private func resetting(after path: PathFinder.Path, finder: PathFinder) -> ModuleModel.Event? {
        guard let done = finder.scenarioAfterWork(path) else { return nil }
        let first = finder.startValue(of: .state, in: path.scenario)
        let fields = module.fields.indices.map { finder.startValue(of: .field($0), in: path.scenario) }
        for (other, sender, sent) in valuelessSends(after: done, besides: finder.event)
        where sent.trace.calls.isEmpty && sender.stateValue(sent.trace.final) == first
            && sent.trace.final.fields == fields
        {
            return other
        }
        return nil
    }

    /// Each event without values but `event`, said with blocks, sent in `scenario` with an alternative that acts: its
    /// finder and its way, one at a time (what a screen the first load left or answered may see next).
    private func valuelessSends(after scenario: PathFinder.Scenario, besides event: ModuleModel.Event)
        -> some Sequence<(event: ModuleModel.Event, finder: PathFinder, path: PathFinder.Path)>
    {
        module.events.lazy.filter { $0.values.isEmpty && $0.name != event.name }.compactMap { other in
            guard case .blocks(let blocks) = other.behaviour else { return nil }
            let sender = PathFinder(module: module, event: other, blocks: blocks)
            return sender.sent(after: scenario, takes: { !$0.hasSuffix("=-1") }).map { (other, sender, $0) }
        }
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
}
