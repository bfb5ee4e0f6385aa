/// Merges a person's edits and archgen's new output against what archgen wrote before (the base), line by line,
/// like `diff3`: changes on one side are taken, the same change on both sides is taken once, and different changes
/// to the same or adjacent base lines become a conflict that shows all three versions.
public struct ThreeWayMerge: Sendable {
    /// The labels on the conflict markers.
    public var yoursLabel: String
    public var baseLabel: String
    public var theirsLabel: String

    public init(yoursLabel: String, baseLabel: String = "archgen's previous output", theirsLabel: String = "spec") {
        self.yoursLabel = yoursLabel
        self.baseLabel = baseLabel
        self.theirsLabel = theirsLabel
    }

    public struct Result: Equatable, Sendable {
        public var text: String
        public var conflicts: Int
    }

    public func merge(base: String, yours: String, theirs: String) -> Result {
        let baseLines = LineDiff.lines(base)
        let yourLines = LineDiff.lines(yours)
        let theirLines = LineDiff.lines(theirs)
        let yourHunks = LineDiff.hunks(from: baseLines, to: yourLines)
        let theirHunks = LineDiff.hunks(from: baseLines, to: theirLines)

        var output: [Substring] = []
        var conflicts = 0
        var position = 0
        var y = 0
        var t = 0
        while y < yourHunks.count || t < theirHunks.count {
            // Start a group with the hunk that begins first, then take in every hunk of either side that overlaps
            // or touches it: changes to the same or adjacent lines are decided together.
            var mine: [Hunk] = []
            var others: [Hunk] = []
            let takeYours =
                t >= theirHunks.count
                || (y < yourHunks.count && yourHunks[y].baseRange.lowerBound <= theirHunks[t].baseRange.lowerBound)
            let seed = takeYours ? yourHunks[y] : theirHunks[t]
            if takeYours {
                mine.append(seed)
                y += 1
            } else {
                others.append(seed)
                t += 1
            }
            let groupStart = seed.baseRange.lowerBound
            var groupEnd = seed.baseRange.upperBound
            while true {
                if y < yourHunks.count, yourHunks[y].baseRange.lowerBound <= groupEnd {
                    groupEnd = max(groupEnd, yourHunks[y].baseRange.upperBound)
                    mine.append(yourHunks[y])
                    y += 1
                } else if t < theirHunks.count, theirHunks[t].baseRange.lowerBound <= groupEnd {
                    groupEnd = max(groupEnd, theirHunks[t].baseRange.upperBound)
                    others.append(theirHunks[t])
                    t += 1
                } else {
                    break
                }
            }
            output += baseLines[position..<groupStart]
            let yourVersion = Self.apply(mine, to: baseLines, in: groupStart..<groupEnd)
            let theirVersion = Self.apply(others, to: baseLines, in: groupStart..<groupEnd)
            if others.isEmpty || yourVersion == theirVersion {
                output += yourVersion
            } else if mine.isEmpty {
                output += theirVersion
            } else {
                conflicts += 1
                output.append(Substring("<<<<<<< \(yoursLabel)\n"))
                output += Self.terminated(yourVersion)
                output.append(Substring("||||||| \(baseLabel)\n"))
                output += Self.terminated(Array(baseLines[groupStart..<groupEnd]))
                output.append("=======\n")
                output += Self.terminated(theirVersion)
                output.append(Substring(">>>>>>> \(theirsLabel)\n"))
            }
            position = groupEnd
        }
        output += baseLines[position...]
        return Result(text: output.joined(), conflicts: conflicts)
    }

    /// One side's version of base lines `range`, with that side's hunks (all inside the range) applied.
    private static func apply(_ hunks: [Hunk], to base: [Substring], in range: Range<Int>) -> [Substring] {
        var lines: [Substring] = []
        var position = range.lowerBound
        for hunk in hunks {
            lines += base[position..<hunk.baseRange.lowerBound]
            lines += hunk.replacement
            position = hunk.baseRange.upperBound
        }
        lines += base[position..<range.upperBound]
        return lines
    }

    /// Lines inside conflict markers must end with a line break, or the marker would join the last one.
    private static func terminated(_ lines: [Substring]) -> [Substring] {
        guard let last = lines.last, !last.hasSuffix("\n") else { return lines }
        return lines.dropLast() + [last + "\n"]
    }
}
