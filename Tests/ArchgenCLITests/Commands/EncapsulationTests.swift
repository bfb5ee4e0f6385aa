import Foundation
import XCTest

/// Only the view model (or MVC's model) assigns its state: code elsewhere in the module, a custom handler's file
/// among it, does not compile when it tries, and the same code compiles when it only reads the state (so what fails
/// is the setter's access, nothing else). Type-checked with the toolchain's `swiftc` (`Sandbox.typecheck`).
final class EncapsulationTests: XCTestCase {
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
}
