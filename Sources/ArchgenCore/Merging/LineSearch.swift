/// Whether a text has a line that starts with a prefix, on UTF-8 bytes: runs over every scaffold of every run, where
/// `String.contains` (Unicode-aware, generic) was a tenth of a no-change run's cost.
enum LineSearch {
    static func hasLine(startingWith prefix: String, in text: String) -> Bool {
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
