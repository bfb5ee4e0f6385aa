/// A parsed Mustache template, ready to render any number of times.
public struct Template: Sendable {
    /// The name used in error messages (a file name, for example).
    public let name: String
    let nodes: [Node]

    /// Parses `source`; throws a `MustacheError` naming `name` and the line of the problem.
    public init(_ source: String, name: String = "template") throws(MustacheError) {
        self.name = name
        self.nodes = try TemplateParser(source: source, name: name).parse()
    }
}
