/// Renders parsed templates against a `MustacheValue`, loading partials by name.
///
/// `strict` is for archgen's own templates: a name that resolves nowhere, or a partial that does not exist, is
/// an error naming the template and line (the specification itself renders both as empty text).
public struct TemplateRenderer: Sendable {
    public var escaping: Escaping
    public var strict: Bool
    /// Partial sources by name; `{{> name}}` and `{{< name}}` read from here.
    public let partials: [String: String]
    /// Partials parsed when first included, kept for every rendering with this renderer (and its copies).
    let parsedPartials = PartialCache()

    public init(escaping: Escaping = .html, strict: Bool = false, partials: [String: String] = [:]) {
        self.escaping = escaping
        self.strict = strict
        self.partials = partials
    }

    /// Renders `template` with `context` as the bottom of the context stack.
    public func render(_ template: Template, with context: MustacheValue) throws(MustacheError) -> String {
        var session = Session(renderer: self)
        // (Rendered as UTF-8 bytes, made into a string once: appending to a `String` costs hundreds of instructions a
        // piece.)
        var out: [UInt8] = []
        var stack = [context]
        try session.render(template.nodes, in: template.name, at: "", stack: &stack, overrides: [:], into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Parses and renders `source` in one step.
    public func render(_ source: String, named name: String = "template", with context: MustacheValue)
        throws(MustacheError) -> String
    {
        try render(Template(source, name: name), with: context)
    }
}

// MARK: - One rendering

/// A block's content given in a `{{<parent}}` tag, with the indentation of the template that gave it.
private struct Override {
    var nodes: [Node]
    var indentation: String
}

private struct Session {
    let renderer: TemplateRenderer
    var depth = 0

    init(renderer: TemplateRenderer) {
        self.renderer = renderer
    }

    /// Renders `nodes` of `template`, which is included at `indentation` (each line that stays starts with it).
    mutating func render(
        _ nodes: [Node], in template: String, at indentation: String, stack: inout [MustacheValue],
        overrides: [String: Override], into out: inout [UInt8]
    ) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let text):
                out.append(contentsOf: text)
            case .lineStart:
                out.appendUTF8(of: indentation)
            case .variable(let name, let escaped, let line):
                let value = try lookup(name, in: stack, template: template, line: line)
                out.appendUTF8(of: escaped ? renderer.escaping.apply(value.interpolated) : value.interpolated)
            case .section(let name, let inverted, let children, let line):
                let value = try lookup(name, in: stack, template: template, line: line)
                try section(
                    children, of: value, inverted: inverted, in: template, at: indentation, stack: &stack,
                    overrides: overrides, into: &out)
            case .partial(let name, let dynamic, let inner, let line):
                guard let partialName = try resolveName(name, dynamic, stack, template, line),
                    let partial = try load(partialName, template: template, line: line)
                else { continue }
                try nest(template, line) { (session: inout Session) throws(MustacheError) in
                    try session.render(
                        partial, in: partialName, at: inner.map { indentation + $0 } ?? "", stack: &stack,
                        overrides: [:], into: &out)
                }
            case .parent(let name, let dynamic, let inner, let blocks, let line):
                guard let parentName = try resolveName(name, dynamic, stack, template, line),
                    let parent = try load(parentName, template: template, line: line)
                else { continue }
                var merged = overrides
                for block in blocks where merged[block.name] == nil {
                    merged[block.name] = Override(nodes: block.nodes, indentation: indentation)
                }
                try nest(template, line) { (session: inout Session) throws(MustacheError) in
                    try session.render(
                        parent, in: parentName, at: inner.map { indentation + $0 } ?? "", stack: &stack,
                        overrides: merged, into: &out)
                }
            case .block(let block):
                guard let override = overrides[block.name] else {
                    try render(
                        block.nodes, in: template, at: indentation, stack: &stack, overrides: overrides, into: &out)
                    continue
                }
                var text: [UInt8] = []
                try render(
                    override.nodes, in: template, at: override.indentation, stack: &stack, overrides: overrides,
                    into: &text)
                reindent(text, to: block.indentation(in: indentation), firstLine: block.indentsFirstLine, into: &out)
            }
        }
    }

    /// A section's `children` for `value`: once when an inverted section's value is falsey; else once per element of
    /// a list, or once with the value on the stack when it is not falsey.
    private mutating func section(
        _ children: [Node], of value: MustacheValue, inverted: Bool, in template: String, at indentation: String,
        stack: inout [MustacheValue], overrides: [String: Override], into out: inout [UInt8]
    ) throws(MustacheError) {
        if inverted {
            if value.isFalsey {
                try render(children, in: template, at: indentation, stack: &stack, overrides: overrides, into: &out)
            }
        } else if case .list(let elements) = value {
            for element in elements {
                stack.append(element)
                try render(children, in: template, at: indentation, stack: &stack, overrides: overrides, into: &out)
                stack.removeLast()
            }
        } else if !value.isFalsey {
            stack.append(value)
            try render(children, in: template, at: indentation, stack: &stack, overrides: overrides, into: &out)
            stack.removeLast()
        }
    }

    /// Guards against partials that recurse without end (the data decides when recursion stops).
    mutating func nest(_ template: String, _ line: Int, _ body: (inout Session) throws(MustacheError) -> Void)
        throws(MustacheError)
    {
        depth += 1
        defer { depth -= 1 }
        if depth > 200 {
            throw MustacheError(template: template, line: line, message: "partials nest more than 200 levels deep")
        }
        try body(&self)
    }

    func resolveName(_ name: String, _ dynamic: Bool, _ stack: [MustacheValue], _ template: String, _ line: Int)
        throws(MustacheError) -> String?
    {
        guard dynamic else { return name }
        let value = try lookup(name, in: stack, template: template, line: line)
        if case .string(let resolved) = value { return resolved }
        return nil
    }

    mutating func load(_ name: String, template: String, line: Int) throws(MustacheError) -> [Node]? {
        guard let source = renderer.partials[name] else {
            if renderer.strict {
                throw MustacheError(template: template, line: line, message: "partial '\(name)' does not exist")
            }
            return nil
        }
        return try renderer.parsedPartials.nodes(name, source: source)
    }

    /// Resolves a (possibly dotted) name: the first part up the context stack, the rest inside what it found.
    func lookup(_ name: String, in stack: [MustacheValue], template: String, line: Int) throws(MustacheError)
        -> MustacheValue
    {
        if name == "." { return stack.last ?? .null }
        // Most names have no dots and are found: look them up without splitting (this runs for every tag of every
        // render).
        var name = name
        let dotted = name.withUTF8 { $0.contains(UInt8(ascii: ".")) }
        if !dotted {
            for frame in stack.reversed() {
                if case .object(let members) = frame, let value = members[name] { return value }
            }
        }
        let parts = dotted ? name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [name]
        var found: MustacheValue?
        for frame in stack.reversed() {
            if case .object(let members) = frame, let value = members[parts[0]] {
                found = value
                break
            }
        }
        // The names in reach at the part that failed: every frame's at the first part, the object's after a dot.
        var inReach: [String] = []
        if found == nil {
            for frame in stack { if case .object(let members) = frame { inReach += members.keys } }
        }
        for part in parts.dropFirst() {
            guard case .object(let members)? = found else {
                found = nil
                break
            }
            found = members[part]
            if found == nil { inReach = Array(members.keys) }
        }
        if let found { return found }
        if renderer.strict {
            var error = MustacheError(
                template: template, line: line, message: "no value named '\(name)' in the context")
            error.unknownName = parts.count == 1 ? name : parts.last
            error.namesInReach = Array(Set(inReach)).sorted()
            throw error
        }
        return .null
    }
}

/// Moves block content (`bytes`) from the indentation it was written at (its first line's) to `indentation`, appending
/// it to `out`.
func reindent(_ bytes: [UInt8], to indentation: String, firstLine: Bool, into out: inout [UInt8]) {
    var indent = 0
    while indent < bytes.count, bytes[indent] == UInt8(ascii: " ") || bytes[indent] == UInt8(ascii: "\t") {
        indent += 1
    }
    let prefix = bytes[0..<indent]
    out.reserveCapacity(out.count + bytes.count + indentation.utf8.count * 4)
    var start = 0
    var isFirst = true
    while start <= bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if !isFirst { out.append(UInt8(ascii: "\n")) }
        var content = start
        if end - start >= indent, bytes[start..<start + indent].elementsEqual(prefix) { content += indent }
        if content < end && (!isFirst || firstLine) { out.appendUTF8(of: indentation) }
        out.append(contentsOf: bytes[content..<end])
        isFirst = false
        start = end + 1
    }
}

extension [UInt8] {
    /// Appends `text`'s UTF-8 bytes in one copy (`append(contentsOf: text.utf8)` goes a byte at a time).
    fileprivate mutating func appendUTF8(of text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
