/// One piece of a parsed template.
enum Node: Sendable {
    /// Text of the template, a slice of its source's UTF-8 bytes (no string made per piece; rendering copies the bytes).
    case text(ArraySlice<UInt8>)
    /// Where a line of the template starts (one that is not a standalone tag's, nor empty): a template included on an
    /// indented standalone line (`    {{> partial}}`) puts that indentation here, so one parse serves every
    /// indentation.
    case lineStart
    case variable(name: String, escaped: Bool, line: Int)
    case section(name: String, inverted: Bool, nodes: [Node], line: Int)
    /// `indentation`: the white space before a standalone tag, which the partial's lines get (with the including
    /// template's own); nil when the tag does not stand alone.
    case partial(name: String, dynamic: Bool, indentation: String?, line: Int)
    case parent(name: String, dynamic: Bool, indentation: String?, blocks: [Block], line: Int)
    case block(Block)
}

/// A `{{$name}}` block: default content in a parent template, or an override inside a `{{<parent}}` tag.
struct Block: Sendable {
    var name: String
    var nodes: [Node]
    /// The white space before the opening tag: all of its line's when the tag stands alone, else what stood before it
    /// when only white space did (nil when something else did).
    var tagIndentation: String?
    /// The white space that starts the block's content (only when the opening tag stands alone).
    var contentIndentation: String
    /// Whether that indentation also goes before the first line (true when the opening tag stands alone).
    var indentsFirstLine: Bool
    var line: Int

    /// The indentation an override gets where this block is expanded, in a template included at `outer`: the block's
    /// own content indentation when it has one, else the opening tag's.
    func indentation(in outer: String) -> String {
        guard indentsFirstLine else { return tagIndentation.map { outer + $0 } ?? "" }
        let content = startsAtLineStart ? outer + contentIndentation : contentIndentation
        return content.isEmpty ? outer + (tagIndentation ?? "") : content
    }

    /// Whether the content's first line takes the including template's indentation.
    private var startsAtLineStart: Bool {
        if case .lineStart? = nodes.first { return true }
        return false
    }
}
