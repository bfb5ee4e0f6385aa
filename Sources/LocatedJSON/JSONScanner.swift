// MARK: - Scanner

/// Reads one JSON text byte by byte, keeping the line and column of every value.
struct JSONScanner {
    let bytes: [UInt8]
    let maximumDepth: Int
    let extensions: JSONReader.Extensions
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8], maximumDepth: Int, extensions: JSONReader.Extensions) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.extensions = extensions
    }

    var isAtEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }
    var location: SourceLocation { SourceLocation(line: line, column: index - lineStart + 1) }

    func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x0A || byte == 0x0D { return "end of line" }
        if byte < 0x80 { return "control character U+\(hex(UInt32(byte)))" }
        return "non-ASCII character"
    }

    mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let startIndex = index
        var value = try readKind(depth: depth)
        value.byteRange = startIndex..<index
        return value
    }

    private mutating func readKind(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = location
        guard let byte = current else { throw JSONSyntaxError("expected a value, found end of file", at: start) }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return JSONValue(.string(try readString()), at: start)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let word = byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null"
            try readLiteral(word)
            return JSONValue(word == "null" ? .null : .bool(word == "true"), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try readNumber()), at: start)
        default: throw JSONSyntaxError("expected a value, found \(describeCurrent())\(valueHint())", at: start)
        }
    }

    mutating func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > maximumDepth {
            throw JSONSyntaxError("arrays and objects nest more than \(maximumDepth) levels deep", at: location)
        }
    }

    /// Up to this many members, an object's keys are checked for duplicates one by one, without a table.
    static let fewMembers = 16

    mutating func readObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        let start = location
        advance()
        var members: [JSONValue.Member] = []
        // Keys read so far: looked for among the members while they are few (most objects), in a table after that.
        var seen: [String: SourceLocation] = [:]
        try skipTrivia()
        if current == UInt8(ascii: "}") {
            advance()
            return JSONValue(.object([]), at: start)
        }
        while true {
            try skipTrivia()
            let keyLocation = location
            let keyOffset = index
            guard current == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(
                    "expected a key in double quotes, found \(describeCurrent())\(keyHint())", at: keyLocation)
            }
            let key = try readString()
            let few = members.count < Self.fewMembers
            if let first = few ? members.first(where: { $0.key == key })?.keyLocation : seen[key] {
                throw JSONSyntaxError(
                    "duplicate key '\(key)' (first at \(first)); a JSON object names each key once", at: keyLocation)
            }
            if members.count + 1 >= Self.fewMembers {
                if seen.isEmpty { for member in members { seen[member.key] = member.keyLocation } }
                seen[key] = keyLocation
            }
            try skipTrivia()
            guard current == UInt8(ascii: ":") else {
                throw JSONSyntaxError("expected ':' after key '\(key)', found \(describeCurrent())", at: location)
            }
            advance()
            try skipTrivia()
            let value = try readValue(depth: depth)
            members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value, keyOffset: keyOffset))
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","):
                if try closesAfterComma(UInt8(ascii: "}")) { return JSONValue(.object(members), at: start) }
            case UInt8(ascii: "}"):
                advance()
                return JSONValue(.object(members), at: start)
            default:
                let hint = current == UInt8(ascii: "\"") ? "; is a comma missing after the previous member?" : ""
                throw JSONSyntaxError("expected ',' or '}' in object, found \(describeCurrent())\(hint)", at: location)
            }
        }
    }

    mutating func readArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        let start = location
        advance()
        var elements: [JSONValue] = []
        try skipTrivia()
        if current == UInt8(ascii: "]") {
            advance()
            return JSONValue(.array([]), at: start)
        }
        while true {
            try skipTrivia()
            elements.append(try readValue(depth: depth))
            try skipTrivia()
            switch current {
            case UInt8(ascii: ","):
                if try closesAfterComma(UInt8(ascii: "]")) { return JSONValue(.array(elements), at: start) }
            case UInt8(ascii: "]"):
                advance()
                return JSONValue(.array(elements), at: start)
            default:
                let hint =
                    current.map { startsValue($0) } == true ? "; is a comma missing after the previous element?" : ""
                throw JSONSyntaxError("expected ',' or ']' in array, found \(describeCurrent())\(hint)", at: location)
            }
        }
    }

    /// Reads the comma after an element or member; true when `closing` follows it (a trailing comma, where allowed;
    /// the closing bracket is read then).
    mutating func closesAfterComma(_ closing: UInt8) throws(JSONSyntaxError) -> Bool {
        let comma = location
        advance()
        try skipTrivia()
        if current == UInt8(ascii: ",") {
            throw JSONSyntaxError("two commas in a row; JSON has no empty elements", at: location)
        }
        guard current == closing else { return false }
        guard extensions.contains(.trailingCommas) else {
            throw JSONSyntaxError(
                "comma before '\(Character(Unicode.Scalar(closing)))'; JSON allows no comma after the last "
                    + (closing == UInt8(ascii: "}") ? "member" : "element"), at: comma)
        }
        advance()
        return true
    }

    mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = location
        for expected in word.utf8 {
            guard current == expected else {
                throw JSONSyntaxError("invalid literal; expected '\(word)'", at: start)
            }
            advance()
        }
    }

    mutating func readNumber() throws(JSONSyntaxError) -> String {
        let startIndex = index
        let start = location
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) {
                throw JSONSyntaxError("number has a leading zero; JSON numbers are decimal, without one", at: start)
            }
            if current == UInt8(ascii: "x") || current == UInt8(ascii: "X") {
                throw JSONSyntaxError("JSON numbers are decimal; hexadecimal is not allowed", at: start)
            }
        } else if isDigit(current) {
            while isDigit(current) { advance() }
        } else {
            throw JSONSyntaxError("expected a digit in number", at: location)
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw JSONSyntaxError("expected a digit after '.' in number", at: location) }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw JSONSyntaxError("expected a digit in number exponent", at: location) }
            while isDigit(current) { advance() }
        }
        return String(decoding: bytes[startIndex..<index], as: UTF8.self)
    }

    mutating func readString() throws(JSONSyntaxError) -> String {
        let start = location
        advance()  // opening quote
        var utf8: [UInt8] = []
        while true {
            // Plain characters in one step: no escape, quote or control character (so no line break) among them.
            let run = index
            while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\""),
                bytes[index] != UInt8(ascii: "\\")
            {
                index += 1
            }
            // The usual string has no escape: its text is its bytes, made into a string without a copy in between.
            if utf8.isEmpty, current == UInt8(ascii: "\"") {
                let text = bytes[run..<index]
                advance()
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw JSONSyntaxError("string is not valid UTF-8", at: start)
                }
                return string
            }
            utf8 += bytes[run..<index]
            guard let byte = current else { throw JSONSyntaxError("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw JSONSyntaxError("string is not valid UTF-8", at: start)
                }
                return string
            case UInt8(ascii: "\\"):
                let escapeLocation = location
                advance()
                try readEscape(into: &utf8, at: escapeLocation)
            case 0x0A, 0x0D:
                throw JSONSyntaxError("unterminated string (strings cannot contain a line break; write \\n)", at: start)
            case 0x00..<0x20:
                let escape = byte == 0x09 ? " (\\t)" : ""
                throw JSONSyntaxError(
                    "control character U+\(hex(UInt32(byte))) in string; JSON needs it escaped\(escape)", at: location)
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    mutating func readEscape(into utf8: inout [UInt8], at escapeLocation: SourceLocation) throws(JSONSyntaxError) {
        guard let byte = current else { throw JSONSyntaxError("unterminated string", at: escapeLocation) }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeLocation)
            if (0xD800..<0xDC00).contains(scalar) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapeLocation)
                }
                advance()
                advance()
                let low = try readHex4(escapeLocation)
                guard (0xDC00..<0xE000).contains(low) else {
                    throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapeLocation)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw JSONSyntaxError("unpaired surrogate in \\u escape", at: escapeLocation)
            }
            utf8.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            throw JSONSyntaxError(
                "invalid escape '\\\(Character(Unicode.Scalar(byte)))' in string; JSON's escapes are \\\", \\\\, \\/, \\b, "
                    + "\\f, \\n, \\r, \\t and \\u with four hexadecimal digits", at: escapeLocation)
        }
    }

    mutating func readHex4(_ escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexDigit(byte) else {
                throw JSONSyntaxError("\\u must be followed by four hexadecimal digits", at: escapeLocation)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }
}

private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
