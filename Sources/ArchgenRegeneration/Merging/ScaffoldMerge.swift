import ArchgenSpec

/// Brings a spec's changes into a scaffold, a file the person owns: archgen's new rendering of the scaffold is merged
/// into the person's file against the rendering archgen merged last time (the base). A clean merge is written; one
/// that would conflict is not: the person gets the exact changes to make, in their file's line numbers.
///
/// A conflict counts as settled when the person's lines at its place already have what the spec's change is about:
/// every name archgen's lines there bring, none that they stopped using, and the same braces (the person made the
/// change their way). Names elsewhere in the file say nothing about it: two insertions at the same place are never
/// settled by dropping archgen's lines. The file's lines must not use a name the spec dropped either, which no merge
/// can fix.
public enum ScaffoldMerge {
    public enum Outcome: Equatable, Sendable {
        /// The file already matches the spec (nothing to do, or the person made the changes).
        case unchanged
        /// The spec's changes merged into the file.
        case merged(String)
        /// Not written: the changes the person must make, and their lines that use names the spec dropped.
        case pending([Change], uses: [NameUse])
    }

    /// One change for the person to make, in their file's terms.
    public struct Change: Equatable, Sendable {
        /// The first line of theirs it touches (1-based); for an insertion, the line it goes before (one past the
        /// last line: at the end), so it goes after line `line - 1`.
        public var line: Int
        /// The person's lines it replaces or removes (empty: an insertion before `line`).
        public var yours: [String]
        /// The lines to write there (empty: a removal).
        public var theirs: [String]
        /// Whether the person had edited the lines (a conflict), or they are archgen's own.
        public var overlapsYourEdit: Bool
    }

    /// A line of the person's that uses a name the spec no longer has.
    public struct NameUse: Equatable, Sendable {
        public var line: Int
        public var name: String
        public var text: String
    }

    /// `gone`: names the module no longer generates anywhere (to be checked in this file too); `declared`: the names
    /// the module's files declare as archgen renders them now (never dropped, whatever this file stopped using).
    public static func merge(
        base: String, yours: String, theirs: String, gone: Set<String> = [], declared: Set<String> = [],
        accept: Bool = false
    ) -> Outcome {
        // `--accept`: the person knows better; the file stays exactly as it is (a change merged beside theirs could
        // land in the wrong place of a file that has grown apart from the template).
        if accept || (base == theirs && gone.isEmpty) { return .unchanged }
        var regions: [ThreeWayMerge.Region]
        let yourLines = LineDiff.lines(yours)
        if base == theirs || madeAlready(base: LineDiff.lines(base), yours: yourLines, theirs: LineDiff.lines(theirs)) {
            regions = [ThreeWayMerge.Region(kind: .same, base: yourLines, yours: yourLines, theirs: yourLines)]
        } else {
            regions = settlingConflicts(
                placedAtTheirDepth(
                    withoutInsertionsMadeAlready(
                        separatingReplacedLines(
                            ThreeWayMerge(yoursLabel: "", adjacentChangesConflict: false).regions(
                                base: base, yours: yours, theirs: theirs)), yours: yourLines)))
        }
        // The changes, in the person's line numbers.
        var changes: [Change] = []
        var line = 1
        for region in regions {
            if region.kind == .theirs {
                changes.append(
                    Change(
                        line: line, yours: region.yours.map(Self.text), theirs: region.theirs.map(Self.text),
                        overlapsYourEdit: false))
            } else if region.kind == .conflict {
                changes += Self.changes(resolving: region, at: line)
            }
            line += region.yours.count
        }
        let covered = Set(changes.flatMap { $0.line..<$0.line + $0.yours.count })
        let dropped = DroppedNames(
            base: base, theirs: theirs, gone: gone, declared: declared,
            yourLines: DroppedNames.yourLineIndexes(base: LineDiff.lines(base), yours: yourLines).map { yourLines[$0] })
        let uses = dropped.uses(in: yourLines, at: yourLines.indices.filter { !covered.contains($0 + 1) })
        if uses.isEmpty && !regions.contains(where: { $0.kind == .conflict }) {
            // Each settled conflict the person's way, every other change taken.
            let settled = regions.flatMap { $0.kind == .theirs ? $0.theirs : $0.yours }.joined()
            return settled == yours ? .unchanged : .merged(settled)
        }
        return .pending(changes, uses: uses)
    }

    /// The conflicts that need no one: the ones the person settled already (kept as theirs), and two insertions at
    /// one place where the person's lines are only comments (archgen's lines go after them: nothing of either is
    /// lost, and a comment does not care what follows it). Any other conflict stays, for the person to resolve.
    static func settlingConflicts(_ regions: [ThreeWayMerge.Region]) -> [ThreeWayMerge.Region] {
        regions.flatMap { region -> [ThreeWayMerge.Region] in
            guard region.kind == .conflict else { return [region] }
            if isSettled(region) {
                var settled = region
                settled.kind = .yours
                return [settled]
            }
            guard region.base.isEmpty, !region.yours.isEmpty, SwiftTokens.tokens(region.yours).allSatisfy(\.isEmpty)
            else { return [region] }
            return [
                ThreeWayMerge.Region(kind: .yours, base: [], yours: region.yours, theirs: []),
                ThreeWayMerge.Region(kind: .theirs, base: [], yours: [], theirs: region.theirs),
            ]
        }
    }

    /// A conflict where the person replaced archgen's lines with their own, keeping none of archgen's there and using
    /// none of the names archgen's change drops there (a test written in place of the skipped one the scaffold said
    /// to delete): their lines are not archgen's to remove. When archgen only adds lines there (a new custom event's
    /// skipped test), those go after the person's lines, placed at their depth; when it changed the lines the person
    /// replaced, line for line (the skipped test of an event the spec renamed), the change is moot: the person's
    /// lines stand. Any other change stays a conflict.
    static func separatingReplacedLines(_ regions: [ThreeWayMerge.Region]) -> [ThreeWayMerge.Region] {
        regions.flatMap { region -> [ThreeWayMerge.Region] in
            guard region.kind == .conflict, !region.base.isEmpty, !region.theirs.isEmpty, !isSettled(region) else {
                return [region]
            }
            let kept = Set(region.base.filter { !SwiftTokens.names([$0]).isEmpty })
            let removed = SwiftTokens.names(region.base).subtracting(SwiftTokens.names(region.theirs))
            guard !region.yours.contains(where: kept.contains),
                removed.isDisjoint(with: SwiftTokens.names(region.yours))
            else { return [region] }
            let theirHunks = LineDiff.hunks(from: region.base, to: region.theirs)
            guard theirHunks.allSatisfy(\.baseRange.isEmpty), let first = theirHunks.first else {
                guard region.theirs.count == region.base.count else { return [region] }
                var moot = region
                moot.kind = .yours
                return [moot]
            }
            // (Each region's `theirs` keeps the depth of archgen's lines right: archgen's own lines before and after
            // the insertion, in regions that write nothing.)
            return [
                ThreeWayMerge.Region(
                    kind: .yours, base: region.base, yours: region.yours,
                    theirs: Array(region.base[..<first.baseRange.lowerBound])),
                ThreeWayMerge.Region(kind: .theirs, base: [], yours: [], theirs: theirHunks.flatMap(\.replacement)),
                ThreeWayMerge.Region(
                    kind: .yours, base: [], yours: [], theirs: Array(region.base[first.baseRange.lowerBound...])),
            ]
        }
    }

    /// Whether the person's file already has every line archgen's new rendering changed or added, in order, and no
    /// second copy of one, nor any of the lines it removed: whatever else differs is the person's own (lines they
    /// added, lines of archgen's that the spec left alone and they edited). Then the spec's change is made, however a
    /// three-way line diff would pair the lines (it can pair them so that the changes it lists, once made, read as
    /// new changes).
    static func madeAlready(base: [Substring], yours: [Substring], theirs: [Substring]) -> Bool {
        var archgens = Set<Int>()  // the lines of `theirs` that archgen changed or added
        var forbidden: Set<Substring> = []  // lines that name something, archgen's new ones and the ones it removed
        var shift = 0
        for hunk in LineDiff.hunks(from: base, to: theirs) {
            let start = hunk.baseRange.lowerBound + shift
            archgens.formUnion(start..<start + hunk.replacement.count)
            forbidden.formUnion((base[hunk.baseRange] + hunk.replacement).filter { !SwiftTokens.names([$0]).isEmpty })
            shift += hunk.replacement.count - hunk.baseRange.count
        }
        return LineDiff.hunks(from: theirs, to: yours).allSatisfy { hunk in
            archgens.isDisjoint(with: hunk.baseRange) && !hunk.replacement.contains(where: forbidden.contains)
        }
    }

    /// Whether the person's lines of a conflict already make archgen's change there, their way: they use every name
    /// archgen's lines bring, none that archgen's lines stopped using, and open and close as many braces.
    static func isSettled(_ region: ThreeWayMerge.Region) -> Bool {
        let theirNames = SwiftTokens.names(region.theirs)
        let baseNames = SwiftTokens.names(region.base)
        let yourNames = SwiftTokens.names(region.yours)
        return theirNames.subtracting(baseNames).isSubset(of: yourNames)
            && baseNames.subtracting(theirNames).isDisjoint(with: yourNames)
            && SwiftTokens.braceBalance(region.yours) == SwiftTokens.braceBalance(region.theirs)
    }

    /// An insertion of archgen's that the person's file already has, line for line (they made the change a report
    /// listed, and the line diff paired their copy with other lines, say the `}` of the method before), is not made a
    /// second time. Only a block that names something counts: blank lines and braces repeat everywhere. Indentation
    /// does not count either (the person may have placed it in a block of theirs).
    static func withoutInsertionsMadeAlready(_ regions: [ThreeWayMerge.Region], yours: [Substring])
        -> [ThreeWayMerge.Region]
    {
        let yourLines = yours.map(trimmed)
        return regions.map { region in
            guard region.kind == .theirs, region.base.isEmpty else { return region }
            let lines = region.theirs.drop { $0.allSatisfy(\.isWhitespace) }
            let block = lines.prefix(through: lines.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? lines.startIndex)
            let wanted = block.map(trimmed)
            guard !lines.isEmpty, !SwiftTokens.names(Array(block)).isEmpty,
                yourLines.indices.contains(where: { yourLines[$0...].starts(with: wanted) })
            else {
                return region
            }
            var made = region
            made.kind = .yours
            return made
        }
    }

    /// A line without its indentation and line break.
    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while line.last?.isWhitespace == true { line = line.dropLast() }
        return line.drop(while: \.isWhitespace)
    }

    /// Each of archgen's changes lands at the nesting depth it has in the new rendering (a new extension at file
    /// scope, a new method inside its type), or it is not merged. A line diff pairs repeated lines (`}`, blank lines)
    /// in order, so in a file the person grew it can anchor a change to the wrong one: a new extension inside their
    /// class. An insertion that lands too deep moves down past the person's lines to the first place at its depth
    /// (after the type they filled); any other change at the wrong depth becomes a conflict, for the person to make.
    static func placedAtTheirDepth(_ regions: [ThreeWayMerge.Region]) -> [ThreeWayMerge.Region] {
        var placed: [ThreeWayMerge.Region] = []
        var yourDepth = 0
        var theirDepth = 0
        /// An insertion looking for its depth further down, with that depth.
        var moving: (region: ThreeWayMerge.Region, depth: Int)?
        /// An insertion that found no place at its depth: the person's to place.
        func unplaced(_ insertion: ThreeWayMerge.Region) -> ThreeWayMerge.Region {
            ThreeWayMerge.Region(kind: .conflict, base: [], yours: [], theirs: insertion.theirs)
        }
        func place(_ region: ThreeWayMerge.Region) {
            placed.append(region)
            yourDepth += SwiftTokens.braceBalance(region.kind == .theirs ? region.theirs : region.yours)
            if let insertion = moving, yourDepth == insertion.depth {
                moving = nil
                var lines = insertion.region.theirs
                // Moved to after a closing line, it starts with the blank line that separated it.
                if lines.count > 1, lines.last?.allSatisfy(\.isWhitespace) == true,
                    lines.first?.allSatisfy(\.isWhitespace) == false
                {
                    lines.insert(lines.removeLast(), at: 0)
                }
                place(ThreeWayMerge.Region(kind: .theirs, base: [], yours: [], theirs: lines))
            }
        }
        for var region in regions {
            let theirBalance = SwiftTokens.braceBalance(region.theirs)
            defer { theirDepth += theirBalance }
            if let insertion = moving, region.kind == .theirs || region.kind == .conflict {
                // Another change of archgen's before the right depth came: the moving one is the person's to place.
                moving = nil
                place(unplaced(insertion.region))
            }
            if region.kind == .theirs, yourDepth != theirDepth {
                if region.base.isEmpty, yourDepth > theirDepth, moving == nil {
                    moving = (region, theirDepth)
                    continue
                }
                region.kind = .conflict
            }
            if moving != nil, region.kind == .same {
                // The person's lines, one at a time, so the insertion goes right after the one that closes.
                for line in region.yours {
                    place(ThreeWayMerge.Region(kind: .same, base: [line], yours: [line], theirs: [line]))
                }
            } else {
                place(region)
            }
        }
        if let insertion = moving { placed.append(unplaced(insertion.region)) }
        return placed
    }

    /// A line without its line break.
    static func text(_ line: Substring) -> String {
        var line = line
        while line.last == "\n" || line.last == "\r" { line = line.dropLast() }
        return String(line)
    }
}
