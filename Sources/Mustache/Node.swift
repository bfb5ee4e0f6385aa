/// One piece of a parsed template.
indirect enum Node: Sendable {
    case text(String)
    case variable(name: String, escaped: Bool, line: Int)
    case section(name: String, inverted: Bool, nodes: [Node], line: Int)
    case partial(name: String, dynamic: Bool, indentation: String, line: Int)
    case parent(name: String, dynamic: Bool, indentation: String, blocks: [Block], line: Int)
    case block(Block)
}

/// A `{{$name}}` block: default content in a parent template, or an override inside a `{{<parent}}` tag.
struct Block: Sendable {
    var name: String
    var nodes: [Node]
    /// The indentation an override gets where this block is expanded.
    var indentation: String
    /// Whether that indentation also goes before the first line (true when the opening tag stands alone).
    var indentsFirstLine: Bool
    var line: Int
}
