import ArchgenSpec

/// Finds the ways through an event said with the keys of real screens, and for each the values that lead there: the
/// state the unit starts in, its kept values, fields and inputs, the event's values, and what each call returns or
/// throws. It runs the event's work on test values (as the generated code would) from a first world of samples, then
/// from worlds that change one value a guard or an outcome read, until every way it can reach is found (or a budget
/// of runs is spent): a generated test per way, whose expectations are what the run computed.
package struct ProgramPaths {
    package let module: ModuleModel
    package let event: ModuleModel.Event
    package let blocks: [ModuleModel.Block]

    // MARK: - Worlds

    /// A value a test chooses before it sends the event.
    package enum Variable: Hashable, Comparable {
        case state
        case event(String)
        case storage(Int)
        case field(Int)
        case input(Int)
    }

    /// What a call does in a test: returns a value (nil for nothing), throws, or (a stream) yields elements and ends.
    package enum Outcome: Hashable {
        case success(TestValue?)
        case failure(Failure)
        case stream([TestValue], end: Failure?)
    }

    /// A thrown error: the spy's own (`<M>MockError`), or a value of an error type (an enum model's case, a
    /// `URLError`).
    package enum Failure: Hashable {
        case mock
        case value(type: String, TestValue)
        /// `CancellationError()`: never a failure, nothing shows.
        case cancelled
    }

    /// Everything a test chooses.
    package struct World: Hashable {
        package var values: [Variable: TestValue] = [:]
        /// By call site (the order of `[Block].allCalls`).
        package var outcomes: [Int: Outcome] = [:]
        package init(values: [Variable: TestValue] = [:], outcomes: [Int: Outcome] = [:]) {
            self.values = values
            self.outcomes = outcomes
        }
    }

    /// A call the work made, with its arguments.
    package struct Call: Equatable {
        package var site: Int
        package var dependency: Int
        package var method: Int
        package var arguments: [TestValue]
    }

    /// Something the unit told its view (or presenter, or delegate), in order.
    package enum Told: Equatable {
        case state(index: Int, values: [TestValue])
        /// The fields after a change.
        case fields([TestValue])
        case route(TestValue)
        case effect(TestValue)
    }

    /// What the unit shows and keeps at one moment.
    package struct Snapshot: Equatable {
        package var state: (index: Int, values: [TestValue])
        package var fields: [TestValue]
        package var storage: [TestValue]
        /// Everything told so far, in order.
        package var told: [Told] = []

        package var routes: [TestValue] { told.compactMap { if case .route(let value) = $0 { value } else { nil } } }

        /// A kept value's or field's value here (nil for the others).
        package func value(of variable: Variable) -> TestValue? {
            switch variable {
            case .storage(let index): storage[index]
            case .field(let index): fields[index]
            default: nil
            }
        }
        package var effects: [TestValue] { told.compactMap { if case .effect(let value) = $0 { value } else { nil } } }

        package static func == (a: Snapshot, b: Snapshot) -> Bool {
            a.state.index == b.state.index && a.state.values == b.state.values && a.fields == b.fields
                && a.storage == b.storage && a.told == b.told
        }
    }

    /// One run of the event's work on a world.
    package struct Trace {
        /// The choices made, which name the way (`top=0`, `top.0.success=1`...).
        package var decisions: [String] = []
        /// When no alternative at the top runs, the guard that refused each (`when`, or the part of an `if`'s `&&`
        /// that alone does not hold): ways that refuse for different reasons are different ways.
        package var refusals: [String] = []
        package var calls: [Call] = []
        /// What the unit shows once the event's synchronous part ran (before its task).
        package var afterSend: Snapshot?
        package var final: Snapshot
        /// A guard archgen could not decide: the world says nothing.
        package var undecided = false
        /// The work handed a result to a custom handler, whose effect archgen cannot know.
        package var handedOver = false
        /// The variables and call sites the guards and outcomes read, to vary next.
        package var read: Set<Variable> = []
        package var sites: Set<Int> = []
        /// The kept values and fields the way sets.
        package var assigned: Set<Variable> = []
    }

    /// A way through the work: the world that leads there and what it does.
    package struct Path {
        package var world: World
        package var trace: Trace
    }

    // MARK: - Finding the ways

    /// The ways found, in the order found (the first with the fewest changes from the samples).
    package func paths(budget: Int = 600, patience: Int = 120) -> [Path] {
        let calls = blocks.allCalls
        var fixtures = Fixtures(module)
        let start = initialWorld(&fixtures, calls: calls)
        var candidates = Candidates(module: module, literals: Self.literals(in: blocks), fixtures: fixtures)
        var queue = [start]
        var head = 0
        var visited: Set<World> = [start]
        var found: [String: Path] = [:]
        var order: [String] = []
        // Runs since the last new way: the search stops once `patience` runs in a row find none.
        var fruitless = 0
        while head < queue.count, head < budget, fruitless < patience {
            let world = queue[head]
            head += 1
            let trace = run(world, calls: calls)
            let signature = (trace.decisions + trace.refusals).joined(separator: " ")
            fruitless += 1
            if !trace.undecided, found[signature] == nil {
                found[signature] = Path(world: world, trace: trace)
                order.append(signature)
                fruitless = 0
            }
            for variable in trace.read.sorted() {
                for value in candidates.values(for: variable, event: event) {
                    var next = world
                    next.values[variable] = value
                    if visited.insert(next).inserted { queue.append(next) }
                }
            }
            for site in trace.sites.sorted() {
                for outcome in candidates.outcomes(for: calls[site], site: site, blocks: blocks) {
                    var next = world
                    // A spy answers every call of its method alike.
                    for sibling in calls.indices where Self.sameMethod(calls[sibling], calls[site]) {
                        next.outcomes[sibling] = outcome
                    }
                    if visited.insert(next).inserted { queue.append(next) }
                }
            }
        }
        return order.map { distinct(found[$0]!, calls: calls, candidates: &candidates) }
    }

    /// The way `world` leads, with what it does (nil when a guard cannot be decided).
    package func run(_ world: World) -> Path? {
        let trace = run(world, calls: blocks.allCalls)
        return trace.undecided ? nil : Path(world: world, trace: trace)
    }

    /// Whether two calls are of the same method (one spy answers both).
    package static func sameMethod(_ a: ModuleModel.MethodCall, _ b: ModuleModel.MethodCall) -> Bool {
        a.dependency == b.dependency && a.method == b.method
    }

    /// The event sent again just after `path`'s send (its work not run yet), when it takes the same way at the top
    /// and makes the same first call: what a test of its policy needs. With the same values when they do (nil
    /// `values`), else with other values of the event (its guards may refuse the same ones: `text != query`).
    package func sentAgain(_ path: Path) -> (values: [Variable: TestValue]?, trace: Trace)? {
        guard let world = worldAfterSend(path) else { return nil }
        var candidates = Candidates(module: module, literals: Self.literals(in: blocks), fixtures: Fixtures(module))
        let again = withEventValues(world, candidates: &candidates) { world -> Path? in
            guard let again = run(world), again.trace.decisions.first == path.trace.decisions.first,
                again.trace.calls.first?.site == path.trace.calls.first?.site
            else { return nil }
            return again
        }
        guard let again else { return nil }
        let values = event.values.reduce(into: [Variable: TestValue]()) {
            $0[.event($1.name)] = again.world.values[.event($1.name)]
        }
        return (again.world == world ? nil : values, again.trace)
    }

    /// What `found` makes of `world`, else of `world` with one of the event's values another candidate: the first it
    /// accepts.
    private func withEventValues<T>(_ world: World, candidates: inout Candidates, _ found: (World) -> T?) -> T? {
        if let result = found(world) { return result }
        for value in event.values {
            for candidate in candidates.values(for: .event(value.name), event: event)
            where candidate != world.values[.event(value.name)] {
                var other = world
                other.values[.event(value.name)] = candidate
                if let result = found(other) { return result }
            }
        }
        return nil
    }

    /// `path`'s world as its send left it (its work not run yet): the state, kept values and fields it shows then.
    package func worldAfterSend(_ path: Path) -> World? {
        guard let after = path.trace.afterSend else { return nil }
        var world = path.world
        let state = module.states[after.state.index]
        world.values[.state] = .enumCase("State", state.name, state.values.map(\.name), after.state.values)
        for index in module.storage.indices { world.values[.storage(index)] = after.storage[index] }
        for index in module.fields.indices { world.values[.field(index)] = after.fields[index] }
        return world
    }

    /// This event sent in `start` (the world another send left, `worldAfterSend`), with values that take an
    /// alternative at the top that `takes` accepts (`top=0`): its own samples first, then other values one at a time.
    /// Its calls succeed with samples. What a test of a send that cancels running work needs.
    package func sent(after start: World, takes: (String) -> Bool) -> Path? {
        var fixtures = Fixtures(module)
        let own = initialWorld(&fixtures, calls: blocks.allCalls)
        var world = World(outcomes: own.outcomes)
        for (variable, value) in start.values {
            if case .event = variable { continue }
            world.values[variable] = value
        }
        for value in event.values { world.values[.event(value.name)] = own.values[.event(value.name)] }
        var candidates = Candidates(module: module, literals: Self.literals(in: blocks), fixtures: fixtures)
        return withEventValues(world, candidates: &candidates) { world in
            guard let path = run(world), let top = path.trace.decisions.first, takes(top) else { return nil }
            return path
        }
    }

    /// The samples this event's way starts from for the kept values, fields and inputs it reads or sets: what another
    /// event's test gives the unit where this one is sent beside it.
    package func ownSamples() -> [Variable: TestValue] {
        var fixtures = Fixtures(module)
        return initialWorld(&fixtures, calls: blocks.allCalls).values.filter {
            if case .event = $0.key { false } else { true }
        }
    }

    /// Samples for every value and a success for every call.
    private func initialWorld(_ fixtures: inout Fixtures, calls: [ModuleModel.MethodCall]) -> World {
        var world = World()
        let models = fixtures.models
        for value in event.values {
            if let sample = fixtures.value(of: value.type, label: value.name) {
                world.values[.event(value.name)] = TestValue.from(sample, type: value.type, models: models)
            }
        }
        for (index, input) in module.inputs.enumerated() {
            if let sample = fixtures.value(of: input.type, label: input.name) {
                world.values[.input(index)] = TestValue.from(sample, type: input.type, models: models)
            }
        }
        // Kept values and fields the work reads or sets start as samples, unlike the values it sets or passes on:
        // a test can then tell the work's value from the one it started with.
        let names = blocks.allNames.union(
            blocks.allBlocks.flatMap(\.assignments).map { assignment in
                switch assignment.target {
                case .storage(let index): module.storage[index].name
                case .field(let index): module.fields[index].name
                }
            })
        for (index, value) in module.storage.enumerated() where names.contains(value.name) {
            if let sample = fixtures.value(of: value.type, label: value.name) {
                world.values[.storage(index)] = TestValue.from(sample, type: value.type, models: models)
            }
        }
        for (index, field) in module.fields.enumerated() where names.contains(field.name) {
            if let sample = fixtures.value(of: field.type, label: field.name) {
                world.values[.field(index)] = TestValue.from(sample, type: field.type, models: models)
            }
        }
        for (site, call) in calls.enumerated() {
            // A spy answers every call of its method alike.
            if let earlier = calls.indices.first(where: { $0 < site && Self.sameMethod(calls[$0], call) }) {
                world.outcomes[site] = world.outcomes[earlier]
                continue
            }
            let method = module.dependencies[call.dependency].methods[call.method]
            guard let type = method.returnType else {
                world.outcomes[site] = .success(nil)
                continue
            }
            if let element = Self.streamElement(type) {
                let sample = fixtures.value(of: element, label: call.resultName ?? "element")
                world.outcomes[site] = .stream(
                    sample.map { [TestValue.from($0, type: element, models: models)] } ?? [], end: nil)
            } else if let sample = fixtures.value(of: type, label: call.resultName ?? "result") {
                world.outcomes[site] = .success(TestValue.from(sample, type: type, models: models))
            }
        }
        return world
    }

    /// Where a kept value or field the way sets already has the value it is set to, a test could not tell the
    /// setting from its absence: such a value starts as another sample when that keeps the way.
    private func distinct(_ path: Path, calls: [ModuleModel.MethodCall], candidates: inout Candidates) -> Path {
        var path = path
        let signature = path.trace.decisions
        for variable in path.trace.assigned.sorted() {
            guard let end = path.trace.final.value(of: variable), startValue(of: variable, in: path.world) == end
            else { continue }
            path = starting(path, variable, otherThan: end, candidates: &candidates)
        }
        // So is a state the way shows that it started in (an `else` that goes back to `idle`), where every pattern
        // can start its unit in another state (one that keeps its state for `when`).
        let shows = path.trace.final.told.contains { if case .state = $0 { true } else { false } }
        let tracksState = module.events.contains { event in
            guard case .blocks(let blocks) = event.behaviour else { return false }
            return blocks.allBlocks.contains { $0.when != nil }
        }
        if shows, tracksState, stateValue(path.trace.final) == startValue(of: .state, in: path.world) {
            for value in candidates.values(for: .state, event: event) where value != stateValue(path.trace.final) {
                var world = path.world
                world.values[.state] = value
                let trace = run(world, calls: calls)
                if !trace.undecided, trace.decisions == signature, stateValue(trace.final) != value {
                    path = Path(world: world, trace: trace)
                    break
                }
            }
        }
        return path
    }

    /// `path` with other start values where a kept value or field its send sets before the work already has the value
    /// set (a test of what shows before the work runs could not tell the setting from its absence), the way kept.
    package func distinctBeforeWork(_ path: Path) -> Path {
        guard let after = path.trace.afterSend else { return path }
        var candidates = Candidates(module: module, literals: Self.literals(in: blocks), fixtures: Fixtures(module))
        var path = path
        for variable in path.trace.assigned.sorted() {
            guard let set = after.value(of: variable), startValue(of: variable, in: path.world) == set else { continue }
            path = starting(path, variable, otherThan: set, candidates: &candidates)
        }
        return path
    }

    /// `path` with `variable` starting as the first other candidate than `avoided` that keeps its way, if any.
    private func starting(
        _ path: Path, _ variable: Variable, otherThan avoided: TestValue, candidates: inout Candidates
    )
        -> Path
    {
        for value in candidates.values(for: variable, event: event) where value != avoided {
            var world = path.world
            world.values[variable] = value
            if let other = run(world), other.trace.decisions == path.trace.decisions { return other }
        }
        return path
    }

    /// A snapshot's state as a test value.
    private func stateValue(_ snapshot: Snapshot) -> TestValue {
        let state = module.states[snapshot.state.index]
        return .enumCase("State", state.name, state.values.map(\.name), snapshot.state.values)
    }

    /// What `variable` starts as in `world` (the spec's start value when the world does not set it).
    package func startValue(of variable: Variable, in world: World) -> TestValue {
        if let value = world.values[variable] { return value }
        switch variable {
        case .storage(let index): return Self.start(module.storage[index])
        case .field(let index): return Self.start(module.fields[index])
        case .state: return .enumCase("State", module.states[module.initialState].name, [], [])
        default: return .null
        }
    }

    /// A kept value's or field's start value as a test value.
    package static func start(_ value: ModuleModel.StoredValue) -> TestValue {
        if let start = value.start { return ExpressionEvaluator(values: [:]).evaluate(start) }
        switch value.initialValue {
        case "nil": return .null
        case "[]": return .array([])
        case "false": return .bool(false)
        case "\"\"": return .string("")
        case "0": return ["Double", "Float"].contains(value.type.simpleName ?? "") ? .double(0) : .int(0)
        default: return .text(value.initialValue)
        }
    }

    /// Whether `method` returns an `AsyncStream` or an `AsyncThrowingStream`.
    package static func returnsStream(_ method: MethodDeclaration) -> Bool {
        method.returnType.flatMap(streamElement) != nil
    }

    /// `T` of `AsyncStream<T>` or `AsyncThrowingStream<T, E>`.
    package static func streamElement(_ type: TypeExpression) -> TypeExpression? {
        guard case .named(let parts) = type, parts.count == 1,
            ["AsyncStream", "AsyncThrowingStream"].contains(parts[0].name)
        else { return nil }
        return parts[0].arguments.first
    }

    /// The whole numbers the work's expressions write, so that guards comparing with them can be made to hold or not.
    package static func literals(in blocks: [ModuleModel.Block]) -> Literals {
        var numbers: Set<Int> = []
        var strings: Set<String> = []
        func visit(_ expression: Expression) {
            switch expression.kind {
            case .integer(let digits): if let number = Int(digits) { numbers.insert(number) }
            case .string(let text): strings.insert(text)
            case .member(let base, _, _): visit(base)
            case .method(let base, _, let arguments, _):
                visit(base)
                for argument in arguments { visit(argument.value) }
            case .array(let elements): elements.forEach(visit)
            case .prefix(_, let operand): visit(operand)
            case .infix(_, let left, let right):
                visit(left)
                visit(right)
            case .conditional(let a, let b, let c): [a, b, c].forEach(visit)
            default: break
            }
        }
        for block in blocks.allBlocks { block.condition.map(visit) }
        return Literals(numbers: numbers, strings: strings)
    }

    /// The numbers and strings the guards write (`count > 10`, `name.contains("@")`): values at their edges.
    package struct Literals {
        package var numbers: Set<Int>
        package var strings: Set<String>
    }

    // MARK: - Running

    /// The unit while the work runs.
    private struct Unit {
        package var snapshot: Snapshot
        package var inputs: [TestValue]
    }

    private func run(_ world: World, calls: [ModuleModel.MethodCall]) -> Trace {
        let state = world.values[.state].flatMap(stateValue) ?? (module.initialState, [])
        let unit = Unit(
            snapshot: Snapshot(
                state: state,
                fields: module.fields.indices.map { startValue(of: .field($0), in: world) },
                storage: module.storage.indices.map { startValue(of: .storage($0), in: world) }),
            inputs: module.inputs.indices.map { world.values[.input($0)] ?? .null })
        var runner = Runner(
            paths: self, world: world, calls: calls, unit: unit,
            trace: Trace(final: unit.snapshot))
        var locals: [String: TestValue] = [:]
        for value in event.values { locals[value.name] = world.values[.event(value.name)] ?? .null }
        runner.choose(blocks, key: "top", locals: locals, subject: nil, atTop: true)
        runner.trace.final = runner.unit.snapshot
        return runner.trace
    }

    /// A state's test value as (index, values).
    private func stateValue(_ value: TestValue) -> (index: Int, values: [TestValue])? {
        guard case .enumCase(_, let name, _, let values) = value,
            let index = module.states.firstIndex(where: { $0.name == name })
        else { return nil }
        return (index, values)
    }

    /// Runs blocks on one world, recording what they do.
    private struct Runner {
        package let paths: ProgramPaths
        package let world: World
        package let calls: [ModuleModel.MethodCall]
        package var unit: Unit
        package var trace: Trace

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
                if paths.event.values.contains(where: { $0.name == name }), locals[name] != nil {
                    trace.read.insert(.event(name))
                }
                if let index = module.storage.firstIndex(where: { $0.name == name }) {
                    trace.read.insert(.storage(index))
                }
                if let index = module.fields.firstIndex(where: { $0.name == name }) { trace.read.insert(.field(index)) }
                if let index = module.inputs.firstIndex(where: { $0.name == name }) { trace.read.insert(.input(index)) }
            }
        }

        /// The first alternative whose guards hold runs (recorded as `key=index`, `key=-1` when none does).
        package mutating func choose(
            _ blocks: [ModuleModel.Block], key: String, locals: [String: TestValue], subject: Subject?,
            atTop: Bool = false
        ) {
            guard !blocks.isEmpty, !trace.undecided else { return }
            var refusals: [String] = []
            for (index, block) in blocks.enumerated() {
                var locals = locals
                if let state = block.when {
                    trace.read.insert(.state)
                    guard unit.snapshot.state.index == state else {
                        refusals.append("\(index):when")
                        continue
                    }
                    for (value, bound) in zip(module.states[state].values, unit.snapshot.state.values) {
                        locals[value.name] = bound
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
                        continue
                    }
                }
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

        package mutating func run(_ block: ModuleModel.Block, key: String, locals: [String: TestValue], atTop: Bool) {
            let evaluator = { (runner: Runner, locals: [String: TestValue]) in
                ExpressionEvaluator(values: runner.values(locals))
            }
            for assignment in block.assignments {
                let value = evaluator(self, locals).evaluate(assignment.value)
                switch assignment.target {
                case .storage(let index):
                    unit.snapshot.storage[index] = value
                    trace.assigned.insert(.storage(index))
                case .field(let index):
                    unit.snapshot.fields[index] = value
                    unit.snapshot.told.append(.fields(unit.snapshot.fields))
                    trace.assigned.insert(.field(index))
                }
            }
            if let state = block.state {
                show(state.index, state.values.map { evaluator(self, locals).evaluate($0) })
            }
            if let route = block.route {
                let declaration = module.routes[route.index]
                unit.snapshot.told.append(
                    .route(
                        .enumCase(
                            "Route", declaration.name, declaration.values.map(\.name),
                            route.values.map { evaluator(self, locals).evaluate($0) })))
            }
            if let effect = block.effect {
                let declaration = module.effects[effect.index]
                unit.snapshot.told.append(
                    .effect(
                        .enumCase(
                            "Effect", declaration.name, declaration.values.map(\.name),
                            effect.values.map { evaluator(self, locals).evaluate($0) })))
            }
            guard let work = block.work else {
                if atTop { trace.afterSend = unit.snapshot }
                return
            }
            if case .calls(let calls) = work, let state = calls.whileState { show(state, []) }
            if atTop { trace.afterSend = unit.snapshot }
            switch work {
            case .calls(let calls): self.calls(calls, key: key, locals: locals)
            case .stream(let stream): self.stream(stream, key: key, locals: locals)
            case .handOver: trace.handedOver = true
            }
        }

        package mutating func show(_ index: Int, _ values: [TestValue]) {
            unit.snapshot.state = (index, values)
            unit.snapshot.told.append(.state(index: index, values: values))
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
                let evaluator = ExpressionEvaluator(values: values(locals))
                trace.calls.append(
                    Call(
                        site: site, dependency: call.dependency, method: call.method,
                        arguments: call.arguments.map(evaluator.evaluate)))
                trace.sites.insert(site)
                switch world.outcomes[site] {
                case .failure(let thrown)? where failure == nil: failure = thrown
                case .success(let value?)?:
                    if let name = call.resultName { results[name] = value }
                default: break
                }
            }
            if failure == .cancelled {
                trace.decisions.append(key + ".cancelled")
            } else if let failure {
                var failed = locals
                failed["message"] = message(failure)
                choose(work.onFailure, key: key + ".failure", locals: failed, subject: .failure(failure))
            } else {
                let subject = work.calls.count == 1 ? work.calls[0].resultName.flatMap { results[$0] } : nil
                choose(work.onSuccess, key: key + ".success", locals: results, subject: subject.map(Subject.value))
            }
        }

        package mutating func stream(_ work: ModuleModel.StreamWork, key: String, locals: [String: TestValue]) {
            let site = site(of: work.call)
            let evaluator = ExpressionEvaluator(values: values(locals))
            trace.calls.append(
                Call(
                    site: site, dependency: work.call.dependency, method: work.call.method,
                    arguments: work.call.arguments.map(evaluator.evaluate)))
            trace.sites.insert(site)
            guard case .stream(let elements, let end)? = world.outcomes[site] else {
                if case .failure(let failure)? = world.outcomes[site], failure != .cancelled {
                    var failed = locals
                    failed["message"] = message(failure)
                    choose(work.onFailure, key: key + ".failure", locals: failed, subject: .failure(failure))
                }
                return
            }
            for (index, element) in elements.enumerated() {
                var each = locals
                each[work.call.resultName ?? "element"] = element
                choose(work.onEach, key: key + ".each\(index)", locals: each, subject: .value(element))
            }
            if let end {
                var failed = locals
                failed["message"] = message(end)
                choose(work.onFailure, key: key + ".failure", locals: failed, subject: .failure(end))
            } else {
                choose(work.onEnd, key: key + ".end", locals: locals, subject: nil)
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
    package init(module: ModuleModel, event: ModuleModel.Event, blocks: [ModuleModel.Block]) {
        self.module = module
        self.event = event
        self.blocks = blocks
    }
}

/// The values a test may choose for a variable or an outcome: a sample, and values at the edges guards look at
/// (`true`/`false`, `0`, `""`, `nil`, `[]`, the numbers the guards write, each case of an enum, a model with one
/// property at an edge).
package struct Candidates {
    package let module: ModuleModel
    package let literals: ProgramPaths.Literals
    package var fixtures: Fixtures
    private var cache: [String: [TestValue]] = [:]
    private var outcomeCache: [Int: [ProgramPaths.Outcome]] = [:]

    package init(module: ModuleModel, literals: ProgramPaths.Literals, fixtures: Fixtures) {
        (self.module, self.literals, self.fixtures) = (module, literals, fixtures)
    }

    package mutating func values(for variable: ProgramPaths.Variable, event: ModuleModel.Event) -> [TestValue] {
        let key = "\(variable)"
        if let cached = cache[key] { return cached }
        let values = computedValues(for: variable, event: event)
        cache[key] = values
        return values
    }

    private mutating func computedValues(for variable: ProgramPaths.Variable, event: ModuleModel.Event) -> [TestValue] {
        switch variable {
        case .state:
            // Each state with its samples, then with one value at a time at its edges (a flag a state holds).
            var states: [TestValue] = []
            var varied: [TestValue] = []
            for state in module.states {
                var values: [TestValue] = []
                for value in state.values {
                    guard let sample = fixtures.value(of: value.type, label: value.name) else { break }
                    values.append(TestValue.from(sample, type: value.type, models: fixtures.models))
                }
                guard values.count == state.values.count else { continue }
                let labels = state.values.map(\.name)
                states.append(.enumCase("State", state.name, labels, values))
                for (position, value) in state.values.enumerated() {
                    for edge in self.values(of: value.type, label: value.name, depth: 1).dropFirst() {
                        var changed = values
                        changed[position] = edge
                        varied.append(.enumCase("State", state.name, labels, changed))
                    }
                }
            }
            return states + varied
        case .event(let name):
            return event.values.first { $0.name == name }.map { values(of: $0.type, label: name) } ?? []
        case .storage(let index): return values(of: module.storage[index].type, label: module.storage[index].name)
        case .field(let index): return values(of: module.fields[index].type, label: module.fields[index].name)
        case .input(let index): return values(of: module.inputs[index].type, label: module.inputs[index].name)
        }
    }

    /// Values of `type`, the sample first.
    package mutating func values(of type: TypeExpression, label: String, depth: Int = 0) -> [TestValue] {
        let key = "\(label): \(type)"
        if let cached = cache[key] { return cached }
        var values: [TestValue] = []
        let models = fixtures.models
        if let sample = fixtures.value(of: type, label: label) {
            values.append(TestValue.from(sample, type: type, models: models))
        }
        switch type {
        case .optional(let wrapped):
            values.append(.null)
            if depth < 2 { values += self.values(of: wrapped, label: label, depth: depth + 1) }
        case .array(let element):
            values.append(.array([]))
            if let first = values.first, case .array(let elements) = first, let item = elements.first {
                for count in literals.numbers where count > 1 && count <= 20 {
                    values.append(.array(Array(repeating: item, count: count)))
                }
            }
            _ = element
        default:
            switch type.simpleName {
            case "Bool"?: values += [.bool(true), .bool(false)]
            case let name? where ExpressionChecker.integral.contains(name):
                values +=
                    [.int(0), .int(1)]
                    + literals.numbers.sorted().flatMap { [TestValue.int($0 - 1), .int($0), .int($0 + 1)] }
            case let name? where ["Double", "Float", "CGFloat"].contains(name): values.append(.double(0))
            case "String"?:
                // A string the guards write, alone and inside the sample (`contains("@")`).
                values.append(.string(""))
                let sample: String? = if case .string(let text)? = values.first { text } else { nil }
                // Another text (a guard may ask for a new one: `text != query`).
                if let sample { values.append(.string(sample + "2")) }
                for literal in literals.strings.sorted() {
                    values.append(.string(literal))
                    if let sample { values.append(.string(sample + literal)) }
                }
            case let name?:
                if let model = models[name], model.isEnum {
                    for index in model.cases.indices {
                        if let sample = fixtures.enumCase(model, index, path: label) {
                            values.append(TestValue.from(sample, type: type, models: models))
                        }
                    }
                } else if let model = models[name], depth < 1,
                    case .model(let modelName, let labels, let sample)? =
                        values.first
                {
                    // One property at a time at its edges.
                    for (position, property) in model.properties.enumerated() {
                        for edge in self.values(of: property.type, label: property.name, depth: depth + 1).dropFirst() {
                            var changed = sample
                            changed[position] = edge
                            values.append(.model(modelName, labels, changed))
                        }
                    }
                }
            default: break
            }
        }
        var seen: Set<TestValue> = []
        values = values.filter { seen.insert($0).inserted }
        cache[key] = values
        return values
    }

    /// What `call` may do in a test: succeed with each candidate result, fail with the spy's error and with each error
    /// its failure alternatives match; a stream yields each candidate element, or none, and ends or fails.
    package mutating func outcomes(for call: ModuleModel.MethodCall, site: Int, blocks: [ModuleModel.Block])
        -> [ProgramPaths.Outcome]
    {
        if let cached = outcomeCache[site] { return cached }
        let outcomes = computedOutcomes(for: call, blocks: blocks)
        outcomeCache[site] = outcomes
        return outcomes
    }

    private mutating func computedOutcomes(for call: ModuleModel.MethodCall, blocks: [ModuleModel.Block])
        -> [ProgramPaths.Outcome]
    {
        let method = module.dependencies[call.dependency].methods[call.method]
        var outcomes: [ProgramPaths.Outcome] = []
        var failures: [ProgramPaths.Failure] = []
        if method.isThrowing || method.returnType.map(Self.isThrowingStream) == true {
            failures.append(.mock)
            for block in failureBlocks(of: call, in: blocks) {
                switch block.pattern {
                case .enumCase(let model, let index, _)?:
                    if let sample = fixtures.enumCase(module.models[model], index, path: "error") {
                        failures.append(
                            .value(
                                type: module.models[model].name,
                                TestValue.from(
                                    sample, type: .simple(module.models[model].name), models: fixtures.models)))
                    }
                case .type(let type)?:
                    if type.simpleName == "URLError" {
                        failures.append(.value(type: "URLError", .text("URLError(.notConnectedToInternet)")))
                    } else if let sample = module.samples[type], let name = type.simpleName {
                        failures.append(.value(type: name, .text(sample)))
                    }
                case nil: break
                }
            }
        }
        if let type = method.returnType, let element = ProgramPaths.streamElement(type) {
            let elements = values(of: element, label: call.resultName ?? "element")
            outcomes += elements.map { .stream([$0], end: nil) } + [.stream([], end: nil)]
            // A stream that cannot fail fails only where the method throws, before it returns.
            if Self.isThrowingStream(type) { outcomes += failures.map { .stream([], end: $0) } }
            if method.isThrowing { outcomes += failures.map(ProgramPaths.Outcome.failure) }
            return outcomes
        }
        if let type = method.returnType {
            outcomes += values(of: type, label: call.resultName ?? "result").map { .success($0) }
        } else {
            outcomes.append(.success(nil))
        }
        return outcomes + failures.map(ProgramPaths.Outcome.failure)
    }

    private static func isThrowingStream(_ type: TypeExpression) -> Bool {
        if case .named(let parts) = type { return parts.first?.name == "AsyncThrowingStream" }
        return false
    }

    /// The failure alternatives of the work `call` belongs to.
    private func failureBlocks(of call: ModuleModel.MethodCall, in blocks: [ModuleModel.Block]) -> [ModuleModel.Block] {
        for block in blocks.allBlocks {
            switch block.work {
            case .calls(let work)? where work.calls.contains(call): return work.onFailure
            case .stream(let stream)? where stream.call == call: return stream.onFailure
            default: continue
            }
        }
        return []
    }
}
