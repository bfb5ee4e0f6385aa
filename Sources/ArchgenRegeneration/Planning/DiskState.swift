import ArchgenSpec

/// What the I/O shell found at a file's place before planning: the core decides from this alone.
public enum DiskState: Equatable, Sendable {
    case missing
    case file(String)
    /// Something archgen must not write through or over (a link, a folder, a place outside the output folder).
    case blocked(String)
}
