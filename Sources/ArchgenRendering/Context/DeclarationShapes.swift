import ArchgenSpec

extension Context {
    /// A model the spec declares: a struct, or an enum with `cases`.
    struct Model: ContextShape {
        var name: String
        var docLines: [DocLine]
        var conformances: String
        var properties: [Value]
        var initParameters: String
        var isEnum: Bool
        var cases: [Declared]

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The type's name."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init(
                "conformances", \.conformances,
                "`Equatable, Hashable, Sendable` (and `Identifiable` with an `id`, `Error` for an error enum)."),
            .init("properties", \.properties, "Its properties."),
            .init(
                "initParameters", \.initParameters,
                "The memberwise initializer's parameters (`id: UUID, name: String`)."),
            .init("isEnum", \.isEnum, "It is an enum (`cases` in the spec), not a struct."),
            .init("cases", \.cases, "An enum's cases."),
        ]
    }

    /// A case the spec declares: an enum model's, a route, an effect.
    struct Declared: ContextShape {
        var name: String
        var upperName: String
        var docLines: [DocLine]
        var declaration: String
        var hasValues: Bool
        var parameters: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The case's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init("declaration", \.declaration, "The case as declared (`detail(movie: Movie)`)."),
            .init("hasValues", \.hasValues, "It has associated values."),
            .init("parameters", \.parameters, "The values as parameters (`movie: Movie`)."),
        ]
    }

    /// A value the screen is made with: an `init` parameter and a stored property of the unit.
    struct Input: ContextShape {
        var name: String
        var label: String
        var type: String
        var comma: String
        var sample: String
        var isFirst: Bool
        var isLast: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The property's name, backticked when a keyword."),
            .init("label", \.label, "The name as an argument label."),
            .init("type", \.type, "Its type."),
            .init("comma", \.comma, "`,` when an `init` parameter follows it, else empty."),
            .init("sample", \.sample, "A value of it for tests and previews (`nil` where archgen cannot build one)."),
            .init("isFirst", \.isFirst, "It is the first input."),
            .init("isLast", \.isLast, "It is the last input."),
        ]
    }

    /// A named, typed value: a property, a parameter, an associated value.
    struct Value: ContextShape {
        var name: String
        var type: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The name, backticked when a keyword."),
            .init("type", \.type, "The Swift type."),
        ]
    }

    /// A value the unit keeps (`storage`): a stored property with its starting value.
    struct Storage: ContextShape {
        var name: String
        var type: String
        var initialValue: String
        var countsWrites = false

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The stored property's name."),
            .init("type", \.type, "Its type."),
            .init("initialValue", \.initialValue, "What it starts as (`[]`, `nil`, `0`)."),
            .init(
                "countsWrites", \.countsWrites,
                "A kept value a call reads: the store counts its writes (a query's result is dropped where it was set"
                    + " while the call ran)."),
        ]
    }

    /// A kept value as the unit's `init` takes it, defaulting to its start value: the one way from outside the unit
    /// to give it another (a test's start, a restored screen); outside the unit it is read-only.
    struct KeptParameter: ContextShape {
        var name: String
        var label: String
        var type: String
        var initialValue: String
        var comma: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The kept value's name, backticked when a keyword."),
            .init("label", \.label, "The name as an argument label."),
            .init("type", \.type, "Its type."),
            .init("initialValue", \.initialValue, "The parameter's default: what it starts as."),
            .init("comma", \.comma, "`,` when an `init` parameter follows it, else empty."),
        ]
    }
}
