import ArchgenSpec

/// How the context builders spell Swift: declarations, signatures, argument lists, references. The one place the
/// builders share (none of them borrows from another).
enum Spelling {
    /// How a generated test names a dependency method in its call counts (`"ordersAPI.fetchOrders"`).
    static func callKey(_ dependency: ModuleModel.Dependency, _ method: MethodDeclaration) -> String {
        SwiftText.stringLiteral("\(dependency.propertyName).\(method.name)")
    }

    static func docLines(_ text: String?) -> [Context.DocLine] {
        SwiftText.docLines(text).map(Context.DocLine.init(text:))
    }

    static func value(_ value: ValueDeclaration) -> Context.Value {
        Context.Value(name: SwiftNames.escaped(value.name), type: value.type.description)
    }

    /// `users: [User], page: Int`: values as parameters.
    static func parameters(_ values: [ValueDeclaration]) -> String {
        values.map { "\(SwiftNames.escaped($0.name)): \($0.type)" }.joined(separator: ", ")
    }

    /// `users: <value>, page: <value>`: values passed by label.
    static func arguments(_ values: [ValueDeclaration], value: (ValueDeclaration) -> String) -> String {
        values.map { "\(SwiftNames.argumentLabel($0.name)): \(value($0))" }.joined(separator: ", ")
    }

    /// `loaded(users: [User])`: a case as declared.
    static func declaration(_ name: String, _ values: [ValueDeclaration]) -> String {
        values.isEmpty ? SwiftNames.escaped(name) : "\(SwiftNames.escaped(name))(\(parameters(values)))"
    }

    /// A state (or an event, or a handler) as code builds it, each value from `value`.
    static func reference(_ name: String, _ values: [ValueDeclaration], value: (ValueDeclaration) -> String)
        -> Context.Reference
    {
        Context.Reference(
            name: SwiftNames.escaped(name), upperName: SwiftNames.upperFirst(name), hasValues: !values.isEmpty,
            arguments: arguments(values, value: value))
    }

    static func reference(_ state: ModuleModel.State, value: (ValueDeclaration) -> String) -> Context.Reference {
        reference(state.name, state.values, value: value)
    }

    /// `.loaded(let users, _)`: binds only the values the case body uses, so nothing is left unused.
    static func pattern(_ event: ModuleModel.Event, binding used: Set<String>) -> String {
        let name = "." + SwiftNames.escaped(event.name)
        guard event.values.contains(where: { used.contains($0.name) }) else { return name }
        let bindings = event.values.map { used.contains($0.name) ? "let \(SwiftNames.escaped($0.name))" : "_" }
        return "\(name)(\(bindings.joined(separator: ", ")))"
    }

    /// `fetchUsers(page: Int) async throws -> [User]`: a method as a protocol requires it.
    static func signature(_ method: MethodDeclaration) -> String {
        let parameters = method.parameters.map { parameter in
            let name = SwiftNames.escaped(parameter.name)
            let head: String
            switch parameter.label {
            case nil: head = "_ \(name)"
            case parameter.name?: head = name
            case let label?: head = "\(SwiftNames.escaped(label)) \(name)"
            }
            return "\(head): \(parameterType(parameter.type))"
        }
        return "\(SwiftNames.escaped(method.name))(\(parameters.joined(separator: ", ")))" + effects(method)
            + (method.returnType.map { " -> \($0)" } ?? "")
    }

    /// ` async throws`, as the method has them.
    private static func effects(_ method: MethodDeclaration) -> String {
        (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
    }

    /// A parameter's type as declared: a closure is `@escaping`, since implementations (the spies) may keep it.
    static func parameterType(_ type: TypeExpression) -> String {
        type.isFunction ? "@escaping \(type)" : type.description
    }

    /// What identifies a state's view or an event's button for UI tests: `"Users.loaded"`, a Swift string literal; a
    /// row's own with the Swift expression of its id (`"Inbox.emailTapped.\(email.id)"`).
    static func accessibilityIdentifier(_ module: String, _ name: String, row id: String? = nil) -> String {
        let literal = SwiftText.stringLiteral("\(module).\(name)")
        return id.map { literal.dropLast() + ".\\(\($0))\"" } ?? literal
    }

    /// `@Sendable (_ user: User) async throws -> [User]`: a method as a closure-style dependency's property.
    static func closureType(_ method: MethodDeclaration, mainActor: Bool = false) -> String {
        let parameters = method.parameters.map { "_ \(SwiftNames.escaped($0.name)): \(parameterType($0.type))" }
        return (mainActor ? "@MainActor " : "") + "@Sendable (\(parameters.joined(separator: ", ")))" + effects(method)
            + " -> "
            + (method.returnType?.description ?? "Void")
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
}
