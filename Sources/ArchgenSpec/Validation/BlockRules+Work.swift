import LocatedJSON

extension BlockRules {
    /// The block's work: calls (with `while`, `onSuccess`, `onFailure`) or a stream it observes; nil when it has none
    /// or a problem was reported.
    mutating func work(_ raw: RawSpec.Block, scope: Scope) -> ModuleModel.Work? {
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
        return callWork(raw, scope: scope).map(ModuleModel.Work.calls)
    }

    /// The block's calls, run one after another or (several) side by side, and what follows them.
    private mutating func callWork(_ raw: RawSpec.Block, scope: Scope) -> ModuleModel.CallWork? {
        var calls: [ModuleModel.MethodCall] = []
        for text in raw.calls {
            guard let call = call(text, scope: scope, named: raw.callsIsList) else { return nil }
            calls.append(call)
        }
        let methods = calls.map { dependencies[$0.dependency].methods[$0.method] }
        if calls.count > 1, !parallel(calls, methods: methods, raw: raw) { return nil }
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
        return work
    }

    /// Whether several calls can run side by side: each is async, and each result has its own name.
    private mutating func parallel(
        _ calls: [ModuleModel.MethodCall], methods: [MethodDeclaration], raw: RawSpec.Block
    ) -> Bool {
        let names = calls.compactMap(\.resultName)
        if let index = methods.firstIndex(where: { !$0.isAsync }) {
            context.report(
                .parallelCall(event: event, reason: "but '\(methods[index].name)' is not async; run it alone"),
                at: raw.calls[index].location)
            return false
        }
        if Set(names).count < names.count {
            context.report(
                .parallelCall(event: event, reason: "and names two results alike; give each its own name"),
                at: raw.keys["calls"]!)
            return false
        }
        return true
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

    /// The stream `text` observes, with `onEach`, `onEnd` and `onFailure`.
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
}
