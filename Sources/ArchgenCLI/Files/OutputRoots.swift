import ArchgenRendering

/// A value for each of a module's output roots (its sources and tests folders), either of which may be missing.
///
/// A struct rather than a dictionary keyed by `OutputRoot`: such a dictionary's type is made when a run first uses it,
/// and making it looks up the key's `Hashable` conformance, which scans every conformance in the binary (about 200
/// thousand instructions, a few percent of a run that has nothing to change).
struct OutputRoots<Value> {
    var sources: Value?
    var tests: Value?

    init(sources: Value? = nil, tests: Value? = nil) {
        self.sources = sources
        self.tests = tests
    }

    subscript(root: OutputRoot) -> Value? {
        get {
            switch root {
            case .sources: sources
            case .tests: tests
            }
        }
        set {
            switch root {
            case .sources: sources = newValue
            case .tests: tests = newValue
            }
        }
    }

    /// Whether no root has a value.
    var isEmpty: Bool { sources == nil && tests == nil }

    /// The roots that have a value, sources first.
    var all: [(root: OutputRoot, value: Value)] {
        var all: [(root: OutputRoot, value: Value)] = []
        if let sources { all.append((.sources, sources)) }
        if let tests { all.append((.tests, tests)) }
        return all
    }

    /// Each root's value transformed.
    func map<Transformed>(_ transform: (Value) -> Transformed) -> OutputRoots<Transformed> {
        OutputRoots<Transformed>(sources: sources.map(transform), tests: tests.map(transform))
    }
}

extension OutputRoots: Sendable where Value: Sendable {}
