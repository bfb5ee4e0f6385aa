import LocatedJSON

extension ValidationContext {
    /// A `storage` value or a field: `name: Type`, starting empty (see `StorageDefaults`), or `name: Type = value`,
    /// starting as a literal of its type says.
    mutating func keptValue(_ text: Located<String>, what: String) -> ModuleModel.StoredValue? {
        // Types hold no '=', so the first one starts the value.
        let declaration = String(text.value.prefix { $0 != "=" })
        let start = text.value.dropFirst(declaration.count).dropFirst()
        do throws(FragmentError) {
            let value = try FragmentParser.value(String(declaration.reversed().drop { $0 == " " }.reversed()))
            guard memberName(value.name, what: what, at: text.location) else { return nil }
            // A kept value is also a parameter of the unit's `init` and of the test's `makeSUT`; a field is not.
            if (what == "field" ? GeneratedMembers.names : GeneratedMembers.parameterNames).contains(value.name) {
                report(.reservedName(what: what, name: value.name), at: text.location)
                return nil
            }
            guard checkTypes(value.type, at: text.location) else { return nil }
            // Fields are what the screen shows, compared by the tests (`Fields` is Equatable).
            if what == "field", !comparable(value, what: what, at: text.location) { return nil }
            if declaration.count < text.value.count {
                let offset = declaration.utf8.count + 1
                let expression: Expression
                do throws(FragmentError) {
                    expression = try ExpressionParser.expression(String(start))
                } catch {
                    report(
                        .fragment(what: what, text: text.value, reason: error.reason),
                        at: location(in: text, offset: offset + error.offset))
                    return nil
                }
                do throws(ExpressionChecker.Failure) {
                    _ = try ExpressionChecker(models: models).check(expression, expected: value.type, in: Scope())
                } catch {
                    report(
                        .startValue(what: what, name: value.name, reason: "cannot start so: \(error.message)"),
                        at: location(in: text, offset: offset + error.offset))
                    return nil
                }
                return ModuleModel.StoredValue(
                    name: value.name, type: value.type, initialValue: expression.swift(), start: expression)
            }
            guard let initialValue = StorageDefaults.initialValue(for: value.type) else {
                let isEnum = value.type.simpleName.flatMap { models[$0] }?.isEnum == true
                report(
                    .storageNeedsEmptyValue(
                        what: what, name: value.name, type: value.type.description, isEnum: isEnum),
                    at: text.location)
                return nil
            }
            return ModuleModel.StoredValue(name: value.name, type: value.type, initialValue: initialValue)
        } catch {
            report(
                .fragment(what: what, text: text.value, reason: error.reason),
                at: location(in: text, offset: error.offset))
            return nil
        }
    }

    /// An input: `name: Type`, a value the screen is made with.
    mutating func input(_ text: Located<String>) -> ValueDeclaration? {
        do throws(FragmentError) {
            let value = try FragmentParser.value(text.value)
            guard memberName(value.name, what: "input", at: text.location) else { return nil }
            if GeneratedMembers.parameterNames.contains(value.name) {
                report(.reservedName(what: "input", name: value.name), at: text.location)
                return nil
            }
            guard checkTypes(value.type, at: text.location) else { return nil }
            return value
        } catch {
            report(
                .fragment(what: "input", text: text.value, reason: error.reason),
                at: location(in: text, offset: error.offset))
            return nil
        }
    }

    /// A model: a struct of `properties`, or an enum of `cases`.
    mutating func model(_ raw: RawSpec.Model) -> ModuleModel.ModelType? {
        let name = typeName(raw.name, what: "model")
        if !raw.cases.isEmpty || raw.isError != nil {
            return enumModel(raw, name: name)
        }
        var properties: [ValueDeclaration] = []
        var seen: Set<String> = []
        for text in raw.properties {
            do throws(FragmentError) {
                let property = try FragmentParser.value(text.value)
                if !seen.insert(property.name).inserted {
                    report(.duplicate(what: "property", name: property.name), at: text.location)
                } else if memberName(property.name, what: "property", at: text.location),
                    checkTypes(property.type, at: text.location),
                    comparable(property, what: "property", at: text.location)
                {
                    properties.append(property)
                }
            } catch {
                report(
                    .fragment(what: "property", text: text.value, reason: error.reason),
                    at: location(in: text, offset: error.offset))
            }
        }
        guard let name, properties.count == raw.properties.count else { return nil }
        return ModuleModel.ModelType(name: name, doc: raw.doc?.value, properties: properties)
    }

    /// A model with `cases`: an enum, and an `Error` too with `"error": true`.
    private mutating func enumModel(_ raw: RawSpec.Model, name: String?) -> ModuleModel.ModelType? {
        if let first = raw.properties.first {
            report(
                .modelShape(
                    model: raw.name.value, reason: "has both 'properties' and 'cases'; a model is a struct or an enum"),
                at: first.location)
            return nil
        }
        guard !raw.cases.isEmpty else {
            report(
                .modelShape(
                    model: raw.name.value, reason: "is marked \"error\": true but has no 'cases'; an error is an enum"),
                at: raw.isError?.location ?? raw.location)
            return nil
        }
        let cases = raw.cases.compactMap { caseDeclaration($0, what: "case") }
        checkDuplicates(raw.cases.map(\.baseName), what: "case")
        guard let name, cases.count == raw.cases.count else { return nil }
        return ModuleModel.ModelType(
            name: name, doc: raw.doc?.value, properties: [], cases: cases, isError: raw.isError?.value == true)
    }

    /// A dependency: its style, isolation, methods, and the methods that are commands.
    mutating func dependency(_ raw: RawSpec.Dependency) -> ModuleModel.Dependency? {
        let name = typeName(raw.name, what: "dependency")
        let style = choice(raw.style, key: "style", default: DependencyStyle.protocol)
        let isolation = choice(raw.isolation, key: "isolation", default: DependencyIsolation.nonisolated)
        var methods: [MethodDeclaration] = []
        for text in raw.methods {
            do throws(FragmentError) {
                var method = try FragmentParser.method(text.value)
                // `-> Void` says what no return type says; the generated code leaves it out.
                if method.returnType?.simpleName == "Void" { method.returnType = nil }
                var valid = memberName(method.name, what: "method", at: text.location)
                for parameter in method.parameters {
                    valid = memberName(parameter.name, what: "parameter", at: text.location) && valid
                    valid = checkTypes(parameter.type, at: text.location) && valid
                }
                if let returnType = method.returnType { valid = checkTypes(returnType, at: text.location) && valid }
                var seen: Set<String> = []
                for parameter in method.parameters where !seen.insert(parameter.name).inserted {
                    report(.duplicate(what: "parameter", name: parameter.name), at: text.location)
                    valid = false
                }
                if valid { methods.append(method) }
            } catch {
                report(
                    .fragment(what: "method", text: text.value, reason: error.reason),
                    at: location(in: text, offset: error.offset))
            }
        }
        checkDuplicates(raw.methods.map(\.baseName), what: "method")
        if methods.count == raw.methods.count { checkSpyNames(raw.methods, methods: methods) }
        guard let name, let style, let isolation, methods.count == raw.methods.count else { return nil }
        var dependency = ModuleModel.Dependency(
            name: name, doc: raw.doc?.value, style: style, isolation: isolation, methods: methods)
        for command in raw.commands {
            guard let index = methods.firstIndex(where: { $0.name == command.value }) else {
                report(
                    .unknownCommand(
                        dependency: name, name: command.value,
                        suggestion: Suggestion.nearest(to: command.value, in: methods.map(\.name))),
                    at: command.location)
                continue
            }
            dependency.commands.insert(index)
        }
        // The unit keeps it in a property, and a test's subject keeps its spy beside the unit and its other doubles.
        if GeneratedMembers.parameterNames.contains(dependency.propertyName) {
            report(
                .dependencyClashesWithMember(dependency: name, member: dependency.propertyName), at: raw.name.location)
            return nil
        }
        return dependency
    }

    /// Models, states and events are `Equatable` (tests compare them), so what they hold must be too.
    mutating func comparable(_ value: ValueDeclaration, what: String, at location: SourceLocation) -> Bool {
        guard value.type.isEquatable else {
            report(.notEquatable(what: what, name: value.name, type: value.type.description), at: location)
            return false
        }
        return true
    }

    /// A case and its values (`loaded(users: [User])`): of a state, route, effect, event or enum model.
    mutating func caseDeclaration(_ text: Located<String>, what: String) -> CaseDeclaration? {
        do throws(FragmentError) {
            let declaration = try FragmentParser.caseDeclaration(text.value)
            var valid = memberName(declaration.name, what: what, at: text.location)
            for value in declaration.values {
                valid = memberName(value.name, what: "value", at: text.location) && valid
                // An error is what a failure carries; the screen shows its message (one problem, not two).
                if ["Error", "any Error", "(any Error)"].contains(value.type.description) {
                    report(.errorValue(what: "\(what) value", name: value.name), at: text.location)
                    valid = false
                    continue
                }
                valid = checkTypes(value.type, at: text.location) && valid
                valid = comparable(value, what: "\(what) value", at: text.location) && valid
            }
            checkDuplicateValues(declaration.values, what: "value", at: text.location)
            return valid ? declaration : nil
        } catch {
            report(
                .fragment(what: what, text: text.value, reason: error.reason),
                at: location(in: text, offset: error.offset))
            return nil
        }
    }

    /// A state, or (by `what`) a route or an effect.
    mutating func state(_ raw: RawSpec.State, what: String = "state") -> ModuleModel.State? {
        guard let declaration = caseDeclaration(raw.declaration, what: what) else { return nil }
        return ModuleModel.State(name: declaration.name, values: declaration.values, doc: raw.doc?.value)
    }

    /// An event the starter view sends by itself (`appearEvent`, `refreshEvent`): it must exist and carry no values.
    mutating func viewEvent(
        _ name: Located<String>, role: String, moment: String, events: [ModuleModel.Event]
    ) -> Int? {
        guard let index = events.firstIndex(where: { $0.name == name.value }) else {
            report(
                .unknownViewEvent(
                    role: role, name: name.value,
                    suggestion: Suggestion.nearest(to: name.value, in: events.map(\.name))),
                at: name.location)
            return nil
        }
        if !events[index].values.isEmpty {
            report(.viewEventHasValues(role: role, event: name.value, moment: moment), at: name.location)
            return nil
        }
        if let caller = events[index].resultOf.first {
            report(.viewEventIsStep(role: role, event: name.value, caller: events[caller].name), at: name.location)
            return nil
        }
        return index
    }

    /// The state the unit starts in: one the spec declares, without values.
    mutating func initialState(_ name: Located<String>, states: [ModuleModel.State]) -> Int? {
        guard let index = states.firstIndex(where: { $0.name == name.value }) else {
            if unverified.contains(name.value) { return nil }
            report(
                .unknownInitialState(
                    name: name.value, suggestion: Suggestion.nearest(to: name.value, in: states.map(\.name))),
                at: name.location)
            return nil
        }
        if !states[index].values.isEmpty {
            report(.initialStateHasValues(name.value), at: name.location)
            return nil
        }
        return index
    }
}
