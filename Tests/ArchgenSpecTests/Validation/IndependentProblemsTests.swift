import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// Every independent problem of a spec in one run: a mistake in one declaration neither hides the others (a type typo
/// used to stop every event's checks, and an unknown key every check) nor adds false ones about what refers to it.
final class IndependentProblemsTests: XCTestCase {
    /// Four mistakes of four kinds: a wrong choice, a type typo, a reference to an unknown state and a misspelled key.
    static let fourMistakes = """
        {
          // The contact list.
          "archgen": 1,
          "module": "Users",
          "pattern": "mvvm",
          "ui": "swiftuii",
          "models": [
            { "name": "User", "properties": ["id: UUID", "name: String",] },
          ],
          "dependencies": [
            { "name": "UsersService", "methods": ["fetchUsers() async throws -> [User]"] }
          ],
          "states": ["loading", "loaded(users: [Usr])", "failed(message: String)"],
          "initialState": "loading",
          "events": [
            /* the first load */
            { "name": "viewAppeared", "calls": "UsersService.fetchUsers",
              "while": "loading", "onSuccess": "loaded", "onFailure": "failed" },
            { "name": "retryTapped", "to": "laoding" },
            { "name": "closeTapped", "efect": "close" },
          ]
        }
        """

    func testFourIndependentMistakesAreAllReportedInOneRun() {
        XCTAssertEqual(
            SpecFixtures.diagnostics(Self.fourMistakes),
            [
                "Users.archgen.json:6:9: error: 'ui' is 'swiftuii', which is not one of 'swiftui', 'uikit'; did you mean "
                    + "'swiftui'?",
                "Users.archgen.json:13:25: error: type 'Usr' is not a model, a Swift or Foundation type, or listed in "
                    + "'externalTypes'; did you mean 'User'?",
                "Users.archgen.json:19:36: error: event 'retryTapped' goes to unknown state 'laoding'; did you mean "
                    + "'loading'?",
                "Users.archgen.json:20:30: error: unknown key 'efect' in an event; did you mean 'effect'?",
                // Read as the 'effect' it was meant to be: the effect it names is not declared either (review 50).
                "Users.archgen.json:20:39: error: event 'closeTapped' asks for unknown effect 'close'",
            ])
    }

    func testAnInvalidStateIsNotReportedAgainWhereEventsNameIt() {
        let spec = SpecFixtures.users.replacingOccurrences(of: "loaded(users: [User])", with: "loaded(users: [Usr])")
            .replacingOccurrences(
                of: "\"retryTapped\", \"to\": \"loading\"", with: "\"retryTapped\", \"to\": \"loaded\"")
        let diagnostics = SpecFixtures.diagnostics(spec)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("type 'Usr' is not a model") == true, "\(diagnostics)")
    }

    func testAnInvalidDependencyIsNotReportedAgainWhereEventsCallIt() {
        let spec = SpecFixtures.users.replacingOccurrences(
            of: "call(_ user: User) async", with: "call(_ user: Usr) async")
        let diagnostics = SpecFixtures.diagnostics(spec)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("type 'Usr'") == true, "\(diagnostics)")
    }

    /// A misspelt key is read as the key it was meant to be: the rest of the event is still checked (review 50: a
    /// type mistake beside 'polcy' was reported only once the key was fixed).
    func testAMisspelledKeyInAnEventHidesNoOtherMistakeOfTheEvent() {
        let spec = SpecFixtures.users.replacingOccurrences(
            of: "\"onFailure\": \"failed\"", with: "\"onFailur\": \"faild\"")
        XCTAssertEqual(
            SpecFixtures.diagnostics(spec).map {
                $0.replacingOccurrences(of: #"^.*error: "#, with: "", options: .regularExpression)
            },
            [
                "unknown key 'onFailur' in an event; did you mean 'onFailure'?",
                "event 'viewAppeared' goes on failure to unknown state 'faild'; did you mean 'failed'?",
            ])
    }

    func testAMisspelledKeyInAnEventIsNotAlsoReportedAsWhatItLacks() {
        // Without 'onFailure' a throwing call would be an error of its own: the misspelling says it all.
        let spec = SpecFixtures.users.replacingOccurrences(
            of: "\"onFailure\": \"failed\"", with: "\"onFailur\": \"failed\"")
        let diagnostics = SpecFixtures.diagnostics(spec)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(
            diagnostics.first?.contains("unknown key 'onFailur' in an event; did you mean 'onFailure'?") == true)
    }

    func testAProblemAtTheTopLevelStillStopsBeforeValidation() {
        // Without its 'initialState' nothing can be checked against the states: only what the decoder saw is said.
        let spec = SpecFixtures.users.replacingOccurrences(of: "\"initialState\"", with: "\"initalState\"")
            .replacingOccurrences(of: "loaded(users: [User])", with: "loaded(users: [Usr])")
        let diagnostics = SpecFixtures.diagnostics(spec)
        XCTAssertEqual(diagnostics.count, 2, "\(diagnostics)")
        XCTAssertTrue(diagnostics.allSatisfy { !$0.contains("Usr") }, "\(diagnostics)")
    }
}
