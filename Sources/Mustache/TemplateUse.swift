/// What a template reads, without its text: the names, sections, partials, parents and blocks, nested as written.
/// For tools that check a template against the data it will be rendered with.
public indirect enum TemplateUse: Sendable, Equatable {
    /// `{{name}}` or `{{{name}}}`.
    case name(String, line: Int)
    /// `{{#name}}...{{/name}}` or `{{^name}}...{{/name}}`.
    case section(String, inverted: Bool, uses: [TemplateUse], line: Int)
    /// `{{>name}}` (a dynamic name, `{{>*name}}`, reads `name`).
    case partial(String, dynamic: Bool, line: Int)
    /// `{{<name}}` with the blocks it overrides.
    case parent(String, dynamic: Bool, overrides: [String: [TemplateUse]], line: Int)
    /// `{{$name}}` with its default content.
    case block(String, defaults: [TemplateUse], line: Int)
}

extension Template {
    /// Everything the template reads, in order.
    public var uses: [TemplateUse] { Self.uses(of: nodes) }

    private static func uses(of nodes: [Node]) -> [TemplateUse] {
        nodes.compactMap { node in
            switch node {
            case .text, .lineStart: nil
            case .variable(let name, _, let line): .name(name, line: line)
            case .section(let name, let inverted, let nodes, let line):
                .section(name, inverted: inverted, uses: uses(of: nodes), line: line)
            case .partial(let name, let dynamic, _, let line): .partial(name, dynamic: dynamic, line: line)
            case .parent(let name, let dynamic, _, let blocks, let line):
                .parent(
                    name, dynamic: dynamic,
                    overrides: Dictionary(blocks.map { ($0.name, uses(of: $0.nodes)) }) { _, last in last }, line: line)
            case .block(let block): .block(block.name, defaults: uses(of: block.nodes), line: block.line)
            }
        }
    }
}
