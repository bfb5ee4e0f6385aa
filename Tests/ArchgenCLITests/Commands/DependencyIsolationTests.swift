import ArchgenTestSupport
import Foundation
import XCTest

/// `"isolation": "mainActor"` on a dependency: a `@MainActor` coordinator fills it, in both dependency styles (a
/// struct of closures that call the coordinator's main-actor methods, and the coordinator conforming to a protocol),
/// and the generated module with the coordinator type-checks; without it, the closures are nonisolated and the same
/// coordinator does not compile (so the test shows what the key changes).
final class DependencyIsolationTests: XCTestCase {
    /// It runs the toolchain's compiler or formatter: a slow suite.
    override func setUpWithError() throws {
        try XCTSkipUnless(SlowSuites.enabled, SlowSuites.skipped)
    }

    private func spec(isolation: String) -> String {
        """
        {
          "archgen": 1, "module": "Shop", "pattern": "mvvm",
          "dependencies": [
            { "name": "Navigation", "style": "closures",\(isolation) "methods": ["showItem(id: Int)", "close()"] },
            { "name": "Router", "style": "protocol",\(isolation) "methods": ["openSettings()"] }
          ],
          "states": ["idle"],
          "initialState": "idle",
          "events": [
            { "name": "itemTapped(id: Int)", "calls": "Navigation.showItem" },
            { "name": "closeTapped", "calls": "Navigation.close" },
            { "name": "settingsTapped", "calls": "Router.openSettings" }
          ]
        }
        """
    }

    private let coordinator = """
        /// An app's coordinator: main-actor isolated, as anything that pushes screens is.
        @MainActor
        final class Coordinator {
            private(set) var shown: [String] = []

            func push(_ screen: String) { shown.append(screen) }

            func makeViewModel() -> ShopViewModel {
                ShopViewModel(
                    navigation: Navigation(
                        showItem: { [weak self] id in self?.push("item \\(id)") },
                        close: { [weak self] in self?.push("back") }),
                    router: self)
            }
        }

        extension Coordinator: Router {
            func openSettings() { push("settings") }
        }

        """

    func testAMainActorCoordinatorFillsAMainActorDependencyInBothStyles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Shop.archgen.json", spec(isolation: #" "isolation": "mainActor","#))
        let generated = sandbox.run("generate", "Shop.archgen.json")
        XCTAssertEqual(generated.code, 0, generated.errors)
        let dependencies = try XCTUnwrap(sandbox.read("Sources/Shop/ShopDependencies.swift"))
        XCTAssertTrue(dependencies.contains("var showItem: @MainActor @Sendable (_ id: Int) -> Void"), dependencies)
        XCTAssertTrue(dependencies.contains("@MainActor\nprotocol Router: Sendable {"), dependencies)
        try sandbox.write("Sources/Shop/Coordinator.swift", coordinator)
        let checked = try sandbox.typecheck("Sources/Shop", module: "Shop")
        XCTAssertEqual(checked.code, 0, checked.output)
    }

    func testWithoutTheKeyTheSameCoordinatorDoesNotCompile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Shop.archgen.json", spec(isolation: ""))
        let generated = sandbox.run("generate", "Shop.archgen.json")
        XCTAssertEqual(generated.code, 0, generated.errors)
        try sandbox.write("Sources/Shop/Coordinator.swift", coordinator)
        let checked = try sandbox.typecheck("Sources/Shop", module: "Shop")
        XCTAssertNotEqual(checked.code, 0, "nonisolated closures accepted a main-actor call")
        XCTAssertTrue(
            checked.output.contains("call to main actor-isolated instance method 'push' in a synchronous nonisolated"),
            checked.output)
    }
}
