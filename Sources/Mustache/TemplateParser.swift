/// Turns template text into nodes: scans tags (honouring set-delimiter tags), removes standalone lines as the
/// Mustache specification requires, then nests sections, parents and blocks.
struct TemplateParser {
    private enum TagKind: Equatable {
        case variable, unescaped, sectionOpen, invertedOpen, close, comment, partial, delimiters, parentOpen, blockOpen
    }

    private struct Tag {
        var kind: TagKind
        var name: String
        var dynamic: Bool
        var line: Int
        /// For `close`: the kind of the tag it closes (known while scanning), to judge standalone lines.
        var closes: TagKind?
        var standalone = false
        var indentation = ""
        /// For blocks: the whitespace that stood before the tag on its line, when only whitespace did.
        var leadingWhitespace: String?
    }

    private enum Token {
        case text(String)
        case newline(String)
        case tag(Tag)
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

    private func scan() throws(MustacheError) -> [Token] {
        let chars = Array(source)
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        var tokens: [Token] = []
        var text = ""
        var line = 1
        var index = 0
        var openStack: [TagKind] = []

        func matches(_ delimiter: [Character], at position: Int) -> Bool {
            guard position + delimiter.count <= chars.count else { return false }
            for offset in 0..<delimiter.count where chars[position + offset] != delimiter[offset] { return false }
            return true
        }
        func flushText() {
            if !text.isEmpty { tokens.append(.text(text)) }
            text = ""
        }

        while index < chars.count {
            let character = chars[index]
            if character == "\n" || character == "\r\n" {
                flushText()
                tokens.append(.newline(String(character)))
                line += 1
                index += 1
                continue
            }
            guard matches(open, at: index) else {
                text.append(character)
                index += 1
                continue
            }
            flushText()
            let tagLine = line
            var position = index + open.count
            func find(_ terminator: [Character]) throws(MustacheError) -> String {
                var content = ""
                while !matches(terminator, at: position) {
                    guard position < chars.count else {
                        throw fail(tagLine, "unclosed tag; expected '\(String(terminator))'")
                    }
                    if chars[position] == "\n" || chars[position] == "\r\n" { line += 1 }
                    content.append(chars[position])
                    position += 1
                }
                position += terminator.count
                return content
            }
            while position < chars.count && chars[position].isMustacheWhitespace { position += 1 }
            let sigil = position < chars.count ? chars[position] : " "
            var kind = TagKind.variable
            var content: String
            switch sigil {
            case "{":
                position += 1
                content = try find(["}"] + close)
                kind = .unescaped
            case "=":
                position += 1
                content = try find(["="] + close)
                let parts = content.split(whereSeparator: { $0.isMustacheWhitespace })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw fail(tagLine, "set-delimiter tag needs two delimiters separated by a space")
                }
                open = Array(parts[0])
                close = Array(parts[1])
                kind = .delimiters
            case "!":
                position += 1
                content = try find(close)
                kind = .comment
            default:
                let sigils: [Character: TagKind] = [
                    "#": .sectionOpen, "^": .invertedOpen, "/": .close, ">": .partial, "&": .unescaped,
                    "<": .parentOpen, "$": .blockOpen,
                ]
                if let sigilKind = sigils[sigil] {
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
        }
        flushText()
        return tokens
    }

    // MARK: - Standalone lines

    /// A line holding only white space and tags that can stand alone (sections, comments, partials, delimiters,
    /// inheritance tags) loses that white space and its line ending; a standalone partial keeps its indentation.
    private func applyStandaloneRules(_ tokens: [Token]) throws(MustacheError) -> [Token] {
        var result: [Token] = []
        var lineStart = 0
        var index = 0
        while index <= tokens.count {
            let atEnd = index == tokens.count
            var isLineEnd = atEnd
            if !atEnd, case .newline = tokens[index] { isLineEnd = true }
            if isLineEnd {
                let lineTokens = Array(tokens[lineStart..<(atEnd ? index : index + 1)])
                result.append(contentsOf: processLine(lineTokens))
                lineStart = index + 1
            }
            index += 1
        }
        return result
    }

    private func processLine(_ line: [Token]) -> [Token] {
        var tags: [Tag] = []
        var indentation = ""
        var sawTag = false
        for token in line {
            switch token {
            case .text(let text):
                guard text.allSatisfy(\.isMustacheWhitespace) else { return annotateBlocks(line) }
                if !sawTag { indentation += text }
            case .newline: break
            case .tag(let tag):
                sawTag = true
                tags.append(tag)
            }
        }
        guard let first = tags.first else { return line }
        let standaloneKinds: [TagKind] = [
            .sectionOpen, .invertedOpen, .close, .comment, .partial, .delimiters, .parentOpen, .blockOpen,
        ]
        guard tags.allSatisfy({ standaloneKinds.contains($0.kind) }) else { return annotateBlocks(line) }
        if tags.count > 1 {
            // Only inheritance tags may share a standalone line, and only when a parent tag is among them.
            let involvesParent = tags.contains { $0.kind == .parentOpen || $0.closes == .parentOpen }
            let allInheritance = tags.allSatisfy {
                [.parentOpen, .blockOpen].contains($0.kind) || [.parentOpen, .blockOpen].contains($0.closes)
            }
            guard involvesParent && allInheritance else { return annotateBlocks(line) }
        }
        _ = first
        return tags.map { tag in
            var tag = tag
            tag.standalone = true
            tag.indentation = indentation
            return .tag(tag)
        }
    }

    /// On a line that is not standalone, a block remembers the white space before it (if only white space).
    private func annotateBlocks(_ line: [Token]) -> [Token] {
        var leading: String? = ""
        return line.map { token in
            switch token {
            case .text(let text):
                if text.allSatisfy(\.isMustacheWhitespace) { leading? += text } else { leading = nil }
                return token
            case .newline:
                return token
            case .tag(var tag):
                if tag.kind == .blockOpen { tag.leadingWhitespace = leading }
                leading = nil
                return .tag(tag)
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
        if tag.standalone {
            var intrinsic = ""
            if case .text(let text) = children.first {
                intrinsic = String(text.prefix(while: { $0 == " " || $0 == "\t" }))
            }
            return Block(
                name: tag.name, nodes: children, indentation: intrinsic.isEmpty ? tag.indentation : intrinsic,
                indentsFirstLine: true, line: tag.line)
        }
        return Block(
            name: tag.name, nodes: children, indentation: tag.leadingWhitespace ?? "", indentsFirstLine: false,
            line: tag.line)
    }
}

extension Character {
    var isMustacheWhitespace: Bool { self == " " || self == "\t" }
}

extension String {
    func trimmingMustacheWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isMustacheWhitespace || first.isNewline { slice.removeFirst() }
        while let last = slice.last, last.isMustacheWhitespace || last.isNewline { slice.removeLast() }
        return String(slice)
    }
}
