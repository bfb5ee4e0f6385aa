import ArchgenSpec

/// Merges a person's edits and archgen's new output against what archgen wrote before (the base), line by line,
/// like `diff3`: changes on one side are taken, the same change on both sides is taken once, and different changes
/// to the same base lines become a conflict that shows all three versions.
///
/// Generated files merge like git: changes to adjacent lines conflict too (`adjacentChangesConflict`). Scaffolds
/// merge finer: a change next to a person's edit is placed after it (a new `case` after the edited body of the one
/// before), and only changes to the same lines, or two insertions at the same place, conflict.
public struct ThreeWayMerge: Sendable {
    /// The labels on the conflict markers.
    public var yoursLabel: String
    public var baseLabel: String
    public var theirsLabel: String
    public var adjacentChangesConflict: Bool

    public init(
        yoursLabel: String, baseLabel: String = "archgen's previous output", theirsLabel: String = "spec",
        adjacentChangesConflict: Bool = true
    ) {
        self.yoursLabel = yoursLabel
        self.baseLabel = baseLabel
        self.theirsLabel = theirsLabel
        self.adjacentChangesConflict = adjacentChangesConflict
    }

    public struct Result: Equatable, Sendable {
        public var text: String
        public var conflicts: Int
    }

    /// A stretch of the merged text: lines both sides keep, one side's change, or a conflict.
    public struct Region: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case same, yours, theirs, conflict }
        public var kind: Kind
        /// The base lines this region stands for.
        public var base: [Substring]
        /// Each side's version of them (equal to `base` on a side that did not change them).
        public var yours: [Substring]
        public var theirs: [Substring]
    }

    public func merge(base: String, yours: String, theirs: String) -> Result {
        var output: [Substring] = []
        var conflicts = 0
        for region in regions(base: base, yours: yours, theirs: theirs) {
            switch region.kind {
            case .same, .yours: output += region.yours
            case .theirs: output += region.theirs
            case .conflict:
                conflicts += 1
                output.append(Substring("<<<<<<< \(yoursLabel)\n"))
                output += Self.terminated(region.yours)
                output.append(Substring("||||||| \(baseLabel)\n"))
                output += Self.terminated(region.base)
                output.append("=======\n")
                output += Self.terminated(region.theirs)
                output.append(Substring(">>>>>>> \(theirsLabel)\n"))
            }
        }
        return Result(text: output.joined(), conflicts: conflicts)
    }

    /// The merge as regions, in order; joining each region's chosen lines gives the merged text.
    public func regions(base: String, yours: String, theirs: String) -> [Region] {
        let baseLines = LineDiff.lines(base)
        let yourHunks = LineDiff.hunks(from: baseLines, to: LineDiff.lines(yours))
        let theirHunks = LineDiff.hunks(from: baseLines, to: LineDiff.lines(theirs))

        var regions: [Region] = []
        var position = 0
        var y = 0
        var t = 0
        while y < yourHunks.count || t < theirHunks.count {
            let (mine, others, group) = nextGroup(yourHunks, theirHunks, y: &y, t: &t)
            let (groupStart, groupEnd) = (group.lowerBound, group.upperBound)
            if position < groupStart {
                let same = Array(baseLines[position..<groupStart])
                regions.append(Region(kind: .same, base: same, yours: same, theirs: same))
            }
            let base = Array(baseLines[groupStart..<groupEnd])
            let yourVersion = Self.apply(mine, to: baseLines, in: groupStart..<groupEnd)
            let theirVersion = Self.apply(others, to: baseLines, in: groupStart..<groupEnd)
            let kind: Region.Kind =
                others.isEmpty ? .yours : mine.isEmpty ? .theirs : yourVersion == theirVersion ? .yours : .conflict
            regions.append(Region(kind: kind, base: base, yours: yourVersion, theirs: theirVersion))
            position = groupEnd
        }
        if position < baseLines.count {
            let same = Array(baseLines[position...])
            regions.append(Region(kind: .same, base: same, yours: same, theirs: same))
        }
        return regions
    }

    /// The next group of hunks, from `y` in yours and `t` in theirs on: the hunk that begins first, and every hunk of
    /// either side that overlaps it (or touches it, for generated files); those changes are decided together. Returns
    /// the group's hunks of each side and the base lines it covers.
    private func nextGroup(_ yourHunks: [Hunk], _ theirHunks: [Hunk], y: inout Int, t: inout Int)
        -> (mine: [Hunk], others: [Hunk], base: Range<Int>)
    {
        /// Whether a hunk starting at `hunk` comes before one starting at `other`: by base line, an insertion first.
        func precedes(_ hunk: Hunk, _ other: Hunk) -> Bool {
            (hunk.baseRange.lowerBound, hunk.baseRange.isEmpty ? 0 : 1)
                <= (other.baseRange.lowerBound, other.baseRange.isEmpty ? 0 : 1)
        }
        var mine: [Hunk] = []
        var others: [Hunk] = []
        let takeYours = t >= theirHunks.count || (y < yourHunks.count && precedes(yourHunks[y], theirHunks[t]))
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
        func joins(_ hunk: Hunk) -> Bool {
            let start = hunk.baseRange.lowerBound
            if adjacentChangesConflict { return start <= groupEnd }
            if groupStart == groupEnd { return hunk.baseRange.isEmpty && start == groupStart }
            return start < groupEnd
        }
        while true {
            if y < yourHunks.count, joins(yourHunks[y]) {
                groupEnd = max(groupEnd, yourHunks[y].baseRange.upperBound)
                mine.append(yourHunks[y])
                y += 1
            } else if t < theirHunks.count, joins(theirHunks[t]) {
                groupEnd = max(groupEnd, theirHunks[t].baseRange.upperBound)
                others.append(theirHunks[t])
                t += 1
            } else {
                break
            }
        }
        return (mine, others, groupStart..<groupEnd)
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
    static func terminated(_ lines: [Substring]) -> [Substring] {
        guard let last = lines.last, !last.hasSuffix("\n") else { return lines }
        return lines.dropLast() + [last + "\n"]
    }
}
