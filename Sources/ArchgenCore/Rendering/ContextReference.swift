import Mustache

/// What a template can use: every key of the render context, with its type and meaning. `archgen context SPEC`
/// prints a spec's context; the README's reference is `markdown`, and a test fails when the context has a key this
/// list does not document (or documents one no context has).
public enum ContextReference {
    /// A key by its path (`events[].calls[].method`: `[]` steps into a list's items) and JSON type.
    public struct Key: Equatable, Sendable {
        public var path: String
        public var type: String
        public var meaning: String
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
    private static func key(_ path: String, _ type: String, _ meaning: String) -> Key {
        Key(path: path, type: type, meaning: meaning)
    }

    /// The module-level keys. A type in capitals is a shape below; `[Shape]` is a list of them, `?` may be null.
    public static let keys: [Key] = [
        key("module", "string", "The module's name (`Users`)."),
        key(
            "targetModule", "string", "The Swift module the sources compile into (the spec's `target`, else `module`)."),
        key("specFileName", "string", "The spec's file name, for the header."),
        key("access", "string", "`public ` (with the space) for a public feature module, else empty."),
        key("isPublic", "bool", "Whether the spec says `\"access\": \"public\"`."),
        key("stateAccess", "string", "What goes before `var state`'s setter access: `internal(set) ` when public."),
        key("scene", "string", "VIP: the scene's namespace enum (`UsersScene`)."),
        key("isSwiftUI", "bool", "The spec's `ui` is `swiftui`."),
        key("isUIKit", "bool", "The spec's `ui` is `uikit`."),
        key("isXCTest", "bool", "The spec's `testing` is `xctest`."),
        key("isSwiftTesting", "bool", "The spec's `testing` is `swift-testing`."),
        key("expectEqualOpen", "string", "How an equality check opens: `XCTAssertEqual(` or `#expect(`."),
        key("expectEqualSeparator", "string", "What separates its two sides: `, ` or ` == `."),
        key("imports", "Imports", "Each file kind's import block, sorted, with the spec's `imports` added."),
        key("docLines", "[DocLine]", "The spec's `doc`, a line each."),
        key("hasModels", "bool", "The spec has models."),
        key("models", "[Model]", "The spec's models."),
        key("hasDependencies", "bool", "The spec has dependencies."),
        key(
            "dependencies", "[Dependency]",
            "The spec's dependencies (a file with `each: dependencies` gets one's keys at the top)."),
        key("storage", "[Storage]", "Values the view model / presenter / interactor keeps besides its state."),
        key("states", "[State]", "The spec's states, in order."),
        key("initialState", "string", "The first state's name: the screen starts in it."),
        key("initialStateTitle", "string", "That name, capitalised."),
        key("events", "[Event]", "The spec's events, in order."),
        key("hasCustomEvents", "bool", "Some events are handled by a person's code."),
        key("customEvents", "[CustomEvent]", "Those events, with their handler's signature."),
        key("buttonEvents", "[ButtonEvent]", "Events the starter view offers as buttons."),
        key("appearEvent", "Name?", "The event the starter view sends when it appears, if any."),
        key("tests", "[EventTests]", "The tests each event gets."),
        key("presentationTests", "[PresentationTest]", "VIP/MVP: one test per state that the presenter shows."),
    ]

    /// The shapes keys have, by name.
    public static let shapes: [(name: String, keys: [Key])] = [
        (
            "Imports",
            [
                key("foundation", "string", "`import Foundation` (and the spec's imports)."),
                key("observation", "string", "Foundation and Observation, for files with `@Observable` types."),
                key("swiftUI", "string", "SwiftUI, for views."),
                key("uiKit", "string", "UIKit, for view controllers."),
                key("uiKitObservation", "string", "UIKit and Observation."),
                key("tests", "string", "Foundation and the test framework."),
            ]
        ),
        ("DocLine", [key("text", "string", "One line of documentation, after `///`.")]),
        (
            "Model",
            [
                key("name", "string", "The type's name."),
                key("docLines", "[DocLine]", "Its `doc`."),
                key("conformances", "string", "`Equatable, Hashable, Sendable` (and `Identifiable` with an `id`)."),
                key("properties", "[Value]", "Its properties."),
                key("initParameters", "string", "The memberwise initializer's parameters (`id: UUID, name: String`)."),
            ]
        ),
        (
            "Value",
            [key("name", "string", "The name, backticked when a keyword."), key("type", "string", "The Swift type.")]
        ),
        (
            "Dependency",
            [
                key("name", "string", "The protocol's (or closure struct's) name."),
                key("docLines", "[DocLine]", "Its `doc`."),
                key("propertyName", "string", "The property that holds it (`usersService`)."),
                key("propertyLabel", "string", "That name as an argument label."),
                key("isClosures", "bool", "It is a struct of closures (`\"style\": \"closures\"`), not a protocol."),
                key("typeReference", "string", "How a property's type names it: `any UsersService` or the struct."),
                key("isFirst", "bool", "It is the first dependency."),
                key("isLast", "bool", "It is the last dependency."),
                key("methods", "[Method]", "Its methods."),
            ]
        ),
        (
            "Method",
            [
                key("name", "string", "The method's name."),
                key("label", "string", "The name as an argument label."),
                key("signature", "string", "The requirement as written (`fetchUsers() async throws -> [User]`)."),
                key("hasParameters", "bool", "It takes parameters."),
                key("parameters", "[Value]", "Its parameters."),
                key("returns", "bool", "It returns a value."),
                key("returnsOnly", "bool", "It returns a value and does not throw."),
                key("throwsOnly", "bool", "It throws and returns nothing."),
                key("throwsAndReturns", "bool", "It throws and returns a value."),
                key("resultType", "string?", "The spy's stored result: `Result<T, any Error>` or `T`; null when none."),
                key("callType", "string", "The spy's record of one call (`FetchUsersCall`)."),
                key("callsProperty", "string", "The spy's list of calls (`fetchUsersCalls`)."),
                key("resultProperty", "string", "The spy's result to return (`fetchUsersResult`)."),
                key("errorProperty", "string", "The spy's error to throw (`fetchUsersError`)."),
                key("record", "string", "The expression that records a call (`FetchUsersCall()`)."),
                key("unwritten", "string", "The message of the live scaffold's placeholder."),
                key("closureType", "string", "The closure's type, for closure-style dependencies."),
                key("closureOpen", "string", "How a closure forwarding to the method opens (`{` or `{ id in`)."),
                key("closureForward", "string", "A whole closure that forwards to the method."),
                key("isFirst", "bool", "It is the dependency's first method."),
                key("isLast", "bool", "It is the dependency's last method."),
            ]
        ),
        (
            "Storage",
            [
                key("name", "string", "The stored property's name."),
                key("type", "string", "Its type."),
                key("initialValue", "string", "What it starts as (`[]`, `nil`, `0`)."),
            ]
        ),
        (
            "State",
            [
                key("name", "string", "The case's name."),
                key("upperName", "string", "The name capitalised (`Loaded`), for type and method names."),
                key("title", "string", "The name as a Swift string literal, for the starter view."),
                key("docLines", "[DocLine]", "Its `doc`."),
                key("declaration", "string", "The case as declared (`loaded(users: [User])`)."),
                key("hasValues", "bool", "It has associated values."),
                key("values", "[Value]", "Its associated values."),
                key("parameters", "string", "The values as parameters (`users: [User]`)."),
                key("valueArguments", "string", "The values passed on by name (`users: users`)."),
                key(
                    "responseArguments", "string", "VIP: the values taken from the response (`users: response.users`)."),
                key("listValue", "string?", "The name of its only value when that is an array (for a list view)."),
                key("messageValue", "string?", "The name of its only value when that is a `String` (for a message)."),
                key("isWhile", "bool", "Some event shows it while a call runs."),
                key("isLast", "bool", "It is the last state."),
            ]
        ),
        (
            "Event",
            [
                key("name", "string", "The case's name."),
                key("upperName", "string", "The name capitalised."),
                key("docLines", "[DocLine]", "Its `doc`."),
                key("declaration", "string", "The case as declared (`search(query: String)`)."),
                key("pattern", "string", "The case as a `case` pattern binding the values the handler uses."),
                key("hasValues", "bool", "It has associated values."),
                key("values", "[Value]", "Its associated values."),
                key("parameters", "string", "The values as parameters."),
                key("transition", "Transition?", "When the event only changes the state (`to`)."),
                key("calls", "Call?", "When the event calls a dependency (`calls`)."),
                key("custom", "Custom?", "When a person's code handles the event (`custom`)."),
            ]
        ),
        (
            "Transition",
            [
                key("state", "Reference", "The state the event goes to."),
                key("requestState", "Reference", "VIP: the same state, as the presenter shows it from a response."),
            ]
        ),
        (
            "Call",
            [
                key("callStatement", "string", "The call, with `try`/`await` and `let result =` as needed."),
                key("requestCallStatement", "string", "VIP: the call, with arguments read from the request."),
                key("throws", "bool", "The call can throw."),
                key("whileState", "Reference?", "The state shown while the call runs."),
                key("successState", "Reference?", "The state shown when it succeeds."),
                key("successHandler", "Reference?", "The custom event the result is handed to instead."),
                key("failureState", "Reference?", "The state shown when it fails (its message from the error)."),
            ]
        ),
        ("Custom", [key("handlerCall", "string", "The call to the person's handler, with the event's values.")]),
        (
            "CustomEvent",
            [
                key("name", "string", "The handler's name."),
                key("upperName", "string", "The name capitalised."),
                key("event", "string", "The event's name."),
                key("docLines", "[DocLine]", "Its `doc`."),
                key("handlerSignature", "string", "The handler's signature (`rowAppeared(id: UUID)`)."),
                key("isFirst", "bool", "It is the first custom event."),
            ]
        ),
        (
            "ButtonEvent",
            [
                key("name", "string", "The event's name."),
                key("upperName", "string", "The name capitalised."),
                key("title", "string", "The button's title, a Swift string literal."),
            ]
        ),
        (
            "Name",
            [key("name", "string", "The event's name."), key("upperName", "string", "The name capitalised.")]
        ),
        (
            "Reference",
            [
                key("name", "string", "The case's name."),
                key("upperName", "string", "The name capitalised."),
                key("hasValues", "bool", "It has associated values."),
                key("arguments", "string", "The values it is built with (`users: result`), empty when none."),
            ]
        ),
        (
            "EventTests",
            [
                key("transitionTest", "TransitionTest?", "An event that goes to a state: it does."),
                key("whileTest", "WhileTest?", "A call's `while` state is shown while the call runs."),
                key("successTest", "SuccessTest?", "A call's success: the arguments, the calls made, the state."),
                key("failureTest", "FailureTest?", "A call's failure: the failure state."),
            ]
        ),
        ("TransitionTest", testKeys + [expectedState, sequence]),
        (
            "WhileTest",
            testKeys + [
                key("whileState", "Reference", "The state it expects while the call runs."),
                key("arrange", "string?", "A statement that sets the spy's result, when the method returns one."),
            ]
        ),
        (
            "SuccessTest",
            testKeys + [
                key("arrange", "string?", "A statement that sets the spy's result, when the method returns one."),
                key(
                    "expectedState", "Reference?", "The state it expects at the end (null: a handler takes the result)."
                ),
                sequence,
                key("calls", "string", "The spy's calls to check (`sut.usersService.fetchUsersCalls`)."),
                key("argumentChecks", "[ArgumentCheck]", "What each recorded argument must be."),
                key("checksEffects", "bool", "It checks the state (not a handler's work)."),
            ]
        ),
        (
            "FailureTest",
            testKeys + [
                key("arrange", "string", "A statement that makes the spy throw."), expectedState, sequence,
            ]
        ),
        ("Local", [key("declaration", "string", "`let name = value`, laid out.")]),
        (
            "Step",
            [
                key("name", "string", "The state's name."),
                key("upperName", "string", "The name capitalised."),
                key("hasValues", "bool", "It has associated values."),
                key("arguments", "string", "The values it is built with."),
                key("isLast", "bool", "It is the last step."),
                key("isOnly", "bool", "It is the only step."),
            ]
        ),
        (
            "ArgumentCheck",
            [
                key("keyPath", "string", "The recorded call's property (`id`)."),
                key("value", "string", "The value it must hold."),
            ]
        ),
        (
            "PresentationTest",
            [
                key("name", "string", "The test's name without a prefix."),
                key("state", "Reference", "The state presented."),
                key("locals", "[Local]", "Fixture declarations the test needs."),
            ]
        ),
    ]

    /// What every kind of test has.
    private static let testKeys = [
        key("name", "string", "The test's name without a prefix (`viewAppearedShowsLoaded...`)."),
        key("testName", "string", "The XCTest name (`test...`)."),
        key("event", "Reference", "The event the test sends."),
        key("locals", "[Local]", "Fixture declarations the test needs."),
        key("startLocals", "[Local]", "Fixture declarations for the state it starts in."),
        key("startState", "Reference?", "The state it starts in, when not the initial one."),
        key("hasSequence", "bool", "It checks every state shown, in order."),
    ]
    private static let expectedState = key("expectedState", "Reference", "The state it expects at the end.")
    private static let sequence = key("sequence", "[Step]", "The states shown, in order.")

    /// Every documented key path (`events[].calls.whileState.name`), with its type, shapes expanded.
    public static var documentedPaths: [String: String] {
        var paths: [String: String] = [:]
        func expand(_ keys: [Key], prefix: String, depth: Int) {
            for key in keys {
                let path = prefix.isEmpty ? key.path : prefix + "." + key.path
                paths[path] = key.type
                var shape = key.type
                if shape.hasSuffix("?") { shape.removeLast() }
                let isList = shape.hasPrefix("[")
                if isList { shape = String(shape.dropFirst().dropLast()) }
                guard depth < 8, let inner = shapes.first(where: { $0.name == shape })?.keys else { continue }
                expand(inner, prefix: isList ? path + "[]" : path, depth: depth + 1)
            }
        }
        expand(keys, prefix: "", depth: 0)
        return paths
    }

    /// The reference as the README shows it: the module's keys, then each shape's.
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
