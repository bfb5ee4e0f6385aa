import ArchgenSpec
import Mustache

/// One level of the render context (the module, a state, an event's call...): a Swift type whose stored properties
/// are the keys a template can use. `fields` lists them in declaration order, each with its key path and meaning;
/// its type in the reference (`string`, `bool`, `[Value]`, `Reference?`) follows from the key path. The value
/// templates render and the reference for template authors (`archgen context --reference`) both come from `fields`,
/// and a test fails when a property has no field (or a field reads another property).
protocol ContextShape: Sendable {
    static var fields: [ContextField<Self>] { get }
}

extension ContextShape {
    /// The shape's name in the reference (`Event`, `Reference`).
    static var shapeName: String { String(describing: Self.self) }

    /// Each key as the reference documents it.
    static var documentation: [(name: String, type: String, meaning: String)] {
        fields.map { ($0.name, $0.type(), $0.meaning) }
    }

    /// The value templates render: an object of every field.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [:]
        members.reserveCapacity(Self.fields.count)
        for field in Self.fields { members[field.name] = field.value(self) }
        return .object(members)
    }
}

/// A key of a context shape: its name, its type as the reference writes it, what it means, and how its value is read.
struct ContextField<Shape: ContextShape>: Sendable {
    let name: String
    /// (Spelled only for the reference: a type's name is slow to find the first time.)
    let type: @Sendable () -> String
    let meaning: String
    let value: @Sendable (Shape) -> MustacheValue

    init(_ name: String, _ read: @escaping @Sendable (Shape) -> String, _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { "string" }
        value = { .string(read($0)) }
    }

    init(_ name: String, _ read: @escaping @Sendable (Shape) -> String?, _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { "string?" }
        value = { read($0).map { .string($0) } ?? .null }
    }

    init(_ name: String, _ read: @escaping @Sendable (Shape) -> [String], _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { "[string]" }
        value = { .list(read($0).map { .string($0) }) }
    }

    init(_ name: String, _ read: @escaping @Sendable (Shape) -> Bool, _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { "bool" }
        value = { .bool(read($0)) }
    }

    init<Inner: ContextShape>(_ name: String, _ read: @escaping @Sendable (Shape) -> Inner, _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { Inner.shapeName }
        value = { read($0).mustacheValue }
    }

    init<Inner: ContextShape>(_ name: String, _ read: @escaping @Sendable (Shape) -> Inner?, _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { Inner.shapeName + "?" }
        value = { read($0)?.mustacheValue ?? .null }
    }

    init<Inner: ContextShape>(_ name: String, _ read: @escaping @Sendable (Shape) -> [Inner], _ meaning: String) {
        (self.name, self.meaning) = (name, meaning)
        type = { "[\(Inner.shapeName)]" }
        value = { .list(read($0).map(\.mustacheValue)) }
    }
}
