/// Turns spec text into Swift source that stays what it is: a comment stays a comment, a string a string.
package enum SwiftText {
    /// Whole digits (`1176490000`) as swift-format writes them: in groups of three from the right (`1_176_490_000`)
    /// from seven digits on; fewer, or digits already grouped or with a fraction, as they are.
    package static func integerLiteral(_ digits: String) -> String {
        guard digits.count >= 7, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: "_")
    }

    /// Whether Swift `text` has no space outside its string literals (`"a b"`, `f(x)` but not `a + b`), so it binds as
    /// one operand wherever it is written; a call's arguments may have spaces (`f(a, b)`), inside its parentheses.
    package static func isOneTerm(_ text: String) -> Bool {
        // What encloses each character: `"` a string, `(` a bracket or an interpolation, `<` a generic's arguments.
        var enclosing: [Character] = []
        var escaped = false
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            if enclosing.last == "\"" {
                if escaped {
                    escaped = false
                    if character == "(" { enclosing.append("(") }
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    enclosing.removeLast()
                }
                continue
            }
            switch character {
            case "\"", "(", "[": enclosing.append(character == "[" ? "(" : character)
            case "<" where previous != " ": enclosing.append("<")  // A generic's arguments (`Result<[A], Never>`).
            case ">" where enclosing.last == "<": enclosing.removeLast()
            case ")", "]": if !enclosing.isEmpty { enclosing.removeLast() }
            case " " where enclosing.isEmpty: return false
            default: break
            }
        }
        return true
    }

    /// A Swift string literal: quotes, backslashes and control characters escaped, so nothing can end it early.
    package static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar):
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The lines of a `///` comment: one per line of the doc text, control characters removed, no trailing
    /// white space. Each item is the text after `///` (empty, or a space and the line).
    package static func docLines(_ doc: String?) -> [String] {
        guard let doc else { return [] }
        if doc.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {  // the usual case: one line of printable ASCII
            var trimmed = Substring(doc)
            while trimmed.last == " " { trimmed.removeLast() }
            return trimmed.isEmpty ? [] : [" " + trimmed]
        }
        var lines: [String] = []
        var line = ""
        var afterCarriageReturn = false
        for scalar in doc.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append(line)
                line = ""
            } else if scalar == "\t" {
                line += " "
            } else if !isControl(scalar) {
                line.unicodeScalars.append(scalar)
            }
        }
        lines.append(line)
        var result: [String] = []
        for line in lines {
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            if trimmed.isEmpty && (result.isEmpty || result.last == "") { continue }  // no leading or doubled blanks
            result.append(trimmed.isEmpty ? "" : " " + trimmed)
        }
        if result.last == "" { result.removeLast() }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
