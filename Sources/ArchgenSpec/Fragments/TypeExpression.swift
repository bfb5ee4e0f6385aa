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
    /// `(A, B) async throws -> C`: a closure, always written `@Sendable` (it crosses into dependencies and spies).
    case function(Function)

    public struct NamePart: Hashable, Sendable {
        public var name: String
        public var arguments: [TypeExpression]
    }

    public struct TupleElement: Hashable, Sendable {
        public var label: String?
        public var type: TypeExpression
    }

    public struct Function: Hashable, Sendable {
        public var parameters: [TypeExpression]
        public var isAsync: Bool
        public var isThrowing: Bool
        public var result: TypeExpression
    }

    /// True for a closure type, which a parameter must mark `@escaping` (the spies keep what they are given).
    public var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    /// Whether values of this type can be compared: tuples and closures cannot, so they cannot be part of a model,
    /// a state or an event (all `Equatable`). Named types are taken at their word.
    public var isEquatable: Bool {
        switch self {
        case .named(let parts):
            if parts.count == 1,
                ["Any", "AnyObject", "Error", "AsyncStream", "AsyncThrowingStream"].contains(parts[0].name)
            {
                return false
            }
            return parts.allSatisfy { $0.arguments.allSatisfy(\.isEquatable) }
        case .array(let element), .optional(let element): return element.isEquatable
        case .dictionary(let key, let value): return key.isEquatable && value.isEquatable
        case .tuple, .function: return false
        }
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
        case .optional(let wrapped): return wrapped.isFunction ? "(\(wrapped))?" : "\(wrapped)?"
        case .tuple(let elements):
            return "("
                + elements.map { ($0.label.map { "\(SwiftNames.escaped($0)): " } ?? "") + $0.type.description }
                .joined(separator: ", ")
                + ")"
        case .function(let function):
            var text = "@Sendable (" + function.parameters.map(\.description).joined(separator: ", ") + ")"
            if function.isAsync { text += " async" }
            if function.isThrowing { text += " throws" }
            return text + " -> \(function.result)"
        }
    }
}
