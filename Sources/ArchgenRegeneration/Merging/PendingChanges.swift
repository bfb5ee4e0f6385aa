/// The changes a person must make for one conflict of a scaffold merge, in their file's line numbers: archgen's lines
/// take the place of the ones it changed (the person's version of those among them), while the lines the person
/// inserted stay where they are and are never listed as lines to remove. Two insertions at the same place become
/// archgen's lines inserted after the person's.
extension ScaffoldMerge {
    /// The changes that resolve `region` (a conflict whose first line is line `line` of the person's file).
    static func changes(resolving region: ThreeWayMerge.Region, at line: Int) -> [Change] {
        let yourHunks = LineDiff.hunks(from: region.base, to: region.yours)
        let theirHunks = LineDiff.hunks(from: region.base, to: region.theirs)
        // The person's own inserted lines (a hunk that replaces no base line) split the region into segments.
        var segments: [(base: Range<Int>, yours: Range<Int>)] = []
        var edited = Set<Int>()  // indexes in `region.yours` of lines the person changed from base lines
        var baseStart = 0
        var yourStart = 0
        var shift = 0
        for hunk in yourHunks {
            let start = hunk.baseRange.lowerBound + shift
            if hunk.baseRange.isEmpty {
                segments.append((baseStart..<hunk.baseRange.lowerBound, yourStart..<start))
                baseStart = hunk.baseRange.lowerBound
                yourStart = start + hunk.replacement.count
            } else {
                edited.formUnion(start..<start + hunk.replacement.count)
            }
            shift += hunk.replacement.count - hunk.baseRange.count
        }
        segments.append((baseStart..<region.base.count, yourStart..<region.yours.count))
        var changes: [Change] = []
        for (index, segment) in segments.enumerated() {
            let target = resolved(
                region, segment: segment.base, last: index == segments.count - 1,
                yourHunks: yourHunks.filter { !$0.baseRange.isEmpty }, theirHunks: theirHunks)
            let yours = Array(region.yours[segment.yours])
            for hunk in LineDiff.hunks(from: yours, to: target) {
                let first = segment.yours.lowerBound + hunk.baseRange.lowerBound
                changes.append(
                    Change(
                        line: line + first, yours: hunk.baseRange.map { text(yours[$0]) },
                        theirs: hunk.replacement.map(text),
                        overlapsYourEdit: !edited.isDisjoint(with: first..<first + hunk.baseRange.count)))
            }
        }
        return changes
    }

    /// What one segment's lines become: archgen's version of its base lines, keeping the person's edits of lines
    /// archgen left alone. An insertion of archgen's at a segment's start follows the person's lines before it.
    private static func resolved(
        _ region: ThreeWayMerge.Region, segment: Range<Int>, last: Bool, yourHunks: [Hunk], theirHunks: [Hunk]
    ) -> [Substring] {
        var covered = Set<Int>()
        for hunk in theirHunks { covered.formUnion(hunk.baseRange) }
        func overlapsTheirs(_ hunk: Hunk) -> Bool {
            !covered.isDisjoint(with: hunk.baseRange)
                || theirHunks.contains {
                    $0.baseRange.isEmpty && hunk.baseRange.dropFirst().contains($0.baseRange.lowerBound)
                }
        }
        var lines: [Substring] = []
        var position = segment.lowerBound
        while true {
            // Archgen's hunks starting here (an insertion, then a replacement), unless they start at the segment's
            // end: those belong to the next segment, after the person's lines there.
            if position < segment.upperBound || last {
                for hunk in theirHunks where hunk.baseRange.lowerBound == position && hunk.baseRange.isEmpty {
                    lines += hunk.replacement
                }
            }
            guard position < segment.upperBound else { break }
            if let hunk = theirHunks.first(where: { $0.baseRange.lowerBound == position && !$0.baseRange.isEmpty }) {
                lines += hunk.replacement
                position = hunk.baseRange.upperBound
            } else if covered.contains(position) {
                position += 1  // replaced by archgen's lines, placed where its hunk starts
            } else if let hunk = yourHunks.first(where: { $0.baseRange.lowerBound == position }), !overlapsTheirs(hunk)
            {
                lines += hunk.replacement
                position = hunk.baseRange.upperBound
            } else {
                lines.append(region.base[position])
                position += 1
            }
        }
        return lines
    }
}
