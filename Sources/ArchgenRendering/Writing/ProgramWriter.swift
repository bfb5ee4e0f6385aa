import ArchgenSpec

/// Writes an event said with the keys of real screens as the statements of its handling (`Context.Program`).
///
/// At the top, in `send` or the event's method, the first alternative whose guards hold sets its values, shows its
/// state, route and effect, and returns the task of its work (or `Task {}`). In the task, each call's outcome starts
/// by checking the task was not cancelled, and holds the unit (`guard let self`) only while it changes what it shows:
/// before a further call, that part runs in a `do { }` of its own, so the unit is never held while work awaits, and
/// releasing it cancels the work. A name the spec gives a local value (an event's value, a result, a bound value)
/// hides a kept value or input of the same name, which is then written `self.name`.
struct ProgramWriter {
    let module: ModuleModel
    let event: ModuleModel.Event
    /// How an event's value is read (`query`, or VIP's `request.query`).
    let eventValue: (String) -> String
    /// Whether the event's values are Swift locals (a case pattern's or a method's parameters) that hide members.
    let eventValuesAreLocals: Bool

    private var builder = Builder()
    /// Spec names of local values in reach, with their Swift spelling (innermost wins).
    private var locals: [String: String] = [:]
    /// Swift names declared in reach: a member of the same name is written `self.name`.
    private var swiftLocals: Set<String> = []
    /// Every name the handling declares or reads, so that a new one is unique.
    private var taken: Set<String>

    /// What each alternative at the top does first (`cancelWork(...)`), when the send may change nothing.
    let cancelFirst: String?
    /// The column the program's first statements start at (in `send`'s switch, or a method), for lines that must
    /// wrap as swift-format wraps them.
    let indent: Int

    init(
        module: ModuleModel, event: ModuleModel.Event, eventValue: @escaping (String) -> String, valuesAreLocals: Bool,
        cancelFirst: String? = nil, indent: Int = 12
    ) {
        self.module = module
        self.cancelFirst = cancelFirst
        self.indent = indent
        self.event = event
        self.eventValue = eventValue
        self.eventValuesAreLocals = valuesAreLocals
        // Kept values and inputs may be hidden by a local of their name: they are written `self.name` there.
        taken =
            Set(module.dependencies.map(\.propertyName)).union(GeneratedMembers.names)
            .union(["self", "error", "request", "message", "next", "handlers", "debounceWait"])
            .union(event.values.map(\.name))
        for value in event.values {
            locals[value.name] = eventValue(value.name)
            if valuesAreLocals { swiftLocals.insert(value.name) }
        }
    }

    /// The statements of `blocks`, the event's alternatives.
    mutating func write(_ blocks: [ModuleModel.Block]) -> Context.Program {
        alternatives(blocks, at: .top)
        return builder.program
    }

    /// The line length generated code keeps to (swift-format's, in `.swift-format`).
    static let width = 120

    // MARK: - Alternatives

    /// Where alternatives are written: at the top (each returns its task), or in a task (they only run: no `return`,
    /// which would end a loop), where `unitHeld` says whether `guard let self` was written already.
    private enum Place {
        case top
        case task(unitHeld: Bool)
    }

    private mutating func alternatives(_ blocks: [ModuleModel.Block], at place: Place, subject: String? = nil) {
        guard !blocks.isEmpty else { return }
        var unitHeld = false
        let nested = blocks.contains { $0.work != nil }
        if case .task(let held) = place {
            unitHeld = held
            // Without further work, the unit is held once for all of them (their guards may read it).
            if !held, !nested, blocks.contains(where: needsUnit) {
                builder.code("guard let self, !Task.isCancelled else { return }")
                unitHeld = true
            }
        }
        let chained = blocks.count > 1 || blocks[0].isGuarded
        let outer = (locals, swiftLocals)
        for (index, block) in blocks.enumerated() {
            if chained {
                if let condition = guards(block, subject: subject) {
                    builder.code((index == 0 ? "if " : "} else if ") + condition + " {")
                } else {
                    builder.code("} else {")
                }
                builder.open()
            }
            bind(block)
            switch place {
            case .top:
                if let cancelFirst { builder.code(cancelFirst) }
                statements(of: block)
                topWork(block)
            case .task:
                if let work = block.work {
                    segmentBeforeWork(block, work: work)
                } else {
                    if !unitHeld, needsUnit(block) { builder.code("guard let self, !Task.isCancelled else { return }") }
                    statements(of: block)
                }
            }
            if chained { builder.close() }
            (locals, swiftLocals) = outer
        }
        if chained { builder.code("}") }
        if case .top = place, chained, blocks.last!.isGuarded { builder.code("return Task {}") }
    }

    /// The guards of `block` as an `if` condition (nil when it has none); its bindings come into reach after.
    private func guards(_ block: ModuleModel.Block, subject: String?) -> String? {
        var parts: [String] = []
        if let index = block.when {
            let state = module.states[index]
            let used = module.reads(block)
            let pattern = casePattern(
                "." + SwiftNames.escaped(state.name), state.values.map { used.contains($0.name) ? $0.name : "_" })
            parts.append("case \(pattern) = \(statePath)")
        }
        if let pattern = block.pattern, let subject {
            switch pattern {
            case .enumCase(let model, let index, let bindings):
                let enumModel = module.models[model]
                let used = module.reads(block)
                let prefix = subject == "error" ? enumModel.name : ""
                let name = prefix + "." + SwiftNames.escaped(enumModel.cases[index].name)
                let values = enumModel.cases[index].values.indices.map { position in
                    let binding = bindings.isEmpty ? "_" : bindings[position]
                    return used.contains(binding) ? binding : "_"
                }
                parts.append("case \(casePattern(name, values)) = \(subject)")
            case .type(let type):
                parts.append("\(subject) is \(type)")
            }
        }
        if let condition = block.condition { parts.append(spell(condition)) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `.loaded(let users, _)`, or `.loaded` when nothing is bound.
    private func casePattern(_ name: String, _ bindings: [String]) -> String {
        guard bindings.contains(where: { $0 != "_" }) else { return name }
        return name + "(" + bindings.map { $0 == "_" ? "_" : "let \(SwiftNames.escaped($0))" }.joined(separator: ", ")
            + ")"
    }

    /// Brings the names `block`'s guards bind into reach.
    private mutating func bind(_ block: ModuleModel.Block) {
        if let index = block.when {
            for value in module.states[index].values { local(value.name) }
        }
        if case .enumCase(_, _, let bindings)? = block.pattern {
            for name in bindings where name != "_" { local(name) }
        }
    }

    private mutating func local(_ name: String) {
        locals[name] = SwiftNames.escaped(name)
        swiftLocals.insert(name)
        taken.insert(name)
    }

    // MARK: - Statements

    /// What `block` changes at once: kept values and fields, the state, the route, the effect.
    private mutating func statements(of block: ModuleModel.Block) {
        for assignment in block.assignments {
            switch assignment.target {
            case .storage(let index):
                builder.code("\(member(module.storage[index].name)) = \(spell(assignment.value))")
            case .field(let index):
                builder.code(
                    "\(fieldsPath).\(SwiftNames.escaped(module.fields[index].name)) = \(spell(assignment.value))")
            }
        }
        if let state = block.state {
            builder.add(
                Context.Statement(
                    show: reference(state, module.states[state.index].name, values: module.states[state.index].values)))
        }
        if let route = block.route {
            let declaration = module.routes[route.index]
            builder.add(Context.Statement(route: reference(route, declaration.name, values: declaration.values)))
        }
        if let effect = block.effect {
            let declaration = module.effects[effect.index]
            builder.add(Context.Statement(effect: reference(effect, declaration.name, values: declaration.values)))
        }
    }

    private func reference(_ construction: ModuleModel.Construction, _ name: String, values: [ValueDeclaration])
        -> Context.Reference
    {
        Spelling.reference(name, values) { value in
            spell(construction.values[values.firstIndex(of: value)!])
        }
    }

    /// Whether `block` changes what the unit shows or reads the unit before its work.
    private func needsUnit(_ block: ModuleModel.Block) -> Bool {
        !block.assignments.isEmpty || block.state != nil || block.route != nil || block.effect != nil
            || block.when != nil || (block.condition.map(readsUnit) ?? false)
    }

    /// Whether `expression` reads a kept value, a field or an input (not hidden by a local value).
    private func readsUnit(_ expression: Expression) -> Bool {
        expression.names.contains { locals[$0] == nil }
    }

    // MARK: - Work

    /// The state shown while `work`'s calls run, if it says one.
    private mutating func whileState(_ work: ModuleModel.Work) {
        if case .calls(let calls) = work, let index = calls.whileState {
            builder.add(Context.Statement(show: Spelling.reference(module.states[index]) { _ in "" }))
        }
    }

    /// Whether `work` shows a state before its calls.
    private func showsWhile(_ work: ModuleModel.Work) -> Bool {
        if case .calls(let calls) = work { return calls.whileState != nil }
        return false
    }

    /// At the top: the task of `block`'s work, or a finished one.
    private mutating func topWork(_ block: ModuleModel.Block) {
        guard let work = block.work else {
            builder.code("return Task {}")
            return
        }
        whileState(work)
        let first = firstCalls(work)
        var captures: [String] = []
        var hoisted: [String: String] = [:]
        // Arguments that read the unit are taken now, as the task starts (each once).
        var hoistedValues: [String: String] = [:]
        for call in first {
            for argument in call.arguments where readsUnit(argument) {
                let value = spell(argument)
                let name = hoistedValues[value] ?? fresh(parameterName(call, argument))
                if hoistedValues[value] == nil { captures.append("\(name) = \(value)") }
                hoistedValues[value] = name
                hoisted[argumentKey(call, argument)] = name
            }
        }
        var body = self
        body.builder = Builder()
        body.swiftLocals.formUnion(hoisted.values)
        if let debounce = event.debounce {
            body.builder.code("try? await debounceWait(.milliseconds(\(debounce)))")
            body.builder.code("guard !Task.isCancelled else { return }")
        }
        body.taskWork(work, hoisted: hoisted)
        let usesSelf = body.builder.program.mentionsSelf
        let dependencies = Set(work.dependencies).sorted().map {
            SwiftNames.escaped(module.dependencies[$0].propertyName)
        }
        let list =
            (usesSelf ? ["weak self"] : []) + dependencies + (event.debounce != nil ? ["debounceWait"] : [])
            + captures
        let start = "return startWork(.\(SwiftNames.escaped(event.name))) {"
        let column = indent + 4 * builder.depth
        let captureList = "[" + list.joined(separator: ", ") + "] in"
        if column + start.count + 1 + captureList.count <= Self.width {
            builder.code(start + " " + captureList)
            builder.add(Context.Statement(nested: body.builder.program))
        } else {
            // As swift-format wraps it: the capture list on a line of its own, else its items filled in lines.
            var inner = Builder()
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
                inner.code("] in")
            }
            builder.code(start)
            builder.add(
                Context.Statement(
                    nested: Context.Program(statements: inner.program.statements + body.builder.program.statements)))
        }
        builder.code("}")
        taken.formUnion(body.taken)
    }

    /// In a task: the part of `block` that changes what the unit shows, held only while it runs, then its work.
    private mutating func segmentBeforeWork(_ block: ModuleModel.Block, work: ModuleModel.Work) {
        if case .handOver = work {
            if needsUnit(block) {
                builder.code("do {")
                builder.open()
                builder.code("guard let self, !Task.isCancelled else { return }")
                statements(of: block)
                builder.close()
                builder.code("}")
            }
            taskWork(work, hoisted: [:])
            return
        }
        var hoisted: [String: String] = [:]
        var declarations: [(String, String, String)] = []
        var hoistedValues: [String: String] = [:]
        for call in firstCalls(work) {
            let method = module.dependencies[call.dependency].methods[call.method]
            for (argument, parameter) in zip(call.arguments, method.parameters) where readsUnit(argument) {
                let value = spell(argument)
                let name = hoistedValues[value] ?? fresh(parameterName(call, argument))
                if hoistedValues[value] == nil { declarations.append((name, parameter.type.description, value)) }
                hoistedValues[value] = name
                hoisted[argumentKey(call, argument)] = name
            }
        }
        if needsUnit(block) || !declarations.isEmpty || showsWhile(work) {
            for (name, type, _) in declarations { builder.code("let \(SwiftNames.escaped(name)): \(type)") }
            builder.code("do {")
            builder.open()
            builder.code("guard let self, !Task.isCancelled else { return }")
            statements(of: block)
            whileState(work)
            for (name, _, value) in declarations { builder.code("\(SwiftNames.escaped(name)) = \(value)") }
            builder.close()
            builder.code("}")
            swiftLocals.formUnion(declarations.map(\.0))
        } else {
            builder.code("guard !Task.isCancelled else { return }")
        }
        taskWork(work, hoisted: hoisted)
    }

    /// The calls a work makes first (its own, or the stream's).
    private func firstCalls(_ work: ModuleModel.Work) -> [ModuleModel.MethodCall] {
        switch work {
        case .calls(let calls): calls.calls
        case .stream(let stream): [stream.call]
        case .handOver: []
        }
    }

    private func parameterName(_ call: ModuleModel.MethodCall, _ argument: Expression) -> String {
        let method = module.dependencies[call.dependency].methods[call.method]
        let index = call.arguments.firstIndex(of: argument)!
        return method.parameters[index].name
    }

    private func argumentKey(_ call: ModuleModel.MethodCall, _ argument: Expression) -> String {
        "\(call.dependency).\(call.method).\(call.arguments.firstIndex(of: argument)!)"
    }

    /// The work itself, inside the task: calls and their outcomes, a stream and its elements, or a hand-over.
    private mutating func taskWork(_ work: ModuleModel.Work, hoisted: [String: String]) {
        switch work {
        case .calls(let calls): callWork(calls, hoisted: hoisted)
        case .stream(let stream): streamWork(stream, hoisted: hoisted)
        case .handOver(let index, let value):
            let handler = module.events[index]
            builder.add(
                Context.Statement(
                    handOver: Spelling.reference(handler.name, handler.values) { _ in value.map(spell) ?? "" }))
        }
    }

    private mutating func callWork(_ work: ModuleModel.CallWork, hoisted: [String: String]) {
        let methods = work.calls.map { module.dependencies[$0.dependency].methods[$0.method] }
        let throwing = methods.contains(where: \.isThrowing)
        var used = usedNames(in: work.onSuccess)
        // A `case` matches the result, so it is read.
        if work.onSuccess.contains(where: { $0.pattern != nil }), let name = work.calls[0].resultName {
            used.insert(name)
        }
        if throwing {
            builder.code("do {")
            builder.open()
        }
        let outer = (locals, swiftLocals)
        if work.calls.count == 1 {
            let call = work.calls[0]
            let expression = callExpression(call, hoisted: hoisted)
            if let name = call.resultName, used.contains(name) {
                builder.code("let \(SwiftNames.escaped(name)) = \(expression)")
                local(name)
            } else if methods[0].returnType != nil {
                builder.code("_ = \(expression)")
            } else {
                builder.code(expression)
            }
        } else {
            var names: [String] = []
            for call in work.calls {
                let method = module.dependencies[call.dependency].methods[call.method]
                let name = fresh((call.resultName ?? method.name) + "Call")
                names.append(name)
                builder.code("async let \(name) = \(callExpression(call, hoisted: hoisted, awaited: false))")
            }
            let bound = work.calls.map { call in
                call.resultName.flatMap { used.contains($0) ? SwiftNames.escaped($0) : nil } ?? "_"
            }
            builder.code(
                "let (\(bound.joined(separator: ", "))) = \(throwing ? "try " : "")await (\(names.joined(separator: ", ")))"
            )
            for name in work.calls.compactMap(\.resultName) where used.contains(name) { local(name) }
        }
        alternatives(
            work.onSuccess, at: .task(unitHeld: false), subject: work.calls.count == 1 ? work.calls[0].resultName : nil)
        (locals, swiftLocals) = outer
        if throwing {
            builder.close()
            builder.code("} catch {")
            builder.open()
            failure(work.onFailure)
            builder.close()
            builder.code("}")
        }
    }

    private mutating func streamWork(_ stream: ModuleModel.StreamWork, hoisted: [String: String]) {
        let method = module.dependencies[stream.call.dependency].methods[stream.call.method]
        let throwing = stream.isThrowing || method.isThrowing
        if throwing {
            builder.code("do {")
            builder.open()
        }
        let name = stream.call.resultName ?? "element"
        let outer = (locals, swiftLocals)
        let read = usedNames(in: stream.onEach).contains(name) || stream.onEach.contains { $0.pattern != nil }
        let element = read ? SwiftNames.escaped(name) : "_"
        builder.code(
            "for \(stream.isThrowing ? "try " : "")await \(element) in \(callExpression(stream.call, hoisted: hoisted)) {"
        )
        builder.open()
        local(name)
        alternatives(stream.onEach, at: .task(unitHeld: false), subject: name)
        (locals, swiftLocals) = outer
        builder.close()
        builder.code("}")
        alternatives(stream.onEnd, at: .task(unitHeld: false))
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
            builder.code("_ = error")
            return
        }
        let nested = blocks.contains { $0.work != nil }
        let holds = !nested && blocks.contains { needsUnit($0) }
        builder.code(
            holds
                ? "guard let self, !Task.isCancelled, !(error is CancellationError) else { return }"
                : "guard !Task.isCancelled, !(error is CancellationError) else { return }")
        let outer = (locals, swiftLocals)
        if usedNames(in: blocks).contains("message") {
            // (The unit words it; where its outcomes make calls, the unit is only reached for that.)
            builder.code(
                holds
                    ? "let message = describeError(error)"
                    : "guard let message = self?.describeError(error) else { return }")
            local("message")
        }
        alternatives(blocks, at: .task(unitHeld: holds), subject: "error")
        (locals, swiftLocals) = outer
    }

    /// `try await dependency.method(arguments)`.
    private func callExpression(_ call: ModuleModel.MethodCall, hoisted: [String: String], awaited: Bool = true)
        -> String
    {
        let dependency = module.dependencies[call.dependency]
        let method = dependency.methods[call.method]
        let arguments = zip(method.parameters, call.arguments).enumerated().map { index, pair in
            let (parameter, argument) = pair
            let value =
                hoisted["\(call.dependency).\(call.method).\(index)"].map { SwiftNames.escaped($0) }
                ?? spell(argument)
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

    // MARK: - Names

    /// Where the state is read (a Box holds it in `value`).
    private var statePath: String { module.binding == .box ? "state.value" : "state" }
    /// Where the fields are (a Box holds them in `value`).
    private var fieldsPath: String { module.binding == .box ? "fields.value" : "fields" }

    /// A kept value or input as the unit reaches it: `self.name` where a local value hides it.
    private func member(_ name: String) -> String {
        swiftLocals.contains(name) ? "self.\(SwiftNames.escaped(name))" : SwiftNames.escaped(name)
    }

    /// `expression` in Swift where the writer stands.
    private func spell(_ expression: Expression) -> String {
        expression.swift { name in
            if let local = locals[name] { return local }
            if module.fields.contains(where: { $0.name == name }) { return "\(fieldsPath).\(SwiftNames.escaped(name))" }
            return member(name)
        }
    }

    /// A new name from `base`, unused in the handling.
    private mutating func fresh(_ base: String) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) || SwiftNames.keywords.contains(name) {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        taken.insert(name)
        return name
    }

    /// The names the expressions of `blocks` (and of their outcomes) read.
    private func usedNames(in blocks: [ModuleModel.Block]) -> Set<String> { module.freeNames(blocks) }
}

extension ModuleModel.Work {
    /// The dependencies (indices) this work and its outcomes call.
    var dependencies: [Int] {
        let block = ModuleModel.Block(work: self)
        return [block].allCalls.map(\.dependency)
    }
}

extension Context.Program {
    /// Whether a statement reads `self` (its task then captures it weakly).
    var mentionsSelf: Bool {
        statements.contains { statement in
            statement.code.map(Self.mentionsSelf) == true || statement.show != nil || statement.route != nil
                || statement.effect != nil || statement.handOver != nil || statement.nested?.mentionsSelf == true
        }
    }

    /// Whether `self` appears in `code` as a word.
    private static func mentionsSelf(_ code: String) -> Bool {
        let characters = Array(code)
        func isPart(_ index: Int) -> Bool {
            guard characters.indices.contains(index) else { return false }
            let character = characters[index]
            return character.isLetter || character.isNumber || character == "_"
        }
        for index in characters.indices where characters[index...].starts(with: "self") {
            if !isPart(index - 1) && !isPart(index + 4) { return true }
        }
        return false
    }
}

/// Statements collected level by level: `open()` starts statements one level deeper, `close()` ends them.
private struct Builder {
    private var levels: [[Context.Statement]] = [[]]

    /// How deep the statements added now are, in blocks opened.
    var depth: Int { levels.count - 1 }

    var program: Context.Program { Context.Program(statements: levels[0]) }

    mutating func code(_ line: String) { add(Context.Statement(code: line)) }

    mutating func add(_ statement: Context.Statement) { levels[levels.count - 1].append(statement) }

    mutating func open() { levels.append([]) }

    mutating func close() {
        let inner = levels.removeLast()
        add(Context.Statement(nested: Context.Program(statements: inner)))
    }
}
