import ArchgenSpec

/// The names the shapes live under: `Context.Module` is the top level of every template's context.
enum Context {}

extension Context {
    /// The top level: what every template sees.
    struct Module: ContextShape {
        var module: String
        var targetModule: String
        var specFileName: String
        var access: String
        var isPublic: Bool
        var stateAccess: String
        var scene: String
        var isSwiftUI: Bool
        var isUIKit: Bool
        var isBox: Bool
        var isXCTest: Bool
        var isSwiftTesting: Bool
        var expectEqualOpen: String
        var expectEqualSeparator: String
        var located: String
        var locationParameters: String
        var imports: Imports
        var docLines: [DocLine]
        var hasModels: Bool
        var models: [Model]
        var hasListedModels: Bool
        var rows: [Row]
        var listedModels: [ListedModel]
        var fixtures: [Fixture]
        var hasDependencies: Bool
        var dependencies: [Dependency]
        var storage: [Storage]
        var hasStorage: Bool
        var hasFields: Bool
        var fields: [Storage]
        var fieldParameters: String
        var hasRoutes: Bool
        var routes: [Declared]
        var routeSample: String?
        var hasEffects: Bool
        var effects: [Declared]
        var effectSample: String?
        var hasReports: Bool
        var hasInputs: Bool
        var inputs: [Input]
        var hasUnitArguments: Bool
        var tracksState: Bool
        var hasScreenTypes: Bool
        var hasUnitParameters: Bool
        var hasParametersAfterState: Bool
        var hasStateOrFieldsParameters: Bool
        var states: [State]
        var initialState: String
        var initialStateTitle: String
        var events: [Event]
        var hasCustomEvents: Bool
        var usesAppendingNew: Bool
        var handlersArguments: String
        var describesErrors: Bool
        var debounces: Bool
        var hasOptions: Bool
        var hasInitParameters: Bool
        var customEvents: [CustomEvent]
        var buttonEvents: [ButtonEvent]
        var view: ViewControls
        var appearEvent: Name?
        var refreshEvent: Name?
        var previews: [Preview]
        var hasWork: Bool
        var workEvents: [Name]
        var appearTest: AppearTest?
        var presentationTests: [PresentationTest]
        var testGroups: [TestFile]
        var testGroup: TestGroup?
        var streams: Bool
        var untested: [DocLine]

        static let fields: [ContextField<Self>] = [
            .init("module", \.module, "The module's name (`Users`)."),
            .init(
                "targetModule", \.targetModule,
                "The Swift module the sources compile into (the spec's `target`, else `module`)."),
            .init("specFileName", \.specFileName, "The spec's file name, for the header."),
            .init("access", \.access, "`public ` (with the space) for a public feature module, else empty."),
            .init("isPublic", \.isPublic, "Whether the spec says `\"access\": \"public\"`."),
            .init(
                "stateAccess", \.stateAccess,
                "What goes before `var state`: `private(set) ` (custom handlers return the next state)."),
            .init("scene", \.scene, "VIP: the scene's namespace enum (`UsersScene`)."),
            .init("isSwiftUI", \.isSwiftUI, "The spec's `ui` is `swiftui`."),
            .init("isUIKit", \.isUIKit, "The spec's `ui` is `uikit`."),
            .init(
                "isBox", \.isBox,
                "MVVM: the view model's state is a `Box` the view controller binds to, not `@Observable`."),
            .init("isXCTest", \.isXCTest, "The spec's `testing` is `xctest`."),
            .init("isSwiftTesting", \.isSwiftTesting, "The spec's `testing` is `swift-testing`."),
            .init(
                "expectEqualOpen", \.expectEqualOpen, "How an equality check opens: `XCTAssertEqual(` or `#expect(`."),
            .init("expectEqualSeparator", \.expectEqualSeparator, "What separates its two sides: `, ` or ` == `."),
            .init(
                "located", \.located,
                "How an equality check in a test helper closes, at its caller's place: `, file: file, line: line)` or "
                    + "`, sourceLocation: sourceLocation)`."),
            .init(
                "locationParameters", \.locationParameters,
                "A test helper's parameters for its caller's place: `file: StaticString = #filePath, line: UInt = "
                    + "#line` or `sourceLocation: SourceLocation = #_sourceLocation`."),
            .init("imports", \.imports, "Each file kind's import block, sorted, with the spec's `imports` added."),
            .init("docLines", \.docLines, "The spec's `doc`, a line each."),
            .init("hasModels", \.hasModels, "The spec has models."),
            .init("models", \.models, "The spec's models."),
            .init("hasListedModels", \.hasListedModels, "Some state lists models (`loaded(people: [Person])`)."),
            .init("rows", \.rows, "VIP: the rows of the scene, one per model a state shows (and the models it holds)."),
            .init(
                "listedModels", \.listedModels,
                "Those models, each once (a file with `each: listedModels` gets one's keys at the top)."),
            .init(
                "fixtures", \.fixtures,
                "Tests: a builder per struct model archgen can build, with a default for every property."),
            .init("hasDependencies", \.hasDependencies, "The spec has dependencies."),
            .init(
                "dependencies", \.dependencies,
                "The spec's dependencies (a file with `each: dependencies` gets one's keys at the top)."),
            .init("storage", \.storage, "Values the view model / presenter / interactor keeps besides its state."),
            .init("hasStorage", \.hasStorage, "The spec keeps some values (`storage`)."),
            .init("hasFields", \.hasFields, "The screen shows some values beside its state (`fields`)."),
            .init("fields", \.fields, "The values the screen shows beside its state, each with what it starts as."),
            .init(
                "fieldParameters", \.fieldParameters,
                "The fields as `init` parameters with their start values (`isLoadingMore: Bool = false`)."),
            .init("hasRoutes", \.hasRoutes, "The screen can lead somewhere (`routes`)."),
            .init("routes", \.routes, "Where the screen can lead: the cases of its `Route`."),
            .init("routeSample", \.routeSample, "A route with sample values, for tests (`.detail(movie: ...)`)."),
            .init("hasEffects", \.hasEffects, "The view does something once (`effects`)."),
            .init("effects", \.effects, "What the view can be asked to do once: the cases of its `Effect`."),
            .init("effectSample", \.effectSample, "An effect with sample values, for tests."),
            .init("hasReports", \.hasReports, "The unit reports routes or effects."),
            .init("hasInputs", \.hasInputs, "The screen is made with some values (`inputs`)."),
            .init("inputs", \.inputs, "The values the screen is made with: `init` parameters after the state."),
            .init(
                "hasUnitArguments", \.hasUnitArguments,
                "The unit is made with inputs or dependencies (previews pass them)."),
            .init(
                "tracksState", \.tracksState,
                "Some event depends on the state (`when`): an MVP presenter or a VIP interactor keeps it too."),
            .init(
                "hasScreenTypes", \.hasScreenTypes,
                "The unit declares types for real screens: a kept `State`, `Fields`, `Route` or `Effect`."),
            .init(
                "hasUnitParameters", \.hasUnitParameters,
                "The unit's `init` takes more than its view or presenter: a kept state, fields, inputs, "
                    + "dependencies or options."),
            .init(
                "hasParametersAfterState", \.hasParametersAfterState,
                "Fields, inputs, dependencies or options follow a kept state in `init`."),
            .init(
                "hasStateOrFieldsParameters", \.hasStateOrFieldsParameters,
                "MVP and VIP: a test's `makeSUT` takes a kept state or fields before the inputs."),
            .init("states", \.states, "The spec's states, in order."),
            .init("initialState", \.initialState, "The first state's name: the screen starts in it."),
            .init("initialStateTitle", \.initialStateTitle, "That name, capitalised."),
            .init("events", \.events, "The events a view sends, in the spec's order (every event but the steps)."),
            .init("hasCustomEvents", \.hasCustomEvents, "Some events are handled by a person's code."),
            .init("usesAppendingNew", \.usesAppendingNew, "Some event's work appends new rows (`appendingNew`)."),
            .init(
                "handlersArguments", \.handlersArguments,
                "The rest of the arguments that make the `Handlers` value custom handlers work with, after its state "
                    + "(`, usersService: usersService)`)."),
            .init(
                "describesErrors", \.describesErrors,
                "Some call goes to a failure state: the unit takes `describeError` (what the state's message says)."),
            .init(
                "debounces", \.debounces,
                "Some event has a `debounce`: the unit takes `debounceWait` (how it waits), the tests a debounce spy."),
            .init("hasOptions", \.hasOptions, "The unit's `init` takes `describeError` or `debounceWait`."),
            .init(
                "hasInitParameters", \.hasInitParameters,
                "The unit's `init` takes more than its first parameter: dependencies or options."),
            .init("customEvents", \.customEvents, "Those events, with their handler's signature."),
            .init(
                "buttonEvents", \.buttonEvents,
                "Events without values a person sends in any state, which the starter view offers as buttons."),
            .init("view", \.view, "The starter view's search field and confirmation dialogs."),
            .init("appearEvent", \.appearEvent, "The event the starter view sends when it appears, if any."),
            .init(
                "refreshEvent", \.refreshEvent,
                "The event a SwiftUI starter view sends when pulled to refresh (`.refreshable`), if the spec names one."
            ),
            .init(
                "previews", \.previews,
                "The starter view's previews, a state each: what the appear event's call shows while it runs, when it "
                    + "succeeds and when it fails (the preview dependencies wait, answer or throw); else the initial state."
            ),
            .init("hasWork", \.hasWork, "Some event runs work in a task the unit owns."),
            .init("workEvents", \.workEvents, "Those events: the cases of the unit's private `Work` enum."),
            .init(
                "appearTest", \.appearTest,
                "The appear event's call, when it is async: a SwiftUI screen's owner (VIP's store, MVP's view adapter) "
                    + "loads once however often it appears."),
            .init("presentationTests", \.presentationTests, "VIP/MVP: one test per state that the presenter shows."),
            .init(
                "testGroups", \.testGroups,
                "A test per way through each event, grouped by event (a file with `each: testGroups` gets one's keys "
                    + "at the top)."),
            .init("testGroup", \.testGroup, "Null: the file is not one event's tests (see `testGroups`)."),
            .init("streams", \.streams, "A dependency returns a stream: the tests build theirs from elements."),
            .init(
                "untested", \.untested,
                "Why an event gets no generated test (a value of a type archgen cannot build), one line each."),
        ]
    }

    /// Each kind of file's `import` lines.
    struct Imports: ContextShape {
        var foundation: String
        var observation: String
        var swiftUI: String
        var uiKit: String
        var uiKitObservation: String
        var tests: String

        static let fields: [ContextField<Self>] = [
            .init("foundation", \.foundation, "`import Foundation` (and the spec's imports)."),
            .init("observation", \.observation, "Foundation and Observation, for files with `@Observable` types."),
            .init("swiftUI", \.swiftUI, "SwiftUI, for views."),
            .init("uiKit", \.uiKit, "UIKit, for view controllers."),
            .init("uiKitObservation", \.uiKitObservation, "UIKit and Observation."),
            .init("tests", \.tests, "Foundation and the test framework."),
        ]
    }

    struct DocLine: ContextShape {
        var text: String

        static let fields: [ContextField<Self>] = [.init("text", \.text, "One line of documentation, after `///`.")]
    }

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

    struct Storage: ContextShape {
        var name: String
        var type: String
        var initialValue: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The stored property's name."),
            .init("type", \.type, "Its type."),
            .init("initialValue", \.initialValue, "What it starts as (`[]`, `nil`, `0`)."),
        ]
    }

    struct Dependency: ContextShape {
        var name: String
        var docLines: [DocLine]
        var propertyName: String
        var propertyLabel: String
        var isClosures: Bool
        var typeReference: String
        var hasThrowingMethods: Bool
        var isMainActor: Bool
        var isFirst: Bool
        var isLast: Bool
        var methods: [Method]

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The protocol's (or closure struct's) name."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init("propertyName", \.propertyName, "The property that holds it (`usersService`)."),
            .init("propertyLabel", \.propertyLabel, "That name as an argument label."),
            .init(
                "isClosures", \.isClosures, "It is a struct of closures (`\"style\": \"closures\"`), not a protocol."),
            .init(
                "typeReference", \.typeReference, "How a property's type names it: `any UsersService` or the struct."),
            .init("hasThrowingMethods", \.hasThrowingMethods, "Some of its methods throw."),
            .init(
                "isMainActor", \.isMainActor,
                "Its methods run on the main actor (`\"isolation\": \"mainActor\"`): a `@MainActor` protocol or closures."
            ),
            .init("isFirst", \.isFirst, "It is the first dependency."),
            .init("isLast", \.isLast, "It is the last dependency."),
            .init("methods", \.methods, "Its methods."),
        ]
    }

    struct Method: ContextShape {
        var name: String
        var label: String
        var signature: String
        var hasParameters: Bool
        var parameters: [Value]
        var returns: Bool
        var isAsync: Bool
        var isThrowing: Bool
        var returnsOnly: Bool
        var holdsStream: Bool
        var throwsOnly: Bool
        var throwsAndReturns: Bool
        var resultType: String?
        var callType: String
        var callsProperty: String
        var callKey: String
        var resultProperty: String
        var errorProperty: String
        var record: String
        var unwritten: String
        var sample: String?
        var previewValue: String?
        var closureType: String
        var closureOpen: String
        var closureForward: String
        var isFirst: Bool
        var isLast: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The method's name."),
            .init("label", \.label, "The name as an argument label."),
            .init("signature", \.signature, "The requirement as written (`fetchUsers() async throws -> [User]`)."),
            .init("hasParameters", \.hasParameters, "It takes parameters."),
            .init("parameters", \.parameters, "Its parameters."),
            .init("returns", \.returns, "It returns a value."),
            .init("isAsync", \.isAsync, "It is `async` (a spy can hold its calls)."),
            .init("isThrowing", \.isThrowing, "It `throws`."),
            .init("returnsOnly", \.returnsOnly, "It returns a value and does not throw."),
            .init(
                "holdsStream", \.holdsStream,
                "It returns a stream and is not `async`: its spy holds the stream (before its first element) instead of "
                    + "the call."),
            .init("throwsOnly", \.throwsOnly, "It throws and returns nothing."),
            .init("throwsAndReturns", \.throwsAndReturns, "It throws and returns a value."),
            .init(
                "resultType", \.resultType, "The spy's stored result: `Result<T, any Error>` or `T`; null when none."),
            .init("callType", \.callType, "The spy's record of one call (`FetchUsersCall`)."),
            .init("callsProperty", \.callsProperty, "The spy's list of calls (`fetchUsersCalls`)."),
            .init("callKey", \.callKey, "Its key in a test subject's call counts, quoted (`\"usersAPI.fetchUsers\"`)."),
            .init("resultProperty", \.resultProperty, "The spy's result to return (`fetchUsersResult`)."),
            .init("errorProperty", \.errorProperty, "The spy's error to throw (`fetchUsersError`)."),
            .init("record", \.record, "The expression that records a call (`FetchUsersCall()`)."),
            .init("unwritten", \.unwritten, "What the live scaffold's method throws until someone writes it."),
            .init(
                "sample", \.sample,
                "A value of its return type (empty where it can be, else built or the spec's `samples`): what an unset spy "
                    + "and a live scaffold that cannot throw return; null when it returns nothing."),
            .init(
                "previewValue", \.previewValue,
                "What its preview dependency returns: a built value where archgen can build one (a list with an "
                    + "item), else `sample`; null when it returns nothing or archgen cannot build one."),
            .init("closureType", \.closureType, "The closure's type, for closure-style dependencies."),
            .init("closureOpen", \.closureOpen, "How a closure forwarding to the method opens (`{` or `{ id in`)."),
            .init("closureForward", \.closureForward, "A whole closure that forwards to the method."),
            .init("isFirst", \.isFirst, "It is the dependency's first method."),
            .init("isLast", \.isLast, "It is the dependency's last method."),
        ]
    }

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
        var isIdentifiable: Bool
        var values: [Value]
        var assignments: [DocLine]
        var sample: String?
        var checks: [RowCheck]

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The row's type in the scene (`TweetRow`)."),
            .init("model", \.model, "The model it shows."),
            .init("variable", \.variable, "The model as its `init` parameter (`tweet`)."),
            .init("isIdentifiable", \.isIdentifiable, "The model has an `id`, which the row keeps."),
            .init("values", \.values, "Its values: numbers and dates as text, nested models as rows, the rest as is."),
            .init(
                "assignments", \.assignments, "The statements of its `init` (`self.price = order.price.formatted()`)."),
            .init("sample", \.sample, "A model to test it with, when archgen can build one."),
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
