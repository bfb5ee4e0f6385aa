extension Context {
    /// The tests of one event: exactly one kind is there.
    struct EventTests: ContextShape {
        var transitionTest: TransitionTest?
        var whileTest: WhileTest?
        var successTest: SuccessTest?
        var failureTest: FailureTest?
        var secondSendTest: SecondSendTest?
        var cancelTest: CancelTest?
        var cancelsTest: CancelsTest?
        var debounceTest: DebounceTest?

        static let fields: [ContextField<Self>] = [
            .init("transitionTest", \.transitionTest, "An event that goes to a state: it does."),
            .init("whileTest", \.whileTest, "A call's `while` state is shown while the call runs."),
            .init("successTest", \.successTest, "A call's success: the arguments, the calls made, the state."),
            .init("failureTest", \.failureTest, "A call's failure: the failure state."),
            .init(
                "secondSendTest", \.secondSendTest,
                "The event sent again while its call is held: what its policy does, or that a superseded result "
                    + "never shows."),
            .init(
                "cancelTest", \.cancelTest, "Its task cancelled while the call is held: no failure is shown."),
            .init("cancelsTest", \.cancelsTest, "An event it `cancels` is running: sending it cancels that work."),
            .init(
                "debounceTest", \.debounceTest,
                "Sent twice at once, a debounced event waits its debounce each time and calls only for the last send."),
        ]
    }

    /// A debounced event sent twice at once: both sends wait, the first is cancelled, one call is made.
    struct DebounceTest: ContextShape {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var arrange: String?
        var calls: String
        var duration: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name without a prefix."),
            .init("testName", \.testName, "The XCTest name."),
            .init("event", \.event, "The debounced event."),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("arrange", \.arrange, "Sets the result its call returns, when it returns one without throwing."),
            .init("calls", \.calls, "The spy's calls to count."),
            .init("duration", \.duration, "The debounce, as a `Duration` (`.milliseconds(300)`)."),
        ]
    }

    /// An event that `cancels` another's work, sent while that work's call is held.
    struct CancelsTest: ContextShape {
        var name: String
        var testName: String
        var event: Reference
        var running: Running
        var locals: [Local]
        var gate: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name without a prefix."),
            .init("testName", \.testName, "The XCTest name."),
            .init("event", \.event, "The event that cancels."),
            .init("running", \.running, "The event whose work it cancels."),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("gate", \.gate, "The call gate of the running event's spy."),
        ]
    }

    /// An event sent first, whose work is running (`{{#running}}` gives `send` its `event`).
    struct Running: ContextShape {
        var event: Reference

        static let fields: [ContextField<Self>] = [.init("event", \.event, "The running event.")]
    }

    /// What every kind of test has, first.
    protocol EventTest: ContextShape {
        var name: String { get }
        var testName: String { get }
        var event: Reference { get }
        var locals: [Local] { get }
        var startLocals: [Local] { get }
        var startState: Reference? { get }
        var hasSequence: Bool { get }
    }

    static func testFields<Test: EventTest>() -> [ContextField<Test>] {
        [
            .init("name", \.name, "The test's name without a prefix (`viewAppearedShowsLoaded...`)."),
            .init("testName", \.testName, "The XCTest name (`test...`)."),
            .init("event", \.event, "The event the test sends."),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("startLocals", \.startLocals, "Fixture declarations for the state it starts in."),
            .init("startState", \.startState, "The state it starts in, when not the initial one."),
            .init("hasSequence", \.hasSequence, "It checks every state shown, in order."),
        ]
    }

    struct TransitionTest: EventTest {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var hasSequence: Bool
        var expectedState: Reference
        var sequence: [Step]

        static let fields: [ContextField<Self>] =
            testFields() + [
                .init("expectedState", \.expectedState, "The state it expects at the end."),
                .init("sequence", \.sequence, "The states shown, in order."),
            ]
    }

    struct WhileTest: EventTest {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var hasSequence: Bool
        var whileState: Reference
        var arrange: String?

        static let fields: [ContextField<Self>] =
            testFields() + [
                .init("whileState", \.whileState, "The state it expects while the call runs."),
                .init("arrange", \.arrange, "A statement that sets the spy's result, when the method returns one."),
            ]
    }

    struct SuccessTest: EventTest {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var hasSequence: Bool
        var arrange: String?
        var expectedState: Reference?
        var sequence: [Step]
        var calls: String
        var argumentChecks: [ArgumentCheck]
        var checksEffects: Bool

        static let fields: [ContextField<Self>] =
            testFields() + [
                .init("arrange", \.arrange, "A statement that sets the spy's result, when the method returns one."),
                .init(
                    "expectedState", \.expectedState,
                    "The state it expects at the end (null: a handler takes the result)."),
                .init("sequence", \.sequence, "The states shown, in order."),
                .init("calls", \.calls, "The spy's calls to check (`sut.usersService.fetchUsersCalls`)."),
                .init("argumentChecks", \.argumentChecks, "What each recorded argument must be."),
                .init("checksEffects", \.checksEffects, "It checks the state (not a handler's work)."),
            ]
    }

    struct FailureTest: EventTest {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var hasSequence: Bool
        var arrange: String
        var expectedState: Reference
        var sequence: [Step]

        static let fields: [ContextField<Self>] =
            testFields() + [
                .init("arrange", \.arrange, "A statement that makes the spy throw."),
                .init("expectedState", \.expectedState, "The state it expects at the end."),
                .init("sequence", \.sequence, "The states shown, in order."),
            ]
    }

    /// The event sent twice while the spy holds the first call (async calls only).
    struct SecondSendTest: EventTest {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var hasSequence: Bool
        var gate: String
        var calls: String
        var firstArrange: String?
        var secondArrange: String?
        var ignoresCancellation: Bool
        var cancelsFirst: Bool
        var isDrop: Bool
        var firstCancelled: String
        var releasesInReverse: Bool
        var expectedCalls: String
        var checksEffects: Bool
        var expectedState: Reference?
        var sequence: [Step]

        static let fields: [ContextField<Self>] =
            testFields() + [
                .init("gate", \.gate, "The spy's call gate (`sut.usersService.gate`)."),
                .init("calls", \.calls, "The spy's calls to count."),
                .init("firstArrange", \.firstArrange, "Sets the result the first call returns, when it returns one."),
                .init("secondArrange", \.secondArrange, "Sets a different result for the second call."),
                .init(
                    "ignoresCancellation", \.ignoresCancellation,
                    "The held calls ignore cancellation and return late (the superseded-result test)."),
                .init(
                    "cancelsFirst", \.cancelsFirst,
                    "The first task is cancelled before the second send (a drop-policy event must run again)."),
                .init("isDrop", \.isDrop, "The policy drops the second send: one call."),
                .init(
                    "firstCancelled", \.firstCancelled,
                    "`true` when the second send cancels the first one's task (`latest`), else `false`."),
                .init(
                    "releasesInReverse", \.releasesInReverse,
                    "The second call is released first, so the first call's result comes last."),
                .init("expectedCalls", \.expectedCalls, "How many calls the spy must have had."),
                .init("checksEffects", \.checksEffects, "It checks the state (the call has a success state)."),
                .init("expectedState", \.expectedState, "The state it expects at the end."),
                .init("sequence", \.sequence, "The states shown, in order."),
            ]
    }

    /// The event's task cancelled while the spy holds its call.
    struct CancelTest: EventTest {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var hasSequence: Bool
        var gate: String
        var thrownArrange: String?
        var lateResult: String?
        var expectedState: Reference
        var sequence: [Step]

        static let fields: [ContextField<Self>] =
            testFields() + [
                .init("gate", \.gate, "The spy's call gate."),
                .init(
                    "thrownArrange", \.thrownArrange,
                    "Makes the spy throw `CancellationError` (the call was cancelled, not the task): the test sends "
                        + "without holding."),
                .init(
                    "lateResult", \.lateResult,
                    "What the held call returns or throws after its task is cancelled (a result, or an error that is "
                        + "not a cancellation)."),
                .init("expectedState", \.expectedState, "The state it expects at the end: no failure."),
                .init("sequence", \.sequence, "The states shown, in order."),
            ]
    }

    /// The unit released while its work runs: nothing keeps it, and its work is cancelled.
    struct ReleaseTest: ContextShape {
        var name: String
        var testName: String
        var event: Reference
        var locals: [Local]
        var gate: String
        var arrange: String?

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name without a prefix."),
            .init("testName", \.testName, "The XCTest name."),
            .init("event", \.event, "The event whose call the spy holds."),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("gate", \.gate, "The spy's call gate."),
            .init("arrange", \.arrange, "Sets the spy's result, when the method returns one without throwing."),
        ]
    }

    /// The appear event's call, for a test that a screen loads once however often it appears.
    struct AppearTest: ContextShape {
        var locals: [Local]
        var gate: String
        var calls: String
        /// How many calls one first load makes, and a cancelled one (its first calls) followed by a whole one.
        var callsOnce: String
        var callsAgain: String
        var arrange: [String]
        var expected: Reference?
        var viewModelArguments: String
        var sutArguments: String
        var kept: [KeptValue]

        static let fields: [ContextField<Self>] = [
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("gate", \.gate, "The spy's call gate."),
            .init("calls", \.calls, "The spy's calls to count."),
            .init("callsOnce", \.callsOnce, "How many of those calls one first load makes."),
            .init(
                "callsAgain", \.callsAgain,
                "How many a first load cancelled while its first call is held, then a whole one, make."),
            .init("arrange", \.arrange, "What the spies return (a success)."),
            .init(
                "expected", \.expected,
                "The state the first load shows, its value the result (when its success goes to a state)."),
            .init("viewModelArguments", \.viewModelArguments, "VIP: the arguments of that state's view model."),
            .init(
                "sutArguments", \.sutArguments,
                "What `makeSUT` is given (an appear event said with the keys of real screens may need a start)."),
            .init("kept", \.kept, "Kept values set before the screen appears (`keptPath` is where the unit is)."),
        ]
    }

    struct Local: ContextShape {
        var declaration: String

        static let fields: [ContextField<Self>] = [.init("declaration", \.declaration, "`let name = value`, laid out.")]
    }

    /// A state in the order a test expects it.
    struct Step: ContextShape {
        var name: String
        var upperName: String
        var hasValues: Bool
        var arguments: String
        var isLast: Bool
        var isOnly: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The state's name."),
            .init("upperName", \.upperName, "The name capitalised."),
            .init("hasValues", \.hasValues, "It has associated values."),
            .init("arguments", \.arguments, "The values it is built with."),
            .init("isLast", \.isLast, "It is the last step."),
            .init("isOnly", \.isOnly, "It is the only step."),
        ]
    }

    struct ArgumentCheck: ContextShape {
        var keyPath: String
        var value: String

        static let fields: [ContextField<Self>] = [
            .init("keyPath", \.keyPath, "The recorded call's property (`id`)."),
            .init("value", \.value, "The value it must hold."),
        ]
    }

    struct PresentationTest: ContextShape {
        var name: String
        var locals: [Local]
        var state: Reference
        var viewModelArguments: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name without a prefix."),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("state", \.state, "The state presented."),
            .init("viewModelArguments", \.viewModelArguments, "VIP: the arguments of its view model, as displayed."),
        ]
    }

    /// Every shape, the top level first: what the reference documents.
    static let shapes: [any ContextShape.Type] = [
        Module.self, Imports.self, DocLine.self, Model.self, Value.self, ListedModel.self, Expression.self,
        Dependency.self, Method.self,
        Storage.self, State.self, Rows.self, CellAssignment.self, Event.self, Transition.self, Call.self, Custom.self,
        CustomEvent.self, ResultStep.self, ButtonEvent.self, Name.self, Preview.self, Row.self, RowCheck.self,
        SceneViewModel.self,
        Work.self,
        Reference.self, EventTests.self, TransitionTest.self, WhileTest.self, SuccessTest.self, FailureTest.self,
        SecondSendTest.self, CancelTest.self, CancelsTest.self, DebounceTest.self, Running.self, ReleaseTest.self,
        AppearTest.self,
        Local.self, Step.self, ArgumentCheck.self, PresentationTest.self,
        Declared.self, Input.self, Program.self, Statement.self, ProgramTest.self, KeptValue.self, Check.self,
        Told.self, SentAgain.self, SecondSend.self, Released.self,
    ]
}

extension Context {
    /// A test of one way through an event said with the keys of real screens: the values that lead there, the event
    /// sent, and everything the unit then shows, keeps, reports and calls.
    struct ProgramTest: ContextShape {
        var name: String
        var testName: String
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var sutArguments: String
        var kept: [KeptValue]
        var arrange: [String]
        var event: Reference
        var awaits: Bool
        var holds: String?
        var checks: [Check]
        var expectedState: Reference
        var told: [Told]
        var toldStates: [Told]
        var toldFields: [Told]
        var fieldsArguments: String?
        var keptChecks: [KeptValue]
        var routes: String?
        var effects: String?
        var sentAgain: SentAgain?
        var released: Released?

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name without a prefix."),
            .init("testName", \.testName, "The XCTest name."),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("startLocals", \.startLocals, "The values of the state it starts in."),
            .init("startState", \.startState, "The state it starts in, when not the initial one."),
            .init(
                "sutArguments", \.sutArguments,
                "What `makeSUT` is given: the start `state:`, `fields:` and inputs the way needs (`state: .idle`)."),
            .init("kept", \.kept, "Kept values set before the event is sent."),
            .init("arrange", \.arrange, "What the spies return or throw."),
            .init("event", \.event, "The event sent."),
            .init(
                "awaits", \.awaits, "It awaits the event's work before checking (else it checks before the work runs)."),
            .init(
                "holds", \.holds,
                "The call gate held while the work's call waits, then the task cancelled: the work shows nothing more."),
            .init("checks", \.checks, "The calls made, with their arguments, as equalities."),
            .init("expectedState", \.expectedState, "The state the unit shows after."),
            .init(
                "told", \.told, "Everything the unit told its view, in order: states, fields, routes, effects."),
            .init("toldStates", \.toldStates, "The states among them, in order."),
            .init("toldFields", \.toldFields, "The fields among them (after each change), in order."),
            .init("fieldsArguments", \.fieldsArguments, "The fields after, as `Fields(...)`'s arguments."),
            .init("keptChecks", \.keptChecks, "Kept values after."),
            .init("routes", \.routes, "The routes reported, as an array literal."),
            .init("effects", \.effects, "The effects reported, as an array literal."),
            .init(
                "sentAgain", \.sentAgain,
                "Instead of the checks: the event sent again while its first call is held, as its policy says (or "
                    + "a send that cancels its work)."),
            .init(
                "released", \.released,
                "Instead of the checks: the unit released while the event's call is held, which cancels the work."),
        ]
    }

    /// A program event sent twice, its first call held: what its policy does; or sent once and followed by a send that
    /// cancels its work (an `else` of its own, or another event).
    struct SentAgain: ContextShape {
        var gate: String
        var calls: String
        var cancelsFirst: Bool
        var isDrop: Bool
        var firstCancelled: String
        var secondCalls: String?
        var expectedCalls: String?
        var second: SecondSend?
        var debounce: String? = nil

        static let fields: [ContextField<Self>] = [
            .init("gate", \.gate, "The call gate of the first call's spy."),
            .init("calls", \.calls, "The spy's calls to count."),
            .init("cancelsFirst", \.cancelsFirst, "The first task is cancelled first (a dropping event runs again)."),
            .init("isDrop", \.isDrop, "The second send is dropped: one call."),
            .init("firstCancelled", \.firstCancelled, "Whether the second send cancels the first task."),
            .init(
                "secondCalls", \.secondCalls,
                "How many calls have come once the second send's first ones have (none waited for where it makes none)."
            ),
            .init(
                "expectedCalls", \.expectedCalls,
                "How many calls are made (not counted where another event is the second send: its calls vary)."),
            .init(
                "second", \.second,
                "The second send, when it has other values (ones its guards refuse) or is another event that cancels "
                    + "the work."),
            .init(
                "debounce", \.debounce,
                "Sent twice at once under a debounce (`.milliseconds(300)`): both wait, only the second calls."),
        ]
    }

    /// A policy test's second send of the event with other values.
    struct SecondSend: ContextShape {
        var event: Reference

        static let fields: [ContextField<Self>] = [
            .init("event", \.event, "The event with the second send's values (the `send` block reads `event`).")
        ]
    }

    /// The unit released while a program event's call is held.
    struct Released: ContextShape {
        var gate: String
        var gateType: String

        static let fields: [ContextField<Self>] = [
            .init("gate", \.gate, "The call gate of the held call's spy (`sut.service.gate`)."),
            .init("gateType", \.gateType, "The gate's type."),
        ]
    }

    /// Something a unit told its view, delegate or presenter: exactly one of its kinds is there.
    struct Told: ContextShape {
        var state: Reference?
        var fields: String?
        var route: String?
        var effect: String?
        var isLast: Bool

        static let fields: [ContextField<Self>] = [
            .init("state", \.state, "A state shown."),
            .init("fields", \.fields, "The fields after a change, as `Fields(...)`'s arguments."),
            .init("route", \.route, "A route (`.detail(movie: movie)`)."),
            .init("effect", \.effect, "An effect (`.dismissKeyboard`)."),
            .init("isLast", \.isLast, "It is the last of its list."),
        ]
    }

    /// A kept value's name and a value of it.
    struct KeptValue: ContextShape {
        var name: String
        var value: String

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The kept value."),
            .init("value", \.value, "A Swift expression."),
        ]
    }

    /// `actual` must equal `expected`.
    struct Check: ContextShape {
        var actual: String
        var expected: String

        static let fields: [ContextField<Self>] = [
            .init("actual", \.actual, "What the test reads."),
            .init("expected", \.expected, "What it must be."),
        ]
    }
}
