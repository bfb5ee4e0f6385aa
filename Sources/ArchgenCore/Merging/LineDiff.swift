/// A change from a base text to another version: base lines `baseRange` become `replacement`.
struct Hunk: Equatable, Sendable {
    var baseRange: Range<Int>
    var replacement: [Substring]
}

/// Line diffs built on the standard library's `CollectionDifference` (a Myers diff).
enum LineDiff {
    /// Splits text into lines, keeping each line's terminator so that joining them gives the text back exactly.
    static func lines(_ text: String) -> [Substring] {
        // Scans UTF-8 bytes for line feeds (a CRLF ends at its LF); much faster than walking Characters.
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == 0x0A {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start != utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The hunks that turn `base` into `other`, in order and never touching each other.
    static func hunks(from base: [Substring], to other: [Substring]) -> [Hunk] {
        let difference = other.difference(from: base)
        var removed = [Bool](repeating: false, count: base.count)
        var inserted = [Bool](repeating: false, count: other.count)
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed[offset] = true
            case .insert(let offset, _, _): inserted[offset] = true
            }
        }
        var hunks: [Hunk] = []
        var i = 0
        var j = 0
        while i < base.count || j < other.count {
            let baseChanged = i < base.count && removed[i]
            let otherChanged = j < other.count && inserted[j]
            if !baseChanged && !otherChanged {
                // A line both keep: the LCS pairs them in order.
                i += 1
                j += 1
                continue
            }
            let start = i
            var replacement: [Substring] = []
            while (i < base.count && removed[i]) || (j < other.count && inserted[j]) {
                if i < base.count && removed[i] { i += 1 }
                if j < other.count && inserted[j] {
                    replacement.append(other[j])
                    j += 1
                }
            }
            hunks.append(Hunk(baseRange: start..<i, replacement: replacement))
        }
        return hunks
    }
}
