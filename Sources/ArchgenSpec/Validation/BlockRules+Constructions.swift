import LocatedJSON

extension BlockRules {
    /// The block's `to`, `route` and `effect` into `block`: whether all are valid.
    mutating func constructions(_ raw: RawSpec.Block, scope: Scope, block: inout ModuleModel.Block) -> Bool {
        var valid = true
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
        return valid
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
                    suggestion: what == "state"
                        ? stateSuggestion(parsed.name, written: text.value)
                        : Suggestion.nearest(to: parsed.name, in: list.map(\.name))),
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
}
