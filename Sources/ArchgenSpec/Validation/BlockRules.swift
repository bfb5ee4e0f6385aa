import LocatedJSON

/// Checks what an event does and resolves it to blocks (`when`, `if`, `set`, `to`, `route`, `effect`, calls with
/// arguments, several calls, `observes`, outcomes as blocks; the shorthand `calls`/`while`/`onSuccess`/`onFailure`/`to`
/// is the same keys): every name to an index, every expression checked against the spec's types in the scope of its
/// place. An event with none of these keys is custom: a person's handler does it.
struct BlockRules {
    let states: [ModuleModel.State]
    let dependencies: [ModuleModel.Dependency]
    let models: [ModuleModel.ModelType]
    let storage: [ModuleModel.StoredValue]
    let fields: [ModuleModel.StoredValue]
    let inputs: [ValueDeclaration]
    let routes: [CaseDeclaration]
    let effects: [CaseDeclaration]
    /// Custom events by their index among all events, which `onSuccess` may name to hand them a result.
    let handlers: [(index: Int, declaration: CaseDeclaration)]
    var context: ValidationContext

    /// The event being checked, for messages.
    private var event = ""

    init(
        states: [ModuleModel.State], dependencies: [ModuleModel.Dependency], models: [ModuleModel.ModelType],
        storage: [ModuleModel.StoredValue], fields: [ModuleModel.StoredValue], inputs: [ValueDeclaration],
        routes: [CaseDeclaration], effects: [CaseDeclaration], handlers: [(index: Int, declaration: CaseDeclaration)],
        context: ValidationContext
    ) {
        (self.states, self.dependencies, self.models, self.storage, self.fields) =
            (states, dependencies, models, storage, fields)
        (self.inputs, self.routes, self.effects, self.handlers, self.context) =
            (inputs, routes, effects, handlers, context)
    }

    private var checker: ExpressionChecker {
        ExpressionChecker(models: Dictionary(models.map { ($0.name, $0) }) { first, _ in first })
    }

    /// What the item being matched is at an outcome: a call's result or a stream's element (`case`), or a failure
    /// (`error`).
    private enum Subject {
        case value(TypeExpression)
        case failure
    }

    /// The event `raw`, its declaration already parsed: custom when it says nothing it does, else its blocks.
    mutating func event(_ raw: RawSpec.Event, declaration: CaseDeclaration) -> ModuleModel.Event? {
        event = declaration.name
        let behaviour: ModuleModel.Behaviour
        if let custom = raw.custom, custom.value, !raw.block.keys.isEmpty {
            context.report(
                .misplacedKey(
                    event: event, key: "custom",
                    reason: "beside what the event does; a custom event's handler does it all (remove one)"),
                at: custom.location)
            return nil
        }
        if raw.isCustom {
            if GeneratedMembers.names.contains(event) || dependencies.contains(where: { $0.propertyName == event }) {
                context.report(.nameClashesWithMember(event: event, member: event), at: raw.declaration.location)
                return nil
            }
            behaviour = .custom
        } else {
            guard let blocks = blocks(raw, declaration: declaration) else { return nil }
            behaviour = .blocks(blocks)
        }
        return ModuleModel.Event(name: event, values: declaration.values, doc: raw.doc?.value, behaviour: behaviour)
    }

    /// The event's alternatives: its own block, then its `else`.
    private mutating func blocks(_ raw: RawSpec.Event, declaration: CaseDeclaration) -> [ModuleModel.Block]? {
        var scope = Scope()
        scope = scope.adding(inputs.map { ($0.name, $0.type) }, as: .input)
        scope = scope.adding(storage.map { ($0.name, $0.type) }, as: .storage)
        scope = scope.adding(fields.map { ($0.name, $0.type) }, as: .field)
        scope = scope.adding(declaration.values.map { ($0.name, $0.type) }, as: .eventValue)
        return block(raw.block, key: "the event", scope: scope, subject: nil)
    }

    // MARK: - Blocks

    /// A list of alternatives: the first whose guards hold runs, so one that always runs must be the last; an element
    /// of a stream is handled at once, with no calls of its own.
    private mutating func alternatives(
        _ outcome: RawSpec.Outcome, key: String, scope: Scope, subject: Subject?
    ) -> [ModuleModel.Block]? {
        guard case .blocks(let raws, _) = outcome else { return nil }
        var result: [ModuleModel.Block] = []
        var valid = true
        for raw in raws {
            if let last = result.last, !last.isGuarded {
                context.report(.unreachableAlternative(event: event, key: key), at: raw.location)
                valid = false
            }
            if key == "onEach", let location = raw.keys["calls"] ?? raw.keys["observes"] {
                context.report(
                    .misplacedKey(
                        event: event, key: raw.keys["calls"] != nil ? "calls" : "observes",
                        reason: "in 'onEach'; each element is handled at once, with no calls of its own (make them in "
                            + "'onEnd', or in another event)"),
                    at: location)
                valid = false
                continue
            }
            if let blocks = block(raw, key: key, scope: scope, subject: subject) {
                result += blocks
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// One block, then its `else` alternatives.
    private mutating func block(_ raw: RawSpec.Block, key: String, scope outer: Scope, subject: Subject?)
        -> [ModuleModel.Block]?
    {
        var block = ModuleModel.Block()
        var scope = outer
        var valid = true

        if let when = raw.when {
            if let index = stateIndex(when, key: "when"),
                states[index].values.allSatisfy({
                    localName($0.name, what: "value of state '\(when.value)'", at: when.location)
                })
            {
                block.when = index
                scope = scope.adding(states[index].values.map { ($0.name, $0.type) }, as: .local)
            } else {
                valid = false
            }
        }
        if let text = raw.pattern {
            let key = raw.keys["error"] != nil ? "error" : "case"
            if raw.keys["error"] != nil && raw.keys["case"] != nil {
                context.report(
                    .misplacedKey(event: event, key: "case", reason: "beside 'error'; match a failure or a value"),
                    at: raw.keys["case"]!)
                valid = false
            } else if let (pattern, bound) = pattern(text, key: key, subject: subject) {
                block.pattern = pattern
                scope = scope.adding(bound, as: .local)
            } else {
                // What the block reads may be what the pattern would have bound: checking it would report again.
                return nil
            }
        }
        if let text = raw.condition {
            if let condition = expression(text, key: "if", expected: .simple("Bool"), scope: scope) {
                block.condition = condition
                if let message = ExpressionChecker.decidedAsWritten(
                    condition, instead: "leave out the 'if', or the block")
                {
                    context.report(
                        .expression(event: event, key: "if", message: message),
                        at: context.location(in: text, offset: condition.offset))
                    valid = false
                }
            } else {
                valid = false
            }
        }
        for text in raw.set {
            if let assignment = assignment(text, scope: scope) {
                block.assignments.append(assignment)
            } else {
                valid = false
            }
        }
        for text in raw.during {
            if let assignment = assignment(text, scope: scope, key: "during") {
                block.during.append(assignment)
            } else {
                valid = false
            }
        }
        if let location = raw.keys["during"], raw.calls.isEmpty, raw.observes == nil {
            context.report(
                .misplacedKey(
                    event: event, key: "during",
                    reason: "but no 'calls' or 'observes'; it sets values while the block's work runs (use 'set')"),
                at: location)
            valid = false
        }
        let stateList = states.map { CaseDeclaration(name: $0.name, values: $0.values) }
        for (key, text, list, what) in [
            ("to", raw.to, stateList, "state"), ("route", raw.route, routes, "route"),
            ("effect", raw.effect, effects, "effect"),
        ] {
            guard let text else { continue }
            guard let construction = construction(text, key: key, list: list, what: what, scope: scope) else {
                valid = false
                continue
            }
            switch key {
            case "to": block.state = construction
            case "route": block.route = construction
            default: block.effect = construction
            }
        }
        if let work = work(raw, scope: scope) {
            block.work = work
        } else if workKeys(raw) {
            valid = false
        }

        var result = [block]
        if let otherwise = raw.otherwise {
            // (A guard that has a problem of its own was reported; it is a guard all the same.)
            if !["when", "if", "case", "error"].contains(where: { raw.keys[$0] != nil }) {
                context.report(.elseWithoutGuard(event: event), at: raw.keys["else"] ?? raw.location)
                valid = false
            } else if let more = alternatives(otherwise, key: "else", scope: outer, subject: subject) {
                result += more
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// Whether `raw` says anything about work (so that a nil `work` means a problem was reported).
    private func workKeys(_ raw: RawSpec.Block) -> Bool {
        ["calls", "while", "onSuccess", "onFailure", "observes", "onEach", "onEnd"].contains { raw.keys[$0] != nil }
    }

    // MARK: - Work

    private mutating func work(_ raw: RawSpec.Block, scope: Scope) -> ModuleModel.Work? {
        // A block shows its `to`, then calls (show what was loaded, then save it); `while` is the state shown while
        // the call runs, so the two side by side would both name it.
        if !raw.calls.isEmpty, let to = raw.to, raw.whileState != nil {
            context.report(
                .misplacedKey(
                    event: event, key: "to",
                    reason: "beside 'while': both show a state while the call runs; keep one "
                        + "(the state after the call is its 'onSuccess')"),
                at: to.location)
            return nil
        }
        if let observes = raw.observes {
            if !raw.calls.isEmpty {
                context.report(
                    .misplacedKey(
                        event: event, key: "observes",
                        reason: "beside 'calls'; observe a stream and make calls in "
                            + "separate blocks (a call can follow in 'onEnd')"),
                    at: observes.location)
                return nil
            }
            for key in ["while", "onSuccess"] where raw.keys[key] != nil {
                context.report(
                    .misplacedKey(event: event, key: key, reason: "beside 'observes'; use 'onEach' and 'onEnd'"),
                    at: raw.keys[key]!)
                return nil
            }
            return stream(observes, raw: raw, scope: scope).map(ModuleModel.Work.stream)
        }
        for key in ["onEach", "onEnd"] where raw.keys[key] != nil {
            context.report(.misplacedKey(event: event, key: key, reason: "but no 'observes'"), at: raw.keys[key]!)
            return nil
        }
        guard !raw.calls.isEmpty else {
            let values = ["while": raw.whileState, "onSuccess": raw.onSuccess?.name, "onFailure": raw.onFailure?.name]
            for key in ["while", "onSuccess", "onFailure"] where raw.keys[key] != nil {
                context.report(
                    .stateKeysWithoutCalls(event: event, key: key), at: values[key]??.location ?? raw.keys[key]!)
                return nil
            }
            return nil
        }
        var calls: [ModuleModel.MethodCall] = []
        for text in raw.calls {
            guard let call = call(text, scope: scope, named: raw.callsIsList) else { return nil }
            calls.append(call)
        }
        let methods = calls.map { dependencies[$0.dependency].methods[$0.method] }
        if calls.count > 1 {
            let names = calls.compactMap(\.resultName)
            if let index = methods.firstIndex(where: { !$0.isAsync }) {
                context.report(
                    .parallelCall(event: event, reason: "but '\(methods[index].name)' is not async; run it alone"),
                    at: raw.calls[index].location)
                return nil
            }
            if Set(names).count < names.count {
                context.report(
                    .parallelCall(event: event, reason: "and names two results alike; give each its own name"),
                    at: raw.keys["calls"]!)
                return nil
            }
        }
        var work = ModuleModel.CallWork(calls: calls)
        if let text = raw.whileState {
            guard let index = stateIndex(text, key: "while") else { return nil }
            if !states[index].values.isEmpty {
                context.report(.whileStateHasValues(event: event, state: text.value), at: text.location)
                return nil
            }
            work.whileState = index
        }
        let results = zip(calls, methods).compactMap { call, method in
            method.returnType.flatMap { type in call.resultName.map { ($0, type) } }
        }
        let success = scope.adding(results, as: .local)
        let subject = calls.count == 1 ? methods[0].returnType.map(Subject.value) : nil
        let qualified = qualifiedName(calls[0])
        if let outcome = raw.onSuccess {
            if let name = outcome.name {
                guard let block = named(name, results: results, method: qualified) else { return nil }
                work.onSuccess = [block]
            } else {
                guard let blocks = alternatives(outcome, key: "onSuccess", scope: success, subject: subject) else {
                    return nil
                }
                work.onSuccess = blocks
            }
        }
        let throwing = methods.contains(where: \.isThrowing)
        guard let onFailure = failure(raw, throwing: throwing, method: qualified, at: raw.calls[0], scope: scope)
        else { return nil }
        work.onFailure = onFailure
        return .calls(work)
    }

    /// `onFailure`: required when something can throw, refused when nothing can.
    private mutating func failure(
        _ raw: RawSpec.Block, throwing: Bool, method: String, at location: Located<String>, scope: Scope
    ) -> [ModuleModel.Block]? {
        guard let outcome = raw.onFailure else {
            if throwing {
                context.report(.throwingCallNeedsFailure(event: event, method: method), at: location.location)
                return nil
            }
            return []
        }
        guard throwing else {
            context.report(
                .onFailureCannotThrow(event: event, method: method),
                at: outcome.name?.location ?? raw.keys["onFailure"]!)
            return nil
        }
        let message = Expression(.name("message"), at: 0)
        if let name = outcome.name {
            guard let index = stateIndex(name, key: "onFailure") else { return nil }
            let values = states[index].values
            guard values.isEmpty || (values.count == 1 && values[0].type == .simple("String")) else {
                context.report(.failureStateShape(event: event, state: name.value), at: name.location)
                return nil
            }
            return [
                ModuleModel.Block(state: ModuleModel.Construction(index: index, values: values.map { _ in message }))
            ]
        }
        let failed = scope.adding([("message", .simple("String"))], as: .local)
        return alternatives(outcome, key: "onFailure", scope: failed, subject: .failure)
    }

    /// `onSuccess` naming a state (its one value is the result) or a custom event (a step that receives it).
    private mutating func named(_ name: Located<String>, results: [(String, TypeExpression)], method: String)
        -> ModuleModel.Block?
    {
        let result = results.count == 1 ? results[0] : nil
        let returnType = result.map { "'\($0.1)'" } ?? "nothing"
        func receives(_ values: [ValueDeclaration]) -> Bool {
            values.isEmpty || (values.count == 1 && values[0].type == result?.1)
        }
        let value = result.map { Expression(.name($0.0), at: 0) }
        if let handler = handlers.first(where: { $0.declaration.name == name.value }),
            !states.contains(where: { $0.name == name.value })
        {
            guard receives(handler.declaration.values) else {
                context.report(
                    .successHandlerShape(event: event, handler: name.value, method: method, returnType: returnType),
                    at: name.location)
                return nil
            }
            let handed = handler.declaration.values.isEmpty ? nil : value
            return ModuleModel.Block(work: .handOver(event: handler.index, value: handed))
        }
        guard let index = stateIndex(name, key: "onSuccess", alsoSuggesting: handlers.map(\.declaration.name)) else {
            return nil
        }
        guard receives(states[index].values) else {
            context.report(
                .successStateShape(event: event, state: name.value, method: method, returnType: returnType),
                at: name.location)
            return nil
        }
        let values = states[index].values.isEmpty ? [] : [value!]
        return ModuleModel.Block(state: ModuleModel.Construction(index: index, values: values))
    }

    private mutating func stream(_ text: Located<String>, raw: RawSpec.Block, scope: Scope) -> ModuleModel.StreamWork? {
        guard var call = call(text, scope: scope, named: false, defaultName: "element") else { return nil }
        let method = dependencies[call.dependency].methods[call.method]
        let qualified = qualifiedName(call)
        guard case .named(let parts)? = method.returnType, parts.count == 1,
            ["AsyncStream", "AsyncThrowingStream"].contains(parts[0].name), let element = parts[0].arguments.first
        else {
            context.report(
                .notAStream(
                    event: event, method: qualified, returnType: method.returnType.map { "'\($0)'" } ?? "nothing"),
                at: text.location)
            return nil
        }
        let name = call.resultName ?? "element"
        call.resultName = name
        let isThrowing = parts[0].name == "AsyncThrowingStream"
        var stream = ModuleModel.StreamWork(call: call, element: element, isThrowing: isThrowing)
        let each = scope.adding([(name, element)], as: .local)
        if let outcome = raw.onEach {
            guard let blocks = alternatives(outcome, key: "onEach", scope: each, subject: .value(element)) else {
                return nil
            }
            stream.onEach = blocks
        }
        if let outcome = raw.onEnd {
            guard let blocks = alternatives(outcome, key: "onEnd", scope: scope, subject: nil) else { return nil }
            stream.onEnd = blocks
        }
        guard
            let onFailure = failure(
                raw, throwing: isThrowing || method.isThrowing, method: qualified, at: text, scope: scope)
        else { return nil }
        stream.onFailure = onFailure
        return stream
    }

    /// A name the work gives a local value (a result, a bound value): a member name, and not one generated code
    /// reaches the unit's own members by (a dependency's property, `state`, `fields`...), which it would hide.
    private mutating func localName(_ name: String, what: String, at location: SourceLocation) -> Bool {
        guard context.memberName(name, what: what, at: location) else { return false }
        let hidden =
            GeneratedMembers.names.union(dependencies.map(\.propertyName))
            .union(["request", "next", "handlers"])
        if hidden.contains(name) {
            context.report(
                .memberClash(what: what, name: name, other: "a name the generated code uses for itself"), at: location)
            return false
        }
        return true
    }

    private func qualifiedName(_ call: ModuleModel.MethodCall) -> String {
        let dependency = dependencies[call.dependency]
        return "\(dependency.name).\(dependency.methods[call.method].name)"
    }

    /// `[name =] Dependency.method[(arguments)]`, its arguments checked (or found by label, then by type).
    private mutating func call(
        _ text: Located<String>, scope: Scope, named: Bool, defaultName: String = "result"
    ) -> ModuleModel.MethodCall? {
        let parsed: CallExpression
        do throws(FragmentError) {
            parsed = try ExpressionParser.call(text.value)
        } catch {
            if !text.value.contains("."), !text.value.contains("(") {
                context.report(.callsNotQualified(event: event, value: text.value), at: text.location)
                return nil
            }
            context.report(
                .fragment(what: "call", text: text.value, reason: error.reason),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
        guard let dependencyIndex = dependencies.firstIndex(where: { $0.name == parsed.dependency }) else {
            if context.unverified.contains(parsed.dependency) { return nil }  // its own problem is reported
            let suggestion = Suggestion.nearest(to: parsed.dependency, in: dependencies.map(\.name))
            context.report(
                .unknownDependency(event: event, name: parsed.dependency, suggestion: suggestion), at: text.location)
            return nil
        }
        let dependency = dependencies[dependencyIndex]
        guard let methodIndex = dependency.methods.firstIndex(where: { $0.name == parsed.method }) else {
            let suggestion = Suggestion.nearest(to: parsed.method, in: dependency.methods.map(\.name)).map {
                "\(parsed.dependency).\($0)"
            }
            context.report(
                .unknownMethod(
                    event: event, dependency: parsed.dependency, name: parsed.method, suggestion: suggestion),
                at: context.location(in: text, offset: parsed.methodOffset))
            return nil
        }
        let method = dependency.methods[methodIndex]
        let qualified = "\(dependency.name).\(method.name)"
        if named, parsed.resultName == nil, method.returnType != nil {
            context.report(
                .parallelCall(
                    event: event, reason: "so each result needs a name: 'name = \(qualified)(...)'"),
                at: text.location)
            return nil
        }
        if let name = parsed.resultName, !localName(name, what: "result", at: text.location) { return nil }
        var arguments: [Expression] = []
        if let given = parsed.arguments {
            let labels = method.parameters.map(\.label)
            guard given.map(\.label) == labels else {
                let expected = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
                context.report(
                    .argumentMismatch(
                        event: event, what: "a call of", name: qualified,
                        reason: "the wrong labels; '\(method.name)' takes (\(expected))"),
                    at: text.location)
                return nil
            }
            for (argument, parameter) in zip(given, method.parameters) {
                guard let value = check(argument.value, in: text, key: "calls", expected: parameter.type, scope: scope)
                else { return nil }
                arguments.append(value)
            }
        } else {
            for parameter in method.parameters {
                let names = [parameter.label, parameter.name].compactMap { $0 }
                let byLabel = names.first { scope.entries[$0]?.type == parameter.type }
                let byType = scope.entries.filter { $0.value.type == parameter.type }.map(\.key).sorted()
                guard let name = byLabel ?? (byType.count == 1 ? byType[0] : nil) else {
                    context.report(
                        byType.isEmpty
                            ? .unboundArgument(
                                event: event, method: qualified, parameter: parameter.name,
                                type: parameter.type.description)
                            : .ambiguousArgument(
                                event: event, method: qualified, parameter: parameter.name,
                                type: parameter.type.description),
                        at: text.location)
                    return nil
                }
                arguments.append(Expression(.name(name), at: 0))
            }
        }
        return ModuleModel.MethodCall(
            dependency: dependencyIndex, method: methodIndex, arguments: arguments,
            resultName: method.returnType == nil ? nil : parsed.resultName ?? defaultName)
    }

    // MARK: - Pieces

    private mutating func stateIndex(_ name: Located<String>, key: String, alsoSuggesting others: [String] = [])
        -> Int?
    {
        if let index = states.firstIndex(where: { $0.name == name.value }) { return index }
        if context.unverified.contains(name.value) { return nil }  // its own problem is reported
        context.report(
            .unknownReference(
                event: event, key: key, what: "state", name: name.value,
                suggestion: Suggestion.nearest(to: name.value, in: states.map(\.name) + others)),
            at: name.location)
        return nil
    }

    /// A state, route or effect made with values: by label from the scope when bare, else as written.
    private mutating func construction(
        _ text: Located<String>, key: String, list: [CaseDeclaration], what: String, scope: Scope
    ) -> ModuleModel.Construction? {
        let parsed: CaseConstruction
        do throws(FragmentError) {
            parsed = try ExpressionParser.construction(text.value)
        } catch {
            context.report(
                .fragment(what: key, text: text.value, reason: error.reason),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
        guard let index = list.firstIndex(where: { $0.name == parsed.name }) else {
            if context.unverified.contains(parsed.name) { return nil }  // its own problem is reported
            context.report(
                .unknownReference(
                    event: event, key: key, what: what, name: parsed.name,
                    suggestion: Suggestion.nearest(to: parsed.name, in: list.map(\.name))),
                at: text.location)
            return nil
        }
        let declared = list[index].values
        guard let given = parsed.arguments else {
            var values: [Expression] = []
            for value in declared {
                guard let entry = scope.entries[value.name], checker.fits(entry.type, value.type) else {
                    context.report(
                        .valueMissing(
                            event: event, what: what, name: parsed.name, label: value.name,
                            type: value.type.description),
                        at: text.location)
                    return nil
                }
                values.append(Expression(.name(value.name), at: 0))
            }
            return ModuleModel.Construction(index: index, values: values)
        }
        guard given.map(\.label) == declared.map(\.name) else {
            let expected = declared.isEmpty ? "no values" : declared.map { "\($0.name):" }.joined(separator: " ")
            context.report(
                .argumentMismatch(
                    event: event, what: "\(what)", name: parsed.name,
                    reason: "the wrong values; it takes \(expected)"),
                at: text.location)
            return nil
        }
        var values: [Expression] = []
        for (argument, value) in zip(given, declared) {
            guard let checked = check(argument.value, in: text, key: key, expected: value.type, scope: scope) else {
                return nil
            }
            values.append(checked)
        }
        return ModuleModel.Construction(index: index, values: values)
    }

    private mutating func assignment(_ text: Located<String>, scope: Scope, key: String = "set")
        -> ModuleModel.Assignment?
    {
        let parsed: Assignment
        do throws(FragmentError) {
            parsed = try ExpressionParser.assignment(text.value)
        } catch {
            context.report(
                .fragment(what: "assignment", text: text.value, reason: error.reason),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
        let target: ModuleModel.Assignment.Target
        let type: TypeExpression
        if let index = storage.firstIndex(where: { $0.name == parsed.target }) {
            (target, type) = (.storage(index), storage[index].type)
        } else if let index = fields.firstIndex(where: { $0.name == parsed.target }) {
            (target, type) = (.field(index), fields[index].type)
        } else {
            if let entry = scope.entries[parsed.target] {
                let what =
                    switch entry.origin {
                    case .input: "an input (the screen is made with it)"
                    case .eventValue: "a value of the event"
                    default: "a value only this part of the event sees"
                    }
                context.report(.notAssignable(event: event, name: parsed.target, what: what), at: text.location)
            } else {
                context.report(
                    .unknownReference(
                        event: event, key: key, what: "stored value or field", name: parsed.target,
                        suggestion: Suggestion.nearest(to: parsed.target, in: (storage + fields).map(\.name))),
                    at: text.location)
            }
            return nil
        }
        // A later step reading the name would read the value that hides it, not what was set (Language.md, "Names");
        // setting a stored value to the event value that hides it is fine: both then agree.
        if let hiding = scope.entries[parsed.target], ![.storage, .field].contains(hiding.origin),
            !(hiding.origin == .eventValue && parsed.value.kind == .name(parsed.target))
        {
            let what =
                hiding.origin == .eventValue ? "a value of the event" : "a value bound here ('when', 'case', a result)"
            context.report(.hiddenTarget(event: event, name: parsed.target, hiddenBy: what), at: text.location)
            return nil
        }
        guard let value = check(parsed.value, in: text, key: key, expected: type, scope: scope) else { return nil }
        return ModuleModel.Assignment(target: target, value: value)
    }

    /// A pattern of `case` (on a value of an enum model) or `error` (on a failure), and the names it binds.
    private mutating func pattern(_ text: Located<String>, key: String, subject: Subject?)
        -> (ModuleModel.Pattern, [(String, TypeExpression)])?
    {
        let parsed: CasePattern
        do throws(FragmentError) {
            parsed = try ExpressionParser.pattern(text.value)
        } catch {
            context.report(
                .fragment(what: key, text: text.value, reason: error.reason),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
        func mismatch(_ reason: String) -> (ModuleModel.Pattern, [(String, TypeExpression)])? {
            context.report(
                .patternMismatch(event: event, key: key, text: text.value, reason: reason), at: text.location)
            return nil
        }
        let model: ModuleModel.ModelType
        switch (key, subject) {
        case ("error", .failure?):
            guard let name = parsed.name else {
                let type = TypeExpression.simple(parsed.type!)
                guard context.checkTypes(type, at: text.location) else { return nil }
                return (.type(type), [])
            }
            guard let typeName = parsed.type, let found = models.first(where: { $0.name == typeName }), found.isError
            else {
                return mismatch(
                    "but a failure's case is written 'ErrorModel.\(name)', with an enum model marked \"error\": true")
            }
            model = found
        case ("case", .value(let type)?):
            // Its own problem is reported.
            if let name = type.simpleName, context.unverified.contains(name) { return nil }
            guard let found = type.simpleName.flatMap({ name in models.first { $0.name == name } }), found.isEnum
            else {
                return mismatch("but the value here is '\(type)', not an enum model")
            }
            if let written = parsed.type, written != found.name {
                return mismatch("but the value here is a '\(found.name)'")
            }
            guard parsed.name != nil else { return mismatch("but it names no case of '\(found.name)'") }
            model = found
        default:
            let reason =
                key == "error"
                ? "outside 'onFailure'; only a failure is matched by 'error'"
                : "where no result or element is matched; 'case' goes in 'onSuccess' of one call or in 'onEach'"
            context.report(.misplacedKey(event: event, key: key, reason: reason), at: text.location)
            return nil
        }
        guard let index = model.cases.firstIndex(where: { $0.name == parsed.name }) else {
            return mismatch(
                "but '\(model.name)' has no case '\(parsed.name!)'"
                    + (Suggestion.nearest(to: parsed.name!, in: model.cases.map(\.name)).map {
                        "; did you mean '\($0)'?"
                    } ?? ""))
        }
        let values = model.cases[index].values
        guard parsed.bindings.isEmpty || parsed.bindings.count == values.count else {
            return mismatch("but case '\(parsed.name!)' has \(values.count) value(s); name each, or none")
        }
        var bound: [(String, TypeExpression)] = []
        for (name, value) in zip(parsed.bindings, values) where name != "_" {
            guard localName(name, what: "bound value", at: text.location) else { return nil }
            bound.append((name, value.type))
        }
        let modelIndex = models.firstIndex { $0.name == model.name }!
        return (.enumCase(model: modelIndex, index: index, bindings: parsed.bindings), bound)
    }

    /// Parses `text` as an expression and checks it where `expected` is wanted.
    private mutating func expression(_ text: Located<String>, key: String, expected: TypeExpression?, scope: Scope)
        -> Expression?
    {
        do throws(FragmentError) {
            let parsed = try ExpressionParser.expression(text.value)
            return check(parsed, in: text, key: key, expected: expected, scope: scope)
        } catch {
            context.report(
                .fragment(what: "'\(key)'", text: text.value, reason: error.reason),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
    }

    /// Checks an expression parsed from `text` (its offsets are in `text`).
    private mutating func check(
        _ expression: Expression, in text: Located<String>, key: String, expected: TypeExpression?, scope: Scope
    ) -> Expression? {
        do throws(ExpressionChecker.Failure) {
            _ = try checker.check(expression, expected: expected, in: scope)
            return expression
        } catch {
            context.report(
                .expression(event: event, key: key, message: error.message),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
    }
}
