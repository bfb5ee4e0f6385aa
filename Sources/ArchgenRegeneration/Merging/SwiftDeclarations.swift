import ArchgenSpec

/// The names a Swift text declares, from its tokens: what tells a name the module still has (the model `Note`, which
/// one scaffold stopped naming) from one it no longer has, and a person's own local (a parameter `note`) from a use of
/// a name the spec dropped. A close reading, not a parser: it errs towards finding a declaration.
extension SwiftTokens {
    /// What a `{` opens: a type's body (whose `let` and `var` are members) or code.
    private enum Scope { case type, code }

    private static let typeIntroducers: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "extension"]
    private static let introducers: Set<Substring> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "func", "case", "associatedtype",
    ]

    /// The names `lines` declare. `locals` false: what a module offers its files (types, functions, enum cases, and
    /// `let` and `var` at file scope or in a type's body); true: every name, parameters and closures' too.
    static func declarations(_ lines: [Substring], locals: Bool) -> Set<Substring> {
        var declared: Set<Substring> = []
        var scopes: [Scope] = []
        /// The last introducer since the last brace: says what the next `{` opens.
        var opening: Substring?
        var parameters = 0  // parenthesis depth inside a function's parameter list, 0 outside it
        var awaitingParameters = false
        for line in tokens(lines) {
            for (index, token) in line.enumerated() {
                let next = index + 1 < line.count ? line[index + 1] : nil
                switch token {
                case .symbol("{"):
                    scopes.append(opening.map(typeIntroducers.contains) == true ? .type : .code)
                    opening = nil
                case .symbol("}"):
                    _ = scopes.popLast()
                    opening = nil
                case .symbol("("):
                    if awaitingParameters {
                        awaitingParameters = false
                        parameters = 1
                    } else if parameters > 0 {
                        parameters += 1
                    }
                case .symbol(")"):
                    if parameters > 0 { parameters -= 1 }
                case .word(let word):
                    if introducers.contains(word) || typeIntroducers.contains(word) || word == "init" {
                        opening = word
                    }
                    if word == "func" || word == "init" || word == "subscript" { awaitingParameters = true }
                    guard case .word(let name)? = next, !SwiftNames.keywords.contains(String(name)) else {
                        if locals, parameters == 1, next == .symbol(":"), !SwiftNames.keywords.contains(String(word)) {
                            declared.insert(word)  // a parameter without a separate label
                        }
                        continue
                    }
                    if introducers.contains(word) || (locals && word == "for") {
                        declared.insert(name)
                    } else if word == "let" || word == "var" {
                        if locals || scopes.last ?? .type == .type { declared.insert(name) }
                    } else if locals, parameters == 1, index + 2 < line.count, line[index + 2] == .symbol(":") {
                        declared.insert(name)  // `label name:` or `_ name:`
                    }
                default:
                    break
                }
            }
            if locals { declared.formUnion(closureParameters(line)) }
        }
        return declared
    }

    /// A closure's parameters on a line: the words between a `{` and the `in` that follows it (`{ cell, item in`,
    /// `{ [weak self] value in`), outside a capture list.
    private static func closureParameters(_ line: [Token]) -> Set<Substring> {
        var declared: Set<Substring> = []
        var candidates: [Substring]?
        var inCaptureList = false
        for token in line {
            switch token {
            case .symbol("{"):
                candidates = []
                inCaptureList = false
            case .symbol("["):
                inCaptureList = candidates != nil
            case .symbol("]"):
                inCaptureList = false
            case .word("in"):
                declared.formUnion(candidates ?? [])
                candidates = nil
            case .word(let word):
                if !inCaptureList, !SwiftNames.keywords.contains(String(word)) { candidates?.append(word) }
            case .symbol(let symbol):
                if !",():_".contains(symbol) && !inCaptureList { candidates = nil }
            }
        }
        return declared
    }
}
