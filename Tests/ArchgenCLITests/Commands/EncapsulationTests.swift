import ArchgenTestSupport
import Foundation
import XCTest

/// Only the view model (or MVC's model) assigns its state: code elsewhere in the module, a custom handler's file
/// among it, does not compile when it tries, and the same code compiles when it only reads the state (so what fails
/// is the setter's access, nothing else). Type-checked with the toolchain's `swiftc` (`Sandbox.typecheck`).
final class EncapsulationTests: XCTestCase {
    /// It runs the toolchain's compiler or formatter: a slow suite.
    override func setUpWithError() throws {
        try XCTSkipUnless(SlowSuites.enabled, SlowSuites.skipped)
    }

    func testCodeElsewhereInTheModuleCannotAssignTheState() throws {
        let cases: [(arguments: [String], unit: String, state: String)] = [
            (["--pattern", "mvvm"], "UsersViewModel", "state"),
            (["--pattern", "mvvm", "--binding", "box"], "UsersViewModel", "state.value"),
            (["--pattern", "mvc"], "UsersModel", "state"),
            (["--pattern", "mvvm", "--access", "public"], "UsersViewModel", "state"),
        ]
        for (arguments, unit, state) in cases {
            let sandbox = try Sandbox()
            let created = sandbox.run(["new", "Users"] + arguments)
            XCTAssertEqual(created.code, 0, created.errors)
            let elsewhere = "Sources/Users/Elsewhere.swift"

            try sandbox.write(
                elsewhere,
                """
                @MainActor func elsewhere(_ unit: \(unit)) { _ = unit.\(state) }
                extension \(unit) { func reset() { _ = \(state) } }

                """)
            let reading = try sandbox.typecheck("Sources/Users", module: "Users")
            XCTAssertEqual(reading.code, 0, "\(arguments): reading the state compiles\n\(reading.output)")

            try sandbox.write(
                elsewhere,
                """
                @MainActor func elsewhere(_ unit: \(unit)) { unit.\(state) = .loading }
                extension \(unit) { func reset() { \(state) = .loading } }

                """)
            let assigning = try sandbox.typecheck("Sources/Users", module: "Users")
            XCTAssertNotEqual(assigning.code, 0, "\(arguments): assigning the state elsewhere compiles")
            let inaccessible = assigning.output.split(separator: "\n").filter {
                $0.contains("Elsewhere.swift:") && $0.contains("error: cannot assign to property:")
                    && $0.contains("setter is inaccessible")
            }
            XCTAssertEqual(inaccessible.count, 2, "\(arguments): both assignments refused\n\(assigning.output)")
        }
    }

    /// A kept value is read-only outside its unit, in every pattern: code elsewhere in the module reads it and cannot
    /// set it (a test starts it through `init`). A VIP store hands its view the scene's `BusinessLogic`, so the view
    /// cannot reach the interactor's state past that boundary.
    func testCodeElsewhereInTheModuleCannotSetAKeptValue() throws {
        for (pattern, unit) in [
            ("mvvm", "UsersViewModel"), ("mvp", "UsersPresenter"), ("vip", "UsersInteractor"), ("mvc", "UsersModel"),
        ] {
            let sandbox = try Sandbox()
            XCTAssertEqual(sandbox.run(["new", "Users", "--pattern", pattern]).code, 0)
            let data = try XCTUnwrap(sandbox.read("Users.archgen.json")).data(using: .utf8)!
            var spec = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            spec["storage"] = ["page: Int = 1"]
            let text = try JSONSerialization.data(withJSONObject: spec, options: [.prettyPrinted, .sortedKeys])
            try sandbox.write("Users.archgen.json", String(decoding: text, as: UTF8.self))
            let generated = sandbox.run("generate")
            XCTAssertEqual(generated.code, 0, generated.output)
            let elsewhere = "Sources/Users/Elsewhere.swift"

            try sandbox.write(elsewhere, "@MainActor func elsewhere(_ unit: \(unit)) { _ = unit.page }\n")
            let reading = try sandbox.typecheck("Sources/Users", module: "Users")
            XCTAssertEqual(reading.code, 0, "\(pattern): reading a kept value compiles\n\(reading.output)")

            try sandbox.write(elsewhere, "@MainActor func elsewhere(_ unit: \(unit)) { unit.page = 2 }\n")
            let setting = try sandbox.typecheck("Sources/Users", module: "Users")
            XCTAssertTrue(
                setting.output.contains("Elsewhere.swift:1:") && setting.output.contains("setter is inaccessible"),
                "\(pattern): setting a kept value elsewhere compiles\n\(setting.output)")

            // Nor can it call the unit's dependencies past it, or its error wording.
            try sandbox.write(
                elsewhere,
                "@MainActor func elsewhere(_ unit: \(unit)) { _ = unit.usersService; _ = unit.describeError }\n")
            let reaching = try sandbox.typecheck("Sources/Users", module: "Users")
            let refused = reaching.output.split(separator: "\n").filter {
                $0.contains("Elsewhere.swift:1:") && $0.contains("is inaccessible due to 'private' protection level")
            }
            XCTAssertEqual(
                refused.count, 2,
                "\(pattern): the dependency or the wording is reachable past the unit\n\(reaching.output)")

            guard pattern == "vip" else { continue }
            try sandbox.write(
                elsewhere, "@MainActor func elsewhere(_ store: UsersStore) { _ = store.interactor.state }\n")
            let store = try sandbox.typecheck("Sources/Users", module: "Users")
            XCTAssertTrue(
                store.output.contains("Elsewhere.swift:1:") && store.output.contains("has no member 'state'"),
                "vip: the store's view reaches the interactor's state\n\(store.output)")
        }
    }
}
