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
    /// The event being checked, for messages.
    private(set) var event = ""

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

    /// Checks expressions against the spec's models.
    var checker: ExpressionChecker {
        ExpressionChecker(models: Dictionary(models.map { ($0.name, $0) }) { first, _ in first })
    }

    /// What the item being matched is at an outcome: a call's result or a stream's element (`case`), or a failure
    /// (`error`).
    enum Subject {
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
        return block(raw.block, scope: scope, subject: nil)
    }

    // MARK: - Blocks

    /// A list of alternatives: the first whose guards hold runs, so one that always runs must be the last; an element
    /// of a stream is handled at once, with no calls of its own.
    mutating func alternatives(
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
            if let blocks = block(raw, scope: scope, subject: subject) {
                result += blocks
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// One block, then its `else` alternatives.
    private mutating func block(_ raw: RawSpec.Block, scope outer: Scope, subject: Subject?) -> [ModuleModel.Block]? {
        var block = ModuleModel.Block()
        var scope = outer
        // A pattern that failed stops the block: what it reads may be what the pattern would have bound.
        guard var valid = guards(raw, subject: subject, block: &block, scope: &scope) else { return nil }
        valid = assignments(raw, scope: scope, block: &block) && valid
        valid = constructions(raw, scope: scope, block: &block) && valid
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

    // MARK: - Pieces

    /// The index of the state `name` names at `key`; else a problem is reported (`others` are suggested too).
    mutating func stateIndex(_ name: Located<String>, key: String, alsoSuggesting others: [String] = [])
        -> Int?
    {
        if let index = states.firstIndex(where: { $0.name == name.value }) { return index }
        if context.unverified.contains(name.value) { return nil }  // its own problem is reported
        context.report(
            .unknownReference(
                event: event, key: key, what: "state", name: name.value,
                suggestion: stateSuggestion(name.value, written: name.value, alsoSuggesting: others)),
            at: name.location)
        return nil
    }

    /// What to write for a state `name` that is not one: the route or effect of that name with its own key
    /// (`"onSuccess": "app"` for a route), else the nearest state's (or one of `others`') name.
    func stateSuggestion(_ name: String, written: String, alsoSuggesting others: [String] = []) -> String? {
        if routes.contains(where: { $0.name == name }) { return #"{ "route": "\#(written)" }"# }
        if effects.contains(where: { $0.name == name }) { return #"{ "effect": "\#(written)" }"# }
        return Suggestion.nearest(to: name, in: states.map(\.name) + others)
    }

    /// A name the work gives a local value (a result, a bound value): a member name, and not one generated code
    /// reaches the unit's own members by (a dependency's property, `state`, `fields`...), which it would hide.
    mutating func localName(_ name: String, what: String, at location: SourceLocation) -> Bool {
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

    /// Checks an expression parsed from `text` (its offsets are in `text`).
    mutating func check(
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
