import ArchgenSpec

/// The scenarios a search starts from and varies: fixtures for every value, a success for every call, and start
/// values a test can tell from what the path sets.
extension PathFinder {
    func initialScenario(_ fixtures: inout Fixtures, calls: [ModuleModel.MethodCall]) -> Scenario {
        var scenario = Scenario()
        let models = fixtures.models
        for value in event.values {
            if let sample = fixtures.value(of: value.type, label: value.name) {
                scenario[.event(value.name)] = TestValue.from(sample, type: value.type, models: models)
            }
        }
        for (index, input) in module.inputs.enumerated() {
            if let sample = fixtures.value(of: input.type, label: input.name) {
                scenario[.input(index)] = TestValue.from(sample, type: input.type, models: models)
            }
        }
        // Kept values and fields the work reads or sets start as samples, unlike the values it sets or passes on:
        // a test can then tell the work's value from the one it started with.
        let names = blocks.allNames.union(
            allBlocks.flatMap(\.assignments).map { assignment in
                switch assignment.target {
                case .storage(let index): module.storage[index].name
                case .field(let index): module.fields[index].name
                }
            })
        for (index, value) in module.storage.enumerated() where names.contains(value.name) {
            if let sample = fixtures.value(of: value.type, label: value.name) {
                scenario[.storage(index)] = TestValue.from(sample, type: value.type, models: models)
            }
        }
        for (index, field) in module.fields.enumerated() where names.contains(field.name) {
            if let sample = fixtures.value(of: field.type, label: field.name) {
                scenario[.field(index)] = TestValue.from(sample, type: field.type, models: models)
            }
        }
        for (site, call) in calls.enumerated() {
            // A spy answers every call of its method alike.
            if let earlier = calls.indices.first(where: { $0 < site && Self.sameMethod(calls[$0], call) }) {
                scenario[site: site] = scenario.outcomes[earlier]
                continue
            }
            let method = module.dependencies[call.dependency].methods[call.method]
            guard let type = method.returnType else {
                scenario[site: site] = .success(nil)
                continue
            }
            if let element = Self.streamElement(type) {
                let sample = fixtures.value(of: element, label: call.resultName ?? "element")
                scenario[site: site] = .stream(
                    sample.map { [TestValue.from($0, type: element, models: models)] } ?? [], end: nil)
            } else if let sample = fixtures.value(of: type, label: call.resultName ?? "result") {
                scenario[site: site] = .success(TestValue.from(sample, type: type, models: models))
            }
        }
        return scenario
    }

    /// Where a kept value or field the way sets already has the value it is set to, a test could not tell the
    /// setting from its absence: such a value starts as another sample when that keeps the way. (A value set only for
    /// the work's duration ends as it started: it keeps its start, which tells a value left set from one put back.)
    func distinct(_ path: Path, calls: [ModuleModel.MethodCall], candidates: inout Candidates) -> Path {
        var path = path
        let signature = path.trace.way
        for variable in path.trace.assigned.sorted() {
            guard let end = path.trace.final.value(of: variable), startValue(of: variable, in: path.scenario) == end
            else { continue }
            path = starting(path, variable, otherThan: end, candidates: &candidates)
            if path.trace.final.value(of: variable) == startValue(of: variable, in: path.scenario) {
                path = answering(path, variable, calls: calls, candidates: &candidates)
            }
        }
        // So is a state the way ends in that it started in (an `else` that goes back to `idle`, a write whose success
        // shows `idle`): the unit starts in another state that keeps the way, where the way then ends elsewhere than
        // it started (it sets the state: every unit can start in any state). Else deleting `state = .idle` would
        // pass every test (the mutants of .ci/mutants, stop 47). A refused way changes nothing: no start helps it.
        if !path.trace.decisions.contains("top=-1"),
            stateValue(path.trace.final) == startValue(of: .state, in: path.scenario)
        {
            for value in candidates.values(for: .state, event: event) where value != stateValue(path.trace.final) {
                var scenario = path.scenario
                scenario[.state] = value
                let trace = run(scenario, calls: calls)
                if !trace.undecided, trace.way == signature, stateValue(trace.final) != value {
                    path = Path(scenario: scenario, trace: trace)
                    break
                }
            }
        }
        return holdingEditedRow(repeatingShownRow(path, calls: calls), calls: calls, candidates: &candidates)
    }

    /// Where the way removes or replaces rows of a list (`removing(id:)`, `replacing(_:)`) the start shows or keeps,
    /// the list holds the row at stake after its own (the way kept): a row the scenario sends, keeps or is answered,
    /// or one of its variants with the same `id`, such that the way's end no longer holds it and still holds every
    /// other row. A test then sees that row go or change and the others stay (else a list without the row passes
    /// whether the edit is made or not), and where it ends (last: a row replaced in place is told from one put first,
    /// held-out 53b).
    private func holdingEditedRow(_ path: Path, calls: [ModuleModel.MethodCall], candidates: inout Candidates) -> Path {
        guard blocks.usesMethod("removing") || blocks.usesMethod("replacing") else { return path }
        var rows: [TestValue] = []
        func collect(_ value: TestValue) {
            switch value {
            case .model(_, _, let values):
                if value.id != nil { rows.append(value) }
                values.forEach(collect)
            case .enumCase(_, _, _, let values): values.forEach(collect)
            default: break
            }
        }
        for variable in path.scenario.values.keys.sorted() { collect(path.scenario.values[variable]!) }
        for site in path.scenario.outcomes.keys.sorted() {
            if case .success(let value?)? = path.scenario.outcomes[site] { collect(value) }
        }
        var path = path
        for variable in path.scenario.values.keys.sorted() {
            let start = path.scenario.values[variable]!
            for position in Self.rowLists(in: start) {
                let shown = Self.list(at: position, in: start, like: start)!
                guard case .model(let model, _, _)? = shown.first else { continue }
                let stakes = rows.filter { if case .model(model, _, _) = $0 { true } else { false } }
                search: for row in stakes {
                    let variants = [row] + candidates.varied(row).filter { $0.id == row.id && $0 != row }
                    for candidate in variants where !shown.contains(where: { $0.id == candidate.id }) {
                        var scenario = path.scenario
                        scenario[variable] = Self.replacingList(at: position, in: start, with: shown + [candidate])
                        let trace = run(scenario, calls: calls)
                        guard !trace.undecided, trace.way == path.trace.way,
                            let end = (variable == .state ? stateValue(trace.final) : trace.final.value(of: variable))
                                .flatMap({ Self.list(at: position, in: $0, like: start) }),
                            !end.contains(candidate), shown.allSatisfy(end.contains)
                        else { continue }
                        path = Path(scenario: scenario, trace: trace)
                        break search
                    }
                }
            }
        }
        return path
    }

    /// Where `value` holds lists of rows with an `id`: nil for the value itself, else a state's value's index.
    private static func rowLists(in value: TestValue) -> [Int?] {
        switch value {
        case .array(let rows) where rows.first?.id != nil: return [nil]
        case .enumCase(_, _, _, let values): return values.indices.filter { rowLists(in: values[$0]) == [nil] }
        default: return []
        }
    }

    /// The list at `position` in `value`, where `value` is a list or the same state as `start`.
    private static func list(at position: Int?, in value: TestValue, like start: TestValue) -> [TestValue]? {
        switch (position, value, start) {
        case (nil, .array(let rows), _): return rows
        case (let index?, .enumCase(_, let name, _, let values), .enumCase(_, let startName, _, _))
        where name == startName && values.indices.contains(index):
            if case .array(let rows) = values[index] { return rows }
            return nil
        default: return nil
        }
    }

    private static func replacingList(at position: Int?, in value: TestValue, with rows: [TestValue]) -> TestValue {
        guard let position, case .enumCase(let type, let name, let labels, var values) = value else {
            return .array(rows)
        }
        values[position] = .array(rows)
        return .enumCase(type, name, labels, values)
    }

    /// `path` with a call answering otherwise, the way kept, where `variable` still ends as it started: a kept value
    /// copied from a result (`hasMore = result.hasMore`) whose start the way's guards fix (`if: hasMore`) is told from
    /// a constant only by a result that differs from it (review 51 F9: `hasMore = true` passed every test).
    private func answering(
        _ path: Path, _ variable: Variable, calls: [ModuleModel.MethodCall], candidates: inout Candidates
    ) -> Path {
        for site in path.scenario.outcomes.keys.sorted() {
            guard case .success(let result?)? = path.scenario.outcomes[site] else { continue }
            for value in candidates.varied(result) {
                var scenario = path.scenario
                for sibling in calls.indices where Self.sameMethod(calls[sibling], calls[site]) {
                    scenario[site: sibling] = .success(value)
                }
                let trace = run(scenario, calls: calls)
                if !trace.undecided, trace.way == path.trace.way, let end = trace.final.value(of: variable),
                    end != startValue(of: variable, in: scenario)
                {
                    return Path(scenario: scenario, trace: trace)
                }
            }
        }
        return path
    }

    /// Where the way appends a page (`appendingNew`) to a list the start state shows, the page starts with the list's
    /// first row (the way kept): a test then sees the repeated row added once, not twice. The page is the call's
    /// result, or a list of rows it holds (`result.items` of a `DocumentPage`: review 47).
    private func repeatingShownRow(_ path: Path, calls: [ModuleModel.MethodCall]) -> Path {
        guard blocks.usesMethod("appendingNew"), case .enumCase(_, _, _, let shown)? = path.scenario.values[.state],
            let row = shown.lazy.compactMap({ value -> TestValue? in
                if case .array(let rows) = value { rows.first } else { nil }
            }).first,
            row.id != nil, case .model(let model, _, _) = row
        else { return path }
        // The result with `row` first in its page of `model` rows, where it has one without it.
        func repeating(_ value: TestValue) -> TestValue? {
            switch value {
            case .array(let page):
                guard case .model(model, _, _)? = page.first, !page.contains(where: { $0.id == row.id }) else {
                    return nil
                }
                return .array([row] + page)
            case .model(let name, let labels, var values) where name != model:
                guard let index = values.firstIndex(where: { repeating($0) != nil }) else { return nil }
                values[index] = repeating(values[index])!
                return .model(name, labels, values)
            default:
                return nil
            }
        }
        var path = path
        for site in path.scenario.outcomes.keys.sorted() {
            guard case .success(let result?)? = path.scenario.outcomes[site], let repeated = repeating(result) else {
                continue
            }
            var scenario = path.scenario
            for sibling in calls.indices where Self.sameMethod(calls[sibling], calls[site]) {
                scenario[site: sibling] = .success(repeated)
            }
            let trace = run(scenario, calls: calls)
            if !trace.undecided, trace.way == path.trace.way {
                path = Path(scenario: scenario, trace: trace)
            }
        }
        return path
    }

    /// `path` with other start values where a kept value or field its send sets before the work already has the value
    /// set (a test of what shows before the work runs could not tell the setting from its absence), the way kept.
    package func distinctBeforeWork(_ path: Path) -> Path {
        guard let after = path.trace.afterSend else { return path }
        var candidates = Candidates(module: module, literals: literals(in: blocks), fixtures: Fixtures(module))
        var path = path
        for variable in path.trace.changed.sorted() {
            guard let set = after.value(of: variable), startValue(of: variable, in: path.scenario) == set else {
                continue
            }
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
            var scenario = path.scenario
            scenario[variable] = value
            if let other = run(scenario), other.trace.way == path.trace.way { return other }
        }
        return path
    }

    /// A snapshot's state as a test value.
    package func stateValue(_ snapshot: Snapshot) -> TestValue {
        let state = module.states[snapshot.state.index]
        return .enumCase("State", state.name, state.values.map(\.name), snapshot.state.values)
    }

    /// What `variable` starts as in `scenario` (the spec's start value when the scenario does not set it).
    package func startValue(of variable: Variable, in scenario: Scenario) -> TestValue {
        if let value = scenario.values[variable] { return value }
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

    /// The literals the work's guards and truths write, so that they can be made to hold or not.
    package func literals(in blocks: [ModuleModel.Block]) -> Literals {
        var numbers: Set<Int> = []
        var decimals: Set<Double> = []
        var strings: Set<String> = []
        var equated: [String: Set<String>] = [:]
        func visit(_ expression: Expression) {
            switch expression.kind {
            case .integer(let digits): if let number = Int(digits) { numbers.insert(number) }
            case .decimal(let digits): if let number = Double(digits) { decimals.insert(number) }
            case .string(let text): strings.insert(text)
            case .member(let base, _, _): visit(base)
            case .method(let base, _, let arguments, _):
                visit(base)
                for argument in arguments { visit(argument.value) }
            case .array(let elements): elements.forEach(visit)
            case .prefix(_, let operand): visit(operand)
            case .infix(let op, let left, let right):
                if op == "==" || op == "!=", case .name(let one) = left.kind, case .name(let other) = right.kind {
                    equated[one, default: []].insert(other)
                    equated[other, default: []].insert(one)
                }
                visit(left)
                visit(right)
            case .conditional(let a, let b, let c): [a, b, c].forEach(visit)
            default: break
            }
        }
        for block in blocks.allBlocks {
            block.condition.map(visit)
            block.truths.forEach(visit)
        }
        // A value set from a name is compared as that name is (`password = text` before `password == confirmation`:
        // `text` may take `confirmation`'s value).
        for block in blocks.allBlocks {
            for assignment in block.assignments {
                guard case .name(let source) = assignment.value.kind else { continue }
                let target: String
                switch assignment.target {
                case .storage(let index): target = module.storage[index].name
                case .field(let index): target = module.fields[index].name
                }
                for other in equated[target] ?? [] where other != source {
                    equated[source, default: []].insert(other)
                    equated[other, default: []].insert(source)
                }
            }
        }
        return Literals(numbers: numbers, decimals: decimals, strings: strings, equated: equated)
    }

    /// The numbers and strings the guards and truths write (`count > 10`, `rating >= 4.5`, `name.contains("@")`):
    /// values at their edges.
    package struct Literals {
        package var numbers: Set<Int>
        package var decimals: Set<Double>
        package var strings: Set<String>
        /// The names compared with another name (`a == b`, `text != query`): each may take the other's sample.
        package var equated: [String: Set<String>]
    }
}
