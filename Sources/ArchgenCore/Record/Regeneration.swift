/// What regeneration does with one generated file, given what is on disk and what archgen wrote last time.
public enum Regeneration {
    public enum Outcome: Equatable, Sendable {
        case create(String)
        case unchanged
        /// Unedited since archgen wrote it (or archgen's own file without a record): replaced by the new output.
        case replace(String)
        /// Edited by someone: their edits and the new output merged cleanly.
        case merged(String)
        /// Edited where the new output also changed: written with conflict markers.
        case conflict(String, count: Int)
        /// Not archgen's: no marker and no record of it.
        case notArchgens
    }

    /// Decides the fate of a generated file. `base` is the recorded text, nil when there is no record of it.
    public static func decide(path: String, new: String, onDisk: String?, base: String?) -> Outcome {
        guard let onDisk else { return .create(new) }
        if onDisk == new { return .unchanged }
        guard let base else {
            return onDisk.hasPrefix(Generator.generatedMarker) ? .replace(new) : .notArchgens
        }
        if onDisk == base { return .replace(new) }
        let result = ThreeWayMerge(yoursLabel: path).merge(base: base, yours: onDisk, theirs: new)
        if result.conflicts > 0 { return .conflict(result.text, count: result.conflicts) }
        return result.text == onDisk ? .unchanged : .merged(result.text)
    }
}
