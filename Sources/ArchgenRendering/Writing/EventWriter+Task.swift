import ArchgenSpec

/// The event's task: how it starts (`work.start` with its capture list), and the alternatives it runs after an await,
/// holding the unit only while they change what it shows.
extension EventWriter {
    // MARK: - Starting the task

    /// At the top: the task of `block`'s work. What the work sets for its duration is set now and put back when it
    /// ends; the first calls' arguments that read the unit are taken now, as the task starts. How the task registers
    /// those calls with the unit's work (`startRegistration`).
    mutating func startTask(_ block: ModuleModel.Block, work: ModuleModel.Work) -> Bool? {
        let restoring = restores(block)
        if !restoring.isEmpty { builder.code("let restoring = [" + restoring.joined(separator: ", ") + "]") }
        let (taking, hoisted) = takenArguments(work)
        var captures: [String] = []
        for (name, type, argument, value) in taking {
            guard argument.takesItsTypeFromContext else {
                captures.append("\(name) = " + Self.reading(value, into: name))
                continue
            }
            // A capture has no type of its own to give `cond ? [] : []`: a constant of the parameter's type is declared
            // first (a cast in the capture list, `(…) as [T]`, wraps in ways swift-format lays out otherwise: seed 75).
            swiftLocals.insert(name)
            builder.code("let \(name): \(type) = \(spell(argument))")
            captures.append(name)
        }
        var body = self
        body.builder = StatementBuilder()
        body.inTask = true
        body.swiftLocals.formUnion(hoisted.values)
        let copy = body.takeWrites(work)
        if let copy { body.swiftLocals.insert(copy) }
        body.atTaskStart = true
        body.work(work, hoisted: hoisted)
        if let copy, body.usedWrites.contains(copy) {
            captures.append("\(copy) = \(Idiom.writes)")
            body.builder.prepend(Idiom.read(body.copyReads[copy] ?? [], holdingUnit: false, taskID))
            body.readsID = true
            registeredReads.formUnion(body.copyReads[copy] ?? [])
        }
        taken.formUnion(body.taken)
        replacedAfterWrites = body.replacedAfterWrites
        var arguments = taskKind
        if !restoring.isEmpty { arguments.append("restoring: restoring") }
        startLine(
            arguments: arguments, body: body, captures: captures,
            dependencies: Set(work.dependencies).sorted())
        return body.startRegistration
    }

    /// The first calls' arguments that read the unit, each taken once per value and parameter type (`2` passed as an
    /// `Int` and as a `Double` are two) under a new name, with the name each call's argument takes (`hoisted`, by
    /// `argumentKey`). `value` is the argument as spelled where the writer stands.
    mutating func takenArguments(_ work: ModuleModel.Work) -> (
        arguments: [(name: String, type: TypeExpression, argument: Expression, value: String)],
        hoisted: [String: String]
    ) {
        var arguments: [(name: String, type: TypeExpression, argument: Expression, value: String)] = []
        var hoisted: [String: String] = [:]
        var names: [String: String] = [:]
        for call in firstCalls(work) {
            let method = module.dependencies[call.dependency].methods[call.method]
            for (position, argument) in call.arguments.enumerated() where readsUnit(argument) {
                let type = method.parameters[position].type
                let value = spell(argument)
                let key = value + ": " + type.description
                if names[key] == nil {
                    let name = fresh(parameterName(call, position))
                    names[key] = name
                    arguments.append((name, type, argument, value))
                }
                hoisted[argumentKey(call, position)] = names[key]
            }
        }
        return (arguments, hoisted)
    }

    /// `self.query` where the unit's `query` is read into a local or capture named `query`: `query = query` would read
    /// the local itself (a compile error in a `do` block, a riddle in a capture list).
    static func reading(_ value: String, into name: String) -> String {
        value == name || value == "`\(name)`" ? "self." + value : value
    }

    /// `return work.start(.event, arguments) { [captures] id in`, the body, then `}`: the capture list holds the unit
    /// weakly (where the body reaches it), the dependencies the body calls and the values taken as the task starts, and
    /// wraps as swift-format wraps it.
    mutating func startLine(arguments: [String], body: EventWriter, captures: [String], dependencies: [Int]) {
        let program = body.builder.program
        let list =
            (program.mentionsSelf ? ["weak self"] : [])
            + dependencies.map { SwiftNames.escaped(module.dependencies[$0].propertyName) } + captures
        let parameter = body.readsID ? taskID : "_"
        let start = Idiom.start(SwiftNames.escaped(event.name), arguments: arguments)
        let column = place.indent + 4 * builder.depth
        let captureList = (list.isEmpty ? "" : "[" + list.joined(separator: ", ") + "] ") + parameter + " in"
        if column + start.count + 1 + captureList.count <= Self.width {
            builder.code(start + " " + captureList)
            builder.add(Context.Statement(nested: program))
        } else {
            // As swift-format wraps it: the capture list on a line of its own, else its items filled in lines.
            var inner = StatementBuilder()
            if column + 4 + captureList.count <= Self.width {
                inner.code(captureList)
            } else {
                inner.code("[")
                inner.open()
                var line = ""
                for (index, item) in list.enumerated() {
                    let candidate = line.isEmpty ? item : line + ", " + item
                    let comma = index < list.count - 1 ? 1 : 0
                    if !line.isEmpty, column + 8 + candidate.count + comma > Self.width {
                        inner.code(line + ",")
                        line = item
                    } else {
                        line = candidate
                    }
                }
                inner.code(line)
                inner.close()
                inner.code("] \(parameter) in")
            }
            builder.code(start)
            builder.add(
                Context.Statement(nested: Context.Program(statements: inner.program.statements + program.statements)))
        }
        builder.code("}")
    }

    /// The calls a work makes first (its own, or the stream's).
    func firstCalls(_ work: ModuleModel.Work) -> [ModuleModel.MethodCall] {
        switch work {
        case .calls(let calls): calls.calls
        case .stream(let stream): [stream.call]
        case .handOver: []
        }
    }

    func parameterName(_ call: ModuleModel.MethodCall, _ position: Int) -> String {
        module.dependencies[call.dependency].methods[call.method].parameters[position].name
    }

    /// One argument of one call among a work's first calls: two calls of one method run at once are told apart by
    /// the names of their results, or by their arguments where their results have none.
    func argumentKey(_ call: ModuleModel.MethodCall, _ position: Int) -> String {
        "\(call.dependency).\(call.method).\(call.resultName ?? "").\(call.arguments.map { $0.swift() }).\(position)"
    }

    // MARK: - Alternatives in the task

    /// Alternatives that run in the task (after an await, or once a debounce's wait is over); `first` is what the
    /// one that runs does first. The unit is held while they choose and change what it shows, then let go before a
    /// call awaits: what the chosen alternative's work needs from the unit is taken while it is held.
    mutating func taskAlternatives(_ blocks: [ModuleModel.Block], subject: String?, first: String? = nil) {
        guard !blocks.isEmpty else { return }
        let chained = blocks.count > 1 || blocks[0].isGuarded
        let choosesByUnit = blocks.contains { block in
            block.when != nil || (block.condition.map(readsUnit) ?? false) || first != nil
        }
        if !blocks.contains(where: { $0.work != nil }) {
            // Nothing awaits: the unit is held once, for all of them.
            if first != nil || blocks.contains(where: { needsUnit($0) || readsWhenBound($0) }) {
                holdUnit(reading: module.freeNames(blocks))
            }
            branches(blocks, chained: chained, subject: subject) { writer, block in
                if let first { writer.builder.code(first) }
                writer.changes(block)
            }
        } else if !choosesByUnit {
            // Each is chosen by what the task holds itself; the unit is held only for its changes.
            branches(blocks, chained: chained, subject: subject) { writer, block in
                writer.segment(block)
            }
        } else {
            heldChoice(blocks, chained: chained, subject: subject, first: first)
        }
    }

    /// An `if` chain over `blocks` (or the one block), each branch written by `write` with its guards' bindings.
    private mutating func branches(
        _ blocks: [ModuleModel.Block], chained: Bool, subject: String?,
        _ write: (inout EventWriter, ModuleModel.Block) -> Void
    ) {
        let outer = scope
        for (index, block) in blocks.enumerated() {
            if chained { openBranch(index, guards: guards(block, subject: subject)) }
            bind(block)
            write(&self, block)
            if chained { builder.close() }
            scope = outer
        }
        if chained { builder.code("}") }
    }

    /// Alternatives chosen by what the unit holds, some of which then await: the unit is held while one is chosen and
    /// makes its changes; what its work needs is kept in an optional (nil unless it was chosen), and the work runs
    /// once the unit is let go.
    private mutating func heldChoice(
        _ blocks: [ModuleModel.Block], chained: Bool, subject: String?, first: String?
    ) {
        let taken = declareChoices(blocks)
        builder.code("do {")
        builder.open()
        // (What their outcomes read after their await is read again then.)
        holdUnit(reading: module.freeNames(blocks).intersection(blocks.ownNames))
        let outer = scope
        for (index, block) in blocks.enumerated() {
            if chained { openBranch(index, guards: guards(block, subject: subject)) }
            bind(block)
            if let first { builder.code(first) }
            changes(block)
            for restore in restores(block) { builder.code(Idiom.restoreWhenDone(restore, taskID)) }
            if !restores(block).isEmpty { readsID = true }
            if let entry = taken.first(where: { $0.index == index }) {
                let values = entry.needs.map { spell(name: $0.name) } + entry.arguments.map { spell($0.argument) }
                switch values.count {
                case 0: builder.code("\(entry.name) = true")
                case 1: builder.code("\(entry.name) = \(values[0])")
                default: builder.code("\(entry.name) = (" + values.joined(separator: ", ") + ")")
                }
            }
            if let writes = taken.first(where: { $0.index == index })?.writes {
                builder.code(Idiom.takeCopy(writes.name, reading: writes.read, taskID))
                readsID = true
            }
            if chained { builder.close() }
            scope = outer
        }
        if chained { builder.code("}") }
        builder.close()
        builder.code("}")
        for entry in taken {
            let block = blocks[entry.index]
            let names = entry.needs.map { SwiftNames.escaped($0.name) } + entry.arguments.map(\.name)
            switch names.count {
            case 0: builder.code("if \(entry.name) {")
            case 1: builder.code("if let \(names[0]) = \(entry.name) {")
            default:
                let bound = names.map { "let " + $0 }.joined(separator: ", ")
                builder.code("if case (\(bound))? = \(entry.name) {")
            }
            builder.open()
            for need in entry.needs {
                local(need.name, type: need.type)
                whenBound[need.name] = nil
            }
            swiftLocals.formUnion(entry.arguments.map(\.name))
            // (The copy is optional, set where its alternative was chosen: `writes?.page`.)
            for stored in entry.writes?.read ?? [] { writesRead[stored] = entry.writes!.name + "?" }
            work(block.work!, hoisted: entry.hoisted)
            builder.close()
            builder.code("}")
            scope = outer
        }
        for entry in taken {
            guard let writes = entry.writes, !usedWrites.contains(writes.name + "?") else { continue }
            let lines = Idiom.takeCopy(writes.name, reading: writes.read, taskID)
            builder.remove(Set(["var \(writes.name): Storage.Writes?"] + lines))
        }
    }

    /// Declares, for each alternative that awaits, the optional that keeps what its work needs (`var chose1: …?`, or
    /// a flag when it needs nothing), and the optional copy of the unit's `storage.writes` where its calls read
    /// judged stored values (`writes`: the copy's name and what it judges).
    private mutating func declareChoices(_ blocks: [ModuleModel.Block]) -> [Choice] {
        var taken: [Choice] = []
        for (index, block) in blocks.enumerated() {
            guard let work = block.work else { continue }
            let needs = carried(block)
            // (The arguments taken are named apart from the values the guards bind.)
            self.taken.formUnion(needs.map(\.name))
            let (taking, hoisted) = takenArguments(work)
            let arguments = taking.map { (name: SwiftNames.escaped($0.name), type: $0.type, argument: $0.argument) }
            var writes: (name: String, read: [String])?
            if case let read = judgedFromUnit(work), !read.isEmpty {
                writes = (fresh("writes"), read)
                builder.code("var \(writes!.name): Storage.Writes?")
            }
            let name = fresh("chose" + (blocks.count > 1 ? "\(index + 1)" : ""))
            let kept = needs.map { ($0.name, $0.type) } + arguments.map { ($0.name, $0.type) }
            let type: String
            switch kept.count {
            case 0: type = "Bool"
            case 1: type = "\(TypeExpression.optional(kept[0].1))"
            default: type = "(" + kept.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")?"
            }
            builder.code(kept.isEmpty ? "var \(name) = false" : "var \(name): \(type)")
            taken.append((index, name, needs, arguments, hoisted, writes))
        }
        return taken
    }

    /// An alternative that awaits, chosen while the unit is held: the optional keeping what its work needs (the
    /// values its guards bound, and its first calls' arguments that read the unit, taken as `hoisted` says).
    typealias Choice = (
        index: Int, name: String, needs: [(name: String, type: TypeExpression)],
        arguments: [(name: String, type: TypeExpression, argument: Expression)], hoisted: [String: String],
        writes: (name: String, read: [String])?
    )

    /// The values the guards of `block` bind that its work reads. (What its first calls pass from the unit is taken
    /// as their arguments: an outcome reads the unit as it is then, Language.md "Work".)
    private func carried(_ block: ModuleModel.Block) -> [(name: String, type: TypeExpression)] {
        guard let work = block.work else { return [] }
        var guardBound: [(String, TypeExpression)] = []
        if let index = block.when { guardBound += module.states[index].values.map { ($0.name, $0.type) } }
        if case .enumCase(let model, let index, let bindings)? = block.pattern {
            for (name, value) in zip(bindings, module.models[model].cases[index].values) where name != "_" {
                guardBound.append((name, value.type))
            }
        }
        // (A first call's argument that reads them is taken whole.)
        let read = firstCalls(work).flatMap(\.arguments).filter { !readsUnit($0) }
            .reduce(into: module.outcomesRead(work)) { $0.formUnion($1.names) }
        return guardBound.filter { read.contains($0.0) }.map { (name: $0.0, type: $0.1) }
    }

    /// `guard let self, !Task.isCancelled else { return }`, then the values a `when` bound that what follows reads,
    /// read again from the state.
    mutating func holdUnit(reading names: Set<String>) {
        builder.code(Idiom.holdUnit(sameReadings))
        answerJudged()
        if replacesOnHold {
            builder.code(Idiom.showsAnswer(replacing: true, taskID, holdingUnit: true, atOnce: true))
            readsID = true
            replacedAfterWrites = true
        }
        if let winsOnHold {
            builder.code(Idiom.won(taskID, failing: winsOnHold == .failed))
            readsID = true
        }
        rebindWhenValues(reading: names)
    }

    /// After an await, the values a `when` bound are read again from the state; where the unit is no longer in it,
    /// the outcome reading them does nothing (Language.md, "Work"). (The send's values are read first, so that the
    /// binding the send made is used whatever the outcome reads.)
    mutating func rebindWhenValues(reading names: Set<String>) {
        let read = whenBound.keys.filter { names.contains($0) && locals[$0] != nil }
        let byState = Dictionary(grouping: read.sorted(), by: { whenBound[$0]! })
        for (index, names) in byState.sorted(by: { $0.key < $1.key }) {
            let state = module.states[index]
            var bindings: [String] = []
            var assignments: [String] = []
            for value in state.values {
                guard names.contains(value.name), let current = locals[value.name] else {
                    bindings.append("_")
                    continue
                }
                let name = fresh("current" + SwiftNames.upperFirst(value.name))
                bindings.append(name)
                builder.code("var \(current) = \(current)")
                assignments.append("\(current) = \(SwiftNames.escaped(name))")
            }
            let pattern = casePattern("." + SwiftNames.escaped(state.name), bindings)
            // The event's own `while` state (shown while its work runs) keeps the values the send saw.
            let shown = whileStates().map { "." + SwiftNames.escaped(module.states[$0].name) }
            if shown.isEmpty {
                builder.code("guard case \(pattern) = \(statePath) else { return }")
                builder.code(assignments)
            } else {
                builder.code("if case \(pattern) = \(statePath) {")
                builder.open()
                builder.code(assignments)
                builder.close()
                let others =
                    shown.count == 1
                    ? "\(statePath) != \(shown[0])" : "![\(shown.joined(separator: ", "))].contains(\(statePath))"
                builder.code("} else if \(others) {")
                builder.open()
                builder.code("return")
                builder.close()
                builder.code("}")
            }
        }
    }

    /// The states the event's work shows while it runs (`while`).
    private func whileStates() -> [Int] {
        guard case .blocks(let blocks) = event.behaviour else { return [] }
        let states = blocks.allBlocks.compactMap { block -> Int? in
            if case .calls(let calls)? = block.work { calls.whileState } else { nil }
        }
        return Array(Set(states)).sorted()
    }
}
