import ArchgenBehaviour
import ArchgenSpec

/// The tests of sends that cancel an event's running work: the event itself under `latest`, taking an alternative
/// without work, and each event that `cancels` it.
extension ProgramTestBuilder {
    /// A send beside running work: how its test is named, what it sends, and the way of the event it cancels.
    typealias CancellingSend = (way: Way, then: String, second: Second, running: PathFinder.Path)

    /// Sent while the work of `path` waits for its first call, held: each event that cancels that work does so, with
    /// values that let it act; and so does this event, under `latest`, with values that take an alternative at the top
    /// without work of its own (an `else` that clears the screen).
    func cancelledTests(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, gate: String,
        names: inout TestNames, replacers: inout Set<String>, _ untested: inout [Untested]
    ) -> [Context.ProgramTest] {
        guard let start = finder.scenarioAfterSend(path),
            let index = module.events.firstIndex(where: { $0.name == event.name })
        else { return [] }
        let heldAtOnce = callsAtOnce(to: gate, path: path, finder: finder)
        let own = EventWriter.cancelsBeforeChoosing(finder.blocks) ? finder.scenarioAfterCancel(path) : start
        var seconds =
            EventWriter.policyOnRunning(event, in: module) == .latest
            ? own.map { latestSends(event, path: path, finder: finder, $0, &untested) } ?? [] : []
        for other in module.events where other.cancels.contains(index) {
            let cancelled = "CancelsTheRunning\(upper(event.name))"
            guard case .blocks(let blocks) = other.behaviour else {
                // A custom event cancels as it is sent, before its handler runs: sent with samples of its values.
                if let second = customSend(other) {
                    seconds.append(
                        (Way(parts: [.init(text: other.name, rank: nil)], description: ""), cancelled, second, path))
                } else {
                    untested.append(
                        Untested(
                            event: other.name,
                            text:
                                "No test that '\(other.name)' cancels the running '\(event.name)': archgen cannot build its "
                                + "values; test it by hand."))
                }
                continue
            }
            seconds += cancellerSends(other, blocks: blocks, cancelled: event, path: path, finder: finder, &untested)
        }
        seconds += replacingSend(event, path: path, finder: finder, index: index, &replacers, &untested)
        seconds += writingSend(event, path: path, finder: finder, index: index, gate: gate, &replacers)
        return seconds.compactMap { way, then, second, running in
            let (name, doc) = self.name(way, then: then, &names)
            // A replacing query cancels the running work once its answer is shown: not while its call is held too,
            // unless it set a kept value that work's call read before its call (Language.md 4). Where it does, what
            // it shows stays.
            let wins = second.replacement.map { self.wins($0, running: running, finder: finder) }
            var second = second
            if !second.writesFirst, wins != true {
                second.final = nil
            } else if heldAtOnce == 1 {
                // (Not where several calls start at once: the spy's first answer would go to any of them.)
                second.firstAnswer = otherAnswer(running, beside: second, finder: finder)
            }
            guard
                var test = self.test(
                    event, path: running, finder: finder, name: name, doc: doc, mode: .beside(second))
            else { return nil }
            if second.writesFirst {
                // Its write let through, the running query is cancelled as the write succeeded.
                let write = "\(heldAtOnce + 1)"
                test.sentAgain = Context.SentAgain(
                    gate: gate, calls: "", cancelsFirst: false, isDrop: false, firstCancelled: "true",
                    secondCalls: nil, expectedCalls: nil, second: test.sentAgain?.second,
                    restored: restored(running, second, finder: finder), finalState: test.sentAgain?.finalState,
                    releasesWrite: write)
                return test
            }
            let held =
                second.replacement.map { replacement in
                    replacement.first.contains { call, _ in
                        "\(spy(call.dependency)).gate" == gate && module.awaits(call)
                    }
                        && registeredReadings(event, path: running, finder: finder).isDisjoint(with: replacement.sets)
                } ?? false
            // (The first send's write let through, its reload held.)
            let firstWrite = second.replacement == nil ? nil : firstWrite(running, finder: finder)
            test.sentAgain = Context.SentAgain(
                gate: gate, calls: "", cancelsFirst: false, isDrop: false,
                firstCancelled: held ? "false" : "\(wins ?? true)", secondCalls: nil, expectedCalls: nil,
                second: test.sentAgain?.second,
                secondWaits: second.event.debounce == nil && wins == nil
                    ? nil : firstWrite.map { _ in "2" } ?? "\(heldAtOnce)",
                restored: restored(running, second, finder: finder),
                cancelledOnceAnswered: wins.map { "\($0)" },
                finalState: test.sentAgain?.finalState, firstWrite: firstWrite)
            return test
        }
    }

    /// What the cancelled work of `running` set for its duration and `second` leaves alone, as it was before the first
    /// send: the cancellation put it back (review 49 F9: a next page cancelled by a refresh left `isLoadingMore` set,
    /// and paging stopped). Short values only (a flag, a number, nil).
    private func restored(_ running: PathFinder.Path, _ second: Second, finder: PathFinder) -> [Context.KeptValue] {
        guard let sets = second.sets else { return [] }
        // (A Box's fields are its box's value.)
        let fields = module.binding == .box ? "fields.value." : "fields."
        // (Not one the way also sets for good: what it holds after the cancel depends on how far the work got.)
        let held = running.trace.during.subtracting(sets).subtracting(running.trace.assigned)
        return held.sorted().compactMap { variable in
            let (name, type): (String, TypeExpression)
            switch variable {
            case .field(let index):
                (name, type) = (fields + SwiftNames.escaped(module.fields[index].name), module.fields[index].type)
            case .storage(let index):
                (name, type) = (SwiftNames.escaped(module.storage[index].name), module.storage[index].type)
            default: return nil
            }
            let value = expression(finder.startValue(of: variable, in: running.scenario), type, LocalNames()).flat
            return value.count <= 40 ? Context.KeptValue(name: name, value: value) : nil
        }
    }

    /// Another event whose query replaces what is shown, sent while `path`'s work waits for its answer to show:
    /// its task cancels that work as its call starts (Language.md 4). One such test per running event, each with an
    /// event that replaced nothing in a test yet where there is one (`replacers`), so that each event that shows its
    /// answer is cancelled once and each that replaces what is shown cancels where it can.
    private func replacingSend(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, index: Int,
        _ replacers: inout Set<String>, _ untested: inout [Untested]
    ) -> [CancellingSend] {
        // (A command's write no query cancels, and is tested on its own; the reload after it is, where one gate holds
        // both: the test lets the write through and holds the reload.)
        guard let top = path.trace.top,
            event.startsWithWrite(module.dependencies)
                ? registrations[event.name]?.replacesAfterWrites.contains(top) == true
                    && firstWrite(path, finder: finder)?.sameGate == true
                : registrations[event.name]?.startsShowing[top] != nil
        else { return [] }
        let others = module.events.filter { other in
            other.name != event.name && !other.cancels.contains(index)
                && registrations[other.name]?.startsShowing.values.contains(true) == true
                && !other.startsWithWrite(module.dependencies) && !spares(other, event)
        }
        var tried: [Untested] = []
        for other in others.filter({ !replacers.contains($0.name) }) + others.filter({ replacers.contains($0.name) }) {
            guard case .blocks(let blocks) = other.behaviour,
                let send = cancellerSends(
                    other, blocks: blocks, cancelled: event, path: path, finder: finder,
                    replacing: registrations[other.name]!.startsShowing.filter(\.value).keys.sorted(), &tried
                ).first
            else { continue }
            replacers.insert(other.name)
            return [send]
        }
        if !others.isEmpty {
            untested.append(
                Untested(
                    event: event.name,
                    text:
                        "No test that a query replacing what is shown cancels the running '\(event.name)': archgen found "
                        + "no values that let another event replace it then; test it by hand."))
        }
        return []
    }

    /// An event whose write, once it succeeded, replaces what is shown (a delete and its reload), sent while `path`'s
    /// query waits for its answer: the query, asked for the screen before the write, is cancelled then, whatever it
    /// answers (Language.md 4). One such test per such event (`replacers`), with the first running query it can
    /// cancel whose held `gate` its first calls go through (the test lets its write through, then waits for the
    /// query's cancellation).
    private func writingSend(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, index: Int, gate: String,
        _ replacers: inout Set<String>
    ) -> [CancellingSend] {
        // (One held call: the write is then the next call at the gate.)
        guard let top = path.trace.top, registrations[event.name]?.startsShowing[top] != nil,
            !event.startsWithWrite(module.dependencies), callsAtOnce(to: gate, path: path, finder: finder) == 1
        else { return [] }
        for other in module.events
        where other.name != event.name && !other.cancels.contains(index) && !replacers.contains(other.name) {
            let leading = other.leadingCalls(module.dependencies)
            guard let alternatives = registrations[other.name]?.replacesAfterWrites, !alternatives.isEmpty,
                case .blocks(let blocks) = other.behaviour, other.startsWithWrite(module.dependencies),
                leading.allSatisfy({ "\(spy($0.dependency)).gate" == gate && module.awaits($0) })
            else { continue }
            var tried: [Untested] = []
            guard
                var send = cancellerSends(
                    other, blocks: blocks, cancelled: event, path: path, finder: finder,
                    replacing: alternatives.sorted(), &tried
                ).first
            else { continue }
            send.second.writesFirst = true
            replacers.insert(other.name)
            return [send]
        }
        return []
    }

    /// Whether a first query of `replacer` spares the running query of `running` (`ModuleModel.spares`).
    private func spares(_ replacer: ModuleModel.Event, _ running: ModuleModel.Event) -> Bool {
        guard case .blocks(let blocks) = replacer.behaviour else { return false }
        return blocks.contains { block in
            if case .calls(let work)? = block.work { module.spares(work, of: replacer, running) } else { false }
        }
    }

    /// The event sent again from `start` (its first send's work running) taking each alternative at the top that has
    /// no work.
    private func latestSends(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, _ start: PathFinder.Scenario,
        _ untested: inout [Untested]
    ) -> [CancellingSend] {
        var seconds: [CancellingSend] = []
        for (alternative, block) in finder.blocks.enumerated()
        where block.work == nil && "top=\(alternative)" != path.trace.decisions.first {
            guard let sent = finder.sent(after: start, takes: { $0 == "top=\(alternative)" }) else {
                untested.append(
                    Untested(
                        event: event.name,
                        text:
                            "No test that '\(event.name)' sent again taking its alternative top=\(alternative) cancels its "
                            + "running work: archgen found no values that lead there then; test it by hand."))
                continue
            }
            let base = way(event, blocks: finder.blocks, path: sent, depth: 1)
            let second = Second(
                event: event, scenario: sent.scenario, sets: sent.trace.changed)
            seconds.append((base, "CancelsTheRunningOne", second, path))
        }
        return seconds
    }

    /// `other`, whose `blocks` cancel `event`'s running work, sent while `path`'s work runs: with each alternative at
    /// the top where each cancels as it starts (when none may run, the send changes nothing), else any that runs; or,
    /// where its query `replacing` what is shown cancels that work, with each of those alternatives, on the values as
    /// they are when it is sent (its task cancels the running work as its call starts).
    private func cancellerSends(
        _ other: ModuleModel.Event, blocks: [ModuleModel.Block], cancelled event: ModuleModel.Event,
        path: PathFinder.Path, finder: PathFinder, replacing: [Int]? = nil, _ untested: inout [Untested]
    ) -> [CancellingSend] {
        let canceller = PathFinder(module: module, event: other, blocks: blocks)
        // The unit starts with samples of what the canceller reads too, where the running way leaves them alone.
        var scenario = path.scenario
        for (variable, value) in canceller.ownSamples()
        where scenario.values[variable] == nil && !path.trace.changed.contains(variable) {
            scenario[variable] = value
        }
        let ways: [(name: String, takes: (String) -> Bool)] =
            if let replacing {
                replacing.map { alternative in
                    ("its alternative top=\(alternative)", { $0 == "top=\(alternative)" })
                }
            } else if blocks.last?.isGuarded == true {
                blocks.indices.map { alternative in
                    ("its alternative top=\(alternative)", { $0 == "top=\(alternative)" })
                }
            } else {
                [("any alternative", { !$0.hasSuffix("=-1") })]
            }
        // (The canceller takes its way where the generated code does: `EventWriter.cancelsBeforeChoosing`.)
        guard let running = finder.run(scenario), running.trace.decisions == path.trace.decisions,
            let start = replacing == nil && EventWriter.cancelsBeforeChoosing(blocks)
                ? finder.scenarioAfterCancel(running) : finder.scenarioAfterSend(running)
        else {
            untested.append(
                Untested(
                    event: other.name,
                    text:
                        "No test that '\(other.name)' cancels the running '\(event.name)': archgen could not start that "
                        + "work with what '\(other.name)' reads; test it by hand."))
            return []
        }
        var seconds: [CancellingSend] = []
        for way in ways {
            guard let sent = canceller.sent(after: start, takes: way.takes) else {
                untested.append(
                    Untested(
                        event: other.name,
                        text:
                            "No test that '\(other.name)' taking \(way.name) cancels the running '\(event.name)': archgen "
                            + "found no values that lead there then; test it by hand."))
                continue
            }
            // The first by the event's name, the others by their alternative's.
            let base =
                seconds.isEmpty
                ? Way(parts: [.init(text: other.name, rank: nil)], description: "")
                : self.way(other, blocks: blocks, path: sent, depth: 1)
            let calls = answers(of: sent, by: canceller)
            let replacement = replacing == nil ? nil : self.replacement(sent, blocks: blocks, canceller: canceller)
            seconds.append(
                (
                    base, (replacing == nil ? "CancelsTheRunning" : "ReplacesTheRunning") + upper(event.name),
                    Second(
                        event: other, scenario: sent.scenario, calls: calls, replacement: replacement,
                        sets: sent.trace.changed,
                        final: replacement == nil
                            ? nil : answered(sent, by: canceller, running: running, finder: finder)),
                    running
                ))
        }
        return seconds
    }

    /// What each call `sent` (a second send's way, of `sender`'s event) makes returns, once per call site: what a test
    /// of it arranges.
    func answers(of sent: PathFinder.Path, by sender: PathFinder) -> [(
        call: ModuleModel.MethodCall, outcome: PathFinder.Outcome
    )] {
        Set(sent.trace.calls.map(\.site)).sorted().compactMap { site in
            sent.scenario.outcomes[site].map { (sender.calls[site], $0) }
        }
    }

    /// The first calls of the alternative at the top `sent` takes, a query that replaces what is shown, with what they
    /// return, and the kept values it sets before them.
    private func replacement(
        _ sent: PathFinder.Path, blocks: [ModuleModel.Block], canceller: PathFinder
    ) -> Second.Replacement? {
        guard let top = sent.trace.top, case .calls(let work)? = blocks[top].work else { return nil }
        let first = sent.trace.calls.prefix(work.calls.count).compactMap { call in
            sent.scenario.outcomes[call.site].map { (canceller.calls[call.site], $0) }
        }
        return (first, module.keptValues(setBy: blocks[top].assignments + blocks[top].during))
    }

    /// Whether the replacing `second` send's answer cancels the running work asked before it: its success does, its
    /// failure does not (Language.md 4), with what the test arranges: a method the running way calls too answers as
    /// it does there (one canned result per method).
    private func wins(_ replacement: Second.Replacement, running: PathFinder.Path, finder: PathFinder) -> Bool {
        let arranged = self.arranged(running, finder: finder)
        let failed = replacement.first.contains { call, outcome in
            if case .failure = arranged["\(call.dependency).\(call.method)"] ?? outcome { true } else { false }
        }
        return !failed
    }

    /// Another answer of the running way's held call (no rows, or a failure), where the replacing `second` calls its
    /// method too and the running way's answer would show as the second's does: the first answer, dropped, then
    /// differs from the one shown (review 51b F3: a stale answer shown over the fresh one passed every test, both
    /// answers being the same).
    private func otherAnswer(_ running: PathFinder.Path, beside second: Second, finder: PathFinder) -> (
        call: ModuleModel.MethodCall, outcome: PathFinder.Outcome
    )? {
        // (The call held: the first, or the reload after the first send's write.)
        let held = running.trace.calls.dropFirst(firstWrite(running, finder: finder) == nil ? 0 : 1).first
        guard let final = second.final, let replacement = second.replacement, let held,
            running.trace.final.state == final.state
        else { return nil }
        let call = finder.calls[held.site]
        let sameMethod = { (other: ModuleModel.MethodCall) in
            other.dependency == call.dependency && other.method == call.method
        }
        guard replacement.first.contains(where: { sameMethod($0.call) }) else { return nil }
        // An empty list where it answered rows (the stale answer shown over the fresh one), else a failure.
        var answers: [PathFinder.Outcome] = []
        if case .success(.array(let rows)?)? = running.scenario.outcomes[held.site], !rows.isEmpty {
            answers.append(.success(.array([])))
        }
        if module.dependencies[call.dependency].methods[call.method].isThrowing { answers.append(.failure(.mock)) }
        return answers.first { answer in
            var scenario = running.scenario
            scenario[site: held.site] = answer
            return finder.run(scenario).map { $0.trace.final.state != final.state } ?? false
        }.map { (call, $0) }
    }

    /// What each method `path`'s way calls answers in its test: as its first call there does (one canned answer per
    /// method), by `dependency.method`.
    func arranged(_ path: PathFinder.Path, finder: PathFinder) -> [String: PathFinder.Outcome] {
        var arranged: [String: PathFinder.Outcome] = [:]
        for call in path.trace.calls {
            let method = finder.calls[call.site]
            let key = "\(method.dependency).\(method.method)"
            if arranged[key] == nil { arranged[key] = path.scenario.outcomes[call.site] }
        }
        return arranged
    }

    /// What `sent`, the second send's way, shows once it ended where a method the running way calls too answers as
    /// it does there (`arranged`); nil where it then goes another way.
    func answered(
        _ sent: PathFinder.Path, by canceller: PathFinder, running: PathFinder.Path, finder: PathFinder
    ) -> PathFinder.Snapshot? {
        let arranged = self.arranged(running, finder: finder)
        var scenario = sent.scenario
        for (site, call) in canceller.calls.enumerated() {
            if let outcome = arranged["\(call.dependency).\(call.method)"] { scenario[site: site] = outcome }
        }
        guard let answered = canceller.run(scenario), answered.trace.way == sent.trace.way else { return nil }
        return answered.trace.final
    }

    /// How many calls `path`'s send makes at first (several at once) through `gate` (every method of its spy).
    func callsAtOnce(to gate: String, path: PathFinder.Path, finder: PathFinder) -> Int {
        switch path.trace.top.map({ finder.blocks[$0].work }) ?? nil {
        case .calls(let work)?: work.calls.filter { "\(spy($0.dependency)).gate" == gate }.count
        default: 1
        }
    }
}
