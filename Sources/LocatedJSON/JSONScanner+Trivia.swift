// MARK: - White space and comments

extension JSONScanner {
    /// Skips white space, and comments where they are allowed; a comment where they are not is an error that says so.
    mutating func skipTrivia() throws(JSONSyntaxError) {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                advance()
            case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"):
                guard extensions.contains(.comments) else {
                    throw JSONSyntaxError("JSON does not allow comments", at: location)
                }
                try skipComment()
            default:
                return
            }
        }
    }

    /// Skips `// ...` to the end of its line, or `/* ... */` (which does not nest).
    private mutating func skipComment() throws(JSONSyntaxError) {
        let start = location
        advance()
        if current == UInt8(ascii: "/") {
            while let byte = current, byte != 0x0A { advance() }
            return
        }
        advance()  // the '*'
        while let byte = current {
            if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                advance()
                advance()
                return
            }
            advance()
        }
        throw JSONSyntaxError("unterminated comment: '/*' needs a closing '*/'", at: start)
    }
}

// MARK: - What JSON's rules say about a mistake

extension JSONScanner {
    /// Whether `byte` can start a JSON value (to tell a missing comma from other mistakes).
    func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    /// The word (letters, digits, `_`, `$`) that starts at the current byte, for messages about bare words.
    private var currentWord: String {
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[index..<end], as: UTF8.self)
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// What JSON's rules say about a value that cannot start here (appended to "expected a value, found ...").
    func valueHint() -> String {
        guard let byte = current else { return "" }
        switch byte {
        case UInt8(ascii: "'"): return "; JSON strings use double quotes"
        case UInt8(ascii: "+"): return "; JSON numbers have no '+' sign"
        case UInt8(ascii: "."): return "; JSON numbers need a digit before '.' (0.5)"
        case UInt8(ascii: "]"), UInt8(ascii: "}"): return ""
        case UInt8(ascii: ","): return "; JSON has no empty elements"
        default: break
        }
        guard isWordByte(byte) else { return "" }
        let word = currentWord
        switch word {
        case "NaN", "Infinity": return " ('\(word)'); JSON numbers are finite"
        case "undefined": return " ('undefined'); JSON has null instead"
        case "True", "TRUE", "False", "FALSE", "Null", "NULL", "None", "nil":
            return " ('\(word)'); JSON's literals are true, false and null, in lower case"
        default: return " ('\(word)'); a JSON string needs double quotes: \"\(word)\""
        }
    }

    /// What JSON's rules say about a key that is not a string in double quotes.
    func keyHint() -> String {
        guard let byte = current else { return "" }
        if byte == UInt8(ascii: "'") { return "; JSON strings use double quotes" }
        guard isWordByte(byte) else { return "" }
        return "; JSON keys are always in double quotes: \"\(currentWord)\""
    }
}
