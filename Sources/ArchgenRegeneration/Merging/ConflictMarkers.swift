import ArchgenRendering
import ArchgenSpec

/// archgen's conflict markers: finding ones a person left in a file, and marking a file against new output when
/// there is no record to merge with.
public enum ConflictMarkers {
    /// Whether the text still holds a conflict: a `<<<<<<< ` line, then `=======`, then a `>>>>>>> ` line.
    public static func unresolved(in text: String) -> Bool {
        guard LineSearch.hasLine(startingWith: "<<<<<<< ", in: text) else { return false }  // the usual case
        var stage = 0
        for line in LineDiff.lines(text) {
            switch stage {
            case 0 where line.hasPrefix("<<<<<<< "): stage = 1
            case 1 where line.hasPrefix("======="): stage = 2
            case 2 where line.hasPrefix(">>>>>>> "): return true
            default: break
            }
        }
        return false
    }

    /// The file and the new output with every difference between them marked as a conflict, so that nothing of
    /// either is lost when archgen cannot tell a person's edit from its own earlier output (no record).
    public static func twoWay(yours: String, theirs: String, yoursLabel: String) -> ThreeWayMerge.Result {
        let yourLines = LineDiff.lines(yours)
        var output: [Substring] = []
        var position = 0
        var conflicts = 0
        for hunk in LineDiff.hunks(from: yourLines, to: LineDiff.lines(theirs)) {
            output += yourLines[position..<hunk.baseRange.lowerBound]
            conflicts += 1
            output.append(Substring("<<<<<<< \(yoursLabel) (no record: edited or archgen's earlier output?)\n"))
            output += ThreeWayMerge.terminated(Array(yourLines[hunk.baseRange]))
            output.append("=======\n")
            output += ThreeWayMerge.terminated(hunk.replacement)
            output.append(">>>>>>> spec\n")
            position = hunk.baseRange.upperBound
        }
        output += yourLines[position...]
        return ThreeWayMerge.Result(text: output.joined(), conflicts: conflicts)
    }
}
