import ArchgenSpec

extension Context {
    /// A model some state lists (`loaded(people: [Person])`): MVC gives it a table cell that lays itself out.
    struct ListedModel: ContextShape {
        var name: String
        var cell: String
        var cellProperties: [Value]
        var text: String?
        var secondaryText: String?
        var joinsDetails: Bool
        var details: [Expression]

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The model's name (`Person`)."),
            .init("cell", \.cell, "Its cell's class (`PersonCell`), also its reuse identifier."),
            .init(
                "cellProperties", \.cellProperties,
                "The cell's properties, one per model property but `id`, each optional (`name: String?`)."),
            .init(
                "text", \.text,
                "The cell's main text from its properties (`name`), null when the model has nothing but an `id`."),
            .init(
                "secondaryText", \.secondaryText,
                "Its secondary text when one other property gives it (`birthday?.formatted(...)`), else null."),
            .init("joinsDetails", \.joinsDetails, "Several other properties make the secondary text, joined by ` · `."),
            .init("details", \.details, "Their texts (each a `String?` expression), when there are several."),
        ]
    }

    /// A line of Swift that gives a value.
    struct Expression: ContextShape {
        var code: String

        static let fields: [ContextField<Self>] = [.init("code", \.code, "The expression.")]
    }

    /// How a view controller shows a state that lists models: its array in a table, a cell per item.
    struct Rows: ContextShape {
        var pattern: String
        var items: String
        var cell: String
        var assignments: [CellAssignment]

        static let fields: [ContextField<Self>] = [
            .init("pattern", \.pattern, "The case pattern that binds the array (`.loaded(let people)`)."),
            .init("items", \.items, "The bound array's name (`people`)."),
            .init("cell", \.cell, "The cell's class (`PersonCell`)."),
            .init("assignments", \.assignments, "What the configure closure sets on the cell, from its `item`."),
        ]
    }

    struct CellAssignment: ContextShape {
        var property: String
        var value: String

        static let fields: [ContextField<Self>] = [
            .init("property", \.property, "The cell's property (`name`)."),
            .init("value", \.value, "What it is set to (`item.name`)."),
        ]
    }
}
