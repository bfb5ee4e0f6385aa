/// A value as a spec writes it in an event's work: `page + 1`, `result.items`, `!query.isEmpty`, `hasMore && !busy`.
/// The grammar is a small part of Swift's (names, members, literals, a few operators and methods), so that archgen can
/// check every expression against the spec's types and evaluate it for the tests it writes; generated code spells it
/// from these parts, never from the spec's text.
public struct Expression: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        /// A value in scope: an event's value, a kept value, a field, an input, a call's result, a bound name.
        case name(String)
        /// `base.name`, or `base?.name` when `optional`.
        case member(Expression, String, optional: Bool)
        /// `base.name(arguments)` (a method archgen knows: `contains(_:)`, `appendingNew(_:)`), `base?.name(...)`.
        case method(Expression, String, [Argument], optional: Bool)
        /// A whole number as written (`10`); its type comes from where it is used (`Int`, `Double`, `Decimal`...).
        case integer(String)
        /// A number with a fraction as written (`0.5`).
        case decimal(String)
        /// A string literal's text, its escapes resolved.
        case string(String)
        case bool(Bool)
        case null
        /// `[a, b]`, or `[]`.
        case array([Expression])
        /// `!a`, `-a`.
        case prefix(String, Expression)
        /// `a + b`, `a == b`, `a && b`, `a ?? b`...
        case infix(String, Expression, Expression)
        /// `condition ? a : b`.
        case conditional(Expression, Expression, Expression)
    }

    /// A labelled or unlabelled value passed to a method, a state, a route or an effect.
    public struct Argument: Hashable, Sendable {
        public var label: String?
        public var value: Expression
    }

    public var kind: Kind
    /// Where it starts in its fragment (UTF-8 offset), for positioned errors.
    public var offset: Int

    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The binary operators by precedence, loosest first (Swift's own precedence groups).
    static let precedence: [[String]] = [
        ["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">="], ["??"], ["+", "-"], ["*", "/"],
    ]

    /// How tightly `op` binds (higher binds tighter), from `precedence`.
    static func level(of op: String) -> Int {
        precedence.firstIndex { $0.contains(op) }!
    }

    /// The parts of an `&&` chain, left to right (the expression itself when it is not one).
    public var conjuncts: [Expression] {
        guard case .infix("&&", let left, let right) = kind else { return [self] }
        return left.conjuncts + right.conjuncts
    }

    /// The sides of an `||` chain, left to right (the expression itself when it is not one).
    public var disjuncts: [Expression] {
        guard case .infix("||", let left, let right) = kind else { return [self] }
        return left.disjuncts + right.disjuncts
    }

    /// Whether it computes a truth from other values (`!a`, `a == b`, `count > 10`, `a && b`, `a || b`): a value that
    /// is true on some ways and false on others, so each gets a test (Spec.md, the generated tests).
    public var isTest: Bool {
        switch kind {
        case .prefix("!", _): true
        case .infix(let op, _, _): ["||", "&&", "==", "!=", "<", "<=", ">", ">="].contains(op)
        default: false
        }
    }

    /// The names it reads at its root (`page` in `page + 1`, `result` in `result.items.count`).
    public var names: Set<String> {
        switch kind {
        case .name(let name): return [name]
        case .member(let base, _, _): return base.names
        case .method(let base, _, let arguments, _):
            return arguments.reduce(base.names) { $0.union($1.value.names) }
        case .integer, .decimal, .string, .bool, .null: return []
        case .array(let elements): return elements.reduce([]) { $0.union($1.names) }
        case .prefix(_, let operand): return operand.names
        case .infix(_, let left, let right): return left.names.union(right.names)
        case .conditional(let condition, let then, let otherwise):
            return condition.names.union(then.names).union(otherwise.names)
        }
    }

    /// Whether its type comes only from where it goes: `nil`, `[]`, a number, or a conditional or `??` whose values are
    /// (`[x = nil]` in a capture list has no type to take, `[x = c ? 10 : 10]` takes `Int` where a `Double` is wanted).
    public var takesItsTypeFromContext: Bool {
        switch kind {
        case .null, .integer, .decimal: return true
        case .prefix("-", let operand): return operand.takesItsTypeFromContext
        case .array(let elements): return elements.isEmpty || elements.allSatisfy(\.takesItsTypeFromContext)
        case .conditional(_, let then, let otherwise):
            return then.takesItsTypeFromContext || otherwise.takesItsTypeFromContext
        case .infix("??", let left, let right): return left.takesItsTypeFromContext && right.takesItsTypeFromContext
        default: return false
        }
    }

    /// Whether it is a member in a chain that `?.` began (`a?.b`, `a?.b.c`): nil as a whole when a link is.
    public var continuesChain: Bool {
        switch kind {
        case .member(let base, _, let optional), .method(let base, _, _, let optional):
            return optional || base.continuesChain
        default:
            return false
        }
    }
}

/// `target = value`: a kept value or a field set in an event's work.
public struct Assignment: Hashable, Sendable {
    public var target: String
    public var value: Expression
}

/// A state, route or effect with the values it is made with: `loaded(users: result)`, `close`, `detail(movie)`. Bare
/// (`arguments` nil), its values come from the names in scope that carry their labels.
public struct CaseConstruction: Hashable, Sendable {
    public var name: String
    public var arguments: [Expression.Argument]?
}

/// `Dependency.method` or `Dependency.method(label: value, ...)`, optionally named for a parallel call
/// (`detail = Movies.detail(id: movieID)`). Bare, its arguments come from the names in scope by label, then by type.
public struct CallExpression: Hashable, Sendable {
    public var resultName: String?
    public var dependency: String
    public var method: String
    public var arguments: [Expression.Argument]?
    /// Where the method's name starts in the fragment.
    public var methodOffset: Int
}

/// What a failure, a result or a stream's element is matched against: a case of an enum (`history(messages)`,
/// `LoginError.locked(until)`), binding its values to names in order, or a type (`URLError`).
public struct CasePattern: Hashable, Sendable {
    /// `LoginError` in `LoginError.locked`; nil when the type goes without saying (`history(messages)`).
    public var type: String?
    /// The case's name; nil when the pattern is a type alone.
    public var name: String?
    /// The names its values are bound to, in the case's order (`_` skips one).
    public var bindings: [String]
}
