import ArchgenSpec

/// Computes an expression of an event's work on test values, as the generated code would: what a generated test
/// expects, and which alternative its guards choose. Where archgen cannot look into a value (Swift text), the result
/// is Swift text too: good enough to expect, not to decide a guard.
package struct ExpressionEvaluator {
    /// The values of the names in reach.
    package let values: [String: TestValue]

    /// The value of `expression` (Swift text where it cannot be computed).
    package func evaluate(_ expression: Expression) -> TestValue {
        if let value = compute(expression) { return value }
        let simpler = simplified(expression)
        return compute(simpler) ?? .text(symbolic(simpler))
    }

    /// Whether computing `expression` on these values divides by zero: Swift traps for an `Int`, and gives a `Double`
    /// NaN or an infinity, which no test can expect. Only the branch a decided condition takes counts.
    package func dividesByZero(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .infix("/", let left, let right):
            return compute(right)?.number == 0 || dividesByZero(left) || dividesByZero(right)
        case .conditional(let condition, let then, let otherwise):
            guard let holds = decide(condition) else {
                return dividesByZero(condition) || dividesByZero(then) || dividesByZero(otherwise)
            }
            return dividesByZero(condition) || dividesByZero(holds ? then : otherwise)
        case .infix(_, let left, let right): return dividesByZero(left) || dividesByZero(right)
        case .prefix(_, let operand), .member(let operand, _, _): return dividesByZero(operand)
        case .method(let base, _, let arguments, _):
            return dividesByZero(base) || arguments.contains { dividesByZero($0.value) }
        case .array(let elements): return elements.contains(where: dividesByZero)
        case .name, .integer, .decimal, .string, .bool, .null: return false
        }
    }

    /// `expression` with the parts archgen can decide decided, where others are Swift text: `known ? a : text` is the
    /// text, `[].last?.note ?? text` the text (not the whole spelled again: a test restating the code, which Swift may
    /// not even type alone, `[].last` having no element type).
    private func simplified(_ expression: Expression) -> Expression {
        let kind: Expression.Kind
        switch expression.kind {
        case .conditional(let condition, let then, let otherwise):
            if let holds = decide(condition) { return simplified(holds ? then : otherwise) }
            kind = .conditional(simplified(condition), simplified(then), simplified(otherwise))
        case .infix("??", let left, let right):
            // (A known left is written as its value: `left` itself is optional, the `??` not.)
            if let value = compute(left), value == .null || Self.literal(value) != nil {
                return Self.literal(value).map { Expression($0, at: left.offset) } ?? simplified(right)
            }
            // A name whose value is there is written as that value, which is not optional: Swift refuses a `??` after
            // it (held-out seed 77 G22, a UUID).
            if case .name = left.kind, let value = compute(left), value != .null { return left }
            kind = .infix("??", simplified(left), simplified(right))
        case .infix(let op, let left, let right): kind = .infix(op, simplified(left), simplified(right))
        case .prefix(let op, let operand): kind = .prefix(op, simplified(operand))
        default: return expression
        }
        return Expression(kind, at: expression.offset)
    }

    /// Whether `expression` holds; nil when archgen cannot tell.
    package func decide(_ expression: Expression) -> Bool? {
        if case .bool(let value)? = compute(expression) { return value }
        return nil
    }

    /// The expression in Swift with the values it reads written in.
    private func symbolic(_ expression: Expression) -> String {
        expression.swift { name in
            guard let value = values[name] else { return SwiftNames.escaped(name) }
            // Swift text written in for a name stands as one operand (`message + (a ? b : c)`, not `message + a ? ...`).
            let text = value.swift.flat
            return SwiftText.isOneTerm(text) ? text : "(\(text))"
        }
    }

    /// A number, text or truth as the expression that writes it (nil for anything else).
    private static func literal(_ value: TestValue) -> Expression.Kind? {
        switch value {
        case .int(let number): .integer(String(number))
        case .double(let number): .decimal(String(number))
        case .string(let text): .string(text)
        case .bool(let truth): .bool(truth)
        default: nil
        }
    }

    private func compute(_ expression: Expression) -> TestValue? {
        switch expression.kind {
        case .name(let name):
            guard let value = values[name], value.isConcrete else { return nil }
            return value
        case .integer(let digits): return Int(digits).map(TestValue.int)
        case .decimal(let digits): return Double(digits).map(TestValue.double)
        case .string(let text): return .string(text)
        case .bool(let value): return .bool(value)
        case .null: return .null
        case .array(let elements):
            var values: [TestValue] = []
            for element in elements {
                guard let value = compute(element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case .prefix("!", let operand):
            guard case .bool(let value)? = compute(operand) else { return nil }
            return .bool(!value)
        case .prefix(_, let operand):
            switch compute(operand) {
            case .int(let value)?: return .int(-value)
            case .double(let value)?: return .double(-value)
            default: return nil
            }
        case .member(let base, let name, let optional):
            // (Of Swift text archgen does not look into, only what `member` knows without looking: a described
            // error's `isEmpty`.)
            if case .name(let text) = base.kind, let value = values[text], case .text = value {
                return member(name, of: value)
            }
            guard let value = compute(base) else { return nil }
            // `a?.b.c`: the chain `?.` began is nil as a whole (the checker allows `.` on nil only there).
            if optional || base.continuesChain, value == .null { return .null }
            return member(name, of: value)
        case .method(let base, let name, let arguments, let optional):
            guard let value = compute(base) else { return nil }
            // `a?.b.c`: the chain `?.` began is nil as a whole (the checker allows `.` on nil only there).
            if optional || base.continuesChain, value == .null { return .null }
            guard let argument = arguments.first.flatMap({ compute($0.value) }) else { return nil }
            return method(name, of: value, argument)
        case .infix(let op, let left, let right):
            return infix(op, left, right)
        case .conditional(let condition, let then, let otherwise):
            guard let holds = decide(condition) else { return nil }
            return compute(holds ? then : otherwise)
        }
    }

    private func member(_ name: String, of value: TestValue) -> TestValue? {
        switch (value, name) {
        case (.model(_, let labels, let values), _):
            return labels.firstIndex(of: name).map { values[$0] }
        case (.array(let elements), "count"): return .int(elements.count)
        case (.array(let elements), "isEmpty"): return .bool(elements.isEmpty)
        case (.array(let elements), "first"): return elements.first ?? .null
        case (.array(let elements), "last"): return elements.last ?? .null
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        // (A described error starts with words of its own: `"described: \(error)"` is never empty.)
        case (.text(let text), "isEmpty") where TestValue.interpolatedStart(text)?.isEmpty == false: return .bool(false)
        default: return nil
        }
    }

    private func method(_ name: String, of value: TestValue, _ argument: TestValue) -> TestValue? {
        switch (name, value, argument) {
        case ("contains", .array(let elements), _):
            var unknown = false
            for element in elements {
                guard let same = TestValue.equal(element, argument) else {
                    unknown = true
                    continue
                }
                if same { return .bool(true) }
            }
            return unknown ? nil : .bool(false)
        case ("contains", .string(let text), .string(let part)):
            // Generated code imports Foundation, whose `contains` finds no empty string (the standard library's
            // alone would): `"".contains("")` is false there (seed 73 G20).
            return .bool(!part.isEmpty && text.contains(part))
        case ("appendingNew", .array(let elements), .array(let others)):
            let ids = elements.compactMap(\.id)
            guard ids.count == elements.count, others.allSatisfy({ $0.id != nil }) else { return nil }
            return .array(elements + others.filter { !ids.contains($0.id!) })
        case ("removing", .array(let elements), _):
            return Self.rows(elements, sameID: argument).map { same in
                .array(elements.indices.filter { !same[$0] }.map { elements[$0] })
            }
        case ("replacing", .array(let elements), _):
            guard let id = argument.id else { return nil }
            return Self.rows(elements, sameID: id).map { same in
                .array(elements.indices.map { same[$0] ? argument : elements[$0] })
            }
        default: return nil
        }
    }

    /// Which of `rows` have the `id` `id` (nil where one has no `id` or archgen cannot compare them).
    private static func rows(_ rows: [TestValue], sameID id: TestValue) -> [Bool]? {
        var same: [Bool] = []
        for row in rows {
            guard let rowID = row.id, let equal = TestValue.equal(rowID, id) else { return nil }
            same.append(equal)
        }
        return same
    }

    private func infix(_ op: String, _ left: Expression, _ right: Expression) -> TestValue? {
        switch op {
        case "&&", "||":
            let first = decide(left)
            if op == "&&", first == false { return .bool(false) }
            if op == "||", first == true { return .bool(true) }
            guard let first, let second = decide(right) else { return nil }
            return .bool(op == "&&" ? first && second : first || second)
        case "??":
            guard let value = compute(left) else { return nil }
            return value == .null ? compute(right) : value
        default:
            guard let a = compute(left), let b = compute(right) else { return nil }
            if op == "==" || op == "!=" {
                return TestValue.equal(a, b).map { .bool(op == "==" ? $0 : !$0) }
            }
            switch (a, b) {
            case (.int(let x), .int(let y)):
                switch op {
                case "+": return .int(x &+ y)
                case "-": return .int(x &- y)
                case "*": return .int(x &* y)
                case "/": return y == 0 ? nil : .int(x / y)
                default: return compare(op, Double(x), Double(y))
                }
            case (.int, .double), (.double, .int), (.double, .double):
                guard let x = a.number, let y = b.number else { return nil }
                switch op {
                case "+": return .double(x + y)
                case "-": return .double(x - y)
                case "*": return .double(x * y)
                case "/": return y == 0 ? nil : .double(x / y)
                default: return compare(op, x, y)
                }
            case (.string(let x), .string(let y)):
                if op == "+" { return .string(x + y) }
                return compare(op, x, y)
            case (.array(let x), .array(let y)) where op == "+":
                return .array(x + y)
            default:
                return nil
            }
        }
    }

    private func compare<T: Comparable>(_ op: String, _ x: T, _ y: T) -> TestValue? {
        switch op {
        case "<": .bool(x < y)
        case "<=": .bool(x <= y)
        case ">": .bool(x > y)
        case ">=": .bool(x >= y)
        default: nil
        }
    }
}

extension TestValue {
    /// A number's value, for arithmetic that mixes whole numbers and fractions.
    fileprivate var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}
