/// A template that cannot be parsed, or (in strict mode) rendered, with the template's name and line.
public struct MustacheError: Error, Equatable, Sendable, CustomStringConvertible {
    public var template: String
    public var line: Int
    public var message: String
    /// In strict mode, the name that resolved nowhere, and the names that were in reach where it was used (for a
    /// "did you mean" hint).
    public var unknownName: String?
    public var namesInReach: [String] = []

    public init(template: String, line: Int, message: String) {
        self.template = template
        self.line = line
        self.message = message
    }

    public var description: String { "\(template):\(line): error: \(message)" }
}
