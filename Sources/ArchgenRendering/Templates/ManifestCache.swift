import Mustache
import Synchronization

/// Manifests parsed once per template set and kept, shared by the copies of the set and the threads that use them:
/// `new` reads a pattern's manifest before it generates, and generating reads it again.
final class ManifestCache: Sendable {
    private let parsed = Mutex<[String: Manifest]>([:])

    /// The manifest at `path`, parsed by `parse` the first time (a manifest that does not parse is not kept: each
    /// read reports the error).
    func manifest(_ path: String, parse: () throws(MustacheError) -> Manifest) throws(MustacheError) -> Manifest {
        if let known = parsed.withLock({ $0[path] }) { return known }
        let manifest = try parse()
        parsed.withLock { $0[path] = manifest }
        return manifest
    }
}
