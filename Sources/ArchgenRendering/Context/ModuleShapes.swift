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
        var countsStorageWrites: Bool
        var ordersAnswers: Bool
        var tracksAnswers: Bool
        var dropsRepeatedSends: Bool
        var runsCallsTogether: Bool
        var keptParameters: [KeptParameter]
        var storageParameters: String
        var storageArguments: String
        var hasFields: Bool
        var fields: [Storage]
        var fieldsSample: String
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
        var untested: [HandTest]

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
                "expectEqualOpen", \.expectEqualOpen,
                "How an equality check opens: `XCTAssertEqual(`, or `expectEqual(` (Swift Testing: the doubles' one `#expect`)."
            ),
            .init("expectEqualSeparator", \.expectEqualSeparator, "What separates its two sides: `, `."),
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
            .init("countsStorageWrites", \.countsStorageWrites, "Some kept value `countsWrites`."),
            .init(
                "ordersAnswers", \.ordersAnswers,
                "Several events have a query whose answer sets the state: the unit's work orders them."),
            .init(
                "tracksAnswers", \.tracksAnswers,
                "`countsStorageWrites` or `ordersAnswers`: a task tells the unit's work when its call was answered."),
            .init(
                "dropsRepeatedSends", \.dropsRepeatedSends,
                "Some command drops a send with the same values while its writes run (a double tap writes once)."),
            .init(
                "runsCallsTogether", \.runsCallsTogether,
                "Some event runs calls at once that can fail: the unit's work runs them in a task group (`together`)."),
            .init(
                "keptParameters", \.keptParameters,
                "The kept values as `init` parameters after the fields, each defaulting to its start value."),
            .init(
                "storageParameters", \.storageParameters,
                "The kept values as the parameters of `Storage`'s `init` (`query: String, page: Int`)."),
            .init(
                "storageArguments", \.storageArguments,
                "The unit's `init` parameters that make its `Storage` (`query: query, page: page`)."),
            .init("hasFields", \.hasFields, "The screen shows some values beside its state (`fields`)."),
            .init("fields", \.fields, "The values the screen shows beside its state, each with what it starts as."),
            .init(
                "fieldsSample", \.fieldsSample,
                "The fields' `init` arguments with sample values, for tests (`(isLoadingMore: true)`; `()` where archgen"
                    + " cannot build one)."),
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
                "Each way archgen could not test (a value it cannot build, a way no values lead to): a skipped test."),
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
        var shadowedInTests: [ShadowedType]
        var hasShadowedInTests: Bool

        static let fields: [ContextField<Self>] = [
            .init("foundation", \.foundation, "`import Foundation` (and the spec's imports)."),
            .init("observation", \.observation, "Foundation and Observation, for files with `@Observable` types."),
            .init("swiftUI", \.swiftUI, "SwiftUI, for views."),
            .init("uiKit", \.uiKit, "UIKit, for view controllers."),
            .init("uiKitObservation", \.uiKitObservation, "UIKit and Observation."),
            .init("tests", \.tests, "Foundation and the test framework."),
            .init(
                "shadowedInTests", \.shadowedInTests,
                "The spec's types whose names Foundation or the test framework also has (`Tag`, `Issue` in Testing)."),
            .init("hasShadowedInTests", \.hasShadowedInTests, "`shadowedInTests` is not empty."),
        ]
    }

    /// A type of the spec whose name a framework the tests import also has: the tests import both, so they say which
    /// one they mean.
    struct ShadowedType: ContextShape {
        var name: String

        static let fields: [ContextField<Self>] = [.init("name", \.name, "The type's name (`Tag`).")]
    }

    /// One line of a `doc` from the spec.
    struct DocLine: ContextShape {
        var text: String

        static let fields: [ContextField<Self>] = [.init("text", \.text, "One line of documentation, after `///`.")]
    }

    /// A test archgen could not write, generated skipped so the test report shows it.
    struct HandTest: ContextShape {
        var name: String
        var lowerName: String
        var text: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name, after the event it is about (`ByHandCustomerSelected`)."),
            .init("lowerName", \.lowerName, "The same, lower-case first (a Swift Testing function's name)."),
            .init("text", \.text, "What is not tested, and why (`No test of 'x' reaches ...`)."),
        ]
    }
}
