/// Writes JSON text with sorted-free, stable formatting: two-space indentation, keys in the given order.
public enum JSONWriter {
    /// Quotes a string as a JSON string literal.
    public static func quote(_ string: String) -> String {
        // Most strings need no escape.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + string + "\""
        }
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension JSONWriter {
    /// Formats a value the way archgen writes specs: two-space indentation, members in their order, and arrays or
    /// objects on one line when they hold no nested containers and fit in `width` columns.
    public static func format(_ value: JSONValue, width: Int = 100) -> String {
        var out = ""
        write(value, indent: 0, width: width, into: &out)
        return out + "\n"
    }

    private static func inline(_ value: JSONValue) -> String? {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return quote(text)
        // (Parts are joined as they come: `joined(separator:)` is not specialised for strings, and looks its types up.)
        case .array(let elements):
            var text = "["
            for (index, element) in elements.enumerated() {
                guard let part = inline(element) else { return nil }
                text += index == 0 ? part : ", " + part
            }
            return text + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            var text = "{ "
            for (index, member) in members.enumerated() {
                if case .array(let inner) = member.value.kind, inner.contains(where: \.isContainer) { return nil }
                if case .object = member.value.kind { return nil }
                guard let part = inline(member.value) else { return nil }
                text += (index == 0 ? "" : ", ") + quote(member.key) + ": " + part
            }
            return text + " }"
        }
    }

    private static func write(_ value: JSONValue, indent: Int, width: Int, into out: inout String) {
        if !isTopLevelObject(value, indent), let single = inline(value), indent + single.count <= width {
            out += single
            return
        }
        let padding = String(repeating: " ", count: indent + 2)
        switch value.kind {
        case .array(let elements):
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += padding
                write(element, indent: indent + 2, width: width, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += padding + quote(member.key) + ": "
                write(member.value, indent: indent + 2, width: width, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += inline(value) ?? ""
        }
    }

    private static func isTopLevelObject(_ value: JSONValue, _ indent: Int) -> Bool {
        if case .object(let members) = value.kind, indent == 0, !members.isEmpty { return true }
        return false
    }
}

extension JSONValue {
    var isContainer: Bool {
        switch kind {
        case .array, .object: true
        default: false
        }
    }
}
