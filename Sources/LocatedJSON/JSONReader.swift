/// Reads RFC 8259 JSON from UTF-8 bytes into `JSONValue`s that keep their positions.
///
/// Stricter than Foundation on purpose: duplicate keys, a byte order mark and nesting deeper than
/// `maximumDepth` are errors, and every error carries the line and column where it was found. Comments and
/// trailing commas, which people write in files they edit by hand (JSONC, as editors call it), are accepted only
/// when `extensions` says so; anything else that is not JSON is an error that names JSON's rule.
public struct JSONReader: Sendable {
    /// What a reader accepts beyond RFC 8259.
    public struct Extensions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `// to the end of the line` and `/* ... */`, wherever white space may be.
        public static let comments = Extensions(rawValue: 1)
        /// One comma after the last element of an array or the last member of an object.
        public static let trailingCommas = Extensions(rawValue: 2)
        /// What editors call JSON with comments (VS Code's `jsonc`): comments and trailing commas.
        public static let jsonc: Extensions = [.comments, .trailingCommas]
    }

    /// How deeply arrays and objects may nest; deeper input is rejected instead of overflowing the stack.
    public var maximumDepth: Int
    /// What is accepted beyond JSON (nothing by default).
    public var extensions: Extensions

    public init(maximumDepth: Int = 256, allowing extensions: Extensions = []) {
        self.maximumDepth = maximumDepth
        self.extensions = extensions
    }

    /// Parses one JSON text (a single value surrounded by optional white space, and comments if allowed).
    public func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth, extensions: extensions)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw JSONSyntaxError(
                "file starts with a byte order mark; save it as UTF-8 without one", at: scanner.location)
        }
        try scanner.skipTrivia()
        let value = try scanner.readValue(depth: 0)
        try scanner.skipTrivia()
        if !scanner.isAtEnd {
            throw JSONSyntaxError(
                "unexpected \(scanner.describeCurrent()) after the end of the JSON value; a JSON file holds one value",
                at: scanner.location)
        }
        return value
    }

    /// Parses a JSON text given as a string.
    public func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try read(Array(text.utf8))
    }
}
