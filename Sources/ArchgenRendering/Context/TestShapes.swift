import ArchgenSpec

extension Context {
    /// The appear event's call, for a test that a screen loads once however often it appears.
    struct AppearTest: ContextShape {
        var locals: [Local]
        var gate: String
        var calls: String
        /// How many calls one first load makes, and a cancelled one (its first calls) followed by a whole one.
        var callsOnce: String
        var callsAgain: String
        var callsTwice: String
        var arrange: [String]
        var expected: Reference?
        var viewModelArguments: String
        var sutArguments: String
        var reset: SecondSend?
        var answered: Answered?

        /// An event sent once the first load was left, whose answer the screen shows at the next appearance.
        struct Answered: ContextShape {
            var locals: [Local]
            var arrange: [String]
            var sutArguments: String
            var event: Reference
            var callsLeft: String

            static let fields: [ContextField<Self>] = [
                .init("locals", \.locals, "Fixture declarations the test needs."),
                .init("arrange", \.arrange, "What the spies return: the load's calls and the event's."),
                .init("sutArguments", \.sutArguments, "What `makeSUT` is given."),
                .init("event", \.event, "The event sent (the `send` block reads `event`)."),
                .init(
                    "callsLeft", \.callsLeft,
                    "How many calls the left load (its first calls) and the event make: the next appearance makes "
                        + "none."),
            ]
        }

        static let fields: [ContextField<Self>] = [
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("gate", \.gate, "The spy's call gate."),
            .init("calls", \.calls, "The spy's calls to count."),
            .init("callsOnce", \.callsOnce, "How many of those calls one first load makes."),
            .init(
                "callsAgain", \.callsAgain,
                "How many a first load cancelled while its first call is held, then a whole one, make."),
            .init("callsTwice", \.callsTwice, "How many two whole first loads make."),
            .init("arrange", \.arrange, "What the spies return (a success)."),
            .init(
                "expected", \.expected,
                "The state the first load shows, its value the result (when its success goes to a state)."),
            .init("viewModelArguments", \.viewModelArguments, "VIP: the arguments of that state's view model."),
            .init(
                "sutArguments", \.sutArguments,
                "What `makeSUT` is given (an appear event said with the keys of real screens may need a start)."),
            .init(
                "reset", \.reset,
                "An event without values that puts the screen back as it first appeared once the load showed its "
                    + "answer (the next appearance loads again), where one does so without a call."),
            .init(
                "answered", \.answered,
                "An event without values whose answer, once every appearance left the first load, shows another state "
                    + "than the screen first did (the next appearance does not load)."),
        ]
    }

    struct Local: ContextShape {
        var declaration: String

        static let fields: [ContextField<Self>] = [.init("declaration", \.declaration, "`let name = value`, laid out.")]
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
        Module.self, Imports.self, ShadowedType.self, DocLine.self, Model.self, Value.self, ListedModel.self,
        Fixture.self,
        Expression.self,
        Dependency.self, Method.self,
        Storage.self, KeptParameter.self, HandTest.self, State.self, Rows.self, CellAssignment.self, ListView.self,
        RowLine.self,
        RowEvent.self,
        ViewControls.self, Banner.self, SearchEvent.self, Confirmation.self, OtherEffect.self, Event.self,
        CustomEvent.self, ResultStep.self, ButtonEvent.self, Name.self, Preview.self, Row.self, RowCheck.self,
        SceneViewModel.self, Work.self, Reference.self, AppearTest.self, AppearTest.Answered.self, Local.self,
        PresentationTest.self,
        Declared.self, Input.self, Program.self, Statement.self, ProgramTest.self, TestFile.self, TestGroup.self,
        KeptValue.self, Check.self,
        Told.self, SentAgain.self, SecondSend.self, FirstWrite.self, Superseded.self, Released.self,
    ]
}

extension Context {
    /// A file of one event's tests (`each: testGroups`): a class of its own under XCTest, an extension of the suite
    /// under Swift Testing, so that no test type or file outgrows what a team's linter accepts.
    struct TestFile: ContextShape {
        var group: String
        var testGroup: TestGroup

        static let fields: [ContextField<Self>] = [
            .init("group", \.group, "The event's name, capitalised: the file's suffix (`UsersViewModelTests+Load`)."),
            .init("testGroup", \.testGroup, "The event's tests (null at the top level, in the suite's own file)."),
        ]
    }

    /// One event's tests.
    struct TestGroup: ContextShape {
        var event: String
        var upperName: String
        var programTests: [ProgramTest]

        static let fields: [ContextField<Self>] = [
            .init("event", \.event, "The event's name as Swift spells it."),
            .init(
                "upperName", \.upperName,
                "The event's name, capitalised: its test class is `UsersViewModel<upperName>Tests`."),
            .init("programTests", \.programTests, "The event's tests, a test per way through it, in order."),
        ]
    }
}

extension Context {
    /// A test of one way through an event said with the keys of real screens: the values that lead there, the event
    /// sent, and everything the unit then shows, keeps, reports and calls.
    struct ProgramTest: ContextShape {
        var name: String
        var testName: String
        var docLines: [DocLine]
        var locals: [Local]
        var startLocals: [Local]
        var startState: Reference?
        var sutArguments: String
        var arrange: [String]
        var event: Reference
        var awaits: Bool
        var holds: String?
        var checks: [Check]
        var expectedState: Reference
        var told: [Told]
        var toldStates: [Told]
        var toldFields: [Told]
        var hasToldStates: Bool
        var hasToldFields: Bool
        var fieldsArguments: String?
        var keptChecks: [KeptValue]
        var routes: String?
        var effects: String?
        var sentAgain: SentAgain?
        var released: Released?

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The test's name without a prefix."),
            .init("testName", \.testName, "The XCTest name."),
            .init(
                "docLines", \.docLines,
                "The way in the spec's words, where the name leaves some of it out (`/// ` lines; empty when it does not)."
            ),
            .init("locals", \.locals, "Fixture declarations the test needs."),
            .init("startLocals", \.startLocals, "The values of the state it starts in."),
            .init("startState", \.startState, "The state it starts in, when not the initial one."),
            .init(
                "sutArguments", \.sutArguments,
                "What `makeSUT` is given: the start `state:`, `fields:`, kept values and inputs the way needs "
                    + "(`state: .idle`)."),
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
            .init("hasToldStates", \.hasToldStates, "It told states."),
            .init("hasToldFields", \.hasToldFields, "It told fields."),
            .init(
                "fieldsArguments", \.fieldsArguments,
                "The fields after, as `Fields(...)`'s arguments: those not as they start; nil when all are."),
            .init("keptChecks", \.keptChecks, "Kept values after."),
            .init("routes", \.routes, "The routes reported, as an array literal; nil when none."),
            .init("effects", \.effects, "The effects reported, as an array literal; nil when none."),
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
        /// The second send does what it does after its debounce (a spy's wait that ends at once): awaited first, as
        /// the held call's cancellation; how many calls the first send makes at once to the gate.
        var secondWaits: String? = nil
        /// The second send makes no calls: the calls waited for are the first send's, so its task bounds the wait.
        var secondMakesNone = false
        /// The arguments the held method's calls had, by parameter: both sends' (a parallel event), or only the last's
        /// (a debounced one).
        var argumentChecks: [Check] = []
        /// Instead of holding the first call only: the first send's write let through and its reload held, then the
        /// second send's write let through, whose reload supersedes the first's.
        var superseded: Superseded? = nil
        /// Once both sends ended: what the cancelled work set for its duration, put back (the second leaves it alone).
        var restored: [KeptValue] = []
        /// Where the second send is a query that replaces what is shown: whether the first task is cancelled once both
        /// ended (its answer was shown).
        var cancelledOnceAnswered: String? = nil
        /// Where the second send is a query whose answer is shown and drops the first's: the state it shows once both
        /// ended (the first's answer, given apart from it, never shows).
        var finalState: Reference? = nil
        /// The second send's write, let through (the number of its call at the gate): once it succeeded, its task
        /// replaces what is shown, cancelling the first send's query.
        var releasesWrite: String? = nil
        /// The first send is a write then a reload: its write let through, the second is sent while its reload is held.
        var firstWrite: FirstWrite? = nil

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
            .init(
                "secondWaits", \.secondWaits,
                "The second send cancels the first from its own task (once its debounce's wait is over, or as its "
                    + "query replacing what is shown starts): the test waits until the held call is cancelled, or a "
                    + "call after these first ones (how many) comes, or the second task ends."),
            .init(
                "secondMakesNone", \.secondMakesNone,
                "The second send makes no calls: the wait for `secondCalls` ends with the first task, not the second."),
            .init(
                "argumentChecks", \.argumentChecks,
                "The held method's calls, by parameter, as equalities: both sends' values in order (a parallel "
                    + "event), or only the last send's (a debounced one)."),
            .init(
                "superseded", \.superseded,
                "A command sent again once its first send's write is done and its reload held: the second's reload "
                    + "cancels the first's (Language.md 6)."),
            .init(
                "restored", \.restored,
                "Once both sends ended, each kept value (`name`) or field (`fields.name`) the cancelled work set for its "
                    + "duration and the second send leaves alone, as before the first send (`value`)."),
            .init(
                "cancelledOnceAnswered", \.cancelledOnceAnswered,
                "Where the second send is a query that replaces what is shown: whether the first task is cancelled once "
                    + "both ended (the second's answer was shown; one that fails into a banner replaces nothing)."),
            .init(
                "finalState", \.finalState,
                "Where the second send is a query whose answer is shown and drops the first's: the state shown once both "
                    + "ended (the first's own answer is another, and never shows)."),
            .init(
                "releasesWrite", \.releasesWrite,
                "The second send is a write that replaces what is shown once it succeeded: the number of its call at "
                    + "the gate, let through alone; the test then waits for the first send's query to be cancelled (or a "
                    + "call after it to come)."),
            .init(
                "firstWrite", \.firstWrite,
                "The first send is a write, then a reload (the query after it): its write is let through and the "
                    + "second send is sent while its reload is held."),
        ]
    }

    /// A first send that writes, then reloads (the query after it): the gates its calls reach, and the number (from 1,
    /// in the order they come to that gate) of its reload, held while the second send is sent.
    struct FirstWrite: ContextShape {
        var writeGate: String
        var reloadGate: String
        var sameGate: Bool
        var firstReload: String

        static let fields: [ContextField<Self>] = [
            .init("writeGate", \.writeGate, "The gate of the write's spy."),
            .init("reloadGate", \.reloadGate, "The gate of the reload's spy."),
            .init("sameGate", \.sameGate, "Both are one spy's: one gate, held once."),
            .init("firstReload", \.firstReload, "The number of the first send's reload at the reload's gate."),
        ]
    }

    /// A command's two sends, each a write then a reload (the query after it), the calls let through one by one: the
    /// gates they reach and the number (from 1, in the order they come to that gate) of each call the test waits for.
    struct Superseded: ContextShape {
        var writeGate: String
        var reloadGate: String
        var sameGate: Bool
        var secondWrite: String
        var cancelledWithin: String

        static let fields: [ContextField<Self>] = [
            .init("writeGate", \.writeGate, "The gate of the write's spy."),
            .init("reloadGate", \.reloadGate, "The gate of the reload's spy."),
            .init("sameGate", \.sameGate, "Both are one spy's: one gate, held once."),
            .init("secondWrite", \.secondWrite, "The number of the second send's write at the write's gate."),
            .init(
                "cancelledWithin", \.cancelledWithin,
                "How many calls have come to the reload's gate when the first reload is cancelled (its own among them)."
            ),
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
        var cancels: Bool

        static let fields: [ContextField<Self>] = [
            .init("gate", \.gate, "The call gate of the held call's spy (`sut.service.gate`)."),
            .init("gateType", \.gateType, "The gate's type."),
            .init(
                "cancels", \.cancels,
                "Whether the release cancels the work: a query's; a write in flight is left to finish (Language.md 6)."),
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

extension Context {
    /// A test fixture builder of a struct model: `static func fixture(<parameters>) -> Model { Model(<arguments>) }`.
    struct Fixture: ContextShape {
        var model: String
        var parameters: String
        var arguments: String

        static let fields: [ContextField<Self>] = [
            .init("model", \.model, "The model's name."),
            .init(
                "parameters", \.parameters,
                "`id: UUID = UUID(...)!, title: String = \"title\"`: every property, defaulted."),
            .init("arguments", \.arguments, "`id: id, title: title`: the memberwise initializer's arguments."),
        ]
    }
}
