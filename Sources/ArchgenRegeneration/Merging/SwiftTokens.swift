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

    /// The names on each line (index = line number - 1).
    static func namesByLine(_ text: String) -> [Set<Substring>] {
        scan(LineDiff.lines(text)).map(\.names)
    }

    /// How many more braces `lines` open than they close, outside comments and string literals: the nesting depth
    /// (type, function, closure) after them, relative to before them.
    static func braceBalance(_ lines: [Substring]) -> Int {
        scan(lines).reduce(0) { $0 + $1.balance }
    }

    /// Each line's names and brace balance, outside comments and string literals.
    private static func scan(_ lines: [Substring]) -> [(names: Set<Substring>, balance: Int)] {
        var result: [(names: Set<Substring>, balance: Int)] = []
        var inBlockComment = 0
        var inMultilineString = false
        for line in lines {
            var names: Set<Substring> = []
            var balance = 0
            var index = line.startIndex
            var inString = false
            while index < line.endIndex {
                let character = line[index]
                let rest = line[index...]
                if inBlockComment > 0 {
                    if rest.hasPrefix("*/") {
                        inBlockComment -= 1
                        index = line.index(index, offsetBy: 2)
                    } else if rest.hasPrefix("/*") {
                        inBlockComment += 1
                        index = line.index(index, offsetBy: 2)
                    } else {
                        index = line.index(after: index)
                    }
                    continue
                }
                if inMultilineString {
                    if rest.hasPrefix("\"\"\"") {
                        inMultilineString = false
                        index = line.index(index, offsetBy: 3)
                    } else {
                        index = line.index(after: index)
                    }
                    continue
                }
                if inString {
                    if character == "\\" {
                        index = line.index(after: index)
                        if index < line.endIndex { index = line.index(after: index) }
                        continue
                    }
                    if character == "\"" { inString = false }
                    index = line.index(after: index)
                    continue
                }
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
                    let name = line[index..<end]
                    if !ignored.contains(name) && name != "_" { names.insert(name) }
                    index = end
                    continue
                }
                if character == "{" { balance += 1 }
                if character == "}" { balance -= 1 }
                index = line.index(after: index)
            }
            result.append((names, balance))
        }
        return result
    }

    /// Every name the text uses.
    static func names(_ text: String) -> Set<Substring> {
        namesByLine(text).reduce(into: []) { $0.formUnion($1) }
    }
}
