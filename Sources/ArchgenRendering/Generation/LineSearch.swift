import ArchgenSpec

/// Whether a text has a line that starts with a prefix, on UTF-8 bytes: runs over every scaffold of every run, where
/// `String.contains` (Unicode-aware, generic) was a tenth of a no-change run's cost.
package enum LineSearch {
    package static func hasLine(startingWith prefix: String, in text: String) -> Bool {
        let needle = Array(prefix.utf8)
        guard let first = needle.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index + needle.count <= bytes.count {
                if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return true }
                // Next line.
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return false }
                index = end + 1
            }
            return false
        }
    }
}

extension LineSearch {
    /// Whether a line of the file's leading comments starts with `prefix`: lines before the first line of code, where
    /// a line is a comment when it is blank, starts with `//`, or is inside a `/* ... */` block (a licence header).
    static func hasLeadingCommentLine(startingWith prefix: String, in text: String) -> Bool {
        let needle = Array(prefix.utf8)
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            var inBlock = false
            while index < bytes.count {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = bytes[index..<end]
                if !inBlock && line.starts(with: needle) { return true }
                let content = line.drop {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
                }
                let opens = content.starts(with: "/*".utf8)
                if inBlock || opens {
                    inBlock = !contains(content.dropFirst(opens ? 2 : 0), "*/")
                } else if !content.isEmpty && !content.starts(with: "//".utf8) {
                    return false  // the first line of code
                }
                index = end + 1
            }
            return false
        }
    }

    private static func contains<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        var rest = bytes[...]
        while rest.count >= needle.count {
            if rest.starts(with: needle) { return true }
            rest = rest.dropFirst()
        }
        return false
    }
}

extension LineSearch {
    /// The index of the first line feed in `bytes` at or after `start`, or nil; looks at 16 bytes at a time while none
    /// of them is one (generated files are scanned whole for lines that are too long).
    static func lineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let lineFeeds = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
            while index + 16 <= bytes.count {
                if any(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== lineFeeds) { break }
                index += 16
            }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return nil
    }
}

extension LineSearch {
    /// Where `needle` first occurs in `bytes[range]`, as an index of `bytes`; nil where it does not.
    package static func first(_ needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Int? {
        guard let head = needle.first else { return range.lowerBound }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == head && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `text` has `word` in it. An ASCII text is searched byte by byte: `String.contains` builds a table of
    /// characters on every call (and looks `Character: Hashable` up the first time, ~0.2M instructions).
    package static func contains(_ word: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.contains(word) }
        return first(Array(word.utf8), in: bytes, within: bytes.indices) != nil
    }
}
