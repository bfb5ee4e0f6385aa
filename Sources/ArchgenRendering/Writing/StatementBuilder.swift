/// Statements collected level by level: `open()` starts statements one level deeper, `close()` ends them.
struct StatementBuilder {
    private var levels: [[Context.Statement]] = [[]]

    /// How deep the statements added now are, in blocks opened.
    var depth: Int { levels.count - 1 }

    var program: Context.Program { Context.Program(statements: levels[0]) }

    mutating func code(_ line: String) { add(Context.Statement(code: line)) }

    mutating func code(_ lines: [String]) { for line in lines { code(line) } }

    mutating func add(_ statement: Context.Statement) { levels[levels.count - 1].append(statement) }

    mutating func open() { levels.append([]) }

    /// Adds `line` before every statement added so far at the top level.
    mutating func prepend(_ line: String) { levels[0].insert(Context.Statement(code: line), at: 0) }

    /// Takes the lines of code `lines` out, wherever they were added (a copy taken for a check no outcome wrote).
    mutating func remove(_ lines: Set<String>) {
        func removing(_ statements: [Context.Statement]) -> [Context.Statement] {
            statements.compactMap { statement in
                if let code = statement.code, lines.contains(code) { return nil }
                var statement = statement
                statement.nested = statement.nested.map { Context.Program(statements: removing($0.statements)) }
                return statement
            }
        }
        levels = levels.map(removing)
    }

    mutating func close() {
        let inner = levels.removeLast()
        add(Context.Statement(nested: Context.Program(statements: inner)))
    }
}

extension Context.Program {
    /// Whether a statement reads `self` (its task then captures it weakly).
    var mentionsSelf: Bool {
        statements.contains { statement in
            statement.code.map(Self.mentionsSelf) == true || statement.show != nil || statement.route != nil
                || statement.effect != nil || statement.nested?.mentionsSelf == true
        }
    }

    /// Whether `self` appears in `code` as a word.
    private static func mentionsSelf(_ code: String) -> Bool {
        let characters = Array(code)
        func isPart(_ index: Int) -> Bool {
            guard characters.indices.contains(index) else { return false }
            let character = characters[index]
            return character.isLetter || character.isNumber || character == "_"
        }
        for index in characters.indices where characters[index...].starts(with: "self") {
            if !isPart(index - 1) && !isPart(index + 4) { return true }
        }
        return false
    }
}
