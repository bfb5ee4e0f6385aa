/// A Swift expression built by archgen (test fixtures), laid out on one line when it fits and broken the way
/// swift-format breaks it when it does not: one argument or element per line.
package indirect enum SwiftExpression: Equatable, Sendable {
    /// Text that is never broken (`"name"`, `UUID(uuidString: "...")!`).
    case atom(String)
    /// `Callee(label: value, ...)`; an empty callee is a tuple.
    case call(String, [(label: String?, value: SwiftExpression)])
    case array([SwiftExpression])
    case dictionary([(key: SwiftExpression, value: SwiftExpression)])

    package static func == (lhs: SwiftExpression, rhs: SwiftExpression) -> Bool { lhs.flat == rhs.flat }

    /// The expression on one line.
    package var flat: String {
        switch self {
        case .atom(let text):
            return text
        case .call(let callee, let arguments):
            return callee + "("
                + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.flat }.joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map(\.flat).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return pairs.isEmpty
                ? "[:]" : "[" + pairs.map { "\($0.key.flat): \($0.value.flat)" }.joined(separator: ", ") + "]"
        }
    }

    /// The expression starting at `column` on a line indented by `indent` spaces, kept within `width` columns.
    package func layout(indent: Int, column: Int, width: Int = 120) -> String {
        let single = flat
        if column + single.count <= width { return single }
        let inner = String(repeating: " ", count: indent + 4)
        let closing = "\n" + String(repeating: " ", count: indent)
        switch self {
        case .atom(let text):
            return text
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return single }
            let lines = arguments.map { argument in
                let head = argument.label.map { "\($0): " } ?? ""
                return inner + head
                    + argument.value.layout(indent: indent + 4, column: indent + 4 + head.count, width: width)
            }
            return callee + "(\n" + lines.joined(separator: ",\n") + closing + ")"
        case .array(let elements):
            guard !elements.isEmpty else { return single }
            let lines = elements.map { inner + $0.layout(indent: indent + 4, column: indent + 4, width: width) }
            return "[\n" + lines.joined(separator: ",\n") + (elements.count > 1 ? "," : "") + closing + "]"
        case .dictionary(let pairs):
            guard !pairs.isEmpty else { return single }
            let lines = pairs.map { pair in
                let head = pair.key.flat + ": "
                return inner + head
                    + pair.value.layout(indent: indent + 4, column: indent + 4 + head.count, width: width)
            }
            return "[\n" + lines.joined(separator: ",\n") + (pairs.count > 1 ? "," : "") + closing + "]"
        }
    }
}
