import ArchgenSpec
import Mustache

/// What a template can use: every key of the render context, with its type and meaning. `archgen context SPEC`
/// prints a spec's context; Documentation/Templates.md's reference is `markdown`, and a test fails when the context
/// has a key this list does not document (or documents one no context has).
public enum ContextReference {
    /// A key by its path (`events[].calls[].method`: `[]` steps into a list's items) and JSON type.
    public struct Key: Equatable, Sendable {
        public var path: String
        public var type: String
        public var meaning: String

        init(_ field: (name: String, type: String, meaning: String)) {
            (path, type, meaning) = field
        }
    }

    /// Every key path in `value`, with the JSON types seen there (`string`, `bool`, `number`, `list`, `object`).
    public static func paths(in value: MustacheValue) -> [String: Set<String>] {
        var paths: [String: Set<String>] = [:]
        func visit(_ value: MustacheValue, _ path: String) {
            switch value {
            case .object(let members):
                if !path.isEmpty { paths[path, default: []].insert("object") }
                for (key, member) in members { visit(member, path.isEmpty ? key : path + "." + key) }
            case .list(let items):
                paths[path, default: []].insert("list")
                for item in items { visit(item, path + "[]") }
            case .string: paths[path, default: []].insert("string")
            case .bool: paths[path, default: []].insert("bool")
            case .number: paths[path, default: []].insert("number")
            case .null: paths[path, default: []].insert("null")
            }
        }
        visit(value, "")
        return paths
    }
}

extension ContextReference {
    /// The module-level keys. A type in capitals is a shape below; `[Shape]` is a list of them, `?` may be null.
    public static var keys: [Key] { Context.Module.documentation.map(Key.init) }

    /// The shapes keys have, by name, as the context's types declare them.
    public static var shapes: [(name: String, keys: [Key])] {
        Context.shapes.dropFirst().map { ($0.shapeName, $0.documentation.map(Key.init)) }
    }

    /// Where the context built for `module` and its types' fields disagree: a stored property without a field (or a
    /// field without a property, or in another order), or a field that reads another property than the one it names.
    public static func undocumented(in module: ModuleModel) -> [String] {
        undocumented(in: ModuleContextBuilder(module: module).build())
    }

    /// The same for any value holding context shapes.
    static func undocumented(in value: Any) -> [String] {
        var problems: Set<String> = []
        func visit(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            // (A cast would unwrap an optional shape: its mirror's one child is the shape.)
            if mirror.displayStyle != .optional, let shape = value as? any ContextShape {
                if let problem = mismatch(shape, mirror) { problems.insert(problem) }
            }
            for child in mirror.children { visit(child.value) }
        }
        visit(value)
        return problems.sorted()
    }

    private static func mismatch<Shape: ContextShape>(_ shape: Shape, _ mirror: Mirror) -> String? {
        let properties = mirror.children.map { $0.label ?? "" }
        let fields = Shape.fields.map(\.name)
        guard properties == fields else {
            return "\(Shape.shapeName): the properties are \(properties) but the fields are \(fields)"
        }
        for (field, child) in zip(Shape.fields, mirror.children) where field.value(shape) != encoded(child.value) {
            return "\(Shape.shapeName): the field '\(field.name)' does not read the property of that name"
        }
        return nil
    }

    /// A property's value as templates would get it, found by reflection.
    private static func encoded(_ value: Any) -> MustacheValue {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.first.map { encoded($0.value) } ?? .null
        case .collection: return .list(mirror.children.map { encoded($0.value) })
        default: break
        }
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let shape as any ContextShape: return shape.mustacheValue
        default: return .null
        }
    }

    /// Every documented key path (`events[].calls.whileState.name`), with its type, shapes expanded (a shape inside
    /// itself, a program's nested statements, once: see `canonical`).
    public static var documentedPaths: [String: String] {
        var paths: [String: String] = [:]
        func expand(_ keys: [Key], prefix: String, within: [String]) {
            for key in keys {
                let path = prefix.isEmpty ? key.path : prefix + "." + key.path
                paths[path] = key.type
                var shape = key.type
                if shape.hasSuffix("?") { shape.removeLast() }
                let isList = shape.hasPrefix("[")
                if isList { shape = String(shape.dropFirst().dropLast()) }
                guard !within.contains(shape), let inner = shapes.first(where: { $0.name == shape })?.keys else {
                    continue
                }
                expand(inner, prefix: isList ? path + "[]" : path, within: within + [shape])
            }
        }
        expand(keys, prefix: "", within: [])
        return paths
    }

    /// A context path with the recursion of nested statements taken out: the keys of statements at any depth are
    /// those of the program's own statements.
    public static func canonical(_ path: String) -> String {
        var path = path
        while let range = path.firstRange(of: ".statements[].nested.statements") {
            path.replaceSubrange(range, with: ".statements")
        }
        return path
    }

    /// The reference as Documentation/Templates.md shows it: the module's keys, then each shape's.
    public static var markdown: String {
        func table(_ keys: [Key]) -> String {
            var text = "| key | type | meaning |\n| --- | --- | --- |\n"
            for key in keys { text += "| `\(key.path)` | \(key.type) | \(key.meaning) |\n" }
            return text
        }
        var text = "The module's keys:\n\n" + table(keys)
        for shape in shapes { text += "\n**\(shape.name)**\n\n" + table(shape.keys) }
        return text
    }
}
