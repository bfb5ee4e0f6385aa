import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// The event a starter view sends when it appears: the spec's `appearEvent`, else only an event whose name says it
/// appears or loads (real specs had `popTapped`, `learnMoreTapped` and a "logged in" notification first).
final class AppearEventTests: XCTestCase {
    /// The event names of a spec whose events all call the same method, in order; the appear event's name, if any.
    private func appear(_ names: [String], key: String? = nil) throws -> String? {
        let events = names.map { #"{ "name": "\#($0)", "calls": "Service.load", "onSuccess": "loaded" }"# }
        let spec = """
            {
              "archgen": 1, "module": "Screen", "pattern": "mvvm",
              "dependencies": [{ "name": "Service", "methods": ["load() async"] }],
              "states": ["idle", "loaded"], "initialState": "idle",
              "events": [\(events.joined(separator: ", "))]\(key.map { #", "appearEvent": "\#($0)""# } ?? "")
            }
            """
        let module = try XCTUnwrap(SpecFixtures.generator.validate(SpecFixtures.input(spec)).module, spec)
        return module.appearEvent.map { module.events[$0].name }
    }

    func testOnlyAnEventWhoseNameSaysItAppearsOrLoadsIsSentOnAppear() throws {
        XCTAssertEqual(try appear(["popTapped", "learnMoreTapped", "loggedIn", "viewAppeared"]), "viewAppeared")
        XCTAssertEqual(try appear(["closeTapped", "initialLoad"]), "initialLoad")
        XCTAssertEqual(try appear(["viewDidLoad"]), "viewDidLoad")
        XCTAssertEqual(try appear(["onAppear"]), "onAppear")
        XCTAssertEqual(try appear(["screenShown"]), "screenShown")
        XCTAssertEqual(try appear(["loadURLTapped", "reloadPulled", "suggestionsRequested"]), nil)
        XCTAssertEqual(try appear(["popTapped", "learnMoreTapped", "loggedIn"]), nil)
    }

    /// A row or the list's end appearing is not the screen appearing (held-out screen `SearchMovies` had
    /// `lastMovieAppeared` sent as its first load, and its next page never asked for).
    func testARowAppearingIsNotTheScreenAppearing() throws {
        XCTAssertEqual(
            try appear(["lastRowAppeared", "cellAppeared", "endReachedLoaded", "viewAppeared"]), "viewAppeared")
        XCTAssertEqual(try appear(["loadMore"]), nil)
    }

    /// An event whose outcome appends a page to the list loads the next page, whatever its name says.
    func testAnEventThatLoadsTheNextPageIsNotTheAppearEvent() throws {
        let spec = """
            {
              "archgen": 1, "module": "Feed", "pattern": "mvvm",
              "models": [{ "name": "Item", "properties": ["id: Int"] }],
              "dependencies": [{ "name": "FeedAPI", "methods": ["page(number: Int) async throws -> [Item]"] }],
              "storage": ["page: Int = 1"],
              "states": ["idle", "loaded(items: [Item])"], "initialState": "idle",
              "events": [
                { "name": "lastMovieAppeared", "when": "loaded", "calls": "FeedAPI.page(number: page)",
                  "onSuccess": { "to": "loaded(items: items.appendingNew(result))" }, "onFailure": { "to": "idle" } },
                { "name": "pageShown", "when": "loaded", "calls": "FeedAPI.page(number: page)",
                  "onSuccess": { "to": "loaded(items: items.appendingNew(result))" }, "onFailure": { "to": "idle" } }
              ]
            }
            """
        let module = try XCTUnwrap(SpecFixtures.generator.validate(SpecFixtures.input(spec)).module, spec)
        XCTAssertNil(module.appearEvent.map { module.events[$0].name })
    }

    func testTheSpecsAppearEventWins() throws {
        XCTAssertEqual(try appear(["viewAppeared", "feedRequested"], key: "feedRequested"), "feedRequested")
    }

    func testAnAppearEventThatIsNotAnEventWithoutValuesIsAPositionedError() {
        let spec = SpecFixtures.users.replacingOccurrences(
            of: #""initialState": "loading","#, with: #""initialState": "loading", "appearEvent": "viewApeared","#)
        XCTAssertEqual(
            SpecFixtures.diagnostics(spec),
            [
                "Users.archgen.json:12:45: error: appear event 'viewApeared' is not one of the events; did you mean "
                    + "'viewAppeared'?"
            ])
        let withValues = SpecFixtures.users.replacingOccurrences(
            of: #""initialState": "loading","#, with: #""initialState": "loading", "appearEvent": "userTapped","#)
        XCTAssertEqual(
            SpecFixtures.diagnostics(withValues),
            [
                "Users.archgen.json:12:45: error: appear event 'userTapped' carries values, which the view has none of "
                    + "when it appears; name an event without values"
            ])
    }
}
