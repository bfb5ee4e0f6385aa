/// Gives each expression of an event's work its type, or the first reason it would not compile, from the spec's models
/// and the names in scope. A literal takes the type its place asks for (`1` is a `Double` beside a `Double`), as in
/// Swift; everything else must match exactly.
package struct ExpressionChecker {
    /// Struct models by name (their properties are members).
    let models: [String: ModuleModel.ModelType]

    /// Why an expression would not compile, at a UTF-8 offset in its fragment.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// The type of `expression` where `expected` is wanted (nil: anything); checks it fits.
    func check(_ expression: Expression, expected: TypeExpression?, in scope: Scope) throws(Failure) -> TypeExpression {
        let type = try infer(expression, expected: expected, in: scope)
        if let expected, !fits(type, expected) {
            throw Failure(offset: expression.offset, message: "'\(expression.swift())' is '\(type)', not '\(expected)'")
        }
        return type
    }

    /// Whether a value of `type` can be used where `expected` is wanted (a value fits its optional).
    func fits(_ type: TypeExpression, _ expected: TypeExpression) -> Bool {
        if type == expected { return true }
        if case .optional(let wrapped) = expected { return fits(type, wrapped) }
        return false
    }

    /// What a name not in reach is told: the names that are (held-out 49: `'todos' is not a value here` left the
    /// writer guessing), and where a state's values come from.
    private static func reach(_ names: [String]) -> String {
        let listed =
            names.count > 12 ? names.prefix(12).joined(separator: ", ") + ", ..." : names.joined(separator: ", ")
        return (names.isEmpty ? "; nothing is in reach" : "; in reach: \(listed)")
            + " (a state's values are read where a \"when\" names that state)"
    }

    // MARK: - Inference

    private func infer(_ expression: Expression, expected: TypeExpression?, in scope: Scope) throws(Failure)
        -> TypeExpression
    {
        let offset = expression.offset
        func fail(_ message: String) -> Failure { Failure(offset: offset, message: message) }
        switch expression.kind {
        case .name(let name):
            guard let entry = scope.entries[name] else {
                if let model = models[name], model.isEnum {
                    throw fail(
                        "'\(name)' is a type, and an expression cannot name an enum's case yet; decide it where a "
                            + "'case' matches (a result, an element), in a dependency, or in a custom event")
                }
                let names = scope.entries.keys.sorted()
                let suggestion = Suggestion.nearest(to: name, in: names)
                throw fail(
                    "'\(name)' is not a value here"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? Self.reach(names)))
            }
            return entry.type
        case .integer:
            if let numeric = expected.flatMap(Self.numeric) { return numeric }
            return .simple("Int")
        case .decimal:
            if let numeric = expected.flatMap(Self.numeric), Self.fractional.contains(numeric.simpleName ?? "") {
                return numeric
            }
            if let numeric = expected.flatMap(Self.numeric) { throw fail("'\(numeric)' takes whole numbers only") }
            return .simple("Double")
        case .string:
            return .simple("String")
        case .bool:
            return .simple("Bool")
        case .null:
            guard let expected, case .optional = expected else {
                throw fail("'nil' needs a place that takes an optional")
            }
            return expected
        case .array(let elements):
            return try array(elements, expected: expected, offset: offset, in: scope)
        case .prefix("!", let operand):
            _ = try check(operand, expected: .simple("Bool"), in: scope)
            return .simple("Bool")
        case .prefix(_, let operand):
            // (Swift negates no optional: in a place that takes one, the operand is the wrapped number.)
            let type = try infer(operand, expected: Self.unwrapped(expected), in: scope)
            guard Self.numeric(type) == type else { throw fail("'-' needs a number, not '\(type)'") }
            return type
        case .member(let base, let name, let optional):
            let (valueType, wasOptional) = try link(base, optional: optional, name: name, in: scope)
            let member = try self.member(name, of: valueType, offset: offset)
            return wasOptional ? Self.optional(member) : member
        case .method(let base, let name, let arguments, let optional):
            let (valueType, wasOptional) = try link(base, optional: optional, name: name, in: scope)
            let result = try method(name, of: valueType, base: base, arguments: arguments, offset: offset, in: scope)
            return wasOptional ? Self.optional(result) : result
        case .infix(let op, let left, let right):
            return try infix(op, left, right, expected: expected, offset: offset, in: scope)
        case .conditional(let condition, let then, let otherwise):
            return try conditional(condition, then, otherwise, expected: expected, in: scope)
        }
    }

    /// An array literal's type: the place's, else its first element's; every element must fit it.
    private func array(_ elements: [Expression], expected: TypeExpression?, offset: Int, in scope: Scope)
        throws(Failure) -> TypeExpression
    {
        let expectedElement: TypeExpression? =
            switch Self.unwrapped(expected) {
            case .array(let element)?: element
            default: nil
            }
        guard let first = elements.first else {
            guard let expectedElement else {
                throw Failure(offset: offset, message: "'[]' needs a place that says which array it is")
            }
            return .array(expectedElement)
        }
        let element = try check(first, expected: expectedElement, in: scope)
        for other in elements.dropFirst() { _ = try check(other, expected: element, in: scope) }
        return .array(expectedElement ?? element)
    }

    /// `condition ? then : otherwise`: a condition that is not decided as written, and two values of one type.
    private func conditional(
        _ condition: Expression, _ then: Expression, _ otherwise: Expression, expected: TypeExpression?,
        in scope: Scope
    ) throws(Failure) -> TypeExpression {
        _ = try check(condition, expected: .simple("Bool"), in: scope)
        if let message = Self.decidedAsWritten(condition, instead: "write the value it chooses") {
            throw Failure(offset: condition.offset, message: message)
        }
        let (first, second) = Self.isContextual(then) ? (otherwise, then) : (then, otherwise)
        var type = try check(first, expected: expected, in: scope)
        // `c ? nil : 20` is an optional, as Swift infers it.
        if second.kind == .null { type = Self.optional(type) }
        _ = try check(second, expected: expected ?? type, in: scope)
        return expected ?? type
    }

    /// What `.name` or `?.name` after `base` applies to, and whether the result is optional. As in Swift, a chain that
    /// `?.` began goes on from each member's own type (`user?.name.count` when `name` is a `String`,
    /// `user?.nickname?.count` when it is a `String?`), the whole chain optional.
    private func link(_ base: Expression, optional: Bool, name: String, in scope: Scope) throws(Failure)
        -> (TypeExpression, Bool)
    {
        let (type, wasOptional) = try chained(try ownType(base, in: scope), optional: optional, base: base, name: name)
        return (type, wasOptional || base.continuesChain)
    }

    /// The type of the last member of a chain `?.` began, before the chain makes it optional; else the type.
    private func ownType(_ expression: Expression, in scope: Scope) throws(Failure) -> TypeExpression {
        switch expression.kind {
        case .member(let base, let name, let optional) where expression.continuesChain:
            let (valueType, _) = try link(base, optional: optional, name: name, in: scope)
            return try member(name, of: valueType, offset: expression.offset)
        case .method(let base, let name, let arguments, let optional) where expression.continuesChain:
            let (valueType, _) = try link(base, optional: optional, name: name, in: scope)
            return try method(
                name, of: valueType, base: base, arguments: arguments, offset: expression.offset, in: scope)
        default:
            return try infer(expression, expected: nil, in: scope)
        }
    }

    /// The base's type once `?.` or `.` is applied: the wrapped type and whether the result becomes optional.
    private func chained(_ type: TypeExpression, optional: Bool, base: Expression, name: String) throws(Failure)
        -> (TypeExpression, Bool)
    {
        if case .optional(let wrapped) = type {
            guard optional else {
                throw Failure(
                    offset: base.offset, message: "'\(base.swift())' may be nil ('\(type)'): write '?.\(name)'")
            }
            return (wrapped, true)
        }
        if optional {
            throw Failure(
                offset: base.offset, message: "'\(base.swift())' is not optional ('\(type)'): write '.\(name)'")
        }
        return (type, false)
    }

    private func member(_ name: String, of type: TypeExpression, offset: Int) throws(Failure) -> TypeExpression {
        if let model = type.simpleName.flatMap({ models[$0] }), !model.isEnum {
            if let property = model.properties.first(where: { $0.name == name }) { return property.type }
            let suggestion = Suggestion.nearest(to: name, in: model.properties.map(\.name))
            throw Failure(
                offset: offset,
                message: "'\(model.name)' has no property '\(name)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
        }
        if Self.isCollection(type) {
            switch name {
            case "count": return .simple("Int")
            case "isEmpty": return .simple("Bool")
            case "first", "last":
                if case .array(let element) = type { return Self.optional(element) }
            default: break
            }
        }
        throw Failure(
            offset: offset,
            message: "archgen knows no property '\(name)' of '\(type)' (models' properties, and 'count', 'isEmpty', "
                + "'first', 'last' of arrays)")
    }

    private func method(
        _ name: String, of type: TypeExpression, base: Expression, arguments: [Expression.Argument], offset: Int,
        in scope: Scope
    ) throws(Failure) -> TypeExpression {
        func single() throws(Failure) -> Expression {
            guard arguments.count == 1, arguments[0].label == nil else {
                throw Failure(offset: offset, message: "'\(name)' takes one value without a label")
            }
            return arguments[0].value
        }
        switch (name, type) {
        case ("contains", .array(let element)) where element.isEquatable:
            _ = try check(try single(), expected: element, in: scope)
            return .simple("Bool")
        case ("contains", .simple("String")):
            _ = try check(try single(), expected: .simple("String"), in: scope)
            return .simple("Bool")
        case ("appendingNew", .array), ("replacing", .array):
            _ = try rowID(of: type, use: "'\(name)'", offset: offset)
            // A page of rows to append; a row to put in place of the one with its `id`.
            let expected = if name == "replacing", case .array(let row) = type { row } else { type }
            _ = try check(try single(), expected: expected, in: scope)
            return type
        case ("removing", .array):
            let id = try rowID(of: type, use: "'removing'", offset: offset)
            guard arguments.count == 1, arguments[0].label == "id" else {
                throw Failure(
                    offset: offset, message: "'removing' takes the id of the rows to remove: 'removing(id: …)'")
            }
            _ = try check(arguments[0].value, expected: id, in: scope)
            return type
        default:
            throw Failure(
                offset: offset,
                message: "archgen knows no method '\(name)' of '\(type)' ('contains(_:)' of arrays and strings; "
                    + "'appendingNew(_:)', 'replacing(_:)' and 'removing(id:)' of arrays of a model with an 'id')")
        }
    }

    /// The type of the `id` of the rows of `type`, an array of a model with an `id` (else a failure naming `use`).
    private func rowID(of type: TypeExpression, use: String, offset: Int) throws(Failure) -> TypeExpression {
        guard case .array(let element) = type, let model = element.simpleName.flatMap({ models[$0] }),
            let id = model.properties.first(where: { $0.name == "id" })
        else {
            throw Failure(offset: offset, message: "\(use) needs an array of a model with an 'id', not '\(type)'")
        }
        return id.type
    }

    private func infix(
        _ op: String, _ left: Expression, _ right: Expression, expected: TypeExpression?, offset: Int, in scope: Scope
    ) throws(Failure) -> TypeExpression {
        let bool = TypeExpression.simple("Bool")
        switch op {
        case "&&", "||":
            _ = try check(left, expected: bool, in: scope)
            _ = try check(right, expected: bool, in: scope)
            return bool
        case "??":
            let leftType = try infer(left, expected: expected.map(Self.optional), in: scope)
            guard case .optional(let wrapped) = leftType else {
                throw Failure(
                    offset: left.offset,
                    message: "'\(left.swift())' is not optional ('\(leftType)'); '??' needs an optional before it")
            }
            // As in Swift, an optional after `??` leaves the whole optional (`draft ?? saved`: held-out 53): optional
            // as it stands, not in an optional place, where `a ? b : c` of values would be too (spec-gen seed 5401 G2).
            if let rightType = try? infer(right, expected: nil, in: scope), rightType == Self.optional(wrapped) {
                return rightType
            }
            return try check(right, expected: wrapped, in: scope)
        default:
            // A literal takes its type from the other side.
            let (first, second) = Self.isContextual(left) ? (right, left) : (left, right)
            let firstType = try infer(first, expected: Self.isComparison(op) ? nil : expected, in: scope)
            let secondType = try check(second, expected: firstType, in: scope)
            let type = first == left ? firstType : secondType
            let other = first == left ? secondType : firstType
            if Self.isComparison(op) {
                if op == "==" || op == "!=" {
                    guard type.isEquatable else {
                        throw Failure(offset: offset, message: "'\(type)' cannot be compared")
                    }
                } else {
                    guard Self.isComparable(type), type == other else {
                        throw Failure(offset: offset, message: "'\(op)' needs numbers, strings or dates, not '\(type)'")
                    }
                }
                return bool
            }
            if Self.numeric(type) == type && type == other { return type }
            if op == "+", type == other, type == .simple("String") || Self.isArray(type) { return type }
            throw Failure(offset: offset, message: "'\(op)' cannot combine '\(type)' and '\(other)'")
        }
    }

    // MARK: - Types

    package static let integral: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let fractional: Set<String> = ["Double", "Float", "Decimal", "CGFloat"]

    /// The numeric type `type` is, or wraps (`Int?` → `Int`), if it is one.
    static func numeric(_ type: TypeExpression) -> TypeExpression? {
        guard let name = unwrapped(type)?.simpleName, integral.contains(name) || fractional.contains(name) else {
            return nil
        }
        return .simple(name)
    }

    /// Why a condition (a guard's, a conditional's) that reads no value is refused: it is decided as the spec is
    /// written, and Swift folds it and warns that the branch it rules out "will never be executed" (`!true`, `1 > 2`,
    /// `(false ? true : false)`). Nil when it reads a value.
    static func decidedAsWritten(_ condition: Expression, instead: String) -> String? {
        guard condition.names.isEmpty else { return nil }
        return "'\(condition.swift())' reads no value, so it always holds or never does (Swift warns that code will "
            + "never be executed): \(instead)"
    }

    static func unwrapped(_ type: TypeExpression?) -> TypeExpression? {
        if case .optional(let wrapped)? = type { return wrapped }
        return type
    }

    static func optional(_ type: TypeExpression) -> TypeExpression {
        if case .optional = type { return type }
        return .optional(type)
    }

    static func isArray(_ type: TypeExpression) -> Bool {
        if case .array = type { return true }
        return false
    }

    static func isCollection(_ type: TypeExpression) -> Bool {
        switch type {
        case .array, .dictionary: return true
        case .named(let parts): return parts.count == 1 && ["String", "Set"].contains(parts[0].name)
        default: return false
        }
    }

    static func isComparable(_ type: TypeExpression) -> Bool {
        numeric(type) == type || ["String", "Date", "Character"].contains(type.simpleName ?? "")
    }

    static func isComparison(_ op: String) -> Bool { Expression.isComparison(op) }

    /// A literal whose type comes from its place (a number, `nil`, `[]`).
    static func isContextual(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .integer, .decimal, .null: return true
        case .array(let elements): return elements.isEmpty
        case .prefix("-", let operand): return isContextual(operand)
        default: return false
        }
    }
}

extension Expression {
    /// A name or a chain of properties (`items`, `page.items`): what `appendingNew` can read twice.
    var isPath: Bool {
        switch kind {
        case .name: return true
        case .member(let base, _, false): return base.isPath
        default: return false
        }
    }
}

/// The names an expression may read at one place of an event's work, innermost first, with where each comes from.
struct Scope: Sendable {
    enum Origin: Hashable, Sendable {
        /// A value the event carries.
        case eventValue
        /// A value the unit keeps between events (`storage`).
        case storage
        /// A value the screen shows beside its state (`fields`).
        case field
        /// A value the screen was made with (`inputs`).
        case input
        /// A call's result, a stream's element, a failure's message, a value a pattern binds.
        case local
    }

    struct Entry: Hashable, Sendable {
        var type: TypeExpression
        var origin: Origin
    }

    var entries: [String: Entry] = [:]

    /// This scope with `names` added (they hide the same names outside).
    func adding(_ names: [(String, TypeExpression)], as origin: Origin) -> Scope {
        var scope = self
        for (name, type) in names { scope.entries[name] = Entry(type: type, origin: origin) }
        return scope
    }
}
