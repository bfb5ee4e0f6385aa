/// Why a declaration fragment did not parse, and at which UTF-8 offset in the fragment.
public struct FragmentError: Error, Equatable, Sendable {
    public var offset: Int
    public var reason: String
}

/// Parses the short Swift fragments of a spec: properties, states and events, methods and types.
/// The grammar is strict on purpose: anything outside it is an error, never text copied into the output.
public struct FragmentParser: Sendable {
    private enum Token: Equatable {
        case identifier(String)
        case punctuation(String)
        /// A character outside the grammar; lexing stops there and the parser reports it when it gets there.
        case invalid(String)
        case end
    }

    private let tokens: [(token: Token, offset: Int)]
    private var position = 0

    private init(_ text: String) throws(FragmentError) {
        tokens = try Self.lex(text)
    }

    private static let invalidReason = "names use ASCII letters, digits and '_'"

    // MARK: - Entry points

    /// `name: Type`.
    public static func value(_ text: String) throws(FragmentError) -> ValueDeclaration {
        var parser = try FragmentParser(text)
        let value = try parser.parseValue()
        try parser.expectEnd()
        return value
    }

    /// `name` or `name(label: Type, ...)`.
    public static func caseDeclaration(_ text: String) throws(FragmentError) -> CaseDeclaration {
        var parser = try FragmentParser(text)
        let name = try parser.identifier("a name")
        var values: [ValueDeclaration] = []
        if parser.accept("(") {
            if parser.current == .punctuation(")") {
                throw FragmentError(
                    offset: parser.tokens[parser.position - 1].offset, reason: "empty '()'; leave the parentheses out")
            }
            repeat {
                values.append(try parser.parseValue())
            } while parser.accept(",")
            try parser.expect(")")
        }
        try parser.expectEnd()
        return CaseDeclaration(name: name, values: values)
    }

    /// `name(params) [async] [throws] [-> Type]`.
    public static func method(_ text: String) throws(FragmentError) -> MethodDeclaration {
        var parser = try FragmentParser(text)
        let name = try parser.identifier("a method name")
        try parser.expect("(")
        var parameters: [ParameterDeclaration] = []
        if !parser.accept(")") {
            repeat {
                parameters.append(try parser.parseParameter())
            } while parser.accept(",")
            try parser.expect(")")
        }
        let isAsync = parser.acceptWord("async")
        let isThrowing = parser.acceptWord("throws")
        if !isAsync, parser.peekWord("async") { throw parser.error("write 'async' before 'throws'") }
        var returnType: TypeExpression?
        if parser.accept("->") { returnType = try parser.parseType() }
        try parser.expectEnd()
        return MethodDeclaration(
            name: name, parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, returnType: returnType)
    }

    /// A type expression on its own.
    public static func type(_ text: String) throws(FragmentError) -> TypeExpression {
        var parser = try FragmentParser(text)
        let type = try parser.parseType()
        try parser.expectEnd()
        return type
    }

    // MARK: - Grammar

    private mutating func parseValue() throws(FragmentError) -> ValueDeclaration {
        let name = try identifier("a name")
        guard accept(":") else { throw error("expected ':' and a type after '\(name)'") }
        return ValueDeclaration(name: name, type: try parseType())
    }

    private mutating func parseParameter() throws(FragmentError) -> ParameterDeclaration {
        var label: String?
        if accept("_") {
            label = nil
        } else {
            label = try identifier("a parameter name")
            if case .identifier = current {
                let name = try identifier("a parameter name")
                guard accept(":") else { throw error("expected ':' and a type after '\(name)'") }
                return ParameterDeclaration(label: label, name: name, type: try parseType())
            }
            guard accept(":") else { throw error("expected ':' and a type after '\(label ?? "_")'") }
            return ParameterDeclaration(label: label, name: label!, type: try parseType())
        }
        let name = try identifier("a parameter name after '_'")
        guard accept(":") else { throw error("expected ':' and a type after '\(name)'") }
        return ParameterDeclaration(label: label, name: name, type: try parseType())
    }

    private mutating func parseType() throws(FragmentError) -> TypeExpression {
        var type: TypeExpression
        if accept("[") {
            let element = try parseType()
            if accept(":") {
                let value = try parseType()
                try expect("]")
                type = .dictionary(key: element, value: value)
            } else {
                try expect("]")
                type = .array(element)
            }
        } else if peekAttribute() || current == .punctuation("(") {
            let isClosure = try acceptAttributes()
            try expect("(")
            var elements: [TypeExpression.TupleElement] = []
            if !accept(")") {
                repeat {
                    var label: String?
                    if case .identifier = current, next == .punctuation(":") {
                        label = try identifier("a label")
                        position += 1
                    }
                    elements.append(TypeExpression.TupleElement(label: label, type: try parseType()))
                } while accept(",")
                try expect(")")
            }
            if isClosure || peekWord("async") || peekWord("throws") || current == .punctuation("->") {
                return try parseFunction(parameters: elements)
            }
            if elements.count == 1 {
                // Swift has no one-element tuples: `(count: Int)` is not a type.
                guard elements[0].label == nil else {
                    throw error("a tuple needs two elements or more; write the type without its label")
                }
                type = elements[0].type
            } else {
                guard !elements.isEmpty else { throw error("'()' is not allowed here; leave the type out") }
                type = .tuple(elements)
            }
        } else {
            type = try parseNamedType()
        }
        while accept("?") { type = .optional(type) }
        return type
    }

    /// A type by name: `Int`, `Array<User>`, `MapKit.MKCoordinateRegion`; a keyword is no type (but `Any` and `Self`).
    private mutating func parseNamedType() throws(FragmentError) -> TypeExpression {
        var parts: [TypeExpression.NamePart] = []
        repeat {
            let name = try identifier("a type")
            if SwiftNames.keywords.contains(name), name != "Any", name != "Self" {
                throw FragmentError(
                    offset: tokens[position - 1].offset, reason: "'\(name)' is a keyword, not a type")
            }
            var arguments: [TypeExpression] = []
            if accept("<") {
                repeat {
                    arguments.append(try parseType())
                } while accept(",")
                try expect(">")
            }
            parts.append(TypeExpression.NamePart(name: name, arguments: arguments))
        } while accept(".")
        return .named(parts)
    }

    /// The rest of a closure type after its parameter list: `[async] [throws] -> Result`.
    private mutating func parseFunction(parameters: [TypeExpression.TupleElement]) throws(FragmentError)
        -> TypeExpression
    {
        if parameters.contains(where: { $0.label != nil }) {
            throw error("a closure type's parameters have no labels; write only their types")
        }
        let isAsync = acceptWord("async")
        let isThrowing = acceptWord("throws")
        if !isAsync, peekWord("async") { throw error("write 'async' before 'throws'") }
        guard accept("->") else { throw error("expected '->' and the closure's result type") }
        let result = try parseType()
        return .function(
            .init(parameters: parameters.map(\.type), isAsync: isAsync, isThrowing: isThrowing, result: result))
    }

    private func peekAttribute() -> Bool { current == .punctuation("@") }

    /// `@Sendable` and `@escaping` before a closure type (archgen writes both where Swift needs them); true if any.
    private mutating func acceptAttributes() throws(FragmentError) -> Bool {
        var found = false
        while accept("@") {
            guard case .identifier(let name) = current, ["Sendable", "escaping"].contains(name) else {
                throw error("only '@Sendable' and '@escaping' may come before a closure type")
            }
            position += 1
            found = true
        }
        return found
    }

    // MARK: - Tokens

    private var current: Token { tokens[position].token }
    private var next: Token { position + 1 < tokens.count ? tokens[position + 1].token : .end }

    private func error(_ reason: String) -> FragmentError {
        if case .invalid(let shown) = current {
            return FragmentError(
                offset: tokens[position].offset, reason: "unexpected character '\(shown)'; \(Self.invalidReason)")
        }
        return FragmentError(offset: tokens[position].offset, reason: reason)
    }

    private func describeCurrent() -> String {
        switch current {
        case .identifier(let word): "'\(word)'"
        case .punctuation(let mark): "'\(mark)'"
        case .invalid(let shown): "'\(shown)'"
        case .end: "the end"
        }
    }

    private mutating func identifier(_ what: String) throws(FragmentError) -> String {
        if case .invalid = current { throw error("") }
        guard case .identifier(let word) = current else { throw error("expected \(what), found \(describeCurrent())") }
        position += 1
        return word
    }

    private mutating func accept(_ mark: String) -> Bool {
        guard current == .punctuation(mark) else { return false }
        position += 1
        return true
    }

    private mutating func acceptWord(_ word: String) -> Bool {
        guard current == .identifier(word) else { return false }
        position += 1
        return true
    }

    private func peekWord(_ word: String) -> Bool { current == .identifier(word) }

    private mutating func expect(_ mark: String) throws(FragmentError) {
        guard accept(mark) else { throw error("expected '\(mark)', found \(describeCurrent())") }
    }

    private func expectEnd() throws(FragmentError) {
        guard current == .end else { throw error("unexpected \(describeCurrent())") }
    }

    private static func lex(_ text: String) throws(FragmentError) -> [(token: Token, offset: Int)] {
        let bytes = Array(text.utf8)
        var tokens: [(token: Token, offset: Int)] = []
        var index = 0
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                index += 1
            } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                tokens.append((.punctuation("->"), index))
                index += 2
            } else if "()[]<>:,?._@".utf8.contains(byte),
                !(byte == 0x5F && index + 1 < bytes.count && isIdentifierByte(bytes[index + 1]))
            {
                tokens.append((.punctuation(String(UnicodeScalar(byte))), index))
                index += 1
            } else if isIdentifierByte(byte) {
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if (0x30...0x39).contains(bytes[start]) {
                    throw FragmentError(offset: start, reason: "'\(word)' starts with a digit; names cannot")
                }
                tokens.append((.identifier(word), start))
            } else {
                let scalar = String(decoding: bytes[index...].prefix(while: { _ in true }), as: UTF8.self)
                    .unicodeScalars.first
                let shown =
                    scalar.map {
                        $0.value < 0x20 || $0.value == 0x7F
                            ? "U+" + String($0.value, radix: 16, uppercase: true) : String($0)
                    } ?? "?"
                tokens.append((.invalid(shown), index))
                tokens.append((.end, bytes.count))
                return tokens
            }
        }
        tokens.append((.end, bytes.count))
        return tokens
    }
}
