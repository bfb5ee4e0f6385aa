/// A JSON value that remembers where it starts in its file, so every later stage can point at it.
public struct JSONValue: Equatable, Sendable {
    /// The kinds of JSON value; numbers keep their exact text.
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key": value` pair of an object, in file order.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONValue

        public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var kind: Kind
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The name of the value's JSON type, for messages such as "expected a string, found an array".
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
