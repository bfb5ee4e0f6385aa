import ArchgenBehaviour
import ArchgenSpec

/// One test of an event along one way: its values set up, the event sent (and maybe a second send), and what it
/// then checks.
extension ProgramTestBuilder {
    /// What a test does after sending the event.
    enum Mode {
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
    struct Second {
        var event: ModuleModel.Event
        var scenario: PathFinder.Scenario
        /// What its calls return, when it is another event: arranged too (where the first's are not).
        var calls: [(call: ModuleModel.MethodCall, outcome: PathFinder.Outcome)] = []
        /// The calls of `call`'s method the test checks, in order, with their arguments (both sends' or the last's).
        var made: (call: ModuleModel.MethodCall, calls: [PathFinder.Call])? = nil
        /// Where it is a query replacing what is shown, which cancels the running work from its task once its answer
        /// is shown, not as it is sent: its first calls with what they return, and the kept values it sets before them.
        var replacement: Replacement? = nil
        /// `replacement`'s shape.
        typealias Replacement = (
            first: [(call: ModuleModel.MethodCall, outcome: PathFinder.Outcome)], sets: Set<String>
        )
        /// The kept values and fields it sets itself, for good or for its duration (nil: unknown, a custom handler).
        var sets: Set<PathFinder.Variable>? = nil
        /// What shows once its way ended, where that is checked (a replacing query whose answer drops the first's).
        var final: PathFinder.Snapshot? = nil
        /// What the first send's held call answers instead of what its way's does, where that would show as this
        /// send's answer does: a test then sees which of the two shows.
        var firstAnswer: (call: ModuleModel.MethodCall, outcome: PathFinder.Outcome)? = nil
        /// It is a write that replaces what is shown once it succeeded: the test lets its first call through.
        var writesFirst = false
    }

    /// The locals a test declares as it is written, and which values they hold.
    struct Draft {
        var locals = Locals()
        var named = LocalNames()
        /// Whether an expected value too long for its line is declared first (a named value reads better than a literal
        /// broken over lines): only where the test checks it, as an unread local fails a build with warnings as errors.
        var checked: Bool
    }

    /// A test of `event` along `path`. `checked` says whether the test checks what the work shows: a release,
    /// first-load or policy test does not (nor does any `beside` one), so no expected value of theirs is declared.
    func test(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, name: String,
        doc: [Context.DocLine] = [], mode: Mode, checked: Bool = true
    ) -> Context.ProgramTest? {
        var draft = Draft(checked: { if case .beside = mode { false } else { checked } }())
        guard case (let reference, var sentAgain)? = sends(event, path.scenario, mode: mode, &draft),
            let start = start(path.scenario, finder: finder, &draft),
            let arrange = arrangements(path, finder: finder, mode: mode, &draft),
            let (snapshot, checks, holds) = outcome(event, path: path, finder: finder, mode: mode, &draft)
        else { return nil }
        let shown = shown(snapshot, finder: finder, &draft)
        if case .beside(let second) = mode, let final = second.final {
            let state = module.states[final.state.index]
            let named = draft.named
            sentAgain?.finalState = Spelling.reference(state) { value in
                expression(final.state.values[state.values.firstIndex(of: value)!], value.type, named).flat
            }
        }
        return Context.ProgramTest(
            name: name, testName: "test" + upper(name), docLines: doc, locals: draft.locals.declarations,
            startLocals: draft.locals.startDeclarations, startState: start.state,
            sutArguments: start.arguments.joined(separator: ", "), arrange: arrange,
            event: reference,
            awaits: { if case .awaits = mode { true } else if case .cancelled = mode { true } else { false } }(),
            holds: holds, checks: checks,
            expectedState: shown.state, told: shown.told, toldStates: shown.toldStates, toldFields: shown.toldFields,
            hasToldStates: !shown.toldStates.isEmpty, hasToldFields: !shown.toldFields.isEmpty,
            fieldsArguments: shown.fields?.isEmpty == false ? shown.fields : nil, keptChecks: shown.kept,
            routes: shown.routes, effects: shown.effects, sentAgain: sentAgain, released: nil)
    }

    /// `value` as a local of the test named from `base` (`start`: a value of the state it starts in), or the local
    /// that holds it already.
    private func declare(
        _ base: String, _ value: TestValue, type: TypeExpression, start: Bool = false, _ draft: inout Draft
    ) -> String {
        if let name = draft.named.name(of: value, as: type) { return name }
        let name = draft.locals.declare(base, fixtures.spell(value), type: type, start: start)
        draft.named.record(value, name, type: type)
        return name
    }

    /// An expected value, declared first where it is long and the test checks it.
    private func expecting(_ value: TestValue, _ type: TypeExpression?, _ draft: inout Draft) -> String {
        let swift = expression(value, type, draft.named)
        guard draft.checked, swift.flat.count > 40, Self.declarable(value) else { return swift.flat }
        let name = draft.locals.declare("expected", swift, type: .simple("_"))
        draft.named[value] = name
        return name
    }

    /// The event sent, its values declared; and, `beside` it, the second send with its own.
    private func sends(
        _ event: ModuleModel.Event, _ scenario: PathFinder.Scenario, mode: Mode, _ draft: inout Draft
    ) -> (Context.Reference, Context.SentAgain?)? {
        var eventNames: [String: String] = [:]
        for value in event.values {
            guard let sample = scenario.values[.event(value.name)] else { return nil }
            eventNames[value.name] = declare(value.name, sample, type: value.type, &draft)
        }
        let reference = Spelling.reference(event.name, event.values) { eventNames[$0.name]! }
        guard case .beside(let second) = mode else { return (reference, nil) }
        var names: [String: String] = [:]
        for value in second.event.values {
            guard let sample = second.scenario.values[.event(value.name)] else { return nil }
            let base = second.event.name == event.name ? "other" + upper(value.name) : value.name
            names[value.name] = declare(base, sample, type: value.type, &draft)
        }
        var sentAgain = Context.SentAgain(
            gate: "", calls: "", cancelsFirst: false, isDrop: false, firstCancelled: "false", secondCalls: "",
            expectedCalls: "",
            second: Context.SecondSend(
                event: Spelling.reference(second.event.name, second.event.values) { names[$0.name]! }))
        if let made = second.made {
            let named = draft.named
            sentAgain.argumentChecks = argumentChecks(made.call, made.calls) { render($0, $1, named) }
        }
        return (reference, sentAgain)
    }

    /// What makeSUT is given, in the order the unit's `init` takes them: the start state (when not the initial one),
    /// the fields, the kept values and the inputs.
    private func start(
        _ scenario: PathFinder.Scenario, finder: PathFinder, _ draft: inout Draft
    ) -> (arguments: [String], state: Context.Reference?)? {
        var arguments: [String] = []
        var startState: Context.Reference?
        if case .enumCase(_, let stateName, _, let values)? = scenario.values[.state],
            let index = module.states.firstIndex(where: { $0.name == stateName })
        {
            let state = module.states[index]
            var names: [String: String] = [:]
            for (declared, value) in zip(state.values, values) {
                names[declared.name] = declare(declared.name, value, type: declared.type, start: true, &draft)
            }
            let start = Spelling.reference(state) { names[$0.name]! }
            startState = start
            arguments.append("state: ." + start.name + (start.hasValues ? "(\(start.arguments))" : ""))
        }
        let named = draft.named
        if !module.fields.isEmpty, module.fields.indices.contains(where: { scenario.values[.field($0)] != nil }) {
            let values = module.fields.indices.map { finder.startValue(of: .field($0), in: scenario) }
            let fields = fieldsArguments(values) { render($0, $1, named) }
            if !fields.isEmpty { arguments.append("fields: .init(\(fields))") }
        }
        for (index, kept) in module.storage.enumerated() {
            guard let value = scenario.values[.storage(index)] else { continue }
            arguments.append("\(SwiftNames.argumentLabel(kept.name)): \(render(value, kept.type, named))")
        }
        for (index, input) in module.inputs.enumerated() {
            guard let value = scenario.values[.input(index)] else { return nil }
            arguments.append("\(SwiftNames.argumentLabel(input.name)): \(render(value, input.type, named))")
        }
        return (arguments, startState)
    }

    /// What each call reached returns or throws (one spy per method: two calls of it must agree); and what the second
    /// send's calls return, where it is another event that calls other methods.
    private func arrangements(
        _ path: PathFinder.Path, finder: PathFinder, mode: Mode, _ draft: inout Draft
    ) -> [String]? {
        var arrange: [String] = []
        var arranged: [String: PathFinder.Outcome] = [:]
        for site in Set(path.trace.calls.map(\.site)).sorted() {
            let call = finder.calls[site]
            let key = "\(call.dependency).\(call.method)"
            guard let outcome = path.scenario.outcomes[site] else { return nil }
            if let earlier = arranged[key] {
                guard earlier == outcome else { return nil }
                continue
            }
            arranged[key] = outcome
            // A stream is followed once: where the way calls its method again, each call gets a stream of its own,
            // all alike (the spy's sequence; spec-gen seed 5301 G24: the second call got the first's, ended).
            if case .stream = outcome,
                case let times = path.trace.calls.count(where: { PathFinder.sameMethod(finder.calls[$0.site], call) }),
                times > 1
            {
                guard let answers = answer(call, outcome, &draft.locals, &draft.named) else { return nil }
                arrange += answers.map { answer in
                    "\(answer.property)s = [" + repeatElement(answer.value, count: times).joined(separator: ", ") + "]"
                }
                continue
            }
            guard let statement = self.arrange(call, outcome, &draft.locals, &draft.named) else { return nil }
            arrange += statement
        }
        if case .beside(let second) = mode {
            for (call, outcome) in second.calls {
                let key = "\(call.dependency).\(call.method)"
                guard arranged[key] == nil else { continue }
                arranged[key] = outcome
                guard let statement = self.arrange(call, outcome, &draft.locals, &draft.named) else { return nil }
                arrange += statement
            }
            // The first send's held call answers otherwise, first in the spy's sequence.
            if let (call, outcome) = second.firstAnswer {
                guard let answers = answer(call, outcome, &draft.locals, &draft.named) else { return nil }
                arrange += answers.map { "\($0.property)s = [\($0.value)]" }
            }
        }
        return arrange
    }

    /// What to check: after the work (and the calls it made), or what shows before it runs (and, cancelled, after it:
    /// the work puts back what it set for its duration, and `holds` is the gate its call is held at).
    private func outcome(
        _ event: ModuleModel.Event, path: PathFinder.Path, finder: PathFinder, mode: Mode, _ draft: inout Draft
    ) -> (snapshot: PathFinder.Snapshot, checks: [Context.Check], holds: String?)? {
        switch mode {
        case .awaits:
            // A long literal of the counts is declared first, as an expected value is.
            let checks = callChecks(
                event, path: path, finder: finder, expected: { expecting($0, $1, &draft) },
                counted: { counts in
                    counts.flat.count > 40
                        ? draft.locals.declare("expectedCalls", counts, type: .simple("_")) : counts.flat
                })
            return (path.trace.final, checks, nil)
        case .before, .beside:
            return path.trace.afterSend.map { ($0, [], nil) }
        case .cancelled(let gate):
            return path.trace.afterCancel.map { ($0, [], gate) }
        }
    }

    /// What the unit shows in `snapshot`, as the test checks it. Every expected value every pattern reads is spelled
    /// (declaring the long ones) before the locals are read; what is as it started (the fields) or empty (what was
    /// reported) is left to `expectShows`'s defaults.
    private func shown(_ snapshot: PathFinder.Snapshot, finder: PathFinder, _ draft: inout Draft) -> (
        state: Context.Reference, told: [Context.Told], toldStates: [Context.Told], toldFields: [Context.Told],
        fields: String?, kept: [Context.KeptValue], routes: String?, effects: String?
    ) {
        let state = module.states[snapshot.state.index]
        let expected = Spelling.reference(state) { value in
            expecting(snapshot.state.values[state.values.firstIndex(of: value)!], value.type, &draft)
        }
        let assigned = Set(
            finder.allBlocks.flatMap(\.assignments).compactMap { assignment -> Int? in
                if case .storage(let index) = assignment.target { return index }
                return nil
            })
        let keptChecks = assigned.sorted().map { index in
            Context.KeptValue(
                name: SwiftNames.escaped(module.storage[index].name),
                value: expecting(snapshot.storage[index], module.storage[index].type, &draft))
        }
        let fields = module.fields.isEmpty ? nil : fieldsArguments(snapshot.fields) { expecting($0, $1, &draft) }
        // A route or an effect is a case of the unit's own enum, whose values' types its case declares.
        let routes =
            snapshot.routes.isEmpty
            ? nil : "[" + snapshot.routes.map { expecting($0, nil, &draft) }.joined(separator: ", ") + "]"
        let effects =
            snapshot.effects.isEmpty
            ? nil : "[" + snapshot.effects.map { expecting($0, nil, &draft) }.joined(separator: ", ") + "]"
        let toldStates = snapshot.told.filter { if case .state = $0 { true } else { false } }
        let toldFields = snapshot.told.filter { if case .fields = $0 { true } else { false } }
        let named = draft.named
        return (
            expected, told(snapshot.told, named), told(toldStates, named), told(toldFields, named), fields, keptChecks,
            routes, effects
        )
    }

    /// What was told, in order, is read by some patterns' tests only (inside `expectShows(...)`, whose arguments
    /// break across lines): it names the locals declared for the rest and declares none of its own.
    private func told(_ items: [PathFinder.Report], _ named: LocalNames) -> [Context.Told] {
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

    /// `isLoadingMore: true`: the fields whose values are not what they start as (`Fields.init`'s defaults).
    func fieldsArguments(_ values: [TestValue], _ text: (TestValue, TypeExpression) -> String) -> String {
        zip(module.fields, values).filter { TestValue.equal($1, PathFinder.start($0)) != true }
            .map { "\(SwiftNames.argumentLabel($0.name)): \(text($1, $0.type))" }.joined(separator: ", ")
    }

    /// Every method the event's work calls anywhere: how often it was called on this way, and with what.
    /// The counts are one check of the subject's `callCounts`, which leaves out the methods never called: it checks
    /// too that the event calls no other method.
    func callChecks(
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
            // Calls of one method made at once (`async let`) reach the spy in either order: where their arguments
            // differ, each set of arguments is counted, not checked in order (seeds 72 and 73: a check of the order
            // failed at random).
            let atOnce = finder.allBlocks.contains { block in
                guard case .calls(let work)? = block.work else { return false }
                return work.calls.filter { $0.dependency == call.dependency && $0.method == call.method }.count > 1
            }
            if atOnce, made.contains(where: { $0.arguments != made[0].arguments }) {
                checks += unorderedArgumentChecks(call, made, expected)
            } else {
                checks += argumentChecks(call, made, expected)
            }
        }
        guard !module.dependencies.isEmpty else { return checks }
        return [Context.Check(actual: "sut.callCounts", expected: counted(.dictionary(counts)))] + checks
    }

    /// `sut.service.loadCalls.map(\.page) == [1, 2]`: the arguments of `made`, calls of `call`'s method, a check per
    /// parameter (but a closure).
    func argumentChecks(
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

    /// `sut.service.loadCalls.filter { $0.page == 1 && $0.query == "a" }.count == 1`: how many of `made`, calls of
    /// `call`'s method that reach the spy in either order, had each set of arguments (with the count of all calls,
    /// every call's arguments are checked).
    func unorderedArgumentChecks(
        _ call: ModuleModel.MethodCall, _ made: [PathFinder.Call], _ expected: (TestValue, TypeExpression?) -> String
    ) -> [Context.Check] {
        let method = module.dependencies[call.dependency].methods[call.method]
        let compared = method.parameters.indices.filter { !method.parameters[$0].type.isFunction }
        guard !compared.isEmpty else { return [] }
        var distinct: [[TestValue]] = []
        for arguments in made.map(\.arguments) where !distinct.contains(arguments) { distinct.append(arguments) }
        return distinct.map { arguments in
            let matches = compared.map { index in
                let parameter = method.parameters[index]
                return "$0.\(SwiftNames.escaped(parameter.name)) == \(expected(arguments[index], parameter.type))"
            }
            return Context.Check(
                actual:
                    "\(spy(call.dependency)).\(method.name)Calls.filter { \(matches.joined(separator: " && ")) }.count",
                expected: "\(made.filter { $0.arguments == arguments }.count)")
        }
    }

    /// The statements that make `call`'s spy do `outcome` (nil when archgen cannot say it).
    func arrange(
        _ call: ModuleModel.MethodCall, _ outcome: PathFinder.Outcome, _ locals: inout Locals,
        _ named: inout LocalNames
    ) -> [String]? {
        answer(call, outcome, &locals, &named).map { answers in answers.map { "\($0.property) = \($0.value)" } }
    }

    /// The spy's property that says what `call`'s method does (`loadResult`, `saveError`) with `outcome` spelled for
    /// it; none where a success has nothing to say, nil where archgen cannot say it. The spy's sequence of answers is
    /// the property's plural (`loadResults`).
    func answer(
        _ call: ModuleModel.MethodCall, _ outcome: PathFinder.Outcome, _ locals: inout Locals,
        _ named: inout LocalNames
    ) -> [(property: String, value: String)]? {
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
            return [(member + "Result", method.isThrowing ? ".success(\(name))" : name)]
        case .failure(let failure):
            return method.returnType != nil
                ? [(member + "Result", ".failure(\(error(failure)))")] : [(member + "Error", error(failure))]
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
            return [(member + "Result", method.isThrowing ? ".success(\(stream))" : stream)]
        }
    }
}
