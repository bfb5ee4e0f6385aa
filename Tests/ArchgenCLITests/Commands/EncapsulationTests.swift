import Foundation
import XCTest

/// Only the view model (or MVC's model) assigns its state: code elsewhere in the module, a custom handler's file
/// among it, does not compile when it tries, and the same code compiles when it only reads the state (so what fails
/// is the setter's access, nothing else). Type-checked with the toolchain's `swiftc`.
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
            let reading = try typecheck(sandbox.url("Sources/Users"))
            XCTAssertEqual(reading.code, 0, "\(arguments): reading the state compiles\n\(reading.output)")

            try sandbox.write(
                elsewhere,
                """
                @MainActor func elsewhere(_ unit: \(unit)) { unit.\(state) = .loading }
                extension \(unit) { func reset() { \(state) = .loading } }

                """)
            let assigning = try typecheck(sandbox.url("Sources/Users"))
            XCTAssertNotEqual(assigning.code, 0, "\(arguments): assigning the state elsewhere compiles")
            let inaccessible = assigning.output.split(separator: "\n").filter {
                $0.contains("Elsewhere.swift:") && $0.contains("error: cannot assign to property:")
                    && $0.contains("setter is inaccessible")
            }
            XCTAssertEqual(inaccessible.count, 2, "\(arguments): both assignments refused\n\(assigning.output)")
        }
    }

    /// `swiftc -typecheck` over the Swift files in `folder` as one module, leaving out the views (`#if canImport`:
    /// on macOS they would be checked against the Mac's SwiftUI, not iOS's; `.ci/views` checks them).
    private func typecheck(_ folder: URL) throws -> (code: Int32, output: String) {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
            .filter { (try? String(contentsOfFile: $0, encoding: .utf8).contains("#if canImport(")) == false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Users"] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
