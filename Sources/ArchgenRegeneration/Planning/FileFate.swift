import ArchgenSpec

/// What happens to one output file; the word is what the report prints.
public enum FileFate: Equatable, Sendable {
    case created, updated, merged, unchanged
    /// A scaffold left as it is (nothing of the spec's changed, or the person opted it out).
    case kept
    /// Written with conflict markers; the person resolves them.
    case conflict
    /// Still holds conflict markers from an earlier run: not touched until the person resolves them.
    case unresolved
    /// A scaffold the spec's changes could not be merged into: not written; the person makes the changes listed.
    case pending
    /// A file the spec no longer produces, unedited: removed.
    case deleted
    /// A file the spec no longer produces, edited by someone: kept; the person ports their code and deletes it.
    case orphaned
    case refused(String)

    public var word: String {
        switch self {
        case .created: "created"
        case .updated: "updated"
        case .merged: "merged"
        case .conflict: "conflict"
        case .unresolved: "conflict (unresolved)"
        case .pending: "to change"
        case .unchanged: "unchanged"
        case .kept: "kept (scaffold)"
        case .deleted: "deleted"
        case .orphaned: "kept (no longer generated)"
        case .refused(let reason): "refused (\(reason))"
        }
    }

    /// Whether the file is written.
    public var writes: Bool { [.created, .updated, .merged, .conflict].contains(self) }

    /// Whether the person must act before the module is whole again.
    public var needsAction: Bool {
        switch self {
        case .conflict, .unresolved, .pending, .orphaned, .refused: true
        default: false
        }
    }

    public var isRefused: Bool {
        if case .refused = self { return true }
        return false
    }
}
