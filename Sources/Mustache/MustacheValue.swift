/// The data a template is rendered with: the JSON-like values the Mustache specification talks about.
public enum MustacheValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case null
    case bool(Bool)
    /// A number, kept as the text it is printed as (`1.5`, `85`).
    case number(String)
    case string(String)
    case list([MustacheValue])
    case object([String: MustacheValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// False, null and the empty list are falsey; everything else is truthy (the specification's rule).
    var isFalsey: Bool {
        switch self {
        case .null, .bool(false): true
        case .list(let elements): elements.isEmpty
        default: false
        }
    }

    /// The text an interpolation tag prints for this value.
    var interpolated: String {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): text
        case .list, .object: ""
        }
    }
}
