/// `TestName.spelled` on the bytes of an ASCII name: camel-case words (each starts at an upper-case letter), a word
/// said twice in a row (whatever its case) said once, a `Then` between a word and itself left out, and the first
/// letter lower-cased.
enum ASCIIWords {
    static func spelled(_ bytes: [UInt8]) -> String {
        // Each word as its first byte and the byte after it (not a `Range`: an array of those looks up
        // `Int: Comparable` at run time, ~0.2M instructions).
        var words: [(start: Int, end: Int)] = []
        var start = 0
        for index in bytes.indices.dropFirst() where isUpper(bytes[index]) {
            words.append((start, index))
            start = index
        }
        if !bytes.isEmpty { words.append((start, bytes.count)) }
        var kept: [(start: Int, end: Int)] = []
        for (index, word) in words.enumerated() {
            if let last = kept.last, sameIgnoringCase(bytes, last, word) { continue }
            if same(bytes, word, Array("Then".utf8)), index + 1 < words.count, let last = kept.last,
                same(bytes, words[index + 1], Array(bytes[last.start..<last.end]))
            {
                continue
            }
            kept.append(word)
        }
        var name: [UInt8] = []
        name.reserveCapacity(bytes.count)
        for word in kept { name.append(contentsOf: bytes[word.start..<word.end]) }
        if let first = name.first, isUpper(first) { name[0] = first + 32 }
        return String(decoding: name, as: UTF8.self)
    }

    private static func same(_ bytes: [UInt8], _ word: (start: Int, end: Int), _ other: [UInt8]) -> Bool {
        word.end - word.start == other.count && bytes[word.start..<word.end].elementsEqual(other)
    }

    private static func sameIgnoringCase(_ bytes: [UInt8], _ a: (start: Int, end: Int), _ b: (start: Int, end: Int))
        -> Bool
    {
        guard a.end - a.start == b.end - b.start else { return false }
        for offset in 0..<(a.end - a.start) where lower(bytes[a.start + offset]) != lower(bytes[b.start + offset]) {
            return false
        }
        return true
    }

    private static func isUpper(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        isUpper(byte) ? byte + 32 : byte
    }
}
