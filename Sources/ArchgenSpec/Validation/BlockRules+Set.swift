import LocatedJSON

extension BlockRules {
    /// The block's `set` and `during` assignments into `block`: whether all are valid.
    mutating func assignments(_ raw: RawSpec.Block, scope: Scope, block: inout ModuleModel.Block) -> Bool {
        var valid = true
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
        return valid
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
}
