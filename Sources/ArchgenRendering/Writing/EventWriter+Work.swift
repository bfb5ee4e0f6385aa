import ArchgenSpec

/// The work itself, in the task: calls and their outcomes, a stream and its elements, or a result handed to a custom
/// handler.
extension EventWriter {
    /// `work`, its first calls' arguments taken from `hoisted` where the task took them as it started.
    mutating func work(_ work: ModuleModel.Work, hoisted: [String: String]) {
        switch work {
        case .calls(let calls): callWork(calls, hoisted: hoisted)
        case .stream(let stream): streamWork(stream, hoisted: hoisted)
        case .handOver(let index, let value):
            let handler = module.events[index]
            let arguments = Spelling.arguments(handler.values) { _ in value.map(spell) ?? "" }
            builder.code(
                Idiom.handOver(SwiftNames.escaped(handler.name) + "(\(arguments))", checkingCancellation: true))
        }
    }

    /// In the task: the part of `block` that changes what the unit shows, held only while it runs, then its work.
    /// The first calls' arguments that read the unit are taken while it is held (declared before, assigned in it).
    mutating func segment(_ block: ModuleModel.Block) {
        // What is held here reads only the block's own values: its outcomes hold the unit again after their await.
        let reading = module.freeNames([block]).intersection(block.ownNames)
        guard let work = block.work else {
            if needsUnit(block) || readsWhenBound(block) { holdUnit(reading: reading) }
            changes(block)
            return
        }
        let (taking, hoisted) = takenArguments(work)
        let declarations = taking.map { (name: $0.name, type: $0.type.description, argument: $0.argument) }
        let restoring = restores(block)
        if needsUnit(block) || !declarations.isEmpty || !reading.isDisjoint(with: whenBound.keys) {
            for (name, type, _) in declarations { builder.code("let \(SwiftNames.escaped(name)): \(type)") }
            // From here a kept value of the same name is `self.name` (`isEnabled = true` would set the local twice,
            // `rating = -rating` would read the local before it is set), in the values taken too.
            swiftLocals.formUnion(declarations.map(\.name))
            builder.code("do {")
            builder.open()
            holdUnit(reading: reading)
            if wroteBefore(work) {
                builder.code(Idiom.wrote(holdingUnit: true))
                readsID = true
            }
            changes(block)
            for restore in restoring { builder.code(Idiom.restoreWhenDone(restore)) }
            if !restoring.isEmpty { readsID = true }
            for (name, _, argument) in declarations { builder.code("\(SwiftNames.escaped(name)) = \(spell(argument))") }
            builder.close()
            builder.code("}")
        } else if case .handOver = work {
            // (A handed-over result checks the task itself.)
        } else if writes {
            // A command's task outlives its unit: what follows its write runs only for a unit still there.
            builder.code(Idiom.checkUnitAndCancelled)
            if wroteBefore(work) {
                builder.code(Idiom.wrote(holdingUnit: false))
                readsID = true
            }
        } else {
            builder.code(Idiom.checkCancelled)
        }
        self.work(work, hoisted: hoisted)
    }

    /// Whether `work` follows the writes of a command's task and makes none itself: from here on the task is a query,
    /// cancelled with its unit (`work.wrote`).
    private func wroteBefore(_ work: ModuleModel.Work) -> Bool {
        guard writes, inTask else { return false }
        return ![ModuleModel.Block(work: work)].allCalls.contains {
            module.dependencies[$0.dependency].isCommand($0.method)
        }
    }

    private mutating func callWork(_ work: ModuleModel.CallWork, hoisted: [String: String]) {
        let methods = work.calls.map { module.dependencies[$0.dependency].methods[$0.method] }
        let throwing = methods.contains(where: \.isThrowing)
        var used = module.freeNames(work.onSuccess)
        // A `case` matches the result, so it is read.
        if work.onSuccess.contains(where: { $0.pattern != nil }), let name = work.calls[0].resultName {
            used.insert(name)
        }
        if throwing {
            builder.code("do {")
            builder.open()
        }
        let outer = scope
        bindResults(work, methods: methods, used: used, throwing: throwing, hoisted: hoisted)
        let outerReadings = sameReadings
        let rebound = Set(work.calls.compactMap(\.resultName).filter(used.contains))
        sameReadings = Self.sameReadings(
            work.calls, hoisted: hoisted, rebound: rebound, afterWrite: wroteBefore(.calls(work)), writer: self)
        taskAlternatives(work.onSuccess, subject: work.calls.count == 1 ? work.calls[0].resultName : nil)
        scope = outer
        if throwing {
            builder.close()
            builder.code("} catch {")
            builder.open()
            failure(work.onFailure)
            builder.close()
            builder.code("}")
        }
        sameReadings = outerReadings
    }

    /// Calls the work's methods and binds the results its outcomes read: one call as `let result = …`, several at
    /// once as `async let`s awaited together.
    private mutating func bindResults(
        _ work: ModuleModel.CallWork, methods: [MethodDeclaration], used: Set<String>, throwing: Bool,
        hoisted: [String: String]
    ) {
        if work.calls.count == 1 {
            let call = work.calls[0]
            let expression = callExpression(call, hoisted: hoisted)
            if let name = call.resultName, used.contains(name) {
                // An earlier call's `result` in this scope (an outcome of a call that cannot throw shares it) keeps
                // its name; deeper, the new one hides it.
                let swift = declaredHere(name) ? fresh(name) : nil
                builder.code("let \(swift ?? SwiftNames.escaped(name)) = \(expression)")
                local(name, type: methods[0].returnType, swift: swift)
                whenBound[name] = nil
            } else if methods[0].returnType != nil {
                builder.code("_ = \(expression)")
            } else {
                builder.code(expression)
            }
        } else {
            var names: [String] = []
            for (call, method) in zip(work.calls, methods) {
                let name = fresh((call.resultName ?? method.name) + "Call")
                names.append(name)
                builder.code("async let \(name) = \(callExpression(call, hoisted: hoisted, awaited: false))")
            }
            // Names of results, each fresh where an earlier one of that name was declared in this scope.
            let swift = work.calls.map { call in
                call.resultName.flatMap { used.contains($0) && declaredHere($0) ? fresh($0) : nil }
            }
            let bound = zip(work.calls, swift).map { call, swift in
                call.resultName.flatMap { used.contains($0) ? swift ?? SwiftNames.escaped($0) : nil } ?? "_"
            }
            builder.code(
                "let (\(bound.joined(separator: ", "))) = \(throwing ? "try " : "")await (\(names.joined(separator: ", ")))"
            )
            for ((call, method), swift) in zip(zip(work.calls, methods), swift) {
                if let name = call.resultName, used.contains(name) {
                    local(name, type: method.returnType, swift: swift)
                    whenBound[name] = nil
                }
            }
        }
    }

    /// What a query's result answers (Language.md, "Work"): each argument of its calls that read a stored value when
    /// the call started (`page`), read again when the result arrives, must equal what the call was given; else the
    /// outcome does nothing. A command's outcome is not dropped for this (its write happened), but the queries that
    /// follow its write are (`afterWrite`: a delete's reload for the query of before is not shown over a new search).
    /// Fields are left out: a person types in them while a call runs.
    ///
    /// An argument that also read a name the calls' results now hide (an earlier `result`) cannot be spelled again
    /// after the await: the stored values it read are compared instead (`self.orders == orders`), where they are
    /// equatable.
    private static func sameReadings(
        _ calls: [ModuleModel.MethodCall], hoisted: [String: String], rebound: Set<String>, afterWrite: Bool,
        writer: EventWriter
    ) -> [String] {
        guard !writer.writes || afterWrite else { return [] }
        let module = writer.module
        // A stored value the call read from the unit: directly, or from a local read while it was held.
        let stored = { (name: String) in
            module.isStored(name) && (writer.locals[name] == nil || writer.readFromUnit.contains(name))
        }
        let field = { (name: String) in writer.locals[name] == nil && module.fields.contains { $0.name == name } }
        var checks: [String] = []
        for call in calls {
            let method = module.dependencies[call.dependency].methods[call.method]
            for (position, argument) in call.arguments.enumerated() {
                let names = argument.names
                guard method.parameters[position].type.isEquatable, names.contains(where: stored),
                    !names.contains(where: field)
                else { continue }
                if names.contains(where: { rebound.contains($0) && !stored($0) }) {
                    for name in names.sorted() where stored(name) {
                        guard let local = writer.locals[name],
                            module.storage.first(where: { $0.name == name })?.type.isEquatable == true
                        else { continue }
                        let check = "self.\(SwiftNames.escaped(name)) == \(local)"
                        if !checks.contains(check) { checks.append(check) }
                    }
                    continue
                }
                let taken = hoisted[writer.argumentKey(call, position)]
                var given = taken.map(SwiftNames.escaped) ?? writer.spell(argument)
                var now = argument.swift { name in
                    if !stored(name), let local = writer.locals[name] { return local }
                    return "self." + SwiftNames.escaped(name)
                }
                // (`(self.limit >= 0) == (limit >= 0)`: comparisons do not chain.)
                if case .name = argument.kind {} else { now = "(\(now))" }
                if taken == nil, !SwiftText.isOneTerm(given) {
                    given = "(\(given))"
                }
                let check = "\(now) == \(given)"
                if now != given, !checks.contains(check) { checks.append(check) }
            }
        }
        return checks
    }

    private mutating func streamWork(_ stream: ModuleModel.StreamWork, hoisted: [String: String]) {
        let method = module.dependencies[stream.call.dependency].methods[stream.call.method]
        let throwing = stream.isThrowing || method.isThrowing
        if throwing {
            builder.code("do {")
            builder.open()
        }
        let name = stream.call.resultName ?? "element"
        let outer = scope
        let read = module.freeNames(stream.onEach).contains(name) || stream.onEach.contains { $0.pattern != nil }
        let element = read ? SwiftNames.escaped(name) : "_"
        builder.code(
            "for \(stream.isThrowing ? "try " : "")await \(element) in \(callExpression(stream.call, hoisted: hoisted)) {"
        )
        builder.open()
        local(name, type: stream.element)
        whenBound[name] = nil
        taskAlternatives(stream.onEach, subject: name)
        scope = outer
        builder.close()
        builder.code("}")
        taskAlternatives(stream.onEnd, subject: nil)
        if throwing {
            builder.close()
            builder.code("} catch {")
            builder.open()
            failure(stream.onFailure)
            builder.close()
            builder.code("}")
        }
    }

    /// In a `catch`: nothing for a cancellation, else the first alternative that matches.
    private mutating func failure(_ blocks: [ModuleModel.Block]) {
        // (`"onFailure": {}` says a failure changes nothing.)
        guard blocks.contains(where: { $0 != ModuleModel.Block() }) else {
            builder.code(Idiom.ignoreError)
            return
        }
        let nested = blocks.contains { $0.work != nil }
        let holds = !nested && blocks.contains { needsUnit($0) || readsWhenBound($0) }
        builder.code(Idiom.failure(holdingUnit: holds, sameReadings))
        let outer = scope
        // The failure's `message` hides a value of that name a `when` bound (Language.md, "Names": innermost wins).
        let reads = module.freeNames(blocks)
        let wordsError = reads.contains("message")
        if wordsError { whenBound["message"] = nil }
        if holds { rebindWhenValues(reading: reads) }
        if wordsError {
            // (The unit words it; where its outcomes make calls, the unit is only reached for that.)
            builder.code(Idiom.message(holdingUnit: holds))
            local("message", type: .simple("String"))
        }
        if holds {
            // Held once for every alternative: they only change what the unit shows.
            let chained = blocks.count > 1 || blocks[0].isGuarded
            let outerBranch = scope
            for (index, block) in blocks.enumerated() {
                if chained { openBranch(index, guards: guards(block, subject: "error")) }
                bind(block)
                changes(block)
                if chained { builder.close() }
                scope = outerBranch
            }
            if chained { builder.code("}") }
        } else {
            taskAlternatives(blocks, subject: "error")
        }
        scope = outer
    }

    /// Whether `block` (or what follows it) reads a value a `when` bound, which needs the unit to read again.
    func readsWhenBound(_ block: ModuleModel.Block) -> Bool {
        !module.freeNames([block]).isDisjoint(with: whenBound.keys)
    }

    /// `try await dependency.method(arguments)`.
    func callExpression(_ call: ModuleModel.MethodCall, hoisted: [String: String], awaited: Bool = true) -> String {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let arguments = zip(method.parameters, call.arguments).enumerated().map { index, pair in
            let (parameter, argument) = pair
            let value = hoisted[argumentKey(call, index)].map { SwiftNames.escaped($0) } ?? spell(argument)
            guard dependency.style == .protocol, let label = parameter.label else { return value }
            return "\(SwiftNames.argumentLabel(label)): \(value)"
        }
        var expression =
            "\(SwiftNames.escaped(dependency.propertyName)).\(SwiftNames.escaped(method.name))("
            + arguments.joined(separator: ", ") + ")"
        if awaited {
            if method.isAsync { expression = "await " + expression }
            if method.isThrowing { expression = "try " + expression }
        }
        return expression
    }
}

extension ModuleModel {
    /// Whether `name` is a stored value (kept between events).
    func isStored(_ name: String) -> Bool {
        storage.contains { $0.name == name }
    }
}

extension ModuleModel.Work {
    /// The dependencies (indices) this work and its outcomes call.
    var dependencies: [Int] {
        [ModuleModel.Block(work: self)].allCalls.map(\.dependency)
    }
}
