extension Expression {
    /// The expression as Swift: names through `name` (how generated code reaches each value: `page`, `self.page`,
    /// `request.query`), keywords escaped, strings as literals, parentheses only where precedence needs them.
    public func swift(name: (String) -> String = { SwiftNames.escaped($0) }) -> String {
        text(name: name, context: 0)
    }

    /// How tightly the expression binds: 0 a conditional, 1...6 the operator groups, 7 a prefix, 8 anything tighter.
    private var binding: Int {
        switch kind {
        case .conditional: return 0
        case .infix(let op, _, _): return Expression.level(of: op) + 1
        case .prefix: return 7
        default: return 8
        }
    }

    /// The text, in parentheses when it binds more loosely than `context` asks.
    private func text(name: (String) -> String, context: Int) -> String {
        let inner: String
        switch kind {
        case .name(let value):
            inner = name(value)
        case .member(let base, let member, let optional):
            inner = base.text(name: name, context: 8) + (optional ? "?." : ".") + SwiftNames.escaped(member)
        case .method(let base, "appendingNew", let arguments, _):
            // The unit's helper (see `shared/appendingNew.mustache`).
            inner =
                "Self.appendingNew(" + base.text(name: name, context: 0) + ", "
                + arguments[0].value.text(name: name, context: 0) + ")"
        // List edits, as a Swift reader writes them (the closures in parentheses: a trailing one would end a guard).
        case .method(let base, "removing", let arguments, let optional):
            let id = arguments[0].value.text(name: name, context: Expression.level(of: "!=") + 2)
            inner = base.text(name: name, context: 8) + (optional ? "?." : ".") + "filter({ $0.id != \(id) })"
        case .method(let base, "replacing", let arguments, let optional):
            let row = arguments[0].value
            inner =
                base.text(name: name, context: 8) + (optional ? "?." : ".") + "map({ $0.id == "
                + row.text(name: name, context: 8) + ".id ? " + row.text(name: name, context: 1) + " : $0 })"
        case .method(let base, let method, let arguments, let optional):
            inner =
                base.text(name: name, context: 8) + (optional ? "?." : ".") + SwiftNames.escaped(method) + "("
                + arguments.map { argument in
                    (argument.label.map { SwiftNames.argumentLabel($0) + ": " } ?? "")
                        + argument.value.text(name: name, context: 0)
                }.joined(separator: ", ") + ")"
        case .integer(let digits):
            inner = SwiftText.integerLiteral(digits)
        case .decimal(let digits):
            inner = digits
        case .string(let value):
            inner = SwiftText.stringLiteral(value)
        case .bool(let value):
            inner = value ? "true" : "false"
        case .null:
            inner = "nil"
        case .array(let elements):
            inner = "[" + elements.map { $0.text(name: name, context: 0) }.joined(separator: ", ") + "]"
        case .prefix(let op, let operand):
            // `!(!a)`, `-(-1)`: Swift refuses prefix operators side by side.
            let operandText = operand.text(name: name, context: 7)
            inner = op + (operandText.first.map { "!-".contains($0) } == true ? "(\(operandText))" : operandText)
        case .infix(let op, let left, let right):
            let level = Expression.level(of: op) + 1
            // Left-associative, except `??`; comparisons do not chain.
            let leftContext = op == "??" || Expression.isComparison(op) ? level + 1 : level
            let rightContext = op == "??" ? level : level + 1
            inner =
                left.text(name: name, context: leftContext) + " \(op) " + right.text(name: name, context: rightContext)
        case .conditional(let condition, let then, let otherwise):
            inner =
                condition.text(name: name, context: 1) + " ? " + then.text(name: name, context: 1) + " : "
                + otherwise.text(name: name, context: 0)
        }
        return binding < context ? "(\(inner))" : inner
    }

    static func isComparison(_ op: String) -> Bool { ["==", "!=", "<", "<=", ">", ">="].contains(op) }
}
