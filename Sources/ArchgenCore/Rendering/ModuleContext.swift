import Mustache

/// Prepares every value the templates need from a `ModuleModel`: Swift spellings with keywords escaped,
/// signatures, patterns and expressions. Templates only place this text; they decide nothing.
struct ModuleContext {
    let module: ModuleModel

    func build() -> MustacheValue {
        let isPublic = module.access == .public
        let customEvents = module.events.filter { $0.behaviour == .custom }
        var root: [String: MustacheValue] = [
            "module": .string(module.name),
            "scene": .string("\(module.name)Scene"),
            "targetModule": .string(module.targetModule),
            "specFileName": .string(module.specFileName),
            "access": .string(isPublic ? "public " : ""),
            "isPublic": .bool(isPublic),
            "stateAccess": .string(isPublic ? "internal(set) " : ""),
            "docLines": Self.doc(module.doc),
            "imports": imports(),
            "isSwiftUI": .bool(module.ui == .swiftui),
            "isUIKit": .bool(module.ui == .uikit),
            "isXCTest": .bool(module.testing == .xctest),
            "isSwiftTesting": .bool(module.testing == .swiftTesting),
            "expectEqualOpen": .string(module.testing == .xctest ? "XCTAssertEqual(" : "#expect("),
            "expectEqualSeparator": .string(module.testing == .xctest ? ", " : " == "),
            "hasModels": .bool(!module.models.isEmpty),
            "hasDependencies": .bool(!module.dependencies.isEmpty),
            "hasCustomEvents": .bool(!customEvents.isEmpty),
            "initialState": .string(SwiftNames.escaped(module.states[module.initialState].name)),
            "initialStateTitle": .string(SwiftNames.upperFirst(module.states[module.initialState].name)),
            "models": .list(module.models.map(model)),
            "storage": .list(
                module.storage.map { value in
                    .object([
                        "name": .string(SwiftNames.escaped(value.name)), "type": .string(value.type.description),
                        "initialValue": .string(StorageDefaults.initialValue(for: value.type) ?? "nil"),
                    ])
                }),
            "dependencies": .list(
                module.dependencies.enumerated().map { index, dependency in
                    self.dependency(dependency, isFirst: index == 0, isLast: index == module.dependencies.count - 1)
                }),
            "states": .list(
                module.states.enumerated().map { index, state in
                    self.state(state, isLast: index == module.states.count - 1)
                }),
        ]
        let events = EventContext(module: module)
        root["events"] = .list(module.events.map(events.event))
        root["customEvents"] = .list(customEvents.enumerated().map { events.customEvent($1, isFirst: $0 == 0) })
        root["appearEvent"] = events.appearEvent()
        root["buttonEvents"] = .list(events.buttonEvents())
        root["tests"] = .list(TestContext(module: module).tests())
        root["presentationTests"] = .list(TestContext(module: module).presentationTests())
        return .object(root)
    }

    /// Each file's `import` lines, sorted (swift-format wants one sorted list): the frameworks its template needs and
    /// the spec's `imports`.
    private func imports() -> MustacheValue {
        func block(_ frameworks: [String]) -> MustacheValue {
            .string(Set(frameworks + module.imports).sorted().map { "import \($0)" }.joined(separator: "\n"))
        }
        let testing = module.testing == .xctest ? "XCTest" : "Testing"
        return .object([
            "foundation": block(["Foundation"]),
            "observation": block(["Foundation", "Observation"]),
            "tests": block(["Foundation", testing]),
            "swiftUI": block(["SwiftUI"]),
            "uiKit": block(["UIKit"]),
            "uiKitObservation": block(["Observation", "UIKit"]),
        ])
    }

    static func doc(_ text: String?) -> MustacheValue {
        .list(SwiftText.docLines(text).map { .object(["text": .string($0)]) })
    }

    static func declaration(_ name: String, _ values: [ValueDeclaration]) -> String {
        guard !values.isEmpty else { return SwiftNames.escaped(name) }
        let list = values.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
        return "\(SwiftNames.escaped(name))(\(list))"
    }

    private func model(_ model: ModuleModel.ModelType) -> MustacheValue {
        let conformances = ["Equatable", "Hashable", "Sendable"] + (model.isIdentifiable ? ["Identifiable"] : [])
        return .object([
            "name": .string(model.name),
            "docLines": Self.doc(model.doc),
            "conformances": .string(conformances.joined(separator: ", ")),
            "properties": .list(
                model.properties.map { property in
                    .object([
                        "name": .string(SwiftNames.escaped(property.name)), "type": .string(property.type.description),
                    ])
                }),
            "initParameters": .string(
                model.properties.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")),
        ])
    }

    private func dependency(_ dependency: ModuleModel.Dependency, isFirst: Bool, isLast: Bool) -> MustacheValue {
        .object([
            "name": .string(dependency.name),
            "propertyName": .string(SwiftNames.escaped(dependency.propertyName)),
            "propertyLabel": .string(SwiftNames.argumentLabel(dependency.propertyName)),
            "isClosures": .bool(dependency.style == .closures),
            "typeReference": .string(dependency.style == .closures ? dependency.name : "any \(dependency.name)"),
            "docLines": Self.doc(dependency.doc),
            "isFirst": .bool(isFirst),
            "isLast": .bool(isLast),
            "methods": .list(
                dependency.methods.enumerated().map { index, method in
                    self.method(
                        method, of: dependency, isFirst: index == 0, isLast: index == dependency.methods.count - 1)
                }),
        ])
    }

    static func signature(_ method: MethodDeclaration) -> String {
        let parameters = method.parameters.map { parameter in
            let name = SwiftNames.escaped(parameter.name)
            let head: String
            switch parameter.label {
            case nil: head = "_ \(name)"
            case parameter.name?: head = name
            case let label?: head = "\(SwiftNames.escaped(label)) \(name)"
            }
            return "\(head): \(Self.parameterType(parameter.type))"
        }
        var text = "\(SwiftNames.escaped(method.name))(\(parameters.joined(separator: ", ")))"
        if method.isAsync { text += " async" }
        if method.isThrowing { text += " throws" }
        if let returnType = method.returnType { text += " -> \(returnType)" }
        return text
    }

    /// A parameter's type as declared: a closure is `@escaping`, since implementations (the spies) may keep it.
    static func parameterType(_ type: TypeExpression) -> String {
        type.isFunction ? "@escaping \(type)" : type.description
    }

    /// `@Sendable (_ user: User) async throws -> [User]`: a method as a closure-style dependency's property.
    static func closureType(_ method: MethodDeclaration) -> String {
        let parameters = method.parameters.map { "_ \(SwiftNames.escaped($0.name)): \(parameterType($0.type))" }
            .joined(separator: ", ")
        var text = "@Sendable (\(parameters))"
        if method.isAsync { text += " async" }
        if method.isThrowing { text += " throws" }
        return text + " -> " + (method.returnType?.description ?? "Void")
    }

    /// `{ user in await self.call(user) }`: a closure that forwards to the spy method of the same name.
    static func closureForward(_ method: MethodDeclaration) -> String {
        let names = method.parameters.map { SwiftNames.escaped($0.name) }
        let arguments = method.parameters.map { parameter in
            parameter.label.map { "\(SwiftNames.argumentLabel($0)): \(SwiftNames.escaped(parameter.name))" }
                ?? SwiftNames.escaped(parameter.name)
        }
        var call = "self.\(SwiftNames.escaped(method.name))(\(arguments.joined(separator: ", ")))"
        if method.isAsync { call = "await " + call }
        if method.isThrowing { call = "try " + call }
        return names.isEmpty ? "{ \(call) }" : "{ \(names.joined(separator: ", ")) in \(call) }"
    }

    private func method(_ method: MethodDeclaration, of dependency: ModuleModel.Dependency, isFirst: Bool, isLast: Bool)
        -> MustacheValue
    {
        let upper = SwiftNames.upperFirst(method.name)
        let returns = method.returnType != nil
        let arguments = method.parameters.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))" }
        let resultType: MustacheValue =
            switch (method.isThrowing, method.returnType) {
            case (true, let type?): .string("Result<\(type), any Error>")
            case (false, let type?): .string("\(TypeExpression.optional(type))")
            default: .null
            }
        return .object([
            "name": .string(SwiftNames.escaped(method.name)),
            "label": .string(SwiftNames.argumentLabel(method.name)),
            "signature": .string(Self.signature(method)),
            "isFirst": .bool(isFirst),
            "isLast": .bool(isLast),
            "returns": .bool(returns),
            "throwsAndReturns": .bool(method.isThrowing && returns),
            "throwsOnly": .bool(method.isThrowing && !returns),
            "returnsOnly": .bool(!method.isThrowing && returns),
            "resultType": resultType,
            "callType": .string("\(upper)Call"),
            "callsProperty": .string("\(method.name)Calls"),
            "resultProperty": .string("\(method.name)Result"),
            "errorProperty": .string("\(method.name)Error"),
            "record": .string("\(upper)Call(\(arguments.joined(separator: ", ")))"),
            "parameters": .list(
                method.parameters.map { parameter in
                    .object([
                        "name": .string(SwiftNames.escaped(parameter.name)),
                        "type": .string(parameter.type.description),
                    ])
                }),
            "hasParameters": .bool(!method.parameters.isEmpty),
            "unwritten": .string(SwiftText.stringLiteral("Live\(dependency.name).\(method.name) is not written yet")),
            "closureType": .string(Self.closureType(method)),
            "closureForward": .string(Self.closureForward(method)),
            "closureOpen": .string(
                method.parameters.isEmpty
                    ? "{" : "{ " + method.parameters.map { _ in "_" }.joined(separator: ", ") + " in"),
        ])
    }

    private func state(_ state: ModuleModel.State, isLast: Bool) -> MustacheValue {
        // What a starter view can do with the state: rows for a lone array value, an alert for a lone String, a
        // spinner while a call runs.
        let lone = state.values.count == 1 ? state.values[0] : nil
        let isArray: Bool = if case .array? = lone?.type { true } else { false }
        let isWhile = module.events.contains { event in
            if case .calls(let call) = event.behaviour, let index = call.whileState {
                return module.states[index] == state
            }
            return false
        }
        return .object([
            "listValue": isArray ? .string(SwiftNames.escaped(lone!.name)) : .null,
            "messageValue": lone?.type == .simple("String") ? .string(SwiftNames.escaped(lone!.name)) : .null,
            "isWhile": .bool(isWhile),
            "isLast": .bool(isLast),
            "name": .string(SwiftNames.escaped(state.name)),
            "title": .string(SwiftText.stringLiteral(state.name)),
            "upperName": .string(SwiftNames.upperFirst(state.name)),
            "declaration": .string(Self.declaration(state.name, state.values)),
            "docLines": Self.doc(state.doc),
            "hasValues": .bool(!state.values.isEmpty),
            "values": .list(
                state.values.map { value in
                    .object(["name": .string(SwiftNames.escaped(value.name)), "type": .string(value.type.description)])
                }),
            "parameters": .string(
                state.values.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")),
            "valueArguments": .string(
                state.values.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))" }.joined(
                    separator: ", ")),
            "responseArguments": .string(
                state.values.map { "\(SwiftNames.argumentLabel($0.name)): response.\(SwiftNames.escaped($0.name))" }
                    .joined(separator: ", ")),
        ])
    }
}
