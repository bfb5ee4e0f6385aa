import ArchgenSpec

/// Finds the paths through an event's blocks, and for each the scenario that leads there: the state the unit starts
/// in, its stored values, fields and inputs, the event's values, and what each call returns or throws. It runs the
/// event (`Interpreter`, the language's semantics) on a first scenario of fixtures, then on scenarios that change one
/// value a guard or an outcome read, until every path it can reach is found (or a budget of runs is spent): a
/// generated test per path, whose expectations are what the run computed.
package struct PathFinder {
    package let module: ModuleModel
    package let event: ModuleModel.Event
    package let blocks: [ModuleModel.Block]
    /// The blocks and their outcomes' blocks, and the calls they make by call site: read on every run, found once.
    package let allBlocks: [ModuleModel.Block]
    package let calls: [ModuleModel.MethodCall]

    package init(module: ModuleModel, event: ModuleModel.Event, blocks: [ModuleModel.Block]) {
        self.module = module
        self.event = event
        self.blocks = blocks
        allBlocks = blocks.allBlocks
        calls = blocks.allCalls
    }

    /// The ways found, in the order found (the first with the fewest changes from the samples).
    ///
    /// Breadth first over one change at a time; then, from the scenarios where a change made fewer parts of an `&&`
    /// guard refuse, on along changes that make fewer refuse still. A guard of four `&&` over four calls' results holds
    /// only four changes away, further than breadth first goes before its patience ends (held-out screens, stop 43).
    /// The second phase also varies a model from its value there, not only from its sample (`!n.isRead && n.type ==
    /// "session"` changes two properties of one value: stop 45), and goes on from each new way it finds. A third,
    /// while an alternative is unreached, answers each way's calls otherwise (`answers` runs). The later phases only
    /// add ways: the first phase's, and their scenarios, are the same with or without them.
    package func paths(
        budget: Int = 600, patience: Int = 120, deeper: Int = 200, answers: Int = 100
    ) -> [Path] {
        var fixtures = Fixtures(module)
        let start = initialScenario(&fixtures, calls: calls)
        var search = Search(
            candidates: Candidates(module: module, literals: literals(in: blocks), fixtures: fixtures))
        search.visited.insert(start)
        var queue: [(scenario: Scenario, parentRefusing: Int?)] = [(start, nil)]
        var head = 0
        // Runs since the last new way: the search stops once `patience` runs in a row find none.
        var fruitless = 0
        // Where a change made fewer parts of a guard refuse (the second phase's starts), with what the run read.
        var nearer: [(scenario: Scenario, trace: Trace)] = []
        while head < queue.count, head < budget, fruitless < patience {
            let (scenario, parentRefusing) = queue[head]
            head += 1
            let trace = run(scenario, calls: calls)
            fruitless = search.record(scenario, trace) ? 0 : fruitless + 1
            if let parentRefusing, trace.refusingParts > 0, trace.refusingParts < parentRefusing {
                nearer.append((scenario, trace))
            }
            for next in search.changes(of: scenario, trace, finder: self) where search.visited.insert(next).inserted {
                queue.append((next, trace.refusingParts))
            }
        }

        // Nearer still: the latest scenario found nearer first, each change of it that is nearer again (or takes a new
        // way) next (the first phase queued some of them without running them).
        var ran = Set(queue[..<head].map(\.scenario))
        var runs = 0
        while let (scenario, trace) = nearer.popLast(), runs < deeper {
            for next in search.changes(of: scenario, trace, finder: self, varyingModels: true)
            where runs < deeper && ran.insert(next).inserted {
                runs += 1
                let nextTrace = run(next, calls: calls)
                let isNew = search.record(next, nextTrace)
                // Nearer again, or a new way that holds at last: its outcomes are varied from there (the failure of
                // the call a guard of two changes leads to).
                let goesOn =
                    nextTrace.refusingParts > 0 ? nextTrace.refusingParts < trace.refusingParts : isNew
                if goesOn { nearer.append((next, nextTrace)) }
            }
        }
        // Last, where an alternative is still unreached, each way's calls answered otherwise (deep sequences: a failure
        // three calls in, found too late for the first phase to vary its answers).
        var unreached = Set(Self.alternatives(blocks, key: "top").map(\.0))
        for path in search.found.values { unreached.subtract(path.trace.decisions.map(Self.alternative)) }
        var answered = 0
        var fruitlessAnswers = 0
        for signature in search.order where answered < answers && !unreached.isEmpty && fruitlessAnswers < answers / 2 {
            let path = search.found[signature]!
            for next in search.changes(of: path.scenario, path.trace, finder: self, outcomesOnly: true)
            where answered < answers && ran.insert(next).inserted {
                answered += 1
                let trace = run(next, calls: calls)
                if search.record(next, trace) {
                    unreached.subtract(trace.decisions.map(Self.alternative))
                    fruitlessAnswers = 0
                } else {
                    fruitlessAnswers += 1
                }
            }
        }
        // A way that holds by both sides of an `||` tells nothing the same way held by one side alone does not.
        let way = { (trace: Trace) in (trace.decisions + trace.refusals).joined(separator: " ") }
        let heldBySide = Set(search.found.values.map(\.trace).filter { !$0.heldSides.isEmpty }.map(way))
        let kept = search.order.filter { signature in
            let trace = search.found[signature]!.trace
            return !trace.heldSides.isEmpty || !heldBySide.contains(way(trace))
        }
        return kept.map { signature in
            let path = atEdges(search.found[signature]!, candidates: &search.candidates)
            return distinct(path, calls: calls, candidates: &search.candidates)
        }
    }

    /// What a search has run and found.
    private struct Search {
        var candidates: Candidates
        var visited: Set<Scenario> = []
        var found: [String: Path] = [:]
        var order: [String] = []

        /// Keeps the way `trace` took, if it is new and decided; whether it was.
        @discardableResult
        mutating func record(_ scenario: Scenario, _ trace: Trace) -> Bool {
            let signature = trace.way.joined(separator: " ")
            guard !trace.undecided, found[signature] == nil else { return false }
            found[signature] = Path(scenario: scenario, trace: trace)
            order.append(signature)
            return true
        }

        /// The scenarios that change one thing `trace` read in `scenario`: a value to another candidate, or a call
        /// site's outcome (for every call of its method: a spy answers them alike).
        /// `varyingModels`: a model a change already moved off its sample varies from there too (two properties of one
        /// value: the second phase's).
        mutating func changes(
            of scenario: Scenario, _ trace: Trace, finder: PathFinder, varyingModels: Bool = false,
            outcomesOnly: Bool = false
        ) -> [Scenario] {
            var changed: [Scenario] = []
            for variable in trace.read.sorted() where !outcomesOnly {
                var values = candidates.values(for: variable, event: finder.event)
                if varyingModels, let current = scenario.values[variable], !values.prefix(1).contains(current) {
                    values += candidates.varied(current)
                }
                // The value of each one the guards compare it with (`!a.isEmpty && a == b` holds with `a` set to `b`'s:
                // held-out 48).
                for other in finder.compared(with: variable, literals: candidates.literals) {
                    // (Not a `nil` of an optional compared with a value that is not one.)
                    let value = finder.startValue(of: other, in: scenario)
                    if value != .null, !values.contains(value) { values.append(value) }
                }
                for value in values {
                    var next = scenario
                    next[variable] = value
                    changed.append(next)
                }
            }
            for site in trace.sites.sorted() {
                for outcome in candidates.outcomes(for: finder.calls[site], site: site, blocks: finder.blocks) {
                    var next = scenario
                    for sibling in finder.calls.indices where sameMethod(finder.calls[sibling], finder.calls[site]) {
                        next[site: sibling] = outcome
                    }
                    changed.append(next)
                }
            }
            return changed
        }
    }

    /// A choice as the alternative it took (`top.0.success=1`), an element's number left out.
    package static func alternative(_ decision: String) -> String {
        decision.split(separator: ".").map { part in
            guard part.hasPrefix("each") else { return String(part) }
            return "each" + part.dropFirst(4).drop(while: \.isNumber)
        }.joined(separator: ".")
    }

    /// Every alternative of `blocks` and of their outcomes, as `alternative` names the choice of it.
    package static func alternatives(_ blocks: [ModuleModel.Block], key: String) -> [(String, ModuleModel.Block)] {
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

    /// The values the guards compare `variable` with (`a == b`), as variables.
    func compared(with variable: Variable, literals: Literals) -> [Variable] {
        let others = variable.name(in: module).flatMap { literals.equated[$0] } ?? []
        return others.sorted().compactMap { variables(named: $0).first }
    }

    /// The variables `name` may be: an event's value, a kept value, a field, an input (in that order).
    func variables(named name: String) -> [Variable] {
        var found: [Variable] = event.values.contains { $0.name == name } ? [.event(name)] : []
        if let index = module.storage.firstIndex(where: { $0.name == name }) { found.append(.storage(index)) }
        if let index = module.fields.firstIndex(where: { $0.name == name }) { found.append(.field(index)) }
        if let index = module.inputs.firstIndex(where: { $0.name == name }) { found.append(.input(index)) }
        return found
    }

    /// The way `scenario` leads, with what it does (nil when a guard cannot be decided).
    package func run(_ scenario: Scenario) -> Path? {
        let trace = run(scenario, calls: calls)
        return trace.undecided ? nil : Path(scenario: scenario, trace: trace)
    }

    /// Whether two calls are of the same method (one spy answers both).
    package static func sameMethod(_ a: ModuleModel.MethodCall, _ b: ModuleModel.MethodCall) -> Bool {
        a.dependency == b.dependency && a.method == b.method
    }

    /// The event sent again just after `path`'s send (its work not run yet), when it takes the same way at the top
    /// and makes the same first call: what a test of its policy needs. With the same values when they do (nil
    /// `values`), else with other values of the event (its guards may refuse the same ones: `text != query`).
    /// `differing`: with other values first, where the event has values (a test that tells the two sends apart).
    /// `cancelsRunning`: the event's policy cancels the running work when it is sent again (`latest`).
    package func sentAgain(_ path: Path, differing: Bool = false, cancelsRunning: Bool) -> (
        values: [Variable: TestValue]?, trace: Trace
    )? {
        // A debounced send's guards run after its wait: the first send's work has then started (its call held) and,
        // where the policy cancels it, been cancelled by this one, which put back what it set for its duration; where
        // both run, the second's guards see what the first set for its duration (its `while` state).
        let start =
            event.debounce == nil ? path.trace.afterSend : cancelsRunning ? path.trace.afterCancel : path.trace.atWork
        guard let start, let scenario = scenario(path, after: start) else { return nil }
        var candidates = Candidates(module: module, literals: literals(in: blocks), fixtures: Fixtures(module))
        // Differing, the first call's arguments differ too where they can (what the test then tells apart).
        var again: Path?
        for arguments in differing ? [false, true] : [true] where again == nil {
            again = withEventValues(scenario, others: differing, candidates: &candidates) { scenario -> Path? in
                // (It calls nothing the first send does not: one spy answers both, set up for the first.)
                guard let again = run(scenario), again.trace.decisions.first == path.trace.decisions.first,
                    again.trace.calls.first?.site == path.trace.calls.first?.site,
                    Set(again.trace.calls.map(\.site)).isSubset(of: path.trace.calls.map(\.site)),
                    arguments || again.trace.calls.first?.arguments != path.trace.calls.first?.arguments
                else { return nil }
                return again
            }
        }
        guard let again else { return nil }
        let values = event.values.reduce(into: [Variable: TestValue]()) {
            $0[.event($1.name)] = again.scenario.values[.event($1.name)]
        }
        return (again.scenario == scenario ? nil : values, again.trace)
    }

    /// What `found` makes of `scenario`, else of `scenario` with one of the event's values another candidate: the first it
    /// accepts.
    /// With `others`, `scenario` itself is tried last.
    private func withEventValues<T>(
        _ scenario: Scenario, others: Bool = false, candidates: inout Candidates, _ found: (Scenario) -> T?
    ) -> T? {
        if !others || event.values.isEmpty, let result = found(scenario) { return result }
        for value in event.values {
            for candidate in candidates.values(for: .event(value.name), event: event)
            where candidate != scenario.values[.event(value.name)] {
                var other = scenario
                other[.event(value.name)] = candidate
                if let result = found(other) { return result }
            }
        }
        return others && !event.values.isEmpty ? found(scenario) : nil
    }

    /// `path`'s scenario as its send left it (its work not run yet): the state, kept values and fields it shows then.
    package func scenarioAfterSend(_ path: Path) -> Scenario? {
        path.trace.afterSend.flatMap { scenario(path, after: $0) }
    }

    /// `path`'s scenario once its work was cancelled while its first call ran: what the work set for its duration is
    /// put back (Language.md §5).
    package func scenarioAfterCancel(_ path: Path) -> Scenario? {
        path.trace.afterCancel.flatMap { scenario(path, after: $0) }
    }

    /// `path`'s scenario once its work is done.
    package func scenarioAfterWork(_ path: Path) -> Scenario? {
        scenario(path, after: path.trace.final)
    }

    /// `path`'s scenario as `after` shows the unit.
    private func scenario(_ path: Path, after: Snapshot) -> Scenario? {
        var scenario = path.scenario
        let state = module.states[after.state.index]
        scenario[.state] = .enumCase("State", state.name, state.values.map(\.name), after.state.values)
        for index in module.storage.indices { scenario[.storage(index)] = after.storage[index] }
        for index in module.fields.indices { scenario[.field(index)] = after.fields[index] }
        return scenario
    }

    /// This event sent in `start` (the scenario another send left, `scenarioAfterSend`), with values that take an
    /// alternative at the top that `takes` accepts (`top=0`): its own samples first, then other values one at a time.
    /// Its calls succeed with samples. What a test of a send that cancels running work needs.
    package func sent(after start: Scenario, takes: (String) -> Bool) -> Path? {
        var fixtures = Fixtures(module)
        let own = initialScenario(&fixtures, calls: calls)
        var scenario = Scenario(outcomes: own.outcomes)
        for (variable, value) in start.values {
            if case .event = variable { continue }
            scenario[variable] = value
        }
        for value in event.values { scenario[.event(value.name)] = own.values[.event(value.name)] }
        var candidates = Candidates(module: module, literals: literals(in: blocks), fixtures: fixtures)
        return withEventValues(scenario, candidates: &candidates) { scenario in
            guard let path = run(scenario), let top = path.trace.decisions.first, takes(top) else { return nil }
            return path
        }
    }

    /// The samples this event's way starts from for the kept values, fields and inputs it reads or sets: what another
    /// event's test gives the unit where this one is sent beside it.
    package func ownSamples() -> [Variable: TestValue] {
        var fixtures = Fixtures(module)
        return initialScenario(&fixtures, calls: calls).values.filter {
            if case .event = $0.key { false } else { true }
        }
    }

    /// Samples for every value and a success for every call.
}
