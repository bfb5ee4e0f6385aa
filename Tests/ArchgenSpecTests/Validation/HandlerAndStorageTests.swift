import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// `onSuccess` naming a custom event, and `storage` values: the rules and what they generate.
final class HandlerAndStorageTests: XCTestCase {
    private let spec = """
        {
          "archgen": 1, "module": "Feed", "pattern": "vip",
          "storage": ["items: [String]", "page: Int", "cursor: String?"],
          "dependencies": [{ "name": "FeedService", "methods": ["fetch() async throws -> [String]"] }],
          "states": ["loading", "loaded(items: [String])", "failed(message: String)"],
          "initialState": "loading",
          "events": [
            { "name": "appeared", "calls": "FeedService.fetch", "while": "loading", "onSuccess": "fetched", "onFailure": "failed" },
            { "name": "fetched(items: [String])" }
          ]
        }
        """

    func testACustomEventCanReceiveTheResultAndStorageStartsEmpty() throws {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Feed.archgen.json"))
        XCTAssertEqual(result.diagnostics.map { $0.formatted(path: "Feed.archgen.json") }, [])
        let interactor = try XCTUnwrap(result.files.first { $0.path == "FeedInteractor.swift" }).contents
        for expected in [
            // Each stored value starts empty: the default of its `init` parameter.
            "        items: [String] = [],\n", "        page: Int = 0,\n", "        cursor: String? = nil,\n",
            "                let result = try await feedService.fetch()\n"
                + "                guard !Task.isCancelled, let handlers = self?.handlers else { return }\n"
                + "                let next = await handlers.fetched(items: result)\n"
                + "                self?.applyHandlerResult(next)\n",
        ] {
            XCTAssertTrue(interactor.contains(expected), "missing:\n\(expected)\nin:\n\(interactor)")
        }
        // A step of `appeared`'s work: run in its task, not on the view-facing protocol, no work of its own.
        XCTAssertFalse(interactor.contains("func fetched(request:"), interactor)
        XCTAssertFalse(interactor.contains("case fetched"), interactor)
        let custom = try XCTUnwrap(result.files.first { $0.path == "FeedInteractor+Custom.swift" }).contents
        XCTAssertTrue(custom.contains("    func fetched(items: [String]) async -> State? {\n"), custom)
        XCTAssertTrue(custom.contains("It runs in the task of `appeared`, with its call's result."), custom)
    }

    func testHandlerAndStorageRulesArePositioned() {
        let cases: [(String, String, String)] = [
            (
                "\"page: Int\"", "\"page: Date\"",
                "Feed.archgen.json:3:34: error: storage value 'page: Date' must be able to start empty; use an optional, "
                    + "an array, a dictionary, a number, a 'Bool' or a 'String', or give a start value ('page: Date = ...')"
            ),
            (
                "\"fetched(items: [String])\"", "\"fetched(count: Int)\"",
                "Feed.archgen.json:8:90: error: event 'appeared' hands the result of 'FeedService.fetch' to 'fetched', but "
                    + "'FeedService.fetch' returns '[String]'; give 'fetched' no values or one value of that type"
            ),
            (
                "\"onSuccess\": \"fetched\"", "\"onSuccess\": \"fetchd\"",
                "Feed.archgen.json:8:90: error: event 'appeared' goes on success to unknown state 'fetchd'; did you mean 'fetched'?"
            ),
            (
                "\"page: Int\"", "\"state: Int\"",
                "Feed.archgen.json:3:34: error: storage value 'state' is reserved in Swift and cannot be used as a name here"
            ),
            (
                "\"page: Int\"", "\"delegate: Int\"",
                "Feed.archgen.json:3:34: error: storage value 'delegate' is reserved in Swift and cannot be used as a name "
                    + "here"
            ),
            // Storage beside the members every pattern generates: each would be an invalid redeclaration somewhere.
            (
                "\"page: Int\"", "\"feedService: Int\"",
                "Feed.archgen.json:3:34: error: storage value 'feedService' would clash with the property that holds "
                    + "dependency 'FeedService' (every spec renders in every pattern); rename it"
            ),
            (
                "\"page: Int\"", "\"loaded: [String]\"",
                "Feed.archgen.json:3:34: error: storage value 'loaded' would clash with VIP's data-store field of state "
                    + "'loaded' (every spec renders in every pattern); rename it"
            ),
            (
                "\"page: Int\"", "\"appeared: Bool\"",
                "Feed.archgen.json:3:34: error: storage value 'appeared' would clash with the method of event 'appeared' "
                    + "(MVP, VIP) (every spec renders in every pattern); rename it"
            ),
        ]
        for (old, new, expected) in cases {
            let text = spec.replacingOccurrences(of: old, with: new)
            XCTAssertNotEqual(text, spec)
            let diagnostics = SpecFixtures.generator.validate(SpecFixtures.input(text, fileName: "Feed.archgen.json"))
                .diagnostics
            XCTAssertEqual(diagnostics.map { $0.formatted(path: "Feed.archgen.json") }, [expected], new)
        }
    }

    /// A kept value of an enum model's type cannot be given a start value (no expression names a case), so the error
    /// asks for an optional, not for a start value (held-out real screen, stop 43: the advice led to a second error).
    func testAnEnumKeptValueIsAskedToBeOptional() {
        let spec = """
            { "archgen": 1, "module": "Feed", "pattern": "mvvm",
              "models": [{ "name": "Scope", "cases": ["all", "posts"] }],
              "fields": ["scope: Scope"], "states": ["idle"], "initialState": "idle", "events": [] }
            """
        let diagnostics = SpecFixtures.generator.validate(SpecFixtures.input(spec, fileName: "Feed.archgen.json"))
            .diagnostics
        XCTAssertEqual(
            diagnostics.map { $0.formatted(path: "Feed.archgen.json") },
            [
                "Feed.archgen.json:3:14: error: field 'scope: Scope' must be able to start empty, and an enum's case "
                    + "cannot be written as its start value yet; make it optional ('scope: Scope?', nil until an event "
                    + "sets it)"
            ])
    }
}
