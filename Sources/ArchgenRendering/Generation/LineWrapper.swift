import ArchgenSpec

/// Keeps generated Swift within the 120 columns swift-format checks, whatever the length of the spec's names.
///
/// A line that is too long is broken the way swift-format accepts it: a one-line block at its end (`Button("x") {
/// ... }`) becomes a block of three lines; otherwise its first bracketed list (arguments, parameters, a case's
/// values, an array) is laid out one element per line, the closing bracket back at the line's indentation. The new
/// lines are wrapped again until each fits or has nothing left to break. Comment lines are reflowed at spaces.
/// Lines that fit are never touched, so templates keep their exact layout.
enum LineWrapper {
    static let width = 120

    static func wrap(_ text: String) -> String {
        // Lines are found as bytes; only the long ones are looked at as characters, and the text between them is
        // copied as it is, in one piece. The usual case: every line fits, and the text is returned as it is.
        var utf8 = text
        return utf8.withUTF8 { bytes in
            guard var line = nextLongLine(in: bytes, from: 0) else { return text }
            var wrapped = ""
            wrapped.reserveCapacity(bytes.count + bytes.count / 8)
            var copied = 0
            while true {
                wrapped += String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[copied..<line.lowerBound]), as: UTF8.self)
                let long = String(decoding: UnsafeBufferPointer(rebasing: bytes[line]), as: UTF8.self)
                wrapped += wrapLine(long).joined(separator: "\n")
                copied = line.upperBound
                guard let next = nextLongLine(in: bytes, from: line.upperBound + 1) else { break }
                line = next
            }
            wrapped += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
            return wrapped
        }
    }

    /// The bytes of the first line at or after `start` that may be too long (see `mayBeTooLong`), without its line
    /// feed; nil when there is none.
    private static func nextLongLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var lineStart = start
        while lineStart < bytes.count {
            let end = LineSearch.lineFeed(in: bytes, from: lineStart) ?? bytes.count
            if end > lineStart, mayBeTooLong(UnsafeBufferPointer(rebasing: bytes[lineStart..<end])) {
                return lineStart..<end
            }
            lineStart = end + 1
        }
        return nil
    }

    /// Whether a line's bytes may be too long: from `width` bytes on, or a little short of it where code holds a `]`
    /// (a collection literal keeps columns; a line of at most `width` bytes has at most `width` characters; see
    /// `tooLong`).
    private static func mayBeTooLong(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line.count < width else { return true }
        guard line.count >= width - 4, let first = line.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            line[first] != UInt8(ascii: "/")
        else { return false }
        return line.contains(UInt8(ascii: "]"))
    }

    /// One line, as the lines that replace it.
    static func wrapLine(_ line: String) -> [String] {
        wrapLine(line, continued: false)
    }

    /// `continued`: the line is already a continuation (a value moved below its `=`), so swift-format indents the
    /// lines its operators start no further.
    private static func wrapLine(_ line: String, continued: Bool) -> [String] {
        let characters = Array(line)
        guard tooLong(characters) else { return [line] }
        let indent = characters.prefix { $0 == " " }.count
        let code = characters[indent...]
        if code.starts(with: "//") { return reflowComment(characters, indent: indent) }
        // One scan of the line serves every way of breaking it.
        let scan = Scan(characters)
        if let pieces = splitCondition(characters, indent: indent) {
            return pieces
        }
        if let pieces = splitElements(characters, scan: scan, indent: indent)
            ?? splitBlock(characters, scan: scan, indent: indent)
        {
            return pieces.flatMap { wrapLine($0) }
        }
        if let split = splitAssignment(characters, scan: scan, indent: indent)
            ?? splitFunctionType(characters, scan: scan, indent: indent)
        {
            return wrapLine(split.head) + wrapLine(split.value, continued: true)
        }
        if let pieces = splitOperators(characters, scan: scan, indent: indent, continued: continued) {
            return pieces.enumerated().flatMap { wrapLine($1, continued: $0 == 0 && continued) }
        }
        if let pieces = splitParenthesized(characters, scan: scan, indent: indent) { return pieces }
        return splitList(characters, scan: scan, indent: indent)?.flatMap { wrapLine($0) } ?? [line]
    }

    /// A line that is one parenthesized operand (`(a ? b : c)`, or `&& (a ?? b)` after a break before its operator) is
    /// not a list: it is broken inside as its expression alone would be, `(` and `)` kept on its first and last lines
    /// (swift-format: `(a` then `? b : c)` one level in; seed 74 G17 had `(`, the expression and `)` on lines of their
    /// own).
    private static func splitParenthesized(_ line: [Character], scan: Scan, indent: Int) -> [String]? {
        let close = line.last == "," ? line.count - 2 : line.count - 1
        guard scan.comment == nil, close > indent, line[close] == ")", let open = scan.partner[close] else {
            return nil
        }
        let before = String(line[indent..<open]).trimmingCharacters(in: " ")
        // (Or an argument's label: `label: (a ? b : c)` is broken inside too, seed 80 G3.)
        let isLabel = before.hasSuffix(":") && before.dropLast().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard
            before.isEmpty || (isLabel || before.allSatisfy({ "&|?:+-*/<>=!%".contains($0) })) && line[open - 1] == " ",
            !(open..<close).contains(where: {
                line[$0] == "," && !scan.quoted[$0] && scan.depth[$0] == scan.depth[open] + 1
            })
        else { return nil }
        // (The parentheses, written as characters that are no brackets, leave the expression's operators outermost.)
        let (opening, closing): (Character, Character) = ("\u{E000}", "\u{E001}")
        var inner = line
        (inner[open], inner[close]) = (opening, closing)
        let pieces = wrapLine(String(inner), continued: false)
        guard pieces.count > 1 else { return nil }
        return pieces.map { String($0.map { $0 == opening ? "(" : $0 == closing ? ")" : $0 }) }
    }

    /// Over `width`, or within a column per collection literal of several elements: swift-format keeps a column for
    /// the trailing comma it would add to each if it broke it, wherever it stands on the line.
    private static func tooLong(_ line: [Character]) -> Bool {
        guard line.count >= width - 4 else { return false }
        guard line.count <= width else { return true }
        // (A comment keeps no columns; code without a `]` has no literal to keep them for.)
        guard line.first(where: { $0 != " " }) != "/", line.contains("]") else { return false }
        // Measured with swift-format 6.1: `[a, b]` keeps 1 column, `[[a, b], [c]]` 2, `[[a, b], [c, d]]` 3, and
        // `told: [a, b], routes: [c, d])` 2 (spec-gen seed 5402 G29: a test's line of 119 columns failed lint).
        let scan = Scan(line)
        let several = line.indices.count { index in
            guard line[index] == "]", !scan.quoted[index], let open = scan.partner[index] else { return false }
            return (open..<index).contains {
                line[$0] == "," && !scan.quoted[$0] && scan.depth[$0] == scan.depth[index] + 1
            }
        }
        return line.count + several > width
    }

    // MARK: - Breaking

    /// Several elements of an enclosing list on one line (`actual, [expected]`): one per line, before anything
    /// inside them is broken (swift-format does not accept an element broken beside its sibling).
    private static func splitElements(_ line: [Character], scan known: Scan? = nil, indent: Int) -> [String]? {
        let scan = known ?? Scan(line)
        let end = scan.comment ?? line.count
        var commas = (indent..<end).filter { scan.depth[$0] == 0 && line[$0] == "," && !scan.quoted[$0] }
        if commas.last == end - 1 { commas.removeLast() }  // the element's own trailing comma stays with it
        guard !commas.isEmpty else { return nil }
        let margin = String(repeating: " ", count: indent)
        var pieces: [String] = []
        var start = indent
        for comma in commas {
            pieces.append(margin + String(line[start...comma]).trimmingCharacters(in: " "))
            start = comma + 1
        }
        pieces.append(margin + String(line[start..<line.count]).trimmingCharacters(in: " "))
        return pieces
    }

    /// `head { body }` at the end of the line: `head {`, the body one level in, `}`. A closure's parameters (`{ user in`)
    /// stay on the first line; an element's trailing comma (`label: { body },`) stays after its `}`.
    private static func splitBlock(_ line: [Character], scan known: Scan? = nil, indent: Int) -> [String]? {
        let scan = known ?? Scan(line)
        // The block ends the line, but for members read from its value and the list's punctuation
        // (`calls.filter { ... }.count,`).
        var close = line.count - 1
        while close > indent, line[close] != "}",
            line[close].isLetter || line[close].isNumber || ".,)_".contains(line[close])
        {
            close -= 1
        }
        guard close + 1 == line.count || [".", ",", ")"].contains(line[close + 1]) else { return nil }
        // (A line that is only a block, an argument of a call above it, `{ try await api.items() },`, opens it.)
        guard scan.comment == nil, close > indent, line[close] == "}", let open = scan.partner[close],
            scan.depth[open] == 0, open == indent || open > indent && line[open - 1] == " "
        else { return nil }
        var body = String(line[(open + 1)..<close]).trimmingCharacters(in: " ")
        guard !body.isEmpty else { return nil }
        var head = String(line[..<open]) + "{"  // (`{` alone where the line is only the block)
        if let signature = closureSignature(body) {
            head += " " + signature
            body = String(body.dropFirst(signature.count)).trimmingCharacters(in: " ")
            guard !body.isEmpty else { return nil }
        }
        let margin = String(repeating: " ", count: indent)
        return [head, margin + "    " + body, margin + String(line[close...])]
    }

    /// `if a, b {` or `if a || b {`: its conditions one per line (the second and later one level in), or its
    /// expression broken before its operators, then `{` on a line of its own, as swift-format lays out a long `if`.
    /// A `guard a, b else { return }` likewise, `else { return }` on a line of its own.
    private static func splitCondition(_ line: [Character], indent: Int) -> [String]? {
        let code = line[indent...]
        let margin = String(repeating: " ", count: indent)
        let condition: [Character]
        let last: String
        let otherwise = Array(" else { ")
        if code.starts(with: "guard "), line.last == "}",
            let start = (indent..<(line.count - otherwise.count)).last(where: {
                line[$0..<($0 + otherwise.count)].elementsEqual(otherwise)
            })
        {
            condition = Array(line[..<start])
            last = margin + String(line[(start + 1)...])
        } else if code.starts(with: "guard "), line.suffix(otherwise.count - 1).elementsEqual(otherwise.dropLast()) {
            // (`guard case .shown(let a, ...) = state else {`, the body on the lines below: VIP's state accessors.)
            condition = Array(line.dropLast(otherwise.count - 1))
            last = margin + "else {"
            if condition.count > width, let pattern = fillPattern(condition, indent: indent) { return pattern + [last] }
        } else if ["if ", "} else if ", "while "].contains(where: { code.starts(with: $0) }),
            line.suffix(2) == [" ", "{"]
        {
            condition = Array(line.dropLast(2))
            last = margin + "{"
        } else {
            return nil
        }
        // One condition that fits once its `{` (or `else`) has a line of its own stays whole, as swift-format keeps it
        // (several are a line each).
        let clauses = splitElements(condition, indent: indent)
        if clauses == nil, condition.count <= width { return [String(condition), last] }
        let pieces: [String]
        if let clauses {
            pieces = clauses.enumerated().flatMap { $0 == 0 ? wrapLine($1) : wrapLine("    " + $1) }
        } else if let operands = splitOperators(condition, indent: indent, continued: false) {
            pieces = operands.flatMap { wrapLine($0) }
        } else {
            return nil
        }
        return pieces + [last]
    }

    /// `guard case .x(let a, let b, ...) = value`, one clause too long, as swift-format lays it out: `guard`, the
    /// clause one level in, broken after its pattern's `(`, the bound values filled two levels in, `) = value` after
    /// the last.
    private static func fillPattern(_ condition: [Character], indent: Int) -> [String]? {
        let clause = Array(condition[(indent + "guard ".count)...])
        guard clause.starts(with: Array("case ")), let open = clause.firstIndex(of: "(") else { return nil }
        let scan = Scan(clause)
        guard let close = clause.indices.first(where: { clause[$0] == ")" && scan.partner[$0] == open }),
            !clause[(close + 1)...].contains(",")
        else { return nil }
        let values = scan.elements(of: clause, from: open, to: close)
        let tail = String(clause[close...])
        let inner = String(repeating: " ", count: indent + 8)
        var lines = [String(repeating: " ", count: indent) + "guard", inner.dropLast(4) + String(clause[...open])]
        var current = ""
        for (number, value) in values.enumerated() {
            let isLast = number == values.count - 1
            let piece = value + (isLast ? tail : ",")
            if current.isEmpty || inner.count + current.count + 1 + piece.count <= width {
                current += (current.isEmpty ? "" : " ") + piece
            } else {
                lines.append(inner + current)
                current = piece
            }
        }
        lines.append(inner + current)
        return lines.allSatisfy({ $0.count <= width }) ? lines : nil
    }

    /// `target = a ?? b` whose value has operators outside brackets: `target =`, then the value one level in (a value
    /// that is a call or a literal keeps its place and breaks its list instead, as swift-format does).
    private static func splitAssignment(_ line: [Character], scan known: Scan? = nil, indent: Int) -> (
        head: String, value: String
    )? {
        let scan = known ?? Scan(line)
        guard scan.comment == nil, line.last != "{",
            let equals = (indent..<line.count).first(where: { index in
                scan.depth[index] == 0 && !scan.quoted[index] && line[index] == "=" && index > 0
                    && line[index - 1] == " " && index + 1 < line.count && line[index + 1] == " "
            }),
            !operators(line, scan: scan, from: equals + 1).isEmpty
        else { return nil }
        let value = String(line[(equals + 1)...]).trimmingCharacters(in: " ")
        return (String(line[...equals]), String(repeating: " ", count: indent + 4) + value)
    }

    /// `var name: @Sendable (A, B) -> C`, or a parameter of that type: swift-format breaks after the colon before it
    /// breaks a function type.
    private static func splitFunctionType(_ line: [Character], scan known: Scan? = nil, indent: Int) -> (
        head: String, value: String
    )? {
        let arrow = Array(" -> ")
        guard line.last != "{", line.indices.contains(where: { line[$0...].starts(with: arrow) }) else { return nil }
        let scan = known ?? Scan(line)
        guard scan.comment == nil,
            let colon = (indent..<line.count).first(where: { line[$0] == ":" && scan.depth[$0] == 0 }),
            colon + 1 < line.count, line[colon + 1] == " ",
            !(indent..<colon).contains(where: { line[$0] == "(" || line[$0] == "=" })
        else { return nil }
        let type = String(line[(colon + 1)...]).trimmingCharacters(in: " ")
        // A property's or a parameter's type (`list: @escaping (A) -> B,`), not a value.
        guard type.hasPrefix("@") || type.hasPrefix("(") else { return nil }
        return (String(line[...colon]), String(repeating: " ", count: indent + 4) + type)
    }

    /// A line whose expression has binary operators outside brackets (`a ?? b`, `x || y && z`, `c ? d : e`): broken
    /// before the operators of the loosest precedence it has, as many operands on a line as fit; the lines an operator
    /// starts are one level in (at the same level when the line is itself a continuation).
    private static func splitOperators(_ line: [Character], scan known: Scan? = nil, indent: Int, continued: Bool)
        -> [String]?
    {
        let scan = known ?? Scan(line)
        guard scan.comment == nil, line.last != "{" else { return nil }
        // From after the first operand: a line an operator starts (`?? b`) is not broken before it again.
        let found = operators(line, scan: scan, from: indent + 1)
        guard let loosest = found.map(\.precedence).min() else { return nil }
        var breaks = found.filter { $0.precedence == loosest }.map(\.index)
        if loosest == 0 {
            // `c ? d : e`: before the first `?` and its own `:` (a nested conditional stays inside).
            var open = 0
            let colon = found.first { item in
                guard item.index > breaks[0] else { return false }
                open += line[item.index] == "?" ? 1 : line[item.index] == ":" ? -1 : 0
                return open < 0
            }
            breaks = [breaks[0]] + (colon.map { [$0.index] } ?? [])
        }
        // `routes == [...]` whose literal or call ends the line and opens within the width: that list breaks instead
        // (not a parenthesized operand, `- (a ?? b)`, which swift-format keeps whole after the break before `-`).
        // Not after `&&` or `||`, which swift-format breaks before first (seed 82, G1).
        let last = breaks[breaks.count - 1]
        if loosest > 2, let open = (last..<line.count).first(where: { scan.depth[$0] == 0 && "([".contains(line[$0]) }),
            line[open] == "[" || line[open - 1] != " ",
            open < width, let close = scan.partner[open], close >= line.count - 2,
            !(last..<open).contains(where: { line[$0] == " " && $0 > last + 2 && scan.depth[$0] == 0 })
        {
            return nil
        }
        // `? d : e` broken at its `:`: the `:` stands under its `?`, as swift-format aligns a conditional's branches.
        let branches = loosest == 0 && line[indent] == "?" && line[breaks[0]] == ":"
        let margin = String(repeating: " ", count: indent + (continued || branches ? 0 : 4))
        var pieces: [String] = []
        var current = String(line[..<breaks[0]]).trimmingCharacters(in: " ")
        current = String(repeating: " ", count: indent) + current
        for (number, start) in breaks.enumerated() {
            let end = number + 1 < breaks.count ? breaks[number + 1] : line.count
            let operand = String(line[start..<end]).trimmingCharacters(in: " ")
            // After a condition swift-format wants the break before `?` (or none): only `: e` may join `? d`.
            if current.count + 1 + operand.count <= width && (loosest > 0 || number > 0) {
                current += " " + operand
            } else {
                pieces.append(current)
                current = margin + operand
            }
        }
        pieces.append(current)
        return pieces.count > 1 ? pieces : nil
    }

    /// The binary operators outside brackets and strings from `start` (written with a space on each side, as archgen
    /// writes them), with their precedence: 0 for `?` and `:` of a conditional, then `||`, `&&`, comparisons, `??`,
    /// `+ -`, `* / %`.
    private static func operators(_ line: [Character], scan: Scan, from start: Int) -> [(index: Int, precedence: Int)] {
        let precedences: [String: Int] = [
            "?": 0, ":": 0, "||": 1, "&&": 2, "==": 3, "!=": 3, "===": 3, "!==": 3, "<": 3, "<=": 3, ">": 3, ">=": 3,
            "??": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6,
        ]
        var found: [(index: Int, precedence: Int)] = []
        for index in max(start, 1)..<max(line.count, 1)
        where line[index - 1] == " " && scan.depth[index] == 0 && !scan.quoted[index] {
            let symbol = line[index...].prefix { "?|&=!<>+-*/%:".contains($0) }
            let end = index + symbol.count
            guard end < line.count, line[end] == " ", let precedence = precedences[String(symbol)] else { continue }
            found.append((index, precedence))
        }
        return found
    }

    /// The first bracketed list of the line, one element per line.
    private static func splitList(_ line: [Character], scan known: Scan? = nil, indent: Int) -> [String]? {
        let scan = known ?? Scan(line)
        let end = scan.comment ?? line.count
        // In `let x: [T] = [...]` or `state = .x(...)` the value is broken, never the type or the target.
        let assignment = (indent..<end).first { index in
            scan.depth[index] == 0 && !scan.quoted[index] && line[index] == "=" && index > 0
                && line[index - 1] == " " && index + 1 < end && line[index + 1] == " "
        }
        var candidates: [Int] = []
        for index in (assignment ?? indent)..<end
        where scan.depth[index] == 0 && (line[index] == "(" || line[index] == "[") {
            guard let close = scan.partner[index], close > index + 1 else { continue }
            candidates.append(index)
        }
        // Parentheses first (calls, signatures, cases); an array or dictionary literal when there are none.
        guard let open = candidates.first(where: { line[$0] == "(" }) ?? candidates.first,
            let close = scan.partner[open]
        else { return nil }
        let elements = scan.elements(of: line, from: open, to: close)
        let isCollection = line[open] == "[" && elements.count > 1
        let margin = String(repeating: " ", count: indent)
        var lines = [String(line[...open])]
        for (number, element) in elements.enumerated() {
            let last = number == elements.count - 1
            lines.append(margin + "    " + element + (last && !isCollection ? "" : ","))
        }
        lines.append(margin + String(line[close...]))
        return lines
    }

    /// `user in`, `_, newValue in`: a closure's parameter list at the start of its body.
    private static func closureSignature(_ body: String) -> String? {
        let words = body.split(separator: " ", omittingEmptySubsequences: false)
        guard let inIndex = words.firstIndex(of: "in"), inIndex > 0 else { return nil }
        let names = words[..<inIndex]
        let isParameterList = names.allSatisfy { word in
            let name = word.hasSuffix(",") ? word.dropLast() : word
            return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }
        }
        return isParameterList ? words[...inIndex].joined(separator: " ") : nil
    }

    /// `// text` or `/// text` reflowed at spaces within the width, each line with the same opening.
    private static func reflowComment(_ line: [Character], indent: Int) -> [String] {
        let text = String(line[indent...])
        let opening = text.hasPrefix("/// ") ? "/// " : text.hasPrefix("// ") ? "// " : nil
        guard let opening else { return [String(line)] }
        let prefix = String(repeating: " ", count: indent) + opening
        var lines: [String] = []
        var current = prefix
        for word in text.dropFirst(opening.count).split(separator: " ") {
            if current.count > prefix.count, current.count + 1 + word.count > width {
                lines.append(current)
                current = prefix
            }
            current += (current.count > prefix.count ? " " : "") + word
        }
        lines.append(current)
        return lines
    }

    /// Where the brackets of a line pair up and how deep each character is, outside string literals.
    private struct Scan {
        /// The matching bracket of each bracket that closes on this line.
        var partner: [Int: Int] = [:]
        /// How many brackets are open before each character (a bracket counts itself when it closes).
        var depth: [Int]
        /// Whether each character is inside a string literal.
        var quoted: [Bool]
        /// Where a `//` comment starts, if any.
        var comment: Int?

        /// What stands between the brackets at `open` and `close` (its partner) in `line`, split at their own commas
        /// and trimmed: a call's arguments, a literal's elements, a pattern's values.
        func elements(of line: [Character], from open: Int, to close: Int) -> [String] {
            var elements: [String] = []
            var start = open + 1
            for index in (open + 1)..<close
            where line[index] == "," && depth[index] == depth[open] + 1 && !quoted[index] {
                elements.append(String(line[start..<index]).trimmingCharacters(in: " "))
                start = index + 1
            }
            elements.append(String(line[start..<close]).trimmingCharacters(in: " "))
            return elements
        }

        init(_ line: [Character]) {
            depth = [Int](repeating: 0, count: line.count)
            quoted = [Bool](repeating: false, count: line.count)
            var stack: [Int] = []
            var inString = false
            var index = 0
            while index < line.count {
                let character = line[index]
                depth[index] = stack.count
                quoted[index] = inString
                if inString {
                    if character == "\\" {
                        index += 1
                        if index < line.count { (depth[index], quoted[index]) = (stack.count, true) }
                    } else if character == "\"" {
                        inString = false
                    }
                    index += 1
                    continue
                }
                switch character {
                case "\"": inString = true
                case "/" where index + 1 < line.count && line[index + 1] == "/":
                    comment = index
                    for rest in index..<line.count { depth[rest] = stack.count }
                    return
                case "(", "[", "{": stack.append(index)
                // `Result<A, B>`: a generic list, never a comparison (archgen writes those with spaces).
                case "<" where index > 0 && (line[index - 1].isLetter || line[index - 1].isNumber):
                    stack.append(index)
                case ")", "]", "}", ">":
                    if character == ">", index > 0, line[index - 1] == "-" { break }
                    guard let open = stack.last, Self.pairs(line[open], character) else { break }
                    stack.removeLast()
                    partner[open] = index
                    partner[index] = open
                    depth[index] = stack.count
                default: break
                }
                index += 1
            }
        }

        static func pairs(_ open: Character, _ close: Character) -> Bool {
            (open, close) == ("(", ")") || (open, close) == ("[", "]") || (open, close) == ("{", "}")
                || (open, close) == ("<", ">")
        }
    }
}

// MARK: - Text from characters

extension String {
    /// The text of `characters`. (These concrete initialisers keep the standard library's generic
    /// `String.init<S: Sequence>` out of line wrapping: it looks its sequence's conformances up at run time, a scan of
    /// every conformance in the binary the first time, about 185 thousand instructions.)
    fileprivate init(_ characters: ArraySlice<Character>) {
        self.init()
        for character in characters { append(character) }
    }

    fileprivate init(_ characters: [Character]) {
        self.init(characters[...])
    }
}
