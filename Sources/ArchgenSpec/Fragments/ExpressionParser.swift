/// Parses the fragments of an event's work: expressions, assignments (`page = page + 1`), cases made with values
/// (`loaded(users: result)`), calls (`Movies.search(query: query, page: 1)`) and patterns (`LoginError.locked(until)`).
/// Strict like `FragmentParser`: anything outside the grammar is an error at its offset.
public struct ExpressionParser: Sendable {
    enum Token: Equatable {
        case identifier(String)
        case integer(String)
        case decimal(String)
        case string(String)
        case punctuation(String)
        case invalid(String)
        case end
    }

    private let tokens: [(token: Token, offset: Int)]
    private var position = 0

    private init(_ text: String) throws(FragmentError) {
        tokens = try Self.lex(text)
    }

    // MARK: - Entry points

    /// An expression on its own.
    public static func expression(_ text: String) throws(FragmentError) -> Expression {
        var parser = try ExpressionParser(text)
        let expression = try parser.parseExpression()
        try parser.expectEnd()
        return expression
    }

    /// `name = expression`.
    public static func assignment(_ text: String) throws(FragmentError) -> Assignment {
        var parser = try ExpressionParser(text)
        let target = try parser.identifier("the name of a kept value or a field")
        guard parser.accept("=") else {
            if parser.current == .punctuation("[") {
                throw parser.error(
                    "a subscript ('\(target)[key]') cannot be set; set the whole value ('\(target) = ...'), or keep "
                        + "what changes by key in a dependency")
            }
            throw parser.error("expected '=' and a value after '\(target)'")
        }
        let value = try parser.parseExpression()
        try parser.expectEnd()
        return Assignment(target: target, value: value)
    }

    /// `name` or `name(label: value, ...)`.
    public static func construction(_ text: String) throws(FragmentError) -> CaseConstruction {
        var parser = try ExpressionParser(text)
        let name = try parser.identifier("a name")
        var arguments: [Expression.Argument]?
        if parser.accept("(") { arguments = try parser.parseArguments() }
        try parser.expectEnd()
        return CaseConstruction(name: name, arguments: arguments)
    }

    /// `[name =] Dependency.method[(arguments)]`.
    public static func call(_ text: String) throws(FragmentError) -> CallExpression {
        var parser = try ExpressionParser(text)
        var resultName: String?
        var dependency = try parser.identifier("a dependency's name")
        if parser.accept("=") {
            resultName = dependency
            dependency = try parser.identifier("a dependency's name")
        }
        guard parser.accept(".") else {
            throw parser.error("expected '.' and a method of '\(dependency)' ('Dependency.method')")
        }
        let methodOffset = parser.tokens[parser.position].offset
        let method = try parser.identifier("a method's name")
        var arguments: [Expression.Argument]?
        if parser.accept("(") { arguments = try parser.parseArguments() }
        try parser.expectEnd()
        return CallExpression(
            resultName: resultName, dependency: dependency, method: method, arguments: arguments,
            methodOffset: methodOffset)
    }

    /// `Type`, `case`, `case(a, b)`, `Type.case` or `Type.case(a, _)`.
    public static func pattern(_ text: String) throws(FragmentError) -> CasePattern {
        var parser = try ExpressionParser(text)
        let first = try parser.identifier("a case or a type")
        var type: String?
        var name: String? = first
        if parser.accept(".") {
            type = first
            name = try parser.identifier("a case of '\(first)'")
        } else if first.first?.isUppercase == true {
            type = first
            name = nil
        }
        var bindings: [String] = []
        if name != nil, parser.accept("(") {
            repeat {
                if parser.accept("_") {
                    bindings.append("_")
                } else {
                    _ = parser.acceptWord("let")
                    bindings.append(try parser.identifier("a name for the case's value"))
                }
            } while parser.accept(",")
            try parser.expect(")")
        }
        try parser.expectEnd()
        return CasePattern(type: type, name: name, bindings: bindings)
    }

    // MARK: - Grammar

    mutating func parseExpression() throws(FragmentError) -> Expression {
        let condition = try parseInfix(level: 0)
        guard accept("?") else { return condition }
        let then = try parseExpression()
        guard accept(":") else { throw error("expected ':' and the value when the condition does not hold") }
        let otherwise = try parseExpression()
        return Expression(.conditional(condition, then, otherwise), at: condition.offset)
    }

    /// Operators of `level` and tighter, left to right (`??` groups to the right, as in Swift).
    private mutating func parseInfix(level: Int) throws(FragmentError) -> Expression {
        guard level < Expression.precedence.count else { return try parsePrefix() }
        var left = try parseInfix(level: level + 1)
        while case .punctuation(let op) = current, Expression.precedence[level].contains(op) {
            advance()
            let right = op == "??" ? try parseInfix(level: level) : try parseInfix(level: level + 1)
            left = Expression(.infix(op, left, right), at: left.offset)
            if level == Expression.level(of: "==") {
                if case .punctuation(let next) = current, Expression.precedence[level].contains(next) {
                    throw error("comparisons do not chain; put one in parentheses")
                }
            }
        }
        return left
    }

    private mutating func parsePrefix() throws(FragmentError) -> Expression {
        let offset = currentOffset
        for op in ["!", "-"] where accept(op) {
            return Expression(.prefix(op, try parsePrefix()), at: offset)
        }
        return try parsePostfix()
    }

    private mutating func parsePostfix() throws(FragmentError) -> Expression {
        var expression = try parsePrimary()
        while true {
            let optional: Bool
            if accept(".") {
                optional = false
            } else if accept("?.") {
                optional = true
            } else {
                return expression
            }
            let name = try identifier("a member's name")
            if accept("(") {
                expression = Expression(
                    .method(expression, name, try parseArguments(), optional: optional), at: expression.offset)
            } else {
                expression = Expression(.member(expression, name, optional: optional), at: expression.offset)
            }
        }
    }

    private mutating func parsePrimary() throws(FragmentError) -> Expression {
        let offset = currentOffset
        switch current {
        case .identifier(let name):
            advance()
            switch name {
            case "true": return Expression(.bool(true), at: offset)
            case "false": return Expression(.bool(false), at: offset)
            case "nil": return Expression(.null, at: offset)
            default:
                if case .punctuation("(") = current {
                    // (A type's name: a model or a state built in place, which the language cannot say: held-out 49.)
                    guard name.first?.isUppercase == true else {
                        throw error(
                            "'\(name)(...)' is not a value here; a method goes after a value ('items.contains(x)')")
                    }
                    throw error(
                        "'\(name)(...)' builds a value, which an expression cannot; pass the values to a dependency "
                            + "that makes it, or build it in a custom event")
                }
                return Expression(.name(name), at: offset)
            }
        case .integer(let text):
            advance()
            return Expression(.integer(text), at: offset)
        case .decimal(let text):
            advance()
            return Expression(.decimal(text), at: offset)
        case .string(let text):
            advance()
            return Expression(.string(text), at: offset)
        case .punctuation("("):
            advance()
            let inner = try parseExpression()
            try expect(")")
            return inner
        case .punctuation("["):
            advance()
            var elements: [Expression] = []
            if !accept("]") {
                repeat {
                    elements.append(try parseExpression())
                } while accept(",")
                try expect("]")
            }
            return Expression(.array(elements), at: offset)
        case .invalid(let text):
            throw FragmentError(offset: offset, reason: Self.unexpected(text))
        case .end:
            throw error("expected a value")
        case .punctuation("."):
            throw error(
                "expected a value, found '.': an enum's case ('.all') cannot be written in an expression yet; decide "
                    + "it where a 'case' matches, in a dependency or in a custom event")
        case .punctuation(let text):
            throw error("expected a value, found '\(text)'")
        }
    }

    /// `label: value, value, ...)`, after the opening parenthesis.
    private mutating func parseArguments() throws(FragmentError) -> [Expression.Argument] {
        var arguments: [Expression.Argument] = []
        if accept(")") { return arguments }
        repeat {
            var label: String?
            if case .identifier(let name) = current, tokens[position + 1].token == .punctuation(":") {
                label = name
                advance()
                advance()
            }
            arguments.append(Expression.Argument(label: label, value: try parseExpression()))
        } while accept(",")
        try expect(")")
        return arguments
    }

    // MARK: - Tokens

    private var current: Token { tokens[position].token }
    private var currentOffset: Int { tokens[position].offset }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private mutating func accept(_ punctuation: String) -> Bool {
        guard current == .punctuation(punctuation) else { return false }
        advance()
        return true
    }

    private mutating func acceptWord(_ word: String) -> Bool {
        guard current == .identifier(word) else { return false }
        advance()
        return true
    }

    private mutating func expect(_ punctuation: String) throws(FragmentError) {
        guard accept(punctuation) else { throw error("expected '\(punctuation)'") }
    }

    private mutating func identifier(_ what: String) throws(FragmentError) -> String {
        guard case .identifier(let name) = current else { throw error("expected \(what)") }
        advance()
        return name
    }

    private func expectEnd() throws(FragmentError) {
        guard current == .end else {
            if case .invalid(let text) = current {
                throw FragmentError(offset: currentOffset, reason: Self.unexpected(text))
            }
            throw error("unexpected text after the end")
        }
    }

    private func error(_ reason: String) -> FragmentError {
        if case .invalid(let text) = current {
            return FragmentError(offset: currentOffset, reason: Self.unexpected(text))
        }
        return FragmentError(offset: currentOffset, reason: reason)
    }

    /// What a character the language does not use says: a key path or closure (`map(\.id)`) says what to do instead.
    private static func unexpected(_ text: String) -> String {
        switch text {
        case "\\":
            "unexpected '\\': key paths and closures ('map(\\.id)') are not part of the language; compute the value in a "
                + "dependency or a custom event"
        case "{":
            "unexpected '{': closures ('filter { ... }', 'first(where:)') are not part of the language; compute the "
                + "value in a dependency or a custom event"
        default: "unexpected '\(text)'"
        }
    }

    // MARK: - Lexing

    /// Two-character operators first, so that `==` is not read as `=` twice.
    private static let operators = [
        "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "(", ")", "[", "]", ",", ":", ".", "!", "-", "+", "*", "/",
        "<", ">", "=", "?", "_",
    ]

    /// The tokens of `text`, each with its byte offset, ending with `.end` (after an `.invalid` one at the first byte
    /// no token starts with).
    static func lex(_ text: String) throws(FragmentError) -> [(token: Token, offset: Int)] {
        let bytes = Array(text.utf8)
        var tokens: [(token: Token, offset: Int)] = []
        var index = 0
        lexing: while index < bytes.count {
            let byte = bytes[index]
            let start = index
            if byte == 0x20 {
                index += 1
            } else if isLetter(byte)
                && !(byte == 0x5F
                    && (index + 1 == bytes.count
                        || !isLetter(bytes[index + 1])
                            && !isDigit(bytes[index + 1])))
            {
                while index < bytes.count && (isLetter(bytes[index]) || isDigit(bytes[index])) { index += 1 }
                tokens.append((.identifier(String(decoding: bytes[start..<index], as: UTF8.self)), start))
            } else if isDigit(byte) {
                tokens.append((try number(bytes, from: &index), start))
            } else if byte == 0x22 {
                tokens.append((.string(try stringLiteral(bytes, from: &index)), start))
            } else {
                for op in operators where bytes[index...].starts(with: op.utf8) {
                    tokens.append((.punctuation(op), start))
                    index += op.utf8.count
                    continue lexing
                }
                // One whole character, for the message.
                let character = String(decoding: bytes[start...], as: UTF8.self).prefix(1)
                tokens.append((.invalid(String(character)), start))
                tokens.append((.end, bytes.count))
                return tokens
            }
        }
        tokens.append((.end, bytes.count))
        return tokens
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// The number that starts at `index` (an integer, or a decimal with digits after its point), `index` moved past it.
    private static func number(_ bytes: [UInt8], from index: inout Int) throws(FragmentError) -> Token {
        let start = index
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        var isDecimal = false
        if index + 1 < bytes.count, bytes[index] == 0x2E, isDigit(bytes[index + 1]) {
            isDecimal = true
            index += 1
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, isLetter(bytes[index]) {
            throw FragmentError(offset: start, reason: "a number runs into a name")
        }
        let digits = String(decoding: bytes[start..<index], as: UTF8.self)
        return isDecimal ? .decimal(digits) : .integer(digits)
    }

    /// The value of the string literal whose opening quote is at `index`, `index` moved past its closing quote.
    private static func stringLiteral(_ bytes: [UInt8], from index: inout Int) throws(FragmentError) -> String {
        let start = index
        index += 1
        var value: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw FragmentError(offset: start, reason: "a string literal that does not end")
            }
            let next = bytes[index]
            if next == 0x22 { break }
            if next == 0x5C {
                guard index + 1 < bytes.count else {
                    throw FragmentError(offset: index, reason: "a string literal that does not end")
                }
                switch bytes[index + 1] {
                case 0x22: value.append(0x22)
                case 0x5C: value.append(0x5C)
                case 0x6E: value.append(0x0A)
                case 0x74: value.append(0x09)
                default:
                    throw FragmentError(
                        offset: index, reason: "only \\\", \\\\, \\n and \\t escapes are allowed in a string")
                }
                index += 2
            } else {
                value.append(next)
                index += 1
            }
        }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }
}
