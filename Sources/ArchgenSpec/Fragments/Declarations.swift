/// `name: Type`, a model property or a labelled value of a state or event.
public struct ValueDeclaration: Hashable, Sendable {
    public var name: String
    public var type: TypeExpression
}

/// `name` or `name(label: Type, ...)`: a state or an event.
public struct CaseDeclaration: Hashable, Sendable {
    public var name: String
    public var values: [ValueDeclaration]
    package init(name: String, values: [ValueDeclaration]) {
        self.name = name
        self.values = values
    }
}

/// One method parameter: `name: Type`, `_ name: Type` or `label name: Type`.
public struct ParameterDeclaration: Hashable, Sendable {
    /// The argument label callers write; nil for `_`.
    public var label: String?
    public var name: String
    public var type: TypeExpression
}

/// `name(params) [async] [throws] [-> Type]`: a dependency method.
public struct MethodDeclaration: Hashable, Sendable {
    public var name: String
    public var parameters: [ParameterDeclaration]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var returnType: TypeExpression?
}
