import ArchgenSpec

extension Context {
    /// One preview of the starter view: the state it shows, and how the preview dependencies answer to show it.
    struct Preview: ContextShape {
        var title: String
        var outcome: String

        static let fields: [ContextField<Self>] = [
            .init("title", \.title, "The preview's name, a Swift string literal (the state's name)."),
            .init("outcome", \.outcome, "How the preview dependencies answer: `waits`, `succeeds` or `fails`."),
        ]
    }

    /// VIP: a row of the scene that shows a model (`TweetsScene.TweetRow`).
    struct Row: ContextShape {
        var name: String
        var model: String
        var variable: String
        var local: String
        var isIdentifiable: Bool
        var values: [Value]
        var assignments: [DocLine]
        var sample: String?
        var checks: [RowCheck]

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The row's type in the scene (`TweetRow`)."),
            .init("model", \.model, "The model it shows."),
            .init("variable", \.variable, "The model as its `init` parameter (`tweet`)."),
            .init("local", \.local, "The row in its test (`tweetRow`)."),
            .init("isIdentifiable", \.isIdentifiable, "The model has an `id`, which the row keeps."),
            .init("values", \.values, "Its values: numbers and dates as text, nested models as rows, the rest as is."),
            .init(
                "assignments", \.assignments, "The statements of its `init` (`self.price = order.price.formatted()`)."),
            .init(
                "sample", \.sample, "A model to test it with, when archgen can build one and the row shows something."),
            .init("checks", \.checks, "What its test expects of each value, from that model."),
        ]
    }

    /// One value of a row, as its test expects it.
    struct RowCheck: ContextShape {
        var actual: String
        var expected: String

        static let fields: [ContextField<Self>] = [
            .init("actual", \.actual, "The row's value (`row.price`)."),
            .init("expected", \.expected, "What it must be (`order.price.formatted()`)."),
        ]
    }

    /// VIP: a state's view model, made for display from its response.
    struct SceneViewModel: ContextShape {
        var hasValues: Bool
        var values: [Value]
        var parameters: String
        var arguments: String

        static let fields: [ContextField<Self>] = [
            .init("hasValues", \.hasValues, "It has values."),
            .init("values", \.values, "Its values, as displayed (a model as its row)."),
            .init("parameters", \.parameters, "Those values as parameters."),
            .init(
                "arguments", \.arguments,
                "How the presenter makes it from the response (`tweets: response.tweets.map(TweetsScene.TweetRow.init)`)."
            ),
        ]
    }
}
