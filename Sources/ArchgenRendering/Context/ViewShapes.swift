import ArchgenSpec

extension Context {
    /// What a starter view wires beyond each state's own view: the search field and the confirmation dialogs.
    struct ViewControls: ContextShape {
        var search: SearchEvent?
        var table: ListView?
        var confirmations: [Confirmation]
        var otherEffects: [OtherEffect]
        var banners: [Banner]
        var spinners: [Name]
        var showsFields: Bool
        var presentsAlerts: Bool
        var hasFailureAlert: Bool

        static let fields: [ContextField<Self>] = [
            .init(
                "search", \.search,
                "The event the search field sends as its text changes (`.searchable`, `UISearchController`): the "
                    + "first event whose only value is a `String` and whose name or value speaks of searching, if any."),
            .init(
                "table", \.table,
                "What a UIKit starter's table lists: the first array of the first state that has one (states that list the same type "
                    + "show it too), and what its rows send."),
            .init(
                "confirmations", \.confirmations,
                "Effects a dialog asks a person to confirm, each with the event its button sends."),
            .init(
                "otherEffects", \.otherEffects,
                "The other effects: one with a lone `String` is shown in an alert, the others as a person writes."),
            .init(
                "banners", \.banners, "The `String?` fields, which a starter shows as a banner while they hold a text."),
            .init(
                "spinners", \.spinners,
                "The `Bool` fields some work sets for its duration (`during`), which a starter shows as a spinner."),
            .init("showsFields", \.showsFields, "Some field is a banner or a spinner."),
            .init(
                "presentsAlerts", \.presentsAlerts,
                "A UIKit starter presents alerts (a failure's, an effect's message, a confirmation) once its view is on "
                    + "screen."),
            .init(
                "hasFailureAlert", \.hasFailureAlert,
                "Some state is a failure a UIKit starter shows with an alert (a call's failure, its lone `String`)."),
        ]
    }

    /// A field a starter view shows as a banner while it holds a text, with the button that dismisses it.
    struct Banner: ContextShape {
        var name: String
        var field: String
        var dismiss: ButtonEvent?

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The field's name."),
            .init("field", \.field, "The field's name again, for inside `dismiss` (where `name` is the event's)."),
            .init(
                "dismiss", \.dismiss,
                "The event that only sets the field to nil (no values, no work), whose button dismisses the banner."),
        ]
    }

    /// The event a search field sends, with its text.
    struct SearchEvent: ContextShape {
        var name: String
        var upperName: String
        var label: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The event's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("label", \.label, "The argument label of its text (`text`)."),
        ]
    }

    /// An effect the view answers with a confirmation dialog whose button sends an event with the effect's values.
    struct Confirmation: ContextShape {
        var effect: String
        var upperEffect: String
        var pattern: String
        var title: String
        var event: String
        var upperEvent: String
        var arguments: String
        var hasArguments: Bool
        var button: String
        var isDestructive: Bool

        static let fields: [ContextField<Self>] = [
            .init("effect", \.effect, "The effect's case (`confirmDelete`)."),
            .init("upperEffect", \.upperEffect, "Its name capitalised, for the view's property (`ConfirmDelete`)."),
            .init(
                "pattern", \.pattern,
                "The effect as a case pattern binding its values (`.confirmDelete(let episode)`)."),
            .init("title", \.title, "The dialog's title, a Swift string literal."),
            .init("event", \.event, "The event its button sends (`deleteConfirmed`)."),
            .init("upperEvent", \.upperEvent, "That event's name capitalised."),
            .init("arguments", \.arguments, "The event's arguments from the bound values (`episode: episode`)."),
            .init("hasArguments", \.hasArguments, "The event has values."),
            .init("button", \.button, "The button's title, a Swift string literal."),
            .init("isDestructive", \.isDestructive, "The event deletes or removes (the button's role is destructive)."),
        ]
    }

    /// An effect no dialog confirms: the view shows its lone `String` in an alert (`showError(message:)`), else does
    /// what a person writes.
    struct OtherEffect: ContextShape {
        var name: String
        var upperName: String
        var message: String?

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The effect's case (`showError`)."),
            .init("upperName", \.upperName, "Its name capitalised."),
            .init("message", \.message, "The name of its lone `String` value, which an alert shows (`message`)."),
        ]
    }

    /// How a SwiftUI starter view lists a state's first array, and what a row sends.
    struct ListView: ContextShape {
        var identity: String
        var itemType: String
        var rowKey: String
        var rowKeyType: String
        var isModel: Bool
        var item: String
        var lines: [RowLine]
        var tap: RowEvent?
        var swipes: [RowEvent]
        var hasSwipes: Bool
        var hasSeveralSwipes: Bool
        var hasRowEvents: Bool
        var loadMore: Name?

        static let fields: [ContextField<Self>] = [
            .init(
                "identity", \.identity,
                "What follows the items in `List(…)`: empty for an `Identifiable` model, else `, id: \\.self`."),
            .init(
                "itemType", \.itemType,
                "The type of a row's value (`Episode`; VIP: the scene's display row, `EpisodesScene.EpisodeRow`)."),
            .init(
                "rowKey", \.rowKey,
                "What identifies a row in a UIKit table: `id` for an `Identifiable` model, else `self` (the value)."),
            .init("rowKeyType", \.rowKeyType, "Its type (`Episode.ID`, or the value's type)."),
            .init("isModel", \.isModel, "A row's value is a model of the spec (MVC's data source lists it)."),
            .init("item", \.item, "The row's value's name (`episode`)."),
            .init("lines", \.lines, "What a row shows of its value, a line each, the first the main one."),
            .init("tap", \.tap, "The event a tap on a row sends, if any."),
            .init("swipes", \.swipes, "The events a row's trailing swipe actions send."),
            .init("hasSwipes", \.hasSwipes, "There are swipe actions."),
            .init(
                "hasSeveralSwipes", \.hasSeveralSwipes,
                "There are two or more (a UIKit list of actions ends with a comma then, as swift-format writes it)."),
            .init("hasRowEvents", \.hasRowEvents, "A row sends some event with its value (a tap or a swipe)."),
            .init("loadMore", \.loadMore, "The event sent when the last row appears (the next page), if any."),
        ]
    }

    /// A line of a row: the text a domain model gives, and the text VIP's display row gives.
    struct RowLine: ContextShape {
        var text: String
        var displayText: String
        var uikitText: String
        var isFirst: Bool

        static let fields: [ContextField<Self>] = [
            .init("text", \.text, "The line's text from the model (`episode.duration.formatted()`)."),
            .init("displayText", \.displayText, "VIP: the same line from the scene's row, already text."),
            .init(
                "uikitText", \.uikitText,
                "UIKit (which Box keeps at iOS 13): the same line with `NumberFormatter` and `DateFormatter`."),
            .init("isFirst", \.isFirst, "It is the main line."),
        ]
    }

    /// An event a row sends, with the row's value (the model, or its `id`).
    struct RowEvent: ContextShape {
        var name: String
        var upperName: String
        var arguments: String
        var title: String
        var accessibilityIdentifier: String
        var isDestructive: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The event's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init(
                "arguments", \.arguments, "Its arguments from the row's value (`episode: episode`, `id: episode.id`)."),
            .init("title", \.title, "The action's title, a Swift string literal."),
            .init(
                "accessibilityIdentifier", \.accessibilityIdentifier,
                "Its accessibility identifier, a Swift string literal: the row's own (`\"Inbox.emailTapped.\\(email.id)\"`)"
                    + " where the row's model has an `id`."),
            .init("isDestructive", \.isDestructive, "It deletes or removes (its name says so): shown as destructive."),
        ]
    }
}
