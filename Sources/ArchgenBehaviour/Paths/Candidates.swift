import ArchgenSpec

/// The values a test may choose for a variable or an outcome: a sample, and values at the edges guards look at
/// (`true`/`false`, `0`, `""`, `nil`, `[]`, the numbers the guards write, each case of an enum, a model with one
/// property at an edge).
package struct Candidates {
    package let module: ModuleModel
    package let literals: PathFinder.Literals
    package var fixtures: Fixtures
    private var cache: [String: [TestValue]] = [:]
    private var outcomeCache: [Int: [PathFinder.Outcome]] = [:]

    package init(module: ModuleModel, literals: PathFinder.Literals, fixtures: Fixtures) {
        (self.module, self.literals, self.fixtures) = (module, literals, fixtures)
    }

    package mutating func values(for variable: PathFinder.Variable, event: ModuleModel.Event) -> [TestValue] {
        let key = "\(variable)"
        if let cached = cache[key] { return cached }
        let values = computedValues(for: variable, event: event)
        cache[key] = values
        return values
    }

    private mutating func computedValues(for variable: PathFinder.Variable, event: ModuleModel.Event) -> [TestValue] {
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
        case .array:
            values.append(.array([]))
            if let first = values.first, case .array(let elements) = first, let item = elements.first {
                // Each side of every count the guards write (`items.count >= 3`: 2, 3 and 4 elements).
                for limit in literals.numbers.sorted() where limit >= 1 && limit <= 20 {
                    for count in [limit - 1, limit, limit + 1] where count > 1 {
                        values.append(.array(Array(repeating: item, count: count)))
                    }
                }
            }
        default:
            switch type.simpleName {
            case "Bool"?: values += [.bool(true), .bool(false)]
            case let name? where ExpressionChecker.integral.contains(name):
                values +=
                    [.int(0), .int(1)]
                    + literals.numbers.sorted().flatMap { [TestValue.int($0 - 1), .int($0), .int($0 + 1)] }
            case let name? where ["Double", "Float", "CGFloat"].contains(name):
                // Each side of every number the guards write, whole or not (`elapsed >= 1800`, `rating > 4.5`).
                let limits = literals.numbers.map(Double.init) + literals.decimals
                values +=
                    [.double(0)] + limits.sorted().flatMap { [TestValue.double($0 - 1), .double($0), .double($0 + 1)] }
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
                // Each side of every length the guards write (`query.count >= 3`: "qu", "que", "quer").
                let letters = (sample ?? "text") + String(repeating: "x", count: 21)
                for limit in literals.numbers.sorted() where limit >= 1 && limit <= 20 {
                    for count in [limit - 1, limit, limit + 1] where count > 0 {
                        values.append(.string(String(letters.prefix(count))))
                    }
                }
            case "UUID"?:
                // Another identifier (a test that sends a row again tells the two rows apart).
                if let other = fixtures.value(of: type, label: label + "2") {
                    values.append(TestValue.from(other, type: type, models: fixtures.models))
                }
            case let name?:
                values += modelValues(name, type: type, label: label, depth: depth, sample: values.first)
            default: break
            }
        }
        var seen: Set<TestValue> = []
        values = values.filter { seen.insert($0).inserted }
        cache[key] = values
        return values
    }

    /// `value`, a struct model's, with one property at a time at its edges: from a value whose other property a search
    /// already changed (`!n.isRead && n.type == "session"` needs both of one notification's; the candidates vary the
    /// sample's, one at a time: held-out screens, stops 44 and 45).
    package mutating func varied(_ value: TestValue) -> [TestValue] {
        guard case .model(let name, let labels, let properties) = value, let model = fixtures.models[name],
            !model.isEnum, model.properties.count == properties.count
        else { return [] }
        var values: [TestValue] = []
        for (position, property) in model.properties.enumerated() {
            let edges = self.values(of: property.type, label: property.name, depth: 1)
            for edge in edges where edge != properties[position] {
                var changed = properties
                changed[position] = edge
                values.append(.model(name, labels, changed))
            }
        }
        return values
    }

    /// Values of the model `name`: each case of an enum, or (near the top) the struct's `sample` with one property at a
    /// time at its edges.
    private mutating func modelValues(
        _ name: String, type: TypeExpression, label: String, depth: Int, sample first: TestValue?
    ) -> [TestValue] {
        var values: [TestValue] = []
        let models = fixtures.models
        if let model = models[name], model.isEnum {
            for index in model.cases.indices {
                if let sample = fixtures.enumCase(model, index, path: label) {
                    values.append(TestValue.from(sample, type: type, models: models))
                }
            }
        } else if let model = models[name], depth < 1, case .model(let modelName, let labels, let sample)? = first {
            // One property at a time at its edges.
            for (position, property) in model.properties.enumerated() {
                for edge in self.values(of: property.type, label: property.name, depth: depth + 1).dropFirst() {
                    var changed = sample
                    changed[position] = edge
                    values.append(.model(modelName, labels, changed))
                }
            }
        }
        return values
    }

    /// What `call` may do in a test: succeed with each candidate result, fail with the spy's error and with each error
    /// its failure alternatives match; a stream yields each candidate element, or none, and ends or fails.
    package mutating func outcomes(for call: ModuleModel.MethodCall, site: Int, blocks: [ModuleModel.Block])
        -> [PathFinder.Outcome]
    {
        if let cached = outcomeCache[site] { return cached }
        let outcomes = computedOutcomes(for: call, blocks: blocks)
        outcomeCache[site] = outcomes
        return outcomes
    }

    private mutating func computedOutcomes(for call: ModuleModel.MethodCall, blocks: [ModuleModel.Block])
        -> [PathFinder.Outcome]
    {
        let method = module.dependencies[call.dependency].methods[call.method]
        var outcomes: [PathFinder.Outcome] = []
        var failures: [PathFinder.Failure] = []
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
        if let type = method.returnType, let element = PathFinder.streamElement(type) {
            let elements = values(of: element, label: call.resultName ?? "element")
            outcomes += elements.map { .stream([$0], end: nil) } + [.stream([], end: nil)]
            // A stream that cannot fail fails only where the method throws, before it returns.
            if Self.isThrowingStream(type) { outcomes += failures.map { .stream([], end: $0) } }
            if method.isThrowing { outcomes += failures.map(PathFinder.Outcome.failure) }
            return outcomes
        }
        if let type = method.returnType {
            outcomes += values(of: type, label: call.resultName ?? "result").map { .success($0) }
        } else {
            outcomes.append(.success(nil))
        }
        return outcomes + failures.map(PathFinder.Outcome.failure)
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
