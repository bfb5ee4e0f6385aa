import Synchronization

/// Partials parsed when a rendering first includes them, then kept for every later rendering by any thread: a module
/// parses only the partials its files reach, and a run of many modules parses each once.
final class PartialCache: Sendable {
    private let parsed = Mutex<[String: [Node]]>([:])

    /// The nodes of the partial `name`, parsed from `source` the first time (a partial that does not parse is not
    /// kept: each rendering that includes it reports the error).
    func nodes(_ name: String, source: String) throws(MustacheError) -> [Node] {
        if let known = parsed.withLock({ $0[name] }) { return known }
        let nodes = try Template(source, name: name).nodes
        parsed.withLock { $0[name] = nodes }
        return nodes
    }
}
