import ArchgenSpec

/// Brings a spec's changes into a scaffold, a file the person owns: archgen's new rendering of the scaffold is merged
/// into the person's file against the rendering archgen merged last time (the base). A clean merge is written; one
/// that would conflict is not: the person gets the exact changes to make, in their file's line numbers.
///
/// A conflict counts as settled when the person's file already has what the spec's change is about: every name the
/// new rendering brings (a state, an event, a method) is in it, and no name the spec dropped is used any more. The
/// same check finds a person's own lines that still use a dropped name, which no merge can fix.
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
        /// last line: at the end).
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

    /// `gone`: names the module no longer generates anywhere (to be checked in this file too).
    public static func merge(
        base: String, yours: String, theirs: String, gone: Set<String> = [], accept: Bool = false
    ) -> Outcome {
        // `--accept`: the person knows better; the file stays exactly as it is (a change merged beside theirs could
        // land in the wrong place of a file that has grown apart from the template).
        if accept || (base == theirs && gone.isEmpty) { return .unchanged }
        let regions: [ThreeWayMerge.Region]
        if base == theirs {
            let same = LineDiff.lines(yours)
            regions = [ThreeWayMerge.Region(kind: .same, base: same, yours: same, theirs: same)]
        } else {
            regions = placedAtTheirDepth(
                withoutInsertionsMadeAlready(
                    ThreeWayMerge(yoursLabel: "", adjacentChangesConflict: false).regions(
                        base: base, yours: yours, theirs: theirs), yours: yours))
        }
        // Each conflict settled the person's way, every other change taken.
        let settled = regions.flatMap { $0.kind == .theirs ? $0.theirs : $0.yours }.joined()
        // A name the new rendering itself uses is not dropped for this file, whatever else stopped using it (a
        // local `content` in a view controller, beside a `content` property of a type the spec no longer makes).
        let theirNames = SwiftTokens.names(theirs)
        var dropped = Set(gone.map { Substring($0) }).subtracting(theirNames)
        var required: Set<Substring> = []
        if base != theirs {
            let baseNames = SwiftTokens.names(base)
            dropped.formUnion(baseNames.subtracting(theirNames))
            required = theirNames.subtracting(baseNames)
        }
        let settledNames = SwiftTokens.names(settled)
        if required.isSubset(of: settledNames) && dropped.isDisjoint(with: settledNames) {
            return settled == yours ? .unchanged : .merged(settled)
        }
        // The changes, in the person's line numbers.
        var changes: [Change] = []
        var line = 1
        var covered = Set<Int>()
        for region in regions {
            if region.kind == .theirs || region.kind == .conflict {
                changes.append(
                    Change(
                        line: line, yours: region.yours.map(Self.text), theirs: region.theirs.map(Self.text),
                        overlapsYourEdit: region.kind == .conflict))
                covered.formUnion(line..<line + region.yours.count)
            }
            line += region.yours.count
        }
        var uses: [NameUse] = []
        let yourLines = LineDiff.lines(yours)
        for (index, names) in SwiftTokens.namesByLine(yours).enumerated() where !covered.contains(index + 1) {
            for name in names.intersection(dropped).sorted() {
                uses.append(NameUse(line: index + 1, name: String(name), text: text(yourLines[index])))
            }
        }
        return .pending(changes, uses: uses)
    }

    /// An insertion of archgen's that the person's file already has, line for line (they made the change a report
    /// listed, and the line diff paired their copy with other lines, say the `}` of the method before), is not made a
    /// second time. Only a block that names something counts: blank lines and braces repeat everywhere.
    static func withoutInsertionsMadeAlready(_ regions: [ThreeWayMerge.Region], yours: String) -> [ThreeWayMerge.Region]
    {
        regions.map { region in
            guard region.kind == .theirs, region.base.isEmpty else { return region }
            let lines = region.theirs.drop { $0.allSatisfy(\.isWhitespace) }
            let block = lines.prefix(through: lines.lastIndex { !$0.allSatisfy(\.isWhitespace) } ?? lines.startIndex)
            guard !lines.isEmpty, !SwiftTokens.names(block.joined()).isEmpty,
                ("\n" + yours).contains("\n" + block.joined())
            else {
                return region
            }
            var made = region
            made.kind = .yours
            return made
        }
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
