import ArchgenSpec

/// A spec to generate from: its file name (for messages and the generated header) and its bytes.
public struct SpecInput: Sendable {
    public var fileName: String
    public var bytes: [UInt8]

    public init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
    }
}

/// One file of a module, with its place and owner.
public struct GeneratedFile: Sendable, Equatable {
    public var root: OutputRoot
    /// The path under the root, with '/' separators and no '..'.
    public var path: String
    public var contents: String
    public var ownership: Ownership

    public init(root: OutputRoot, path: String, contents: String, ownership: Ownership) {
        self.root = root
        self.path = path
        self.contents = contents
        self.ownership = ownership
    }
}

/// Which output folder a file goes to.
public enum OutputRoot: String, Sendable, CaseIterable {
    case sources, tests
}

/// Whether archgen owns a file (rewrites it) or wrote it once for the user (never touches it again).
public enum Ownership: String, Sendable {
    case generated, scaffold
}
