import ArchgenTestSupport
import Foundation
import XCTest

/// A debounced custom event in a module without dependencies: the unit's `init` takes only its first parameter and
/// `debounceWait`, and what every pattern generates type-checks (the spec space and the mutation spec cover debounced
/// calls beside dependencies, with their tests).
final class DebounceTests: XCTestCase {
    /// It runs the toolchain's compiler or formatter: a slow suite.
    override func setUpWithError() throws {
        try XCTSkipUnless(SlowSuites.enabled, SlowSuites.skipped)
    }

    func testADebouncedCustomEventWithoutDependenciesTypeChecksInEveryPattern() throws {
        for pattern in ["mvvm", "mvp", "vip", "mvc"] {
            let sandbox = try Sandbox()
            try sandbox.write(
                "Notes.archgen.json",
                """
                {
                  "archgen": 1, "module": "Notes", "pattern": "\(pattern)", "ui": "uikit",
                  "states": ["idle", "filtered(query: String)"],
                  "initialState": "idle",
                  "events": [{ "name": "queryChanged(query: String)", "debounce": 0.3 }]
                }
                """)
            let generated = sandbox.run("generate", "Notes.archgen.json")
            XCTAssertEqual(generated.code, 0, generated.errors)
            let unit = [
                "mvvm": "NotesViewModel", "mvp": "NotesPresenter", "vip": "NotesInteractor", "mvc": "NotesModel",
            ]
            let source = try XCTUnwrap(sandbox.read("Sources/Notes/\(unit[pattern]!).swift"), pattern)
            XCTAssertTrue(
                source.contains(
                    "debounceWait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }"
                ), source)
            let scaffold = ["mvp": "NotesPresenter+Custom", "vip": "NotesInteractor+Custom"][pattern].map {
                sandbox.read("Sources/Notes/\($0).swift") ?? ""
            }
            for text in [source, scaffold].compactMap({ $0 }) where text.contains("queryChanged") {
                if text.contains("startWork(.queryChanged)") {
                    XCTAssertTrue(text.contains("try? await debounceWait(.milliseconds(300))"), text)
                }
            }
            let checked = try sandbox.typecheck("Sources/Notes", module: "Notes")
            XCTAssertEqual(checked.code, 0, "\(pattern): \(checked.output)")
        }
    }
}
