import Mustache
import Synchronization

/// A pattern's templates, each parsed once and kept for every later module of the run (and every thread): two
/// manifest entries may share a template, and a module parses only the templates its files use.
final class TemplateCache: Sendable {
    private let parsed = Mutex<[String: Template]>([:])

    /// The template at `path`, parsed from `source` the first time (a template that does not parse is not kept: each
    /// rendering that needs it reports the error).
    func template(_ path: String, source: String) throws(MustacheError) -> Template {
        if let known = parsed.withLock({ $0[path] }) { return known }
        let template = try Template(source, name: path)
        parsed.withLock { $0[path] = template }
        return template
    }
}
