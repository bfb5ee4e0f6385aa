/// Turns template text into nodes: scans tags (honouring set-delimiter tags), removes standalone lines as the
/// Mustache specification requires, then nests sections, parents and blocks.
struct TemplateParser {
    private enum TagKind: Equatable {
        case variable, unescaped, sectionOpen, invertedOpen, close, comment, partial, delimiters, parentOpen, blockOpen

        /// Sections, comments, partials, delimiters and inheritance tags can stand alone on a line.
        var canStandAlone: Bool { self != .variable && self != .unescaped }
        var isInheritance: Bool { self == .parentOpen || self == .blockOpen }
    }

    private struct Tag {
        var kind: TagKind
        var name: String
        var dynamic: Bool
        var line: Int
        /// For `close`: the kind of the tag it closes (known while scanning), to judge standalone lines.
        var closes: TagKind?
        /// For a standalone tag: the white space before it on its line.
        var indentation: String?
        /// For blocks: the whitespace that stood before the tag on its line, when only whitespace did.
        var leadingWhitespace: String?
    }

    private enum Token {
        case text(String)
        case newline(String)
        case tag(Tag)
        /// The start of a line that stays (see `Node.lineStart`).
        case lineStart
    }

    let source: String
    let name: String

    func parse() throws(MustacheError) -> [Node] {
        let tokens = try applyStandaloneRules(try scan())
        var index = 0
        let nodes = try buildNodes(tokens, &index, closing: nil)
        return nodes
    }

    private func fail(_ line: Int, _ message: String) -> MustacheError {
        MustacheError(template: name, line: line, message: message)
    }

    // MARK: - Scanning

    /// Works on UTF-8 bytes: delimiters, sigils, white space and line endings are all ASCII, and a valid UTF-8
    /// delimiter can only match where a character starts.
    private func scan() throws(MustacheError) -> [Token] {
        let bytes = Array(source.utf8)
        var open: [UInt8] = Array("{{".utf8)
        var close: [UInt8] = Array("}}".utf8)
        var tokens: [Token] = []
        var textStart = 0
        var line = 1
        var index = 0
        var openStack: [TagKind] = []

        func matches(_ delimiter: [UInt8], at position: Int) -> Bool {
            guard position + delimiter.count <= bytes.count else { return false }
            for offset in 0..<delimiter.count where bytes[position + offset] != delimiter[offset] { return false }
            return true
        }
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        /// The length of the line ending at `position` (`\n` or `\r\n`), or 0.
        func lineEnding(at position: Int) -> Int {
            if bytes[position] == .newline { return 1 }
            if bytes[position] == .carriageReturn, position + 1 < bytes.count, bytes[position + 1] == .newline {
                return 2
            }
            return 0
        }
        func flushText(upTo end: Int) {
            if textStart < end { tokens.append(.text(string(textStart..<end))) }
        }

        while index < bytes.count {
            let ending = lineEnding(at: index)
            if ending > 0 {
                flushText(upTo: index)
                tokens.append(.newline(string(index..<index + ending)))
                line += 1
                index += ending
                textStart = index
                continue
            }
            guard bytes[index] == open[0], matches(open, at: index) else {
                index += 1
                continue
            }
            flushText(upTo: index)
            let tagLine = line
            var position = index + open.count
            func find(_ terminator: [UInt8]) throws(MustacheError) -> String {
                let start = position
                while !matches(terminator, at: position) {
                    guard position < bytes.count else {
                        throw fail(tagLine, "unclosed tag; expected '\(String(decoding: terminator, as: UTF8.self))'")
                    }
                    if bytes[position] == .newline { line += 1 }
                    position += 1
                }
                defer { position += terminator.count }
                return string(start..<position)
            }
            while position < bytes.count && bytes[position].isMustacheWhitespace { position += 1 }
            let sigil = position < bytes.count ? bytes[position] : UInt8(ascii: " ")
            var kind = TagKind.variable
            var content: String
            switch sigil {
            case UInt8(ascii: "{"):
                position += 1
                content = try find(Array("}".utf8) + close)
                kind = .unescaped
            case UInt8(ascii: "="):
                position += 1
                content = try find(Array("=".utf8) + close)
                let parts = content.split(whereSeparator: { $0.isMustacheWhitespace })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw fail(tagLine, "set-delimiter tag needs two delimiters separated by a space")
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
                kind = .delimiters
            case UInt8(ascii: "!"):
                position += 1
                content = try find(close)
                kind = .comment
            default:
                if let sigilKind = Self.sigils[sigil] {
                    kind = sigilKind
                    position += 1
                }
                content = try find(close)
            }
            var name = content.trimmingMustacheWhitespace()
            var dynamic = false
            if (kind == .partial || kind == .parentOpen) && name.hasPrefix("*") {
                dynamic = true
                name = String(name.dropFirst()).trimmingMustacheWhitespace()
            }
            if ![.comment, .delimiters].contains(kind) && name.isEmpty {
                throw fail(tagLine, "tag has no name")
            }
            var tag = Tag(kind: kind, name: name, dynamic: dynamic, line: tagLine)
            switch kind {
            case .sectionOpen, .invertedOpen, .parentOpen, .blockOpen: openStack.append(kind)
            case .close: tag.closes = openStack.popLast()
            default: break
            }
            tokens.append(.tag(tag))
            index = position
            textStart = index
        }
        flushText(upTo: bytes.count)
        return tokens
    }

    private static let sigils: [UInt8: TagKind] = [
        UInt8(ascii: "#"): .sectionOpen, UInt8(ascii: "^"): .invertedOpen, UInt8(ascii: "/"): .close,
        UInt8(ascii: ">"): .partial, UInt8(ascii: "&"): .unescaped, UInt8(ascii: "<"): .parentOpen,
        UInt8(ascii: "$"): .blockOpen,
    ]

    // MARK: - Standalone lines

    /// A line holding only white space and tags that can stand alone (sections, comments, partials, delimiters,
    /// inheritance tags) loses that white space and its line ending; a standalone partial keeps its indentation.
    /// Every other line that is not empty starts with a `lineStart`.
    private func applyStandaloneRules(_ tokens: [Token]) throws(MustacheError) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var lineStart = 0
        for index in 0...tokens.count {
            if index < tokens.count, case .newline = tokens[index] {
                processLine(tokens[lineStart...index], into: &result)
                lineStart = index + 1
            } else if index == tokens.count, lineStart < index {
                processLine(tokens[lineStart..<index], into: &result)
            }
        }
        return result
    }

    private func processLine(_ line: ArraySlice<Token>, into result: inout [Token]) {
        if case .newline? = line.first {
            return result.append(contentsOf: line)
        }
        var tagCount = 0
        var indentation = ""
        var involvesParent = false
        var allInheritance = true
        for token in line {
            switch token {
            case .text(let text):
                guard text.utf8.allSatisfy(\.isMustacheWhitespace) else { return annotateBlocks(line, into: &result) }
                if tagCount == 0 { indentation += text }
            case .newline, .lineStart: break
            case .tag(let tag):
                guard tag.kind.canStandAlone else { return annotateBlocks(line, into: &result) }
                tagCount += 1
                involvesParent = involvesParent || tag.kind == .parentOpen || tag.closes == .parentOpen
                allInheritance = allInheritance && (tag.kind.isInheritance || tag.closes?.isInheritance == true)
            }
        }
        guard tagCount > 0 else {
            result.append(.lineStart)
            return result.append(contentsOf: line)
        }
        // Only inheritance tags may share a standalone line, and only when a parent tag is among them.
        if tagCount > 1 && !(involvesParent && allInheritance) { return annotateBlocks(line, into: &result) }
        for token in line {
            guard case .tag(var tag) = token else { continue }
            tag.indentation = indentation
            result.append(.tag(tag))
        }
    }

    /// On a line that is not standalone, a block remembers the white space before it (if only white space).
    private func annotateBlocks(_ line: ArraySlice<Token>, into result: inout [Token]) {
        result.append(.lineStart)
        var leading: String? = ""
        for token in line {
            switch token {
            case .text(let text):
                if text.utf8.allSatisfy(\.isMustacheWhitespace) { leading? += text } else { leading = nil }
                result.append(token)
            case .newline, .lineStart:
                result.append(token)
            case .tag(var tag):
                if tag.kind == .blockOpen { tag.leadingWhitespace = leading }
                leading = nil
                result.append(.tag(tag))
            }
        }
    }

    // MARK: - Nesting

    private func buildNodes(_ tokens: [Token], _ index: inout Int, closing: Tag?) throws(MustacheError) -> [Node] {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .lineStart:
                nodes.append(.lineStart)
            case .text(let text), .newline(let text):
                if case .text(let previous) = nodes.last {
                    nodes[nodes.count - 1] = .text(previous + text)
                } else {
                    nodes.append(.text(text))
                }
            case .tag(let tag):
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .variable, .unescaped:
                    nodes.append(.variable(name: tag.name, escaped: tag.kind == .variable, line: tag.line))
                case .partial:
                    nodes.append(
                        .partial(name: tag.name, dynamic: tag.dynamic, indentation: tag.indentation, line: tag.line))
                case .sectionOpen, .invertedOpen:
                    let children = try buildNodes(tokens, &index, closing: tag)
                    nodes.append(
                        .section(name: tag.name, inverted: tag.kind == .invertedOpen, nodes: children, line: tag.line))
                case .blockOpen:
                    let children = try buildNodes(tokens, &index, closing: tag)
                    nodes.append(.block(makeBlock(tag, children)))
                case .parentOpen:
                    let children = try buildNodes(tokens, &index, closing: tag)
                    let blocks = children.compactMap { node -> Block? in
                        if case .block(let block) = node { return block }
                        return nil
                    }
                    nodes.append(
                        .parent(
                            name: tag.name, dynamic: tag.dynamic, indentation: tag.indentation, blocks: blocks,
                            line: tag.line))
                case .close:
                    guard let closing else { throw fail(tag.line, "closing tag '\(tag.name)' has no opening tag") }
                    guard closing.name == tag.name else {
                        throw fail(
                            tag.line,
                            "closing tag '\(tag.name)' does not match '\(closing.name)' opened on line \(closing.line)")
                    }
                    return nodes
                }
            }
        }
        if let closing { throw fail(closing.line, "section '\(closing.name)' is never closed") }
        return nodes
    }

    private func makeBlock(_ tag: Tag, _ children: [Node]) -> Block {
        guard let indentation = tag.indentation else {
            return Block(
                name: tag.name, nodes: children, tagIndentation: tag.leadingWhitespace, contentIndentation: "",
                indentsFirstLine: false, line: tag.line)
        }
        var content = ""
        if case .text(let text)? = children.drop(while: { if case .lineStart = $0 { true } else { false } }).first {
            content = String(text.prefix(while: { $0 == " " || $0 == "\t" }))
        }
        return Block(
            name: tag.name, nodes: children, tagIndentation: indentation, contentIndentation: content,
            indentsFirstLine: true, line: tag.line)
    }
}

extension Character {
    var isMustacheWhitespace: Bool { self == " " || self == "\t" }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    var isMustacheWhitespace: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

extension String {
    func trimmingMustacheWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isMustacheWhitespace || first.isNewline { slice.removeFirst() }
        while let last = slice.last, last.isMustacheWhitespace || last.isNewline { slice.removeLast() }
        return String(slice)
    }
}
