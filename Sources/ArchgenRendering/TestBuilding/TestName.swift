/// A generated test's name in the spec's words (`searchSubmitted`, `IfNotQueryIsEmpty`, `Succeeds`), as parts some of
/// which may be left out: the name says the most it can in `limit` characters, whole words only. What it leaves out
/// (a guard the way passes, the second half of an `&&`) is said in the test's doc comment instead.
struct TestName {
    /// Words of the name. `rank`: the order parts are left out in, lowest first; nil: always said.
    struct Part {
        var text: String
        var rank: Int?
    }

    var parts: [Part]

    /// The longest name, without XCTest's `test` prefix: a name a reader takes in at once.
    static let limit = 60

    init(_ parts: [Part]) {
        self.parts = parts
    }

    /// A name said whole, nothing left out (`releasingTheUnitCancelsItsWork`).
    init(fixed text: String) {
        self.parts = [Part(text: text, rank: nil)]
    }

    /// The names this one can take, the most said first: the whole phrase, then with parts left out rank by rank.
    /// `complete` says that nothing was left out.
    var candidates: [(name: String, complete: Bool)] {
        let ranks = Set(parts.compactMap(\.rank)).sorted()
        var found: [(String, Bool)] = [(Self.spelled(parts), true)]
        for position in ranks.indices {
            let dropped = Set(ranks.prefix(position + 1))
            let name = Self.spelled(parts.filter { $0.rank.map { !dropped.contains($0) } ?? true })
            if !found.contains(where: { $0.0 == name }) { found.append((name, false)) }
        }
        return found
    }

    /// The parts as one camel-case name, a word said twice in a row said once, with a `Then` between
    /// (`SucceedsThenSucceeds`: the calls of a way's work all succeed).
    static func spelled(_ parts: [Part]) -> String {
        var bytes: [UInt8] = []
        for part in parts { bytes.append(contentsOf: part.text.utf8) }
        // (Spec names are ASCII: spelled byte by byte, the same words as by characters, at a fraction of the cost.)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return spelledByCharacters(parts) }
        return ASCIIWords.spelled(bytes)
    }

    /// `spelled` for a name with letters beyond ASCII, character by character.
    private static func spelledByCharacters(_ parts: [Part]) -> String {
        var words: [String] = []
        for character in parts.map(\.text).joined() {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        var kept: [String] = []
        for (index, word) in words.enumerated() where kept.last?.lowercased() != word.lowercased() {
            if word == "Then", index + 1 < words.count, words[index + 1] == kept.last { continue }
            kept.append(word)
        }
        let name = kept.joined()
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}

/// The test names of one unit's suite, each given once.
struct TestNames {
    private var taken: Set<String> = []

    /// The first of `name`'s candidates that fits and is free, and whether it says everything; else the longest that
    /// fits with a number (`loadFails2`).
    mutating func claim(_ name: TestName) -> (name: String, complete: Bool) {
        // Most names fit whole and are free: the shorter candidates are spelled only when they are not.
        let whole = TestName.spelled(name.parts)
        if whole.utf8.count <= TestName.limit, !taken.contains(whole) {
            taken.insert(whole)
            return (whole, true)
        }
        let candidates = name.candidates
        if let free = candidates.first(where: { $0.name.count <= TestName.limit && !taken.contains($0.name) }) {
            taken.insert(free.name)
            return free
        }
        let base = candidates.first { $0.name.count <= TestName.limit - 2 } ?? candidates[candidates.count - 1]
        var suffix = 2
        while taken.contains("\(base.name)\(suffix)") { suffix += 1 }
        taken.insert("\(base.name)\(suffix)")
        return ("\(base.name)\(suffix)", false)
    }

    /// `name` said whole, numbered if it was given before.
    mutating func claim(_ text: String) -> String {
        claim(TestName(fixed: text)).name
    }
}
