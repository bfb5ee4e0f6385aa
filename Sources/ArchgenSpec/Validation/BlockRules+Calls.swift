import LocatedJSON

extension BlockRules {
    /// `[name =] Dependency.method[(arguments)]`, its arguments checked (or found by label, then by type).
    mutating func call(
        _ text: Located<String>, scope: Scope, named: Bool, defaultName: String = "result"
    ) -> ModuleModel.MethodCall? {
        let parsed: CallExpression
        do throws(FragmentError) {
            parsed = try ExpressionParser.call(text.value)
        } catch {
            if !text.value.contains("."), !text.value.contains("(") {
                context.report(.callsNotQualified(event: event, value: text.value), at: text.location)
                return nil
            }
            context.report(
                .fragment(what: "call", text: text.value, reason: error.reason),
                at: context.location(in: text, offset: error.offset))
            return nil
        }
        guard let dependencyIndex = dependencies.firstIndex(where: { $0.name == parsed.dependency }) else {
            if context.unverified.contains(parsed.dependency) { return nil }  // its own problem is reported
            let suggestion = Suggestion.nearest(to: parsed.dependency, in: dependencies.map(\.name))
            context.report(
                .unknownDependency(event: event, name: parsed.dependency, suggestion: suggestion), at: text.location)
            return nil
        }
        let dependency = dependencies[dependencyIndex]
        guard let methodIndex = dependency.methods.firstIndex(where: { $0.name == parsed.method }) else {
            let suggestion = Suggestion.nearest(to: parsed.method, in: dependency.methods.map(\.name)).map {
                "\(parsed.dependency).\($0)"
            }
            context.report(
                .unknownMethod(
                    event: event, dependency: parsed.dependency, name: parsed.method, suggestion: suggestion),
                at: context.location(in: text, offset: parsed.methodOffset))
            return nil
        }
        let method = dependency.methods[methodIndex]
        let qualified = "\(dependency.name).\(method.name)"
        if named, parsed.resultName == nil, method.returnType != nil {
            context.report(
                .parallelCall(
                    event: event, reason: "so each result needs a name: 'name = \(qualified)(...)'"),
                at: text.location)
            return nil
        }
        if let name = parsed.resultName, !localName(name, what: "result", at: text.location) { return nil }
        let arguments =
            if let given = parsed.arguments {
                checkedArguments(given, method: method, qualified: qualified, text: text, scope: scope)
            } else {
                foundArguments(method: method, qualified: qualified, text: text, scope: scope)
            }
        guard let arguments else { return nil }
        return ModuleModel.MethodCall(
            dependency: dependencyIndex, method: methodIndex, arguments: arguments,
            resultName: method.returnType == nil ? nil : parsed.resultName ?? defaultName)
    }

    /// The arguments as written, with the method's labels, each checked against its parameter's type.
    private mutating func checkedArguments(
        _ given: [Expression.Argument], method: MethodDeclaration, qualified: String,
        text: Located<String>, scope: Scope
    ) -> [Expression]? {
        let labels = method.parameters.map(\.label)
        guard given.map(\.label) == labels else {
            let expected = method.parameters.map { ($0.label ?? "_") + ":" }.joined()
            context.report(
                .argumentMismatch(
                    event: event, what: "a call of", name: qualified,
                    reason: "the wrong labels; '\(method.name)' takes (\(expected))"),
                at: text.location)
            return nil
        }
        var arguments: [Expression] = []
        for (argument, parameter) in zip(given, method.parameters) {
            guard let value = check(argument.value, in: text, key: "calls", expected: parameter.type, scope: scope)
            else { return nil }
            arguments.append(value)
        }
        return arguments
    }

    /// The arguments of a call written without them: each parameter's value found in the scope by its label or name,
    /// else as the one value of its type.
    private mutating func foundArguments(
        method: MethodDeclaration, qualified: String, text: Located<String>, scope: Scope
    ) -> [Expression]? {
        var arguments: [Expression] = []
        for parameter in method.parameters {
            let names = [parameter.label, parameter.name].compactMap { $0 }
            let byLabel = names.first { scope.entries[$0]?.type == parameter.type }
            let byType = scope.entries.filter { $0.value.type == parameter.type }.map(\.key).sorted()
            guard let name = byLabel ?? (byType.count == 1 ? byType[0] : nil) else {
                context.report(
                    byType.isEmpty
                        ? .unboundArgument(
                            event: event, method: qualified, parameter: parameter.name,
                            type: parameter.type.description)
                        : .ambiguousArgument(
                            event: event, method: qualified, parameter: parameter.name,
                            type: parameter.type.description),
                    at: text.location)
                return nil
            }
            arguments.append(Expression(.name(name), at: 0))
        }
        return arguments
    }

    /// `Dependency.method`, for messages.
    func qualifiedName(_ call: ModuleModel.MethodCall) -> String {
        let dependency = dependencies[call.dependency]
        return "\(dependency.name).\(dependency.methods[call.method].name)"
    }
}
