/// Sets members of a JSON text's top-level object in place, keeping everything else as written: comments, layout,
/// trailing commas. For files people edit by hand, where formatting the whole text again would lose their comments.
public enum JSONTextEditor {
    /// `text` with each member of `changes` set to its value (a JSON text such as `"\"mvvm\""`), or removed for nil.
    /// A member that exists keeps its place; a new one goes after the last present member that `order` lists before
    /// it (else first), on a line of its own. `text` is read with comments and trailing commas allowed.
    public static func setting(
        _ changes: [(key: String, value: String?)], in text: String, order: [String]
    ) throws(JSONSyntaxError) -> String {
        let bytes = Array(text.utf8)
        let root = try JSONReader(allowing: .jsonc).read(bytes)
        guard case .object(let members) = root.kind else {
            throw JSONSyntaxError("expected an object, found \(root.typeName)", at: root.location)
        }
        // Edits as (where, how many bytes to replace, the new bytes), applied from the end so offsets stay right.
        var edits: [(offset: Int, length: Int, text: [UInt8])] = []
        for (key, value) in changes {
            if let member = members.first(where: { $0.key == key }) {
                if let value {
                    let range = member.value.byteRange
                    edits.append((range.lowerBound, range.count, Array(value.utf8)))
                } else {
                    let range = removal(of: member, in: bytes)
                    edits.append((range.lowerBound, range.count, []))
                }
                continue
            }
            guard let value else { continue }
            let position = order.firstIndex(of: key) ?? order.count
            let before = members.last { order.firstIndex(of: $0.key).map { $0 < position } ?? false }
            let member = "\(JSONWriter.quote(key)): \(value)"
            if let before {
                let indent = indentation(ofLineAt: before.keyOffset, in: bytes)
                if let lineEnd = endOfLine(afterCommaFollowing: before.value, in: bytes) {
                    // A line of its own after the member's line, whose comma and comment stay where they are.
                    edits.append((lineEnd, 0, Array("\(indent)\(member),\n".utf8)))
                } else {
                    edits.append((before.value.byteRange.upperBound, 0, Array(",\n\(indent)\(member)".utf8)))
                }
            } else if let first = members.first {
                let indent = indentation(ofLineAt: first.keyOffset, in: bytes)
                edits.append((first.keyOffset, 0, Array("\(member),\n\(indent)".utf8)))
            } else {
                edits.append((root.byteRange.lowerBound + 1, 0, Array("\n  \(member)\n".utf8)))
            }
        }
        var result = bytes
        // Stable for equal offsets: insertions at one place keep the order they were asked in.
        for edit in edits.enumerated().sorted(by: { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }) {
            result.replaceSubrange(
                edit.element.offset..<edit.element.offset + edit.element.length, with: edit.element.text)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Where the next line starts when `value` is followed on its line by a comma and nothing else but white space and
    /// a comment; nil otherwise (the last member, or several on one line).
    private static func endOfLine(afterCommaFollowing value: JSONValue, in bytes: [UInt8]) -> Int? {
        var index = value.byteRange.upperBound
        func skipBlanks() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skipBlanks()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        skipBlanks()
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
            index += 2
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
            {
                if bytes[index] == 0x0A { return nil }  // a comment that goes on: not this line's
                index += 1
            }
            index += 2
            skipBlanks()
        }
        guard index < bytes.count, bytes[index] == 0x0A else { return nil }
        return index + 1
    }

    /// The white space that starts the line holding `offset`.
    private static func indentation(ofLineAt offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < offset, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The bytes a member takes: its key to the end of its value, the comma after it, and its line when it has one
    /// of its own.
    private static func removal(of member: JSONValue.Member, in bytes: [UInt8]) -> Range<Int> {
        func isBlank(_ index: Int) -> Bool { bytes[index] == 0x20 || bytes[index] == 0x09 }
        var end = member.value.byteRange.upperBound
        while end < bytes.count, isBlank(end) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ",") { end += 1 }
        while end < bytes.count, isBlank(end) { end += 1 }
        var start = member.keyOffset
        var lineStart = start
        while lineStart > 0, isBlank(lineStart - 1) { lineStart -= 1 }
        if end < bytes.count, bytes[end] == 0x0A, lineStart == 0 || bytes[lineStart - 1] == 0x0A {
            start = lineStart
            end += 1
        }
        return start..<end
    }
}
