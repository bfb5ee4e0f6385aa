import ArchgenSpec

/// Renders the change from one text to another as a unified diff (`diff -u` style, three lines of context).
public enum UnifiedDiff {
    public static func render(from old: String, to new: String, oldPath: String, newPath: String, context: Int = 3)
        -> String
    {
        let oldLines = LineDiff.lines(old)
        let newLines = LineDiff.lines(new)
        let hunks = LineDiff.hunks(from: oldLines, to: newLines)
        guard !hunks.isEmpty else { return "" }
        var out = "--- \(oldPath)\n+++ \(newPath)\n"
        var index = 0
        var shift = 0  // new line index minus old line index before the current hunk
        while index < hunks.count {
            // Hunks closer than twice the context share one block.
            var last = index
            while last + 1 < hunks.count,
                hunks[last + 1].baseRange.lowerBound - hunks[last].baseRange.upperBound <= 2 * context
            {
                last += 1
            }
            let start = max(0, hunks[index].baseRange.lowerBound - context)
            let end = min(oldLines.count, hunks[last].baseRange.upperBound + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var position = start
            let newStart = start + shift
            for hunk in hunks[index...last] {
                for line in oldLines[position..<hunk.baseRange.lowerBound] {
                    body += " " + terminated(line)
                    oldCount += 1
                    newCount += 1
                }
                for line in oldLines[hunk.baseRange] {
                    body += "-" + terminated(line)
                    oldCount += 1
                }
                for line in hunk.replacement {
                    body += "+" + terminated(line)
                    newCount += 1
                }
                shift += hunk.replacement.count - hunk.baseRange.count
                position = hunk.baseRange.upperBound
            }
            for line in oldLines[position..<end] {
                body += " " + terminated(line)
                oldCount += 1
                newCount += 1
            }
            out += "@@ -\(range(start, oldCount)) +\(range(newStart, newCount)) @@\n" + body
            index = last + 1
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    private static func terminated(_ line: Substring) -> String {
        line.hasSuffix("\n") ? String(line) : line + "\n\\ No newline at end of file\n"
    }
}
