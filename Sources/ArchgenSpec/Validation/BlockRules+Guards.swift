import LocatedJSON

extension BlockRules {
    /// The block's guards (`when`, `case` or `error`, `if`) into `block`, and the names they bind into `scope`:
    /// whether they are valid, or nil when a pattern failed (what the block reads may be what it would have bound).
    mutating func guards(
        _ raw: RawSpec.Block, subject: Subject?, block: inout ModuleModel.Block, scope: inout Scope
    ) -> Bool? {
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
        return valid
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
            patternMismatch(reason, text, key: key)
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
        return enumCase(parsed, of: model, text: text, key: key)
    }

    /// The case of `model` the pattern names, and the names it binds to the case's values.
    private mutating func enumCase(
        _ parsed: CasePattern, of model: ModuleModel.ModelType, text: Located<String>, key: String
    ) -> (ModuleModel.Pattern, [(String, TypeExpression)])? {
        func mismatch(_ reason: String) -> (ModuleModel.Pattern, [(String, TypeExpression)])? {
            patternMismatch(reason, text, key: key)
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

    /// Reports that the pattern `text` of `key` cannot match here, for `reason`.
    private mutating func patternMismatch(_ reason: String, _ text: Located<String>, key: String)
        -> (ModuleModel.Pattern, [(String, TypeExpression)])?
    {
        context.report(.patternMismatch(event: event, key: key, text: text.value, reason: reason), at: text.location)
        return nil
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
}
