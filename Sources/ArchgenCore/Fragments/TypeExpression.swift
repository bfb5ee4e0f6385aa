/// A Swift type as the spec writes it. Generated code spells it with `description`, rebuilt from its parts,
/// so nothing but a well-formed type can reach the output.
public indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// `Name`, `Module.Name`, `Array<Int>`: dotted parts, each with optional generic arguments.
    case named([NamePart])
    case array(TypeExpression)
    case dictionary(key: TypeExpression, value: TypeExpression)
    case optional(TypeExpression)
    /// `(A, b: B)`; a single unlabelled element in parentheses is just that type.
    case tuple([TupleElement])

    public struct NamePart: Hashable, Sendable {
        public var name: String
        public var arguments: [TypeExpression]
    }

    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: TypeExpression
    }

    /// A simple named type with no generic arguments, such as `String`.
    public static func simple(_ name: String) -> TypeExpression { .named([NamePart(name: name, arguments: [])]) }

    /// The single name of a simple named type (`User` for `User`), if it is one.
    public var simpleName: String? {
        if case .named(let parts) = self, parts.count == 1, parts[0].arguments.isEmpty { return parts[0].name }
        return nil
    }

    public var description: String {
        switch self {
        case .named(let parts):
            return parts.map { part in
                part.arguments.isEmpty
                    ? part.name : "\(part.name)<\(part.arguments.map(\.description).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .tuple(let elements):
            return "("
                + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ")
                + ")"
        }
    }
}
