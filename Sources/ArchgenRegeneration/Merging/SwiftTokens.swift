import ArchgenSpec

/// The names a Swift text uses, line by line, outside comments and string literals: enough to tell whether a file
/// still refers to a state, an event or a type that the spec no longer has, without parsing Swift.
enum SwiftTokens {
    /// Words that say nothing about a spec: keywords, the standard names every file uses, and the nested type names
    /// archgen declares inside a module's types (`UsersViewModel.State`), which also name framework types (`@State`).
    private static let ignored: Set<Substring> = Set(
        (SwiftNames.keywords.map { Substring($0) })
            + [
                "fatalError", "String", "Int", "Bool", "Double", "Float", "UUID", "Date", "URL", "Data", "Void",
                "Never", "Error", "Task", "Equatable", "Hashable", "Sendable", "Identifiable", "MainActor",
                "Observable", "Foundation", "Observation", "SwiftUI", "UIKit", "XCTest", "Testing", "get", "set",
                "weak", "unowned", "mutating", "final", "override", "required", "convenience", "lazy", "private",
                "State", "Event", "Request", "Response", "ViewModel", "Display", "View", "Body", "Content", "Context",
            ])

    /// A word (an identifier or a keyword) or one character of punctuation, outside comments and string literals.
    enum Token: Equatable {
        case word(Substring)
        case symbol(Character)
    }

    /// The names on each line (index = line number - 1).
    static func namesByLine(_ text: String) -> [Set<Substring>] {
        tokens(LineDiff.lines(text)).map(names(in:))
    }

    /// How many more braces `lines` open than they close, outside comments and string literals: the nesting depth
    /// (type, function, closure) after them, relative to before them.
    static func braceBalance(_ lines: [Substring]) -> Int {
        tokens(lines).reduce(0) { $0 + balance(of: $1) }
    }

    /// Every name the text uses.
    static func names(_ text: String) -> Set<Substring> {
        names(LineDiff.lines(text))
    }

    /// Every name the lines use.
    static func names(_ lines: [Substring]) -> Set<Substring> {
        tokens(lines).reduce(into: []) { $0.formUnion(names(in: $1)) }
    }

    /// The names among a line's tokens: its words that say something about a spec.
    static func names(in line: [Token]) -> Set<Substring> {
        var names: Set<Substring> = []
        for case .word(let word) in line where !ignored.contains(word) && word != "_" { names.insert(word) }
        return names
    }

    /// How many more braces a line's tokens open than they close.
    static func balance(of line: [Token]) -> Int {
        line.reduce(0) { count, token in
            switch token {
            case .symbol("{"): count + 1
            case .symbol("}"): count - 1
            default: count
            }
        }
    }

    /// Each line's tokens, outside comments and string literals (a block comment or a multi-line string may span
    /// lines).
    static func tokens(_ lines: [Substring]) -> [[Token]] {
        var lexer = Lexer()
        return lines.map { lexer.tokens(of: $0) }
    }

    /// Reads lines one after another, carrying what a line ends inside (block comments, which nest, or a multi-line
    /// string) to the next.
    private struct Lexer {
        var inBlockComment = 0
        var inMultilineString = false

        /// A line's tokens.
        mutating func tokens(of line: Substring) -> [Token] {
            var tokens: [Token] = []
            var index = line.startIndex
            var inString = false
            while index < line.endIndex {
                if let next = skipInside(line, at: index, inString: &inString) {
                    index = next
                    continue
                }
                let character = line[index]
                let rest = line[index...]
                if rest.hasPrefix("//") { break }
                if rest.hasPrefix("/*") {
                    inBlockComment += 1
                    index = line.index(index, offsetBy: 2)
                    continue
                }
                if rest.hasPrefix("\"\"\"") {
                    inMultilineString = true
                    index = line.index(index, offsetBy: 3)
                    continue
                }
                if character == "\"" {
                    inString = true
                    index = line.index(after: index)
                    continue
                }
                if character == "_" || character.isLetter {
                    var end = line.index(after: index)
                    while end < line.endIndex, line[end] == "_" || line[end].isLetter || line[end].isNumber {
                        end = line.index(after: end)
                    }
                    tokens.append(.word(line[index..<end]))
                    index = end
                    continue
                }
                if !character.isWhitespace { tokens.append(.symbol(character)) }
                index = line.index(after: index)
            }
            return tokens
        }

        /// Where reading goes on when `index` is inside a block comment, a multi-line string or a string literal;
        /// nil when it is inside none.
        private mutating func skipInside(_ line: Substring, at index: Substring.Index, inString: inout Bool)
            -> Substring.Index?
        {
            let rest = line[index...]
            if inBlockComment > 0 {
                if rest.hasPrefix("*/") {
                    inBlockComment -= 1
                    return line.index(index, offsetBy: 2)
                } else if rest.hasPrefix("/*") {
                    inBlockComment += 1
                    return line.index(index, offsetBy: 2)
                }
                return line.index(after: index)
            }
            if inMultilineString {
                if rest.hasPrefix("\"\"\"") {
                    inMultilineString = false
                    return line.index(index, offsetBy: 3)
                }
                return line.index(after: index)
            }
            if inString {
                if line[index] == "\\" {
                    let next = line.index(after: index)
                    return next < line.endIndex ? line.index(after: next) : next
                }
                if line[index] == "\"" { inString = false }
                return line.index(after: index)
            }
            return nil
        }
    }
}
