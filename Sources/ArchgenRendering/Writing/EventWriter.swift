import ArchgenSpec

/// Writes what an event does as the statements of its handling (`Context.Program`), following
/// `Documentation/Language.md`.
///
/// At the top, in `send` or the event's method, the first alternative whose guards hold makes its changes and returns
/// the task of its work (or a finished one). A debounced event does all of that in its task, once the wait is over. In
/// the task, the unit is held (`guard let self`) only while the work changes what it shows, never while a call
/// awaits, so releasing the unit cancels its work; a value bound by the event's `when` is read again from the state
/// then. A name the spec gives a local value (an event's value, a result, a bound value) hides a stored value or input
/// of the same name, which is then written `self.name`.
struct EventWriter {
    /// Where the handling is written: `send`'s switch (MVVM, MVC), a method of its own (MVP), a method reading its
    /// event's values from a request (VIP).
    struct Place {
        /// How an event's value is read (`query`, or VIP's `request.query`).
        var eventValue: (String) -> String
        /// Whether the event's values are Swift locals (a case pattern's or a method's parameters) that hide members.
        var valuesAreLocals: Bool
        /// The column the first statements start at, for lines that must wrap as swift-format wraps them.
        var indent: Int
    }

    let module: ModuleModel
    let event: ModuleModel.Event
    let place: Place

    var builder = StatementBuilder()
    /// Spec names of local values in reach, with their Swift spelling (innermost wins), and their types.
    var locals: [String: String] = [:]
    var localTypes: [String: TypeExpression] = [:]
    /// Swift names declared in reach: a member of the same name is written `self.name`.
    var swiftLocals: Set<String> = []
    /// The brace depth each of them was declared at (`builder.depth`): a name declared again at its depth would be
    /// a redeclaration, deeper it hides the first.
    var localDepths: [String: Int] = [:]
    /// Every name the handling declares or reads, so that a new one is unique.
    var taken: Set<String>
    /// Values bound by a `when` guard, by spec name: the state they come from, read again after each await.
    var whenBound: [String: Int] = [:]
    /// Whether what is written now runs in the event's task.
    var inTask = false
    /// Whether the task's `id` is read (a later step puts back what it set for its duration).
    var readsID = false
    /// Whether what is written now follows the work that told the unit its writes were done (`work.wrote`, once on
    /// a path: a second would end another send's reload begun since).
    var pastWrites = false
    /// The name of the task's `ID` in its closure: `id`, unless the event reads a name `id` (`removed(id:)`, an
    /// input, a state's value), which the closure's parameter would hide.
    let taskID: String
    /// After a query's await: the stored values its calls read, each with the copy of the unit's `storage.writes`
    /// taken as it was read; the result answers what the calls read only where none was set since (`sameReadings`).
    var judged: [(name: String, copy: String)] = []
    /// For each stored value a query's call read from the unit, the local holding a copy of the unit's
    /// `storage.writes` taken as it was read (`takeWrites`).
    var writesRead: [String: String] = [:]
    /// The copies a check was written with: a copy no check reads is not taken.
    var usedWrites: Set<String> = []
    /// The kept values each copy was taken for (`takeWrites`), which the task registers as read.
    var copyReads: [String: [String]] = [:]
    /// The kept values a task written so far registers as read as it starts (`work.read`): setting one cancels it.
    var registeredReads: Set<String> = []
    /// The events with a query whose answer the screen shows (`ModuleModel.eventsShowingAnswers`), which are ordered
    /// where there are several.
    let showingAnswers: Set<String>
    /// After the await of such a query that registered with the unit's work, where an outcome awaits again: it
    /// unregisters once its answer was judged (`answerJudged`).
    var shownCall = false
    /// Whether the work written next is a task's first (its registration is the task's, as it starts).
    var atTaskStart = false
    /// How the task written registers its first calls as it starts: as replacing what is shown (true), as showing its
    /// answer (false), or not at all (nil).
    var startRegistration: Bool?
    /// For each alternative at the top whose task registers its first calls as showing their answer: whether as
    /// replacing what is shown, which cancels the other events' such work in flight (Language.md 4; the tests of
    /// what a send cancels read it).
    var startsShowing: [Int: Bool] = [:]
    /// The alternatives at the top whose task, once its writes succeeded, replaces what is shown cancelling the other
    /// events' queries in flight at once (a delete's reload; the tests of what a send cancels read it).
    var replacesAfterWrites: Set<Int> = []
    /// The task written now does so (`replacesAfterWrites`).
    var replacedAfterWrites = false
    /// How the alternatives at the top register their tasks (`startsShowing`, `replacesAfterWrites`).
    var registrations: Registrations {
        Registrations(startsShowing: startsShowing, replacesAfterWrites: replacesAfterWrites)
    }
    /// `registrations`' shape.
    struct Registrations {
        var startsShowing: [Int: Bool] = [:]
        var replacesAfterWrites: Set<Int> = []
    }
    /// A write whose success shows a state succeeded: the unit's next hold replaces what is shown
    /// (`replacesOnSuccess`).
    var replacesOnHold = false
    /// A query registered as replacing what is shown answered: the unit's holds in its outcome end the queries that
    /// wait for its answer (`work.won`, Language.md 4), as its success, or as its failure that shows a state.
    var winsOnHold: Win? = nil
    /// How a replacing query's answer ends the queries that wait for it (`winsOnHold`).
    enum Win { case succeeded, failed }

    init(module: ModuleModel, event: ModuleModel.Event, place: Place, showingAnswers: Set<String>) {
        (self.module, self.event, self.place, self.showingAnswers) = (module, event, place, showingAnswers)
        var read = Set(event.values.map(\.name))
        if case .blocks(let blocks) = event.behaviour { read.formUnion(blocks.allNames) }
        var taskID = "id"
        while read.contains(taskID) { taskID = taskID == "id" ? "taskID" : taskID + "2" }
        self.taskID = taskID
        // (From the generated members' set, which is the largest: added to, not hashed again into a new set.)
        var taken = GeneratedMembers.names
        taken.formUnion(module.dependencies.map(\.propertyName))
        taken.formUnion([
            "self", "error", "request", "message", "next", "handlers", "debounceWait", "id", taskID, "restoring",
        ])
        taken.formUnion(event.values.map(\.name))
        self.taken = taken
        for value in event.values {
            locals[value.name] = place.eventValue(value.name)
            localTypes[value.name] = value.type
            if place.valuesAreLocals { swiftLocals.insert(value.name) }
        }
    }

    /// The statements of the event's handling: what a new send does to running work (its policy, its `cancels`),
    /// then what the event does.
    mutating func write() -> Context.Program {
        let name = SwiftNames.escaped(event.name)
        let others = event.cancels.map { SwiftNames.escaped(module.events[$0].name) }
        let own = event.policy == .latest ? [name] : []
        if event.policy == .drop { builder.code(Idiom.dropped(name)) }
        if event.dropsRepeatedSends, event.debounce == nil { builder.code(Idiom.droppedRepeat(name, sentValues)) }
        switch event.behaviour {
        case .custom:
            if event.debounce != nil {
                builder.code(Idiom.cancelWaiting(name))
                customTask(cancelling: others)
            } else {
                if !(own + others).isEmpty { builder.code(Idiom.cancel(own + others)) }
                customTask(cancelling: [])
            }
        case .blocks(let blocks) where event.debounce != nil:
            debounced(blocks)
        case .blocks(let blocks):
            let cancel = (own + others).isEmpty ? nil : Idiom.cancel(own + others)
            if Self.cancelsBeforeChoosing(blocks) {
                if let cancel { builder.code(cancel) }
                topAlternatives(blocks, first: nil)
            } else {
                topAlternatives(blocks, first: cancel)
            }
        }
        return builder.program
    }

    /// The event's values as the send has them, which a command that drops repeated sends compares.
    var sentValues: [String] { event.values.map { place.eventValue($0.name) } }

    /// The first arguments of `work.start`: the values a send that drops a repeat is compared by, else whether its
    /// task is a command's.
    var taskKind: [String] {
        event.dropsRepeatedSends ? [Idiom.sentWith(sentValues)] : writes ? ["isCommand: true"] : []
    }

    /// A custom event: its handler runs in the event's task (after its debounce), and the unit applies what it returns.
    private mutating func customTask(cancelling others: [String]) {
        var body = self
        body.builder = StatementBuilder()
        if !others.isEmpty { body.builder.code("self?." + Idiom.cancel(others)) }
        let arguments = Spelling.arguments(event.values) { place.eventValue($0.name) }
        body.builder.code(
            Idiom.handOver(SwiftNames.escaped(event.name) + "(\(arguments))", checkingCancellation: false))
        startLine(arguments: event.debounce.map { [debounce($0)] } ?? [], body: body, captures: [], dependencies: [])
    }

    /// The arguments of `work.start` that wait `milliseconds` out: a send then supersedes the running work of its
    /// event where its policy is `latest` (a debounced write's runs on), Language.md section 7. It takes over the state
    /// that work shows for its duration, unless its alternatives read the state (a `when`): they read it put back.
    private func debounce(_ milliseconds: Int) -> String {
        let readsState: Bool =
            if case .blocks(let blocks) = event.behaviour { blocks.contains { $0.when != nil } } else { false }
        return Idiom.debounce(
            debounceWait(milliseconds), superseding: Self.policyOnRunning(event, in: module) == .latest,
            takingState: !readsState)
    }

    /// How long a debounce waits, as the unit's `debounceWait` takes it (nanoseconds where a Box view model supports
    /// iOS 13, whose `Task.sleep` takes no `Duration`).
    func debounceWait(_ milliseconds: Int) -> String {
        module.binding == .box ? "\(milliseconds)_000_000" : ".milliseconds(\(milliseconds))"
    }

    /// The line length generated code keeps to (swift-format's, in `.swift-format`).
    static let width = 120

    // MARK: - At the top

    /// In `send`: each alternative does `first`, makes its changes and returns the task of its work.
    private mutating func topAlternatives(_ blocks: [ModuleModel.Block], first: String?) {
        let chained = blocks.count > 1 || blocks[0].isGuarded
        let outer = scope
        for (index, block) in blocks.enumerated() {
            if chained { openBranch(index, guards: guards(block, subject: nil)) }
            bind(block)
            if let first { builder.code(first) }
            changes(block)
            if let work = block.work {
                replacedAfterWrites = false
                startsShowing[index] = startTask(block, work: work)
                if replacedAfterWrites { replacesAfterWrites.insert(index) }
            } else {
                builder.code(Idiom.finished)
            }
            if chained { builder.close() }
            scope = outer
        }
        if chained { builder.code("}") }
        if chained, blocks.last!.isGuarded { builder.code(Idiom.finished) }
    }

    /// `if guards {`, `} else if guards {` or `} else {`, then one level deeper.
    mutating func openBranch(_ index: Int, guards: String?) {
        if let guards {
            builder.code((index == 0 ? "if " : "} else if ") + guards + " {")
        } else {
            builder.code("} else {")
        }
        builder.open()
    }

    /// A debounced event: the newer send supersedes the waiting one at once, and under `latest` the running one once
    /// its own wait is over; everything else happens in the task then (Language.md, "Debounce").
    private mutating func debounced(_ blocks: [ModuleModel.Block]) {
        let name = SwiftNames.escaped(event.name)
        builder.code(Idiom.cancelWaiting(name))
        let wait = debounce(event.debounce!)
        var body = self
        body.builder = StatementBuilder()
        body.inTask = true
        let others = event.cancels.map { SwiftNames.escaped(module.events[$0].name) }
        body.taskAlternatives(blocks, subject: nil, first: others.isEmpty ? nil : Idiom.cancel(others))
        startLine(
            arguments: taskKind + [wait], body: body, captures: [],
            dependencies: Set(blocks.allCalls.map(\.dependency)).sorted())
    }

    /// Whether an event of `blocks` cancels the running work it replaces (`cancels`, `latest`) before its guards choose
    /// its way, which then reads what that work put back: where it always acts (its last alternative has no guard).
    /// Where its guards may all refuse, the send changes nothing and cancels no work either, so each alternative
    /// cancels as it starts, its way chosen on the values as sent (Language.md section 6).
    static func cancelsBeforeChoosing(_ blocks: [ModuleModel.Block]) -> Bool {
        blocks.last?.isGuarded != true
    }

    /// Whether the event's task starts with a write (`ModuleModel.Event.startsWithWrite`).
    var writes: Bool { Self.writes(event, in: module) }

    /// What a new send does to the event's work that is running (Language.md 6 and 7): its policy, but a debounced
    /// event that writes supersedes only a send still waiting: one whose work started runs on, as under `parallel`.
    static func policyOnRunning(_ event: ModuleModel.Event, in module: ModuleModel) -> ModuleModel.Policy? {
        event.debounce != nil && writes(event, in: module) ? .parallel : event.policy
    }

    /// Whether `event`'s task starts with a write (see `writes`).
    static func writes(_ event: ModuleModel.Event, in module: ModuleModel) -> Bool {
        event.startsWithWrite(module.dependencies)
    }

    // MARK: - Guards and changes

    /// The guards of `block` as an `if` condition (nil when it has none); its bindings come into reach after.
    func guards(_ block: ModuleModel.Block, subject: String?) -> String? {
        var parts: [String] = []
        if let index = block.when {
            let state = module.states[index]
            let used = module.reads(block)
            let pattern = casePattern(
                "." + SwiftNames.escaped(state.name), state.values.map { used.contains($0.name) ? $0.name : "_" })
            parts.append("case \(pattern) = \(statePath)")
        }
        if let pattern = block.pattern, let name = subject {
            // The subject's Swift name: a result may have been bound under a fresh one.
            let subject = locals[name] ?? SwiftNames.escaped(name)
            switch pattern {
            case .enumCase(let model, let index, let bindings):
                let enumModel = module.models[model]
                let used = module.reads(block)
                let prefix = name == "error" ? enumModel.name : ""
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
        if let condition = block.condition {
            // The guard reads what its `when` and its `case` bound (innermost wins, Language.md "Names"): a field
            // of the same name is hidden there too.
            var bound = self
            bound.bind(block)
            parts.append(bound.spell(condition))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `.loaded(let users, _)`, or `.loaded` when nothing is bound.
    func casePattern(_ name: String, _ bindings: [String]) -> String {
        guard bindings.contains(where: { $0 != "_" }) else { return name }
        return name + "(" + bindings.map { $0 == "_" ? "_" : "let \(SwiftNames.escaped($0))" }.joined(separator: ", ")
            + ")"
    }

    /// Brings the names `block`'s guards bind into reach.
    mutating func bind(_ block: ModuleModel.Block) {
        if let index = block.when {
            for value in module.states[index].values {
                local(value.name, type: value.type)
                whenBound[value.name] = index
            }
        }
        if case .enumCase(let model, let index, let bindings)? = block.pattern {
            for (name, value) in zip(bindings, module.models[model].cases[index].values) where name != "_" {
                local(name, type: value.type)
                whenBound[name] = nil
            }
        }
    }

    /// What `block` changes at once: stored values and fields, the state, the route, the effect.
    mutating func changes(_ block: ModuleModel.Block) {
        for assignment in block.assignments {
            builder.code(path(of: assignment.target) + " = " + spell(assignment.value))
        }
        if let state = block.state {
            let declaration = module.states[state.index]
            builder.add(Context.Statement(show: reference(state, declaration.name, values: declaration.values)))
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

    /// What puts back the `while` state and `during` values of `block`'s work when it ends, each setting its value
    /// as it is made (`showing(.loading)`, `setting(\.fields.isLoadingMore, true)`).
    func restores(_ block: ModuleModel.Block) -> [String] {
        var restores: [String] = []
        if case .calls(let calls)? = block.work, let index = calls.whileState {
            restores.append(Idiom.showing("." + SwiftNames.escaped(module.states[index].name)))
        }
        for assignment in block.during {
            restores.append(Idiom.setting(keyPath(of: assignment.target), spell(assignment.value)))
        }
        return restores
    }

    private func reference(_ construction: ModuleModel.Construction, _ name: String, values: [ValueDeclaration])
        -> Context.Reference
    {
        Spelling.reference(name, values) { value in
            spell(construction.values[values.firstIndex(of: value)!])
        }
    }

    // MARK: - Names

    /// The names in reach, saved and restored around a branch.
    var scope:
        (
            locals: [String: String], types: [String: TypeExpression], swift: Set<String>, when: [String: Int],
            depths: [String: Int], writes: [String: String]
        )
    {
        get { (locals, localTypes, swiftLocals, whenBound, localDepths, writesRead) }
        set { (locals, localTypes, swiftLocals, whenBound, localDepths, writesRead) = newValue }
    }

    /// Whether declaring the Swift name `name` here would declare it twice in one scope.
    func declaredHere(_ name: String) -> Bool {
        swiftLocals.contains(name) && localDepths[name] == builder.depth
    }

    mutating func local(_ name: String, type: TypeExpression?, swift: String? = nil) {
        locals[name] = swift ?? SwiftNames.escaped(name)
        if let type { localTypes[name] = type }
        swiftLocals.insert(swift ?? name)
        localDepths[swift ?? name] = builder.depth
        taken.insert(swift ?? name)
    }

    /// Where the state is read (a Box holds it in `value`).
    var statePath: String { module.binding == .box ? "state.value" : "state" }
    /// Where the fields are (a Box holds them in `value`).
    var fieldsPath: String { module.binding == .box ? "fields.value" : "fields" }

    /// A stored value's or field's place, as an assignment's target.
    func path(of target: ModuleModel.Assignment.Target) -> String {
        switch target {
        case .storage(let index): member(module.storage[index].name)
        case .field(let index): "\(fieldsPath).\(SwiftNames.escaped(module.fields[index].name))"
        }
    }

    /// The same place as a key path from the unit, without its `\.`.
    func keyPath(of target: ModuleModel.Assignment.Target) -> String {
        switch target {
        case .storage(let index): SwiftNames.escaped(module.storage[index].name)
        case .field(let index): "\(fieldsPath).\(SwiftNames.escaped(module.fields[index].name))"
        }
    }

    /// A stored value or input as the unit reaches it: `self.name` where a local value hides it.
    func member(_ name: String) -> String {
        swiftLocals.contains(name) ? "self.\(SwiftNames.escaped(name))" : SwiftNames.escaped(name)
    }

    /// `expression` in Swift where the writer stands.
    func spell(_ expression: Expression) -> String {
        expression.swift(name: spell(name:))
    }

    /// A name in Swift where the writer stands: a local, a field (in `fields`) or a member of the unit.
    func spell(name: String) -> String {
        if let local = locals[name] { return local }
        if module.fields.contains(where: { $0.name == name }) { return "\(fieldsPath).\(SwiftNames.escaped(name))" }
        return member(name)
    }

    /// A new name from `base`, unused in the handling.
    mutating func fresh(_ base: String) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) || SwiftNames.keywords.contains(name) {
            name = "\(base)\(suffix)"
            suffix += 1
        }
        taken.insert(name)
        return name
    }

    /// Whether `expression` reads a stored value, a field or an input (not hidden by a local value), or a value a
    /// `when` bound, which is read again from the state after an await.
    func readsUnit(_ expression: Expression) -> Bool {
        expression.names.contains { locals[$0] == nil || (inTask && whenBound[$0] != nil) }
    }

    /// Whether `block` changes what the unit shows, or reads the unit in its guards or changes.
    func needsUnit(_ block: ModuleModel.Block) -> Bool {
        !block.assignments.isEmpty || block.state != nil || block.route != nil || block.effect != nil
            || block.when != nil || !block.during.isEmpty || showsWhile(block.work)
            || (block.condition.map(readsUnit) ?? false)
    }

    /// Whether `work` shows a state while its calls run.
    func showsWhile(_ work: ModuleModel.Work?) -> Bool {
        if case .calls(let calls)? = work { return calls.whileState != nil }
        return false
    }
}
