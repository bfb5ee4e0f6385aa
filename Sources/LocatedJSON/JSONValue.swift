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
        /// Where the key's opening quote is, as a byte offset in the text read (0 for a member built in code).
        public var keyOffset: Int

        public init(key: String, keyLocation: SourceLocation, value: JSONValue, keyOffset: Int = 0) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
            self.keyOffset = keyOffset
        }
    }

    public var kind: Kind
    public var location: SourceLocation
    /// The value's bytes in the text read, for edits that keep the rest of the text (empty for a value built in code).
    public var byteRange: Range<Int>

    public init(_ kind: Kind, at location: SourceLocation, byteRange: Range<Int> = 0..<0) {
        self.kind = kind
        self.location = location
        self.byteRange = byteRange
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
