import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// Each rule of the spec format as a table: a change to the DESIGN §2 spec, and exactly what archgen says.
final class SpecValidatorTests: XCTestCase {
    func testTheDesignSpecIsValid() {
        XCTAssertEqual(SpecFixtures.diagnostics(SpecFixtures.users), [])
    }

    func testEveryRuleReportsItsPositionedMessage() {
        let cases: [(old: String, new: String, expected: [String])] = [
            (
                "\"pattern\": \"mvvm\"", "\"pattern\": \"mvm\"",
                [
                    "Users.archgen.json:4:14: error: 'pattern' is 'mvm', which is not one of 'mvc', 'mvp', 'mvvm', 'vip'; did you mean 'mvc'?"
                ]
            ),
            (
                "\"pattern\": \"mvvm\"", "\"pattern\": \"mvp\", \"binding\": \"box\"",
                [
                    "Users.archgen.json:4:32: error: 'binding' is 'box', but it applies only to pattern 'mvvm' (this "
                        + "spec's is 'mvp')"
                ]
            ),
            (
                "\"pattern\": \"mvvm\"", "\"pattern\": \"mvvm\", \"binding\": \"box\", \"ui\": \"swiftui\"",
                [
                    "Users.archgen.json:4:46: error: 'binding' is 'box', which a UIKit view controller binds to; use "
                        + "'ui': 'uikit' (a SwiftUI view follows an @Observable view model, iOS 17+: leave 'binding' out)"
                ]
            ),
            (
                "\"failed(message: String)\"", "\"failed(error: Error)\"",
                [
                    "Users.archgen.json:11:50: error: state value 'error' is an 'Error', which cannot be compared (states "
                        + "and events are Equatable, so tests can check them); carry what the screen shows instead, such "
                        + "as 'message: String': an 'onFailure' state with one String value gets the error's description"
                ]
            ),
            (
                "\"pattern\": \"mvvm\"", "\"pattern\": \"mvc\", \"ui\": \"swiftui\"",
                [
                    "Users.archgen.json:4:27: error: 'ui' is 'swiftui', but pattern 'mvc' writes uikit views only: its "
                        + "light view controller, generic table data source and cells are UIKit classes (for SwiftUI, the "
                        + "view model of mvvm plays the model's part); use 'ui': 'uikit' (or leave 'ui' out), or a "
                        + "pattern that has swiftui views (mvp, mvvm, vip)"
                ]
            ),
            (
                "\"pattern\": \"mvvm\"", "\"pattern\": \"mvc\", \"binding\": \"box\"",
                [
                    "Users.archgen.json:4:32: error: 'binding' is 'box', but it applies only to pattern 'mvvm' (this "
                        + "spec's is 'mvc')"
                ]
            ),
            (
                "\"pattern\": \"mvvm\"", "\"pattern\": \"mvvm\", \"binding\": \"boxed\"",
                [
                    "Users.archgen.json:4:33: error: 'binding' is 'boxed', which is not one of 'observation', 'box'"
                ]
            ),
            (
                "\"archgen\": 1", "\"archgen\": 2",
                [
                    "Users.archgen.json:2:14: error: format version 2 is not supported; this archgen reads version 1"
                ]
            ),
            (
                "\"archgen\": 1", "\"archgen\": \"1\"",
                [
                    "Users.archgen.json:2:14: error: 'archgen' must be the number 1, found a string"
                ]
            ),
            (
                "\"initialState\": \"loading\"", "\"initialState\": \"loaded\"",
                [
                    "Users.archgen.json:12:19: error: initial state 'loaded' carries values; start in a state without values"
                ]
            ),
            (
                "\"initialState\": \"loading\"", "\"intialState\": \"loading\"",
                [
                    "Users.archgen.json:1:1: error: the spec is missing the required key 'initialState'",
                    "Users.archgen.json:12:3: error: unknown key 'intialState' in the spec; did you mean 'initialState'?",
                ]
            ),
            (
                "\"module\": \"Users\"", "\"module\": \"users\"",
                [
                    "Users.archgen.json:3:13: error: module 'users' names a type; start it with an upper-case letter and leave out '_'"
                ]
            ),
            (
                "\"module\": \"Users\"", "\"module\": \"../../etc\"",
                [
                    "Users.archgen.json:3:13: error: module '../../etc' is not a Swift identifier; use letters, digits and '_', not starting with a digit"
                ]
            ),
            (
                "\"module\": \"Users\"", "\"module\": \"Type\"",
                [
                    "Users.archgen.json:3:13: error: module 'Type' is reserved in Swift and cannot be used as a name here"
                ]
            ),
            (
                "\"states\": [\"loading\"", "\"states\": [\"default\", \"loading\"",
                [

                ]
            ),
            (
                "\"states\": [\"loading\"", "\"states\": [\"self\", \"loading\"",
                [
                    "Users.archgen.json:11:14: error: state 'self' is reserved in Swift and cannot be used as a name here"
                ]
            ),
            (
                "\"states\": [\"loading\"", "\"states\": [\"Loading\", \"loading\"",
                [
                    "Users.archgen.json:11:14: error: state 'Loading' must be lowerCamelCase: start with a lower-case letter and leave out '_'"
                ]
            ),
            (
                "\"while\": \"loading\"", "\"while\": \"failed\"",
                [
                    "Users.archgen.json:14:76: error: event 'viewAppeared' sets 'while' to 'failed', which carries values; use a state without values"
                ]
            ),
            (
                "\"onSuccess\": \"loaded\"", "\"onSuccess\": \"failed\"",
                [
                    "Users.archgen.json:14:100: error: event 'viewAppeared' goes to 'failed' on success, but 'UsersService.fetchUsers' returns '[User]'; use a state with no values or with one value of that type"
                ]
            ),
            (
                "\"onFailure\": \"failed\"", "\"onFailure\": \"loaded\"",
                [
                    "Users.archgen.json:14:123: error: event 'viewAppeared' goes to 'loaded' on failure; use a state with no values or one 'String' value"
                ]
            ),
            (
                "\"call(_ user: User) async\"", "\"call(_ user: User) async\", \"call(_ name: String)\"",
                [
                    "Users.archgen.json:9:110: error: method 'call' is declared more than once"
                ]
            ),
            (
                "\"call(_ user: User) async\"", "\"call(_ user: User) async throws\"",
                [
                    "Users.archgen.json:15:50: error: event 'userTapped' calls 'UsersService.call', which throws; add 'onFailure' to say which state shows the error"
                ]
            ),
            (
                "\"name\": \"userTapped(user: User)\"", "\"name\": \"userTapped(id: UUID)\"",
                [
                    "Users.archgen.json:15:48: error: event 'userTapped' has no value for parameter 'user: User' of 'UsersService.call' here; pass it: 'UsersService.call(user: ...)'"
                ]
            ),
            (
                "{ \"name\": \"retryTapped\", \"to\": \"loading\" }",
                "{ \"name\": \"retryTapped\", \"to\": \"loaded\" }",
                [
                    "Users.archgen.json:16:36: error: event 'retryTapped' makes state 'loaded', which needs 'users: [User]', and no value of that name is here; write it: 'loaded(users: ...)'"
                ]
            ),
            (
                "{ \"name\": \"retryTapped\", \"to\": \"loading\" }",
                "{ \"name\": \"retryTapped\", \"while\": \"loading\" }",
                [
                    "Users.archgen.json:16:39: error: event 'retryTapped' has 'while' but no 'calls'; 'while' only applies to calls"
                ]
            ),
            (
                "{ \"name\": \"retryTapped\", \"to\": \"loading\" }",
                "{ \"name\": \"retryTapped\", \"to\": \"loading\", \"while\": \"loading\", \"calls\": \"UsersService.fetchUsers\", \"onFailure\": \"failed\" }",
                [
                    "Users.archgen.json:16:36: error: event 'retryTapped' has 'to' beside 'while': both show a state while the call runs; keep one (the state after the call is its 'onSuccess')"
                ]
            ),
            (
                "\"calls\": \"UsersService.fetchUsers\"", "\"calls\": \"UserService.fetchUsers\"",
                [
                    "Users.archgen.json:14:40: error: event 'viewAppeared' calls unknown dependency 'UserService'; did you mean 'UsersService'?"
                ]
            ),
            (
                "\"calls\": \"UsersService.fetchUsers\"", "\"calls\": \"fetchUsers\"",
                [
                    "Users.archgen.json:14:40: error: event 'viewAppeared' calls 'fetchUsers'; write it as 'Dependency.method'"
                ]
            ),
            (
                "\"searchChanged(query: String)\"", "\"send(query: String)\"",
                [
                    "Users.archgen.json:17:15: error: event 'send' would clash with the generated member 'send'; rename the event"
                ]
            ),
            (
                "\"searchChanged(query: String)\"", "\"searchChanged(query: String\"",
                [
                    "Users.archgen.json:17:43: error: event 'searchChanged(query: String' is not valid: expected ')', found the end"
                ]
            ),
            (
                "\"properties\": [\"id: UUID\"", "\"properties\": [\"id: UUID\", \"id: Int\"",
                [
                    "Users.archgen.json:6:50: error: property 'id' is declared more than once"
                ]
            ),
            (
                "\"properties\": [\"id: UUID\"", "\"properties\": [42",
                [
                    "Users.archgen.json:6:38: error: 'properties' must be an array of strings, found a number in it"
                ]
            ),
            (
                "{ \"name\": \"User\",", "{ \"name\": \"User\", \"Doc\": \"x\",",
                [
                    "Users.archgen.json:6:23: error: unknown key 'Doc' in a model; did you mean 'doc'?"
                ]
            ),
            (
                "\"states\": [", "\"states\": [], \"x\": [",
                [
                    "Users.archgen.json:11:13: error: 'states' must not be empty",
                    "Users.archgen.json:11:17: error: unknown key 'x' in the spec",
                ]
            ),
        ]
        for (old, new, expected) in cases {
            let text = SpecFixtures.users.replacingOccurrences(of: old, with: new)
            XCTAssertNotEqual(text, SpecFixtures.users, "the change \(new) did not apply")
            XCTAssertEqual(SpecFixtures.diagnostics(text), expected, new)
        }
    }

    /// The acceptance case: three independent mistakes, all reported at once, sorted, with suggestions.
    func testThreeMistakesAreAllReported() {
        let text = SpecFixtures.users
            .replacingOccurrences(of: "\"onSuccess\": \"loaded\"", with: "\"onSuccess\": \"loadded\"")
            .replacingOccurrences(of: "\"calls\": \"UsersService.call\"", with: "\"calls\": \"UsersService.cal\"")
            .replacingOccurrences(
                of: "{ \"name\": \"retryTapped\", \"to\": \"loading\" }",
                with: "{ \"name\": \"retryTapped\" }, { \"name\": \"retryTapped\" }")
        XCTAssertEqual(
            SpecFixtures.diagnostics(text),
            [
                "Users.archgen.json:14:100: error: event 'viewAppeared' goes on success to unknown state 'loadded'; did you mean 'loaded'?",
                "Users.archgen.json:15:64: error: event 'userTapped' calls unknown method 'cal' of 'UsersService'; did you mean 'UsersService.call'?",
                "Users.archgen.json:16:42: error: event 'retryTapped' is declared more than once",
            ])
    }

    /// A route or an effect named where a state goes (held-out user: `"onSuccess": "app"`) is said with its own key.
    func testARouteOrEffectWhereAStateGoesSuggestsItsKey() {
        let text = SpecFixtures.users
            .replacingOccurrences(
                of: #""initialState""#, with: #""routes": ["app"], "effects": ["toast"], "initialState""#
            )
            .replacingOccurrences(of: #""onSuccess": "loaded""#, with: #""onSuccess": "app""#)
            .replacingOccurrences(of: #""to": "loading""#, with: #""to": "toast""#)
        XCTAssertEqual(
            SpecFixtures.diagnostics(text).map { $0.split(separator: " error: ").last.map(String.init) ?? $0 },
            [
                #"event 'viewAppeared' goes on success to unknown state 'app'; did you mean '{ "route": "app" }'?"#,
                #"event 'retryTapped' goes to unknown state 'toast'; did you mean '{ "effect": "toast" }'?"#,
            ])
    }

    /// Held-out 48: a state written with its values where an outcome names one (`"onSuccess": "loaded(users: result)"`)
    /// is the object `{ "to": ... }`, its values checked as there (`"failed(message: message)"` too).
    func testAnOutcomeNamingAStateWithItsValuesIsThatState() throws {
        let text = SpecFixtures.users.replacingOccurrences(
            of: #""onSuccess": "loaded", "onFailure": "failed""#,
            with: #""onSuccess": "loaded(users: result)", "onFailure": "failed(message: message)""#)
        XCTAssertEqual(SpecFixtures.diagnostics(text), [])
        // (The same module as the names alone write.)
        let files = SpecFixtures.generator.generate(SpecFixtures.input(text)).files
        XCTAssertEqual(
            files.map(\.contents),
            SpecFixtures.generator.generate(SpecFixtures.input(SpecFixtures.users)).files.map(\.contents))
        let wrong = SpecFixtures.users.replacingOccurrences(
            of: #""onSuccess": "loaded""#, with: #""onSuccess": "loaded(users: results)""#)
        XCTAssertEqual(SpecFixtures.diagnostics(wrong).count, 1, "\(SpecFixtures.diagnostics(wrong))")
    }

    /// Past the limit, the generated `switch` over the events would not build (Swift gives up checking it): refused at
    /// the events array, before anything is generated; at the limit, accepted.
    func testMoreEventsThanTheLimitAreRefusedAtTheEventsArray() {
        func spec(events count: Int) -> String {
            let extra = (0..<(count - 4)).map { "\"tapped\($0)(id: Int)\"" }.joined(separator: ", ")
            return SpecFixtures.users.replacingOccurrences(
                of: "{ \"name\": \"searchChanged(query: String)\" }",
                with: "{ \"name\": \"searchChanged(query: String)\" }, \(extra)")
        }
        XCTAssertEqual(SpecFixtures.diagnostics(spec(events: SpecValidator.eventLimit)), [])
        XCTAssertEqual(
            SpecFixtures.diagnostics(spec(events: SpecValidator.eventLimit + 1)),
            [
                "Users.archgen.json:13:13: error: 'events' has 601 entries, more than the 600 archgen writes (the Swift "
                    + "compiler cannot check that a switch over more is exhaustive in reasonable time); split the screen "
                    + "into smaller modules"
            ])
    }

    func testMalformedJSONReportsLineAndColumn() {
        XCTAssertEqual(
            SpecFixtures.diagnostics("{\n  \"archgen\": 1\n  \"module\": \"Users\"\n}"),
            [
                "Users.archgen.json:3:3: error: invalid JSON: expected ',' or '}' in object, found character '\"'; is a "
                    + "comma missing after the previous member?"
            ])
    }

    func testKeywordNamesAreAcceptedAndBackticked() throws {
        let text = SpecFixtures.users.replacingOccurrences(
            of: "\"states\": [\"loading\"", with: "\"states\": [\"default\", \"loading\"")
        let result = SpecFixtures.generator.generate(SpecFixtures.input(text))
        XCTAssertEqual(result.diagnostics, [])
        let viewModel = try XCTUnwrap(result.files.first { $0.path == "UsersViewModel.swift" })
        XCTAssertTrue(viewModel.contents.contains("        case `default`\n"), viewModel.contents)
    }
}
