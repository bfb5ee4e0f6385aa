/// Turns template text into nodes: scans tags (honouring set-delimiter tags) a line at a time, removes standalone
/// lines as the Mustache specification requires, then nests sections, parents and blocks.
///
/// Works on UTF-8 bytes: delimiters, sigils, white space and line endings are all ASCII, and a valid UTF-8 delimiter
/// can only match where a character starts. Tokens are byte ranges and indexes into a table of tags, and a text node
/// is a slice of the source, so parsing allocates little beyond the nodes.
struct TemplateParser {
    private enum TagKind: Equatable {
        case variable, unescaped, sectionOpen, invertedOpen, close, comment, partial, delimiters, parentOpen, blockOpen

        /// Sections, comments, partials, delimiters and inheritance tags can stand alone on a line.
        var canStandAlone: Bool { self != .variable && self != .unescaped }
        var isInheritance: Bool { self == .parentOpen || self == .blockOpen }
    }

    private struct Tag {
        var kind: TagKind
        var name: Range<Int>
        var dynamic: Bool
        var line: Int
        /// For `close`: the kind of the tag it closes (known while scanning), to judge standalone lines.
        var closes: TagKind?
        /// For a standalone tag: the white space before it on its line.
        var indentation: Range<Int>?
        /// For a block on a line that is not standalone: the white space before it, when only white space stood there.
        var leadingWhitespace: Range<Int>?
    }

    private enum Token {
        /// Text or a line ending.
        case text(Range<Int>)
        /// A tag, by its index in the tag table.
        case tag(Int)
        /// The start of a line that stays (see `Node.lineStart`).
        case lineStart
    }

    let source: String
    let name: String

    func parse() throws(MustacheError) -> [Node] {
        let utf8 = Array(source.utf8)
        return try utf8.withUnsafeBufferPointer { bytes throws(MustacheError) in
            var scanner = Scanner(bytes: bytes, name: name)
            try scanner.scan()
            var builder = Builder(
                source: utf8, bytes: bytes, tokens: scanner.tokens, tags: scanner.tags, name: name)
            return try builder.nodes(closing: nil)
        }
    }

    // MARK: - Scanning and standalone lines

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let name: String
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        var line = 1
        var index = 0
        var openKinds: [TagKind] = []
        var tags: [Tag] = []
        /// The tokens of the lines scanned, the standalone rules applied.
        var tokens: [Token] = []
        /// The tokens of the line being scanned, moved to `tokens` when it ends.
        var lineTokens: [Token] = []

        init(bytes: UnsafeBufferPointer<UInt8>, name: String) {
            self.bytes = bytes
            self.name = name
            tokens.reserveCapacity(bytes.count / 16)
            lineTokens.reserveCapacity(16)
        }

        mutating func scan() throws(MustacheError) {
            var textStart = 0
            var lineByte = 0
            var first = open[0]
            while index < bytes.count {
                // Text between tags and line breaks is skipped in blocks (most of a template's bytes are text).
                index = bytes.firstLineBreakOr(first, from: index)
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte == .newline || byte == .carriageReturn {
                    let ending = byte == .newline ? 1 : index + 1 < bytes.count && bytes[index + 1] == .newline ? 2 : 0
                    guard ending > 0 else {
                        index += 1
                        continue
                    }
                    if textStart < index { lineTokens.append(.text(textStart..<index)) }
                    endLine(at: lineByte, ending: index..<index + ending)
                    line += 1
                    index += ending
                    textStart = index
                    lineByte = index
                } else if byte == first && matches(open, at: index) {
                    if textStart < index { lineTokens.append(.text(textStart..<index)) }
                    lineTokens.append(.tag(tags.count))
                    tags.append(try scanTag())
                    first = open[0]
                    textStart = index
                } else {
                    index += 1
                }
            }
            if textStart < index { lineTokens.append(.text(textStart..<index)) }
            endLine(at: lineByte, ending: nil)
        }

        private func matches(_ delimiter: [UInt8], at position: Int) -> Bool {
            guard position + delimiter.count <= bytes.count else { return false }
            for offset in 0..<delimiter.count where bytes[position + offset] != delimiter[offset] { return false }
            return true
        }

        private func fail(_ line: Int, _ message: String) -> MustacheError {
            MustacheError(template: name, line: line, message: message)
        }

        /// Reads the tag at `index` and moves past it.
        private mutating func scanTag() throws(MustacheError) -> Tag {
            let tagLine = line
            index += open.count
            while index < bytes.count && bytes[index].isMustacheWhitespace { index += 1 }
            let sigil = index < bytes.count ? bytes[index] : UInt8(ascii: " ")
            let kind = Self.kind(of: sigil)
            if kind != .variable { index += 1 }
            let terminator =
                sigil == UInt8(ascii: "{")
                ? Array("}".utf8) + close : kind == .delimiters ? Array("=".utf8) + close : close
            let start = index
            let terminatorStart = terminator[0]
            while !matches(terminator, at: index) {
                guard index < bytes.count else {
                    throw fail(tagLine, "unclosed tag; expected '\(String(decoding: terminator, as: UTF8.self))'")
                }
                if bytes[index] == .newline { line += 1 }
                index = bytes.firstLineBreakOr(terminatorStart, from: index + 1)
            }
            let content = start..<index
            index += terminator.count
            var tag = Tag(kind: kind, name: content, dynamic: false, line: tagLine)
            switch kind {
            case .comment: return tag
            case .delimiters:
                let parts = bytes[content].split(whereSeparator: \.isMustacheWhitespace)
                guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
                    throw fail(tagLine, "set-delimiter tag needs two delimiters separated by a space")
                }
                (open, close) = (Array(parts[0]), Array(parts[1]))
                return tag
            case .sectionOpen, .invertedOpen, .parentOpen, .blockOpen: openKinds.append(kind)
            case .close: tag.closes = openKinds.popLast()
            default: break
            }
            tag.name = trimmed(content)
            if kind == .partial || kind == .parentOpen, !tag.name.isEmpty,
                bytes[tag.name.lowerBound] == UInt8(ascii: "*")
            {
                tag.dynamic = true
                tag.name = trimmed(tag.name.dropFirst())
            }
            guard !tag.name.isEmpty else { throw fail(tagLine, "tag has no name") }
            return tag
        }

        private static func kind(of sigil: UInt8) -> TagKind {
            switch sigil {
            case UInt8(ascii: "{"), UInt8(ascii: "&"): .unescaped
            case UInt8(ascii: "="): .delimiters
            case UInt8(ascii: "!"): .comment
            case UInt8(ascii: "#"): .sectionOpen
            case UInt8(ascii: "^"): .invertedOpen
            case UInt8(ascii: "/"): .close
            case UInt8(ascii: ">"): .partial
            case UInt8(ascii: "<"): .parentOpen
            case UInt8(ascii: "$"): .blockOpen
            default: .variable
            }
        }

        /// `range` without the white space and line breaks around it.
        private func trimmed(_ range: Range<Int>) -> Range<Int> {
            var (start, end) = (range.lowerBound, range.upperBound)
            while start < end && bytes[start].isTagSpace { start += 1 }
            while end > start && bytes[end - 1].isTagSpace { end -= 1 }
            return start..<end
        }

        private func isWhitespace(_ range: Range<Int>) -> Bool {
            for index in range where !bytes[index].isMustacheWhitespace { return false }
            return true
        }

        /// Ends the line whose text started at byte `start`: a line holding only white space and tags that can stand
        /// alone (sections, comments, partials, delimiters, inheritance tags) loses that white space and its line
        /// ending, its tags noting the white space before them; every other line that is not empty starts with a
        /// `lineStart`, and a block on it notes the white space before it (if only white space stood there).
        private mutating func endLine(at start: Int, ending: Range<Int>?) {
            defer { lineTokens.removeAll(keepingCapacity: true) }
            // A line of text alone, most of a template's lines, is never standalone and holds no block.
            if lineTokens.count == 1, case .text(let text) = lineTokens[0] {
                tokens.append(.lineStart)
                tokens.append(.text(text))
                if let ending { tokens.append(.text(ending)) }
                return
            }
            if standalone() {
                var indentation = start..<start
                var keptTag = false
                for token in lineTokens {
                    switch token {
                    case .text(let text): if !keptTag { indentation = text }
                    case .tag(let tag):
                        tags[tag].indentation = indentation
                        tokens.append(.tag(tag))
                        keptTag = true
                    case .lineStart: break
                    }
                }
                return
            }
            if !lineTokens.isEmpty { tokens.append(.lineStart) }
            var leading: Range<Int>? = start..<start
            for token in lineTokens {
                switch token {
                case .text(let text): leading = leading != nil && isWhitespace(text) ? text : nil
                case .tag(let tag):
                    if tags[tag].kind == .blockOpen { tags[tag].leadingWhitespace = leading }
                    leading = nil
                case .lineStart: break
                }
                tokens.append(token)
            }
            if let ending { tokens.append(.text(ending)) }
        }

        /// Whether the line scanned is standalone: only inheritance tags may share one, and only when a parent tag is
        /// among them.
        private func standalone() -> Bool {
            var tagCount = 0
            var involvesParent = false
            var allInheritance = true
            for token in lineTokens {
                switch token {
                case .text(let text):
                    guard isWhitespace(text) else { return false }
                case .tag(let index):
                    let tag = tags[index]
                    guard tag.kind.canStandAlone else { return false }
                    tagCount += 1
                    involvesParent = involvesParent || tag.kind == .parentOpen || tag.closes == .parentOpen
                    allInheritance = allInheritance && (tag.kind.isInheritance || tag.closes?.isInheritance == true)
                case .lineStart: break
                }
            }
            return tagCount == 1 || (tagCount > 1 && involvesParent && allInheritance)
        }
    }

    // MARK: - Nesting

    private struct Builder {
        /// The template's bytes, which text nodes are slices of (`bytes` points into them).
        let source: [UInt8]
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: [Token]
        let tags: [Tag]
        let name: String
        var index = 0

        init(source: [UInt8], bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], tags: [Tag], name: String) {
            (self.source, self.bytes, self.tokens, self.tags, self.name) = (source, bytes, tokens, tags, name)
        }

        private func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// The nodes up to the tag that closes `closing` (to the end for nil), which must come.
        mutating func nodes(closing: Tag?) throws(MustacheError) -> [Node] {
            var nodes: [Node] = []
            // Text runs into one node: a slice while its pieces follow each other in the source, else joined.
            var run: Range<Int>?
            var joined: [UInt8] = []
            func flush() {
                guard let text = run else { return }
                nodes.append(.text(joined.isEmpty ? source[text] : ArraySlice(joined + source[text])))
                (run, joined) = (nil, [])
            }
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                let tag: Tag
                switch token {
                case .text(let text):
                    if let previous = run, previous.upperBound == text.lowerBound {
                        run = previous.lowerBound..<text.upperBound
                    } else {
                        if let previous = run { joined += source[previous] }
                        run = text
                    }
                    continue
                case .lineStart:
                    flush()
                    nodes.append(.lineStart)
                    continue
                case .tag(let number): tag = tags[number]
                }
                if tag.kind == .comment || tag.kind == .delimiters { continue }
                flush()
                let name = string(tag.name)
                if tag.kind == .close {
                    guard let closing else { throw fail(tag.line, "closing tag '\(name)' has no opening tag") }
                    let opened = string(closing.name)
                    guard opened == name else {
                        throw fail(
                            tag.line, "closing tag '\(name)' does not match '\(opened)' opened on line \(closing.line)")
                    }
                    return nodes
                }
                if let node = try node(for: tag, name: name) { nodes.append(node) }
            }
            if let closing { throw fail(closing.line, "section '\(string(closing.name))' is never closed") }
            flush()
            return nodes
        }

        /// The node a tag that is not a closing one makes, with its children up to its closing tag for a section, a
        /// block or a parent; nil for a comment or a change of delimiters.
        private mutating func node(for tag: Tag, name: String) throws(MustacheError) -> Node? {
            switch tag.kind {
            case .variable, .unescaped:
                return .variable(name: name, escaped: tag.kind == .variable, line: tag.line)
            case .partial:
                return .partial(
                    name: name, dynamic: tag.dynamic, indentation: tag.indentation.map(string), line: tag.line)
            case .sectionOpen, .invertedOpen:
                let children = try nodes(closing: tag)
                return .section(name: name, inverted: tag.kind == .invertedOpen, nodes: children, line: tag.line)
            case .blockOpen:
                return .block(block(tag, name: name, try nodes(closing: tag)))
            case .parentOpen:
                let blocks = try nodes(closing: tag).compactMap { node -> Block? in
                    if case .block(let block) = node { return block }
                    return nil
                }
                return .parent(
                    name: name, dynamic: tag.dynamic, indentation: tag.indentation.map(string), blocks: blocks,
                    line: tag.line)
            case .close, .comment, .delimiters:
                return nil
            }
        }

        private func fail(_ line: Int, _ message: String) -> MustacheError {
            MustacheError(template: name, line: line, message: message)
        }

        private func block(_ tag: Tag, name: String, _ children: [Node]) -> Block {
            guard let indentation = tag.indentation else {
                return Block(
                    name: name, nodes: children, tagIndentation: tag.leadingWhitespace.map(string),
                    contentIndentation: "", indentsFirstLine: false, line: tag.line)
            }
            var content = ""
            if case .text(let text)? = children.drop(while: { if case .lineStart = $0 { true } else { false } }).first {
                content = String(
                    decoding: text.prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), as: UTF8.self
                )
            }
            return Block(
                name: name, nodes: children, tagIndentation: string(indentation), contentIndentation: content,
                indentsFirstLine: true, line: tag.line)
        }
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    var isMustacheWhitespace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    /// White space and line breaks, which a tag's name is trimmed of.
    var isTagSpace: Bool { isMustacheWhitespace || (self >= 0x0A && self <= 0x0D) }
}

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first line feed, carriage return or `stop` at or after `start`; `count` when there is none.
    /// Looks at 16 bytes at a time while none of them is one.
    func firstLineBreakOr(_ stop: UInt8, from start: Int) -> Int {
        var index = start
        if let base = baseAddress {
            let raw = UnsafeRawPointer(base)
            let newlines = SIMD16<UInt8>(repeating: .newline)
            let returns = SIMD16<UInt8>(repeating: .carriageReturn)
            let stops = SIMD16<UInt8>(repeating: stop)
            while index + 16 <= count {
                let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                if any(block .== newlines .| block .== returns .| block .== stops) { break }
                index += 16
            }
        }
        while index < count {
            let byte = self[index]
            if byte == .newline || byte == .carriageReturn || byte == stop { return index }
            index += 1
        }
        return index
    }
}
