import ArchgenSpec

/// Runs an event's blocks on a scenario as the generated code would (`Documentation/Language.md`): the semantics
/// generated tests expect.
extension PathFinder {
    /// The unit while the work runs.
    struct Unit {
        package var snapshot: Snapshot
        package var inputs: [TestValue]
    }

    func run(_ scenario: Scenario, calls: [ModuleModel.MethodCall]) -> Trace {
        let state = scenario.values[.state].flatMap(stateValue) ?? (module.initialState, [])
        let unit = Unit(
            snapshot: Snapshot(
                state: state,
                fields: module.fields.indices.map { startValue(of: .field($0), in: scenario) },
                storage: module.storage.indices.map { startValue(of: .storage($0), in: scenario) }),
            inputs: module.inputs.indices.map { scenario.values[.input($0)] ?? .null })
        var runner = Runner(
            paths: self, scenario: scenario, calls: calls, unit: unit,
            trace: Trace(final: unit.snapshot))
        var locals: [String: TestValue] = [:]
        for value in event.values { locals[value.name] = scenario.values[.event(value.name)] ?? .null }
        // A debounced event does everything in its task, once the wait is over: the send itself changes nothing.
        let debounced = event.debounce != nil
        if debounced {
            runner.trace.afterSend = runner.unit.snapshot
            runner.trace.afterCancel = runner.unit.snapshot
            runner.cancelAtFirstWork = true
        }
        runner.choose(blocks, key: "top", locals: locals, subject: nil, atTop: !debounced)
        // The task ends: what its work set for its duration is put back, where it still holds what was set.
        runner.restore()
        runner.trace.final = runner.unit.snapshot
        return runner.trace
    }

    /// A state's test value as (index, values).
    func stateValue(_ value: TestValue) -> (index: Int, values: [TestValue])? {
        guard case .enumCase(_, let name, _, let values) = value,
            let index = module.states.firstIndex(where: { $0.name == name })
        else { return nil }
        return (index, values)
    }

    /// Runs blocks on one scenario, recording what they do.
    struct Runner {
        package let paths: PathFinder
        package let scenario: Scenario
        package let calls: [ModuleModel.MethodCall]
        package var unit: Unit
        package var trace: Trace
        /// What the work set for its duration (`while`, `during`): the value set and the one before, latest last.
        var restores: [(variable: Variable, set: TestValue, before: TestValue)] = []
        /// Values a `when` bound, by name: the state and the position of the value, read again after each await.
        var whenBound: [String: (state: Int, position: Int)] = [:]
        /// A debounced event's first work (after its wait, its guards and changes) is where a test that cancels its
        /// task while the call is held sees it cancelled.
        var cancelAtFirstWork = false

        package var module: ModuleModel { paths.module }

        /// The names in reach: the unit's members, hidden by `locals`.
        package func values(_ locals: [String: TestValue]) -> [String: TestValue] {
            var values: [String: TestValue] = [:]
            for (index, input) in module.inputs.enumerated() { values[input.name] = unit.inputs[index] }
            for (index, value) in module.storage.enumerated() { values[value.name] = unit.snapshot.storage[index] }
            for (index, field) in module.fields.enumerated() { values[field.name] = unit.snapshot.fields[index] }
            return values.merging(locals) { _, local in local }
        }

        /// The variables a guard reading `names` depends on (members and the event's values).
        package mutating func read(_ names: Set<String>, locals: [String: TestValue]) {
            for name in names {
                // (An event's value only while it is in scope.)
                for variable in paths.variables(named: name) where variable != .event(name) || locals[name] != nil {
                    trace.read.insert(variable)
                }
            }
        }

        /// The first alternative whose guards hold runs (recorded as `key=index`, `key=-1` when none does). After an
        /// await (the names it bound hide values a `when` bound: the caller forgets those), none runs where what the
        /// unit reads again to run them is gone (`gone`, recorded as `key=gone`): what they read themselves (their
        /// outcomes read again after their own await).
        package mutating func choose(
            _ blocks: [ModuleModel.Block], key: String, locals: [String: TestValue], subject: Subject?,
            atTop: Bool = false, afterAwait: Bool = false
        ) {
            guard !blocks.isEmpty, !trace.undecided else { return }
            // Where a value a `when` bound may be gone (cheapest first: this runs on every choice the path finder
            // tries), the alternatives chosen by the unit (a `when`, a guard reading it), or of which none awaits,
            // are held once to choose and read again what any of them reads; else each reads its own.
            let state = unit.snapshot.state.index
            let mayBeGone =
                afterAwait && whenBound.contains { locals[$0.key] != nil && $0.value.state != state }
            let byUnit =
                mayBeGone
                && (!blocks.contains { $0.work != nil }
                    || blocks.contains { block in
                        block.when != nil
                            || (block.condition?.names.contains { locals[$0] == nil || whenBound[$0] != nil } ?? false)
                    })
            if byUnit, gone(reading: module.freeNames(blocks).intersection(blocks.ownNames), locals: locals) {
                trace.decisions.append("\(key)=gone")
                return
            }
            var refusals: [String] = []
            for (index, block) in blocks.enumerated() {
                var locals = locals
                if let state = block.when {
                    trace.read.insert(.state)
                    guard unit.snapshot.state.index == state else {
                        refusals.append("\(index):when")
                        continue
                    }
                    for (position, (value, bound)) in zip(module.states[state].values, unit.snapshot.state.values)
                        .enumerated()
                    {
                        locals[value.name] = bound
                        whenBound[value.name] = (state, position)
                    }
                }
                if let pattern = block.pattern {
                    guard let bound = match(pattern, subject) else { continue }
                    locals.merge(bound) { _, new in new }
                }
                if let condition = block.condition {
                    read(condition.names, locals: locals)
                    let evaluator = ExpressionEvaluator(values: values(locals))
                    guard let holds = evaluator.decide(condition) else {
                        trace.undecided = true
                        return
                    }
                    guard holds else {
                        // The part of an `&&` that refuses, when it is the only one: a test of each catches its loss.
                        let refusing = condition.conjuncts.indices.filter {
                            evaluator.decide(condition.conjuncts[$0]) == false
                        }
                        refusals.append("\(index):if" + (refusing.count == 1 ? "\(refusing[0])" : "*"))
                        trace.refusingParts += refusing.count
                        continue
                    }
                    // The side of an `||` that alone holds, where one does: a test of each catches its loss.
                    for (part, conjunct) in condition.conjuncts.enumerated() where atTop {
                        let sides = conjunct.disjuncts
                        guard sides.count > 1 else { continue }
                        let holding = sides.indices.filter { evaluator.decide(sides[$0]) == true }
                        if holding.count == 1 { trace.heldSides.append("\(index):\(part)or\(holding[0])") }
                    }
                }
                if mayBeGone, !byUnit,
                    gone(reading: module.freeNames([block]).intersection(block.ownNames), locals: locals)
                {
                    trace.decisions.append("\(key)=gone")
                    return
                }
                // (Which part of an earlier alternative's `&&` refused tells ways apart: a test of each.)
                if atTop { trace.refusals = refusals }
                trace.decisions.append("\(key)=\(index)")
                run(block, key: "\(key).\(index)", locals: locals, atTop: atTop)
                return
            }
            trace.decisions.append("\(key)=-1")
            if atTop {
                trace.afterSend = unit.snapshot
                trace.refusals = refusals
            }
        }

        /// What a failure, a result or an element is, for `case` and `error`.
        package enum Subject {
            case value(TestValue)
            case failure(Failure)
        }

        /// The names `pattern` binds when `subject` matches it, else nil.
        package func match(_ pattern: ModuleModel.Pattern, _ subject: Subject?) -> [String: TestValue]? {
            switch (pattern, subject) {
            case (.enumCase(let model, let index, let bindings), .value(let value)?),
                (.enumCase(let model, let index, let bindings), .failure(.value(_, let value))?):
                let enumModel = module.models[model]
                guard case .enumCase(enumModel.name, enumModel.cases[index].name, _, let values) = value else {
                    return nil
                }
                var bound: [String: TestValue] = [:]
                for (name, value) in zip(bindings, values) where name != "_" { bound[name] = value }
                return bound
            case (.type(let type), .failure(.value(let name, _))?):
                return type.simpleName == name ? [:] : nil
            default:
                return nil
            }
        }

        /// Runs `block`: its changes, then (with its `while` state and `during` values shown meanwhile) its work;
        /// `atTop` for the event's own block, whose state after the send and after a cancel the trace records.
        package mutating func run(_ block: ModuleModel.Block, key: String, locals: [String: TestValue], atTop: Bool) {
            changes(block, key: key, locals: locals)
            guard let work = block.work else {
                if atTop { trace.afterSend = unit.snapshot }
                return
            }
            let restoresBefore = restores.count
            if case .calls(let calls) = work, let state = calls.whileState {
                let before = stateValue(unit.snapshot)
                show(state, [])
                restores.append((.state, stateValue(unit.snapshot), before))
            }
            for assignment in block.during {
                let value = value(assignment.value, locals)
                let variable: Variable
                switch assignment.target {
                case .storage(let index): variable = .storage(index)
                case .field(let index): variable = .field(index)
                }
                restores.append((variable, value, current(variable)))
                set(variable, value)
                trace.during.insert(variable)
            }
            if atTop || cancelAtFirstWork {
                if atTop { trace.afterSend = unit.snapshot }
                trace.atWork = unit.snapshot
                cancelAtFirstWork = false
                var cancelled = self
                cancelled.restores = Array(restores[restoresBefore...])
                cancelled.restore()
                trace.afterCancel = cancelled.unit.snapshot
            }
            switch work {
            case .calls(let calls): self.calls(calls, key: key, locals: locals)
            case .stream(let stream): self.stream(stream, key: key, locals: locals)
            case .handOver: trace.handedOver = true
            }
        }

        /// What `block` changes before its work: its assignments, then the state it shows, the route and the effect it
        /// reports.
        private mutating func changes(_ block: ModuleModel.Block, key: String, locals: [String: TestValue]) {
            for (position, assignment) in block.assignments.enumerated() {
                let value = value(assignment.value, locals)
                switch assignment.target {
                case .storage(let index):
                    note(assignment.value, value, "\(key):set\(position)", module.storage[index].name, locals)
                    unit.snapshot.storage[index] = value
                    trace.assigned.insert(.storage(index))
                case .field(let index):
                    note(assignment.value, value, "\(key):set\(position)", module.fields[index].name, locals)
                    setField(index, value)
                    trace.assigned.insert(.field(index))
                }
            }
            /// The values of `construction` as they are now (each truth among them noted as `word` + its position).
            func made(_ construction: ModuleModel.Construction, _ declaration: ModuleModel.State, _ word: String)
                -> [TestValue]
            {
                let made = values(construction.values, locals)
                for (position, (expression, value)) in zip(construction.values, made).enumerated() {
                    note(expression, value, "\(key):\(word)\(position)", declaration.values[position].name, locals)
                }
                return made
            }
            if let state = block.state {
                show(state.index, made(state, module.states[state.index], "to"))
            }
            /// `Route.name(values)` or `Effect.name(values)`, with the values as they are now.
            func told(
                _ type: String, _ declaration: ModuleModel.State, _ construction: ModuleModel.Construction,
                _ word: String
            ) -> TestValue {
                .enumCase(type, declaration.name, declaration.values.map(\.name), made(construction, declaration, word))
            }
            if let route = block.route {
                unit.snapshot.told.append(.route(told("Route", module.routes[route.index], route, "route")))
            }
            if let effect = block.effect {
                unit.snapshot.told.append(.effect(told("Effect", module.effects[effect.index], effect, "effect")))
            }
        }

        /// A truth the block computes (`canSubmit = a == b`) is noted with its value, and what it reads is varied:
        /// the search then keeps a way where it is true and one where it is false, and a test of each catches a
        /// constant in its place.
        private mutating func note(
            _ expression: Expression, _ value: TestValue, _ place: String, _ name: String,
            _ locals: [String: TestValue]
        ) {
            guard expression.isTest, case .bool(let truth) = value else { return }
            read(expression.names, locals: locals)
            trace.truths.append(Truth(place: place, name: name, value: truth))
        }

        /// Evaluates expressions against the values the unit holds now and `locals`.
        private func evaluator(_ locals: [String: TestValue]) -> ExpressionEvaluator {
            ExpressionEvaluator(values: values(locals))
        }

        /// The value of `expression`; one that divides by zero leaves the run undecided (no test can expect what it
        /// gives), so the search looks for values that avoid it, or reports the way untested.
        private mutating func value(_ expression: Expression, _ locals: [String: TestValue]) -> TestValue {
            let evaluator = evaluator(locals)
            if evaluator.dividesByZero(expression) { trace.undecided = true }
            return evaluator.evaluate(expression)
        }

        private mutating func values(_ expressions: [Expression], _ locals: [String: TestValue]) -> [TestValue] {
            var values: [TestValue] = []
            for expression in expressions { values.append(value(expression, locals)) }
            return values
        }

        /// Shows a state: the unit tells its view (presenter, delegate) only of a change. Where archgen cannot tell
        /// whether the values changed (Swift text it does not look into), nor can a test: the run is undecided.
        package mutating func show(_ index: Int, _ values: [TestValue]) {
            if unit.snapshot.state.index == index {
                guard let same = TestValue.equal(.array(unit.snapshot.state.values), .array(values)) else {
                    trace.undecided = true
                    return
                }
                if same { return }
            }
            unit.snapshot.state = (index, values)
            unit.snapshot.told.append(.state(index: index, values: values))
        }

        /// Sets a field: the unit tells its view (presenter, delegate) the fields only when they changed (see `show`).
        private mutating func setField(_ index: Int, _ value: TestValue) {
            guard let same = TestValue.equal(unit.snapshot.fields[index], value) else {
                trace.undecided = true
                return
            }
            if same { return }
            unit.snapshot.fields[index] = value
            unit.snapshot.told.append(.fields(unit.snapshot.fields))
        }

        /// The state as a test value.
        func stateValue(_ snapshot: Snapshot) -> TestValue {
            let state = module.states[snapshot.state.index]
            return .enumCase("State", state.name, state.values.map(\.name), snapshot.state.values)
        }

        /// What `variable` (the state, a field or a stored value) holds now.
        func current(_ variable: Variable) -> TestValue {
            switch variable {
            case .state: stateValue(unit.snapshot)
            case .field(let index): unit.snapshot.fields[index]
            case .storage(let index): unit.snapshot.storage[index]
            default: .null
            }
        }

        /// Sets `variable`, telling the view as the unit does.
        mutating func set(_ variable: Variable, _ value: TestValue) {
            switch variable {
            case .state:
                guard case .enumCase(_, let name, _, let values) = value,
                    let index = module.states.firstIndex(where: { $0.name == name })
                else { return }
                show(index, values)
            case .field(let index): setField(index, value)
            case .storage(let index): unit.snapshot.storage[index] = value
            default: break
            }
        }

        /// The task ends: each value the work set for its duration that still holds what was set goes back to what it
        /// was before, latest first.
        mutating func restore() {
            for (variable, value, before) in restores.reversed() where current(variable) == value && before != value {
                set(variable, before)
            }
            restores = []
        }

        /// Whether `names`, read after an await, hold a value a `when` bound while the unit is no longer in that
        /// state nor in a state the event's work shows meanwhile (`while`): what reads it then does nothing, the
        /// screen it was computed for is gone (Language.md, "Work").
        func gone(reading names: @autoclosure () -> Set<String>, locals: [String: TestValue]) -> Bool {
            let state = unit.snapshot.state.index
            // (Cheapest first: this runs on every choice of every way the path finder tries.)
            let left = whenBound.filter { locals[$0.key] != nil && $0.value.state != state }
            guard !left.isEmpty else { return false }
            let shownMeanwhile = paths.allBlocks.contains { block in
                if case .calls(let calls)? = block.work { calls.whileState == state } else { false }
            }
            return !shownMeanwhile && !names().isDisjoint(with: left.keys)
        }

        /// After an await, the values a `when` bound are read again from the state, where the unit is still in it.
        func rebound(_ locals: [String: TestValue]) -> [String: TestValue] {
            var locals = locals
            for (name, bound) in whenBound where unit.snapshot.state.index == bound.state && locals[name] != nil {
                locals[name] = unit.snapshot.state.values[bound.position]
            }
            return locals
        }

        /// The site of `call` (its place among all calls).
        package func site(of call: ModuleModel.MethodCall) -> Int {
            calls.firstIndex(of: call)!
        }

        package mutating func calls(_ work: ModuleModel.CallWork, key: String, locals: [String: TestValue]) {
            var results = locals
            var failure: Failure?
            for call in work.calls {
                let site = site(of: call)
                let arguments = values(call.arguments, locals)
                trace.calls.append(
                    Call(site: site, dependency: call.dependency, method: call.method, arguments: arguments))
                trace.sites.insert(site)
                switch scenario.outcomes[site] {
                case .failure(let thrown)? where failure == nil: failure = thrown
                case .success(let value?)?:
                    if let name = call.resultName { results[name] = value }
                default: break
                }
            }
            results = rebound(results)
            let locals = rebound(locals)
            if failure == .cancelled {
                trace.decisions.append(key + ".cancelled")
            } else if let failure {
                var failed = locals
                failed["message"] = message(failure)
                whenBound["message"] = nil
                choose(
                    work.onFailure, key: key + ".failure", locals: failed, subject: .failure(failure), afterAwait: true)
            } else {
                let subject = work.calls.count == 1 ? work.calls[0].resultName.flatMap { results[$0] } : nil
                for call in work.calls { if let name = call.resultName { whenBound[name] = nil } }
                choose(
                    work.onSuccess, key: key + ".success", locals: results, subject: subject.map(Subject.value),
                    afterAwait: true)
            }
        }

        package mutating func stream(_ work: ModuleModel.StreamWork, key: String, locals outer: [String: TestValue]) {
            let site = site(of: work.call)
            let locals = rebound(outer)
            let arguments = values(work.call.arguments, locals)
            trace.calls.append(
                Call(site: site, dependency: work.call.dependency, method: work.call.method, arguments: arguments))
            trace.sites.insert(site)
            guard case .stream(let elements, let end)? = scenario.outcomes[site] else {
                if case .failure(let failure)? = scenario.outcomes[site], failure != .cancelled {
                    var failed = locals
                    failed["message"] = message(failure)
                    whenBound["message"] = nil
                    choose(
                        work.onFailure, key: key + ".failure", locals: failed, subject: .failure(failure),
                        afterAwait: true)
                }
                return
            }
            let element = work.call.resultName ?? "element"
            whenBound[element] = nil
            for (index, value) in elements.enumerated() {
                var each = rebound(locals)
                each[element] = value
                choose(
                    work.onEach, key: key + ".each\(index)", locals: each, subject: .value(value), afterAwait: true)
            }
            if let end {
                var failed = rebound(locals)
                failed["message"] = message(end)
                whenBound["message"] = nil
                choose(work.onFailure, key: key + ".failure", locals: failed, subject: .failure(end), afterAwait: true)
            } else {
                choose(work.onEnd, key: key + ".end", locals: rebound(locals), subject: nil, afterAwait: true)
            }
        }

        /// What the generated tests' `describeError` says of `failure`.
        package func message(_ failure: Failure) -> TestValue {
            switch failure {
            case .mock: .string("described: failed")
            case .value(_, let value): .text("\"described: \\(\(value.swift.flat))\"")
            case .cancelled: .null
            }
        }
    }
}
