import ArchgenSpec

extension Context {
    struct State: ContextShape {
        var name: String
        var upperName: String
        var title: String
        var isBlank: Bool
        var accessibilityIdentifier: String
        var docLines: [DocLine]
        var declaration: String
        var hasValues: Bool
        var values: [Value]
        var parameters: String
        var valueArguments: String
        var responseArguments: String
        var caseBindings: String
        var viewModel: SceneViewModel
        var listValue: String?
        var listBinding: String
        var messageValue: String?
        var rows: Rows?
        var list: ListView?
        var isTable: Bool
        var buttons: [ButtonEvent]
        var isFailure: Bool
        var isWhile: Bool
        var isLast: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The case's name."),
            .init("upperName", \.upperName, "The name capitalised (`Loaded`), for type and method names."),
            .init(
                "title", \.title,
                "What a starter view says in the state, a Swift string literal: \"Nothing here yet\" for a state named "
                    + "for emptiness (`empty`, `noResults`), else the name as words (`signedOut` reads \"Signed out\")."
            ),
            .init(
                "isBlank", \.isBlank,
                "The starter view shows nothing in the state: the state the screen starts in, without values, before "
                    + "anything happened (neither a call's wait nor a failure)."),
            .init(
                "accessibilityIdentifier", \.accessibilityIdentifier,
                "What identifies the state's view for UI tests, a Swift string literal (`\"Users.loaded\"`)."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init("declaration", \.declaration, "The case as declared (`loaded(users: [User])`)."),
            .init("hasValues", \.hasValues, "It has associated values."),
            .init("values", \.values, "Its associated values."),
            .init("parameters", \.parameters, "The values as parameters (`users: [User]`)."),
            .init("valueArguments", \.valueArguments, "The values passed on by name (`users: users`)."),
            .init(
                "responseArguments", \.responseArguments,
                "VIP: the values read from its response (`users: response.users`)."),
            .init("caseBindings", \.caseBindings, "Its values bound in a case pattern (`let users`)."),
            .init("viewModel", \.viewModel, "VIP: its view model, made for display from its response."),
            .init("listValue", \.listValue, "The name of its first array value (what a starter view lists)."),
            .init(
                "listBinding", \.listBinding,
                "Its values bound in a case pattern, only the listed one named (`let threats, _`)."),
            .init(
                "messageValue", \.messageValue, "The name of its only value when that is a `String` (for a message)."),
            .init("rows", \.rows, "How a UIKit table shows it when it lists models (its first `[Model]` value)."),
            .init("list", \.list, "How a SwiftUI starter view lists its first array, and what the rows send."),
            .init("isTable", \.isTable, "A UIKit starter's table shows it (it lists the `view.table`'s type)."),
            .init("buttons", \.buttons, "Events without values only this state offers as buttons (their `when`)."),
            .init(
                "isFailure", \.isFailure,
                "Some call's failure shows it, with the reason as its lone `String` (the view shows it as it is)."),
            .init("isWhile", \.isWhile, "Some event shows it while a call runs."),
            .init("isLast", \.isLast, "It is the last state."),
        ]
    }

    /// A state (or a custom event, or the event a test sends) as code builds it: templates spell it their own way
    /// (`.{{name}}({{arguments}})`, `display{{upperName}}({{arguments}})`).
    struct Reference: ContextShape {
        var name: String
        var upperName: String
        var hasValues: Bool
        var arguments: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The case's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("hasValues", \.hasValues, "It has associated values."),
            .init("arguments", \.arguments, "The values it is built with (`users: result`), empty when none."),
        ]
    }

    struct Event: ContextShape {
        var name: String
        var upperName: String
        var docLines: [DocLine]
        var declaration: String
        var pattern: String
        var hasValues: Bool
        var values: [Value]
        var parameters: String
        var isCustom: Bool
        var work: Work?
        var program: Program
        var methodProgram: Program
        var requestProgram: Program

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The case's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init("declaration", \.declaration, "The case as declared (`search(query: String)`)."),
            .init("pattern", \.pattern, "The case as a `case` pattern binding the values the handler uses."),
            .init("hasValues", \.hasValues, "It has associated values."),
            .init("values", \.values, "Its associated values."),
            .init("parameters", \.parameters, "The values as parameters."),
            .init("isCustom", \.isCustom, "A person's handler does what the event does (a custom event)."),
            .init("work", \.work, "When the event runs work in a task the unit owns (its `policy`)."),
            .init(
                "program", \.program,
                "What a send does, as `send` writes it: its policy (dropped, or cancelling the work it replaces), then "
                    + "the event's blocks, or a custom event's handler in its task."),
            .init("methodProgram", \.methodProgram, "MVP: the same program, as a method of its own writes it."),
            .init("requestProgram", \.requestProgram, "VIP: the same program, the event's values read from `request`."),
        ]
    }

    /// The task an event's work runs in, owned by the view model, presenter, interactor or model.
    struct Work: ContextShape {
        var name: String
        var isLatest: Bool
        var isDrop: Bool
        var isParallel: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The case of the unit's private `Work` enum (the event's name)."),
            .init("isLatest", \.isLatest, "A new send cancels the running work and starts again."),
            .init("isDrop", \.isDrop, "A new send is dropped while the work runs (it gets the running task)."),
            .init("isParallel", \.isParallel, "A new send runs beside the running work."),
        ]
    }

    struct CustomEvent: ContextShape {
        var name: String
        var upperName: String
        var event: String
        var docLines: [DocLine]
        var handlerSignature: String
        var work: Work?
        var step: ResultStep?
        var isFirst: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The handler's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("event", \.event, "The event's name."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init("handlerSignature", \.handlerSignature, "The handler's signature (`rowAppeared(id: UUID)`)."),
            .init("work", \.work, "Its work and policy."),
            .init(
                "step", \.step,
                "When it receives another event's result: a step of that event's work, run in its task, which no view "
                    + "sends (not in `events`)."),
            .init("isFirst", \.isFirst, "It is the first custom event."),
        ]
    }

    /// A custom event that receives the result of other events' calls, in their task.
    struct ResultStep: ContextShape {
        var callers: String

        static let fields: [ContextField<Self>] = [
            .init("callers", \.callers, "The events whose result it receives, in prose (\"`load` and `refresh`\").")
        ]
    }

    struct ButtonEvent: ContextShape {
        var name: String
        var upperName: String
        var title: String
        var accessibilityIdentifier: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The event's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("title", \.title, "The button's title, a Swift string literal."),
            .init(
                "accessibilityIdentifier", \.accessibilityIdentifier,
                "The button's accessibility identifier for UI tests, a Swift string literal (`\"Users.retryTapped\"`)."),
        ]
    }

    struct Name: ContextShape {
        var name: String
        var upperName: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The event's name."),
            .init("upperName", \.upperName, "The name capitalised."),
        ]
    }
}

extension Context {
    /// An event said with the keys of real screens, as the statements of its handling: Swift every pattern writes
    /// alike (`code`), what a pattern spells its own way (a state shown, a route, an effect, a result handed to a
    /// custom handler), and statements nested one level deeper (the body of an `if`, a `do`, a task).
    /// `shared/program.mustache` writes them, including itself for nested ones.
    struct Program: ContextShape {
        var statements: [Statement]

        static let fields: [ContextField<Self>] = [
            .init("statements", \.statements, "The statements, in order.")
        ]
    }

    /// One statement of a program; exactly one of its kinds is there.
    struct Statement: ContextShape {
        var code: String?
        var show: Reference?
        var route: Reference?
        var effect: Reference?
        var nested: Program?

        static let fields: [ContextField<Self>] = [
            .init("code", \.code, "A line of Swift every pattern writes alike."),
            .init("show", \.show, "A state the unit shows now."),
            .init("route", \.route, "Where the screen leads now (a `Route` case)."),
            .init("effect", \.effect, "What the view does once now (an `Effect` case)."),
            .init("nested", \.nested, "Statements one level deeper."),
        ]
    }
}
