/// What Swift allows as a name, and how archgen spells names in generated code.
public enum SwiftNames {
    /// Words that are keywords somewhere in Swift; as member names they are written in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "async", "actor", "package", "some", "any",
    ]

    /// Names that cannot be used for anything archgen declares, even in backticks.
    package static let reserved: Set<String> = ["self", "Self", "init", "deinit", "subscript", "Type", "Protocol", "_"]

    /// ASCII letters, digits and `_`, not starting with a digit.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
        }
    }

    /// The name as it must be written where it is declared or referred to (a property, a parameter, a case, a
    /// local): keywords in backticks, which Swift accepts in every such place.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label where a call is written (`f(for: x)`, `.loaded(default: x)`, `User(in: x)`,
    /// a tuple `(for: x)`): Swift accepts every keyword there except `inout` bare, and warns about backticks.
    public static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `fetchUsers` → `FetchUsers`.
    public static func upperFirst(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// `UsersService` → `usersService`; a leading acronym is lowered as a whole (`URLLoader` → `urlLoader`).
    public static func lowerFirst(_ name: String) -> String {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {  // the usual case, without Unicode case tables
            let bytes = Array(name.utf8)
            let upperRun = bytes.prefix(while: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }).count
            let lowered = upperRun == bytes.count ? upperRun : max(1, upperRun - 1)
            let head = bytes.prefix(lowered).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
            return String(decoding: head + bytes.dropFirst(lowered), as: UTF8.self)
        }
        let characters = Array(name)
        let upperRun = characters.prefix(while: \.isUppercase).count
        let lowered = upperRun == characters.count ? upperRun : max(1, upperRun - 1)
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }

    /// `viewDidLoad` → `view`, `did`, `load`; `loadURLTapped` → `load`, `url`, `tapped`.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (!(characters[max(index - 1, 0)].isUppercase) || next?.isLowercase == true)
            if startsWord, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
