import ArchgenRendering
import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenCLI

/// Output in the team's style: a `.swift-format` above the output folders makes archgen write every Swift file as the
/// team's formatter would, so that formatting the module changes nothing and a regeneration merges only the spec's
/// changes. These tests run the toolchain's swift-format (skipped where there is none); `.ci/team-style` checks every
/// pattern in two styles with `swift format lint --strict`.
final class TeamStyleTests: XCTestCase {
    /// It runs the toolchain's compiler or formatter: a slow suite.
    override func setUpWithError() throws {
        try XCTSkipUnless(SlowSuites.enabled, SlowSuites.skipped)
    }

    private let twoSpaces = #"{ "version": 1, "indentation": { "spaces": 2 }, "lineLength": 100 }"#
    private let viewModel = "Sources/Users/UsersViewModel.swift"

    private func formatter() throws -> [String] {
        try XCTUnwrap(TeamStyles().formatter, "no swift-format on the PATH")
    }

    /// A run with a build identity, so that records are stamped and a no-op run takes its files from them.
    @discardableResult
    private func run(_ sandbox: Sandbox, _ arguments: String...) -> Sandbox.Run {
        let console = BufferConsole()
        var tool = ArchgenTool(workingDirectory: sandbox.root, console: console)
        tool.build = [0x5e]
        let code = tool.run(arguments)
        return Sandbox.Run(code: code, output: console.output, errors: console.errors)
    }

    private func newModule(style: String) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(".swift-format", style)
        let new = run(sandbox, "new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(new.code, 0, new.errors)
        return sandbox
    }

    /// Every Swift file of the sandbox as the team's formatter leaves it.
    private func formatted(_ sandbox: Sandbox) throws -> [String: String] {
        let formatter = try formatter()
        let style = TeamStyle(configuration: sandbox.url(".swift-format").path, identity: [])
        var files: [String: String] = [:]
        for path in sandbox.files() where path.hasSuffix(".swift") && path != "Package.swift" {
            let text = try XCTUnwrap(sandbox.read(path))
            files[path] = try XCTUnwrap(style.format(text, path: sandbox.url(path).path, formatter: formatter), path)
        }
        return files
    }

    func testNewWritesWhatTheTeamsFormatterWouldAndASpecEditMergesWithNoConflict() throws {
        _ = try formatter()
        let sandbox = try newModule(style: twoSpaces)
        let text = try XCTUnwrap(sandbox.read(viewModel))
        XCTAssertTrue(text.contains("\n  enum State: "), "two spaces, as the team's configuration says")
        XCTAssertFalse(text.contains("\n    enum State: "))
        let files = try formatted(sandbox)
        XCTAssertGreaterThan(files.count, 5)
        for (path, formatted) in files {
            XCTAssertEqual(sandbox.read(path), formatted, "\(path) is not as the team's formatter leaves it")
        }
        // The team's next spec edit: only the spec's change, merged.
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json",
            spec.replacingOccurrences(of: #""title: String""#, with: #""title: String", "subtitle: String""#))
        let generate = run(sandbox, "generate")
        XCTAssertEqual(generate.code, 0, generate.errors)
        XCTAssertFalse(generate.output.contains("conflict") || generate.errors.contains("conflict"), generate.errors)
        XCTAssertTrue(
            try XCTUnwrap(sandbox.read("Sources/Users/UsersModels.swift")).contains("\n  let subtitle: String"))
        XCTAssertEqual(run(sandbox, "generate", "--check").code, 0)
    }

    func testAChangedStyleRendersTheModuleAgainInIt() throws {
        let sandbox = try newModule(style: twoSpaces)
        XCTAssertFalse(run(sandbox, "generate").output.contains("updated"), "a no-op run in the same style")
        try sandbox.write(".swift-format", #"{ "version": 1, "indentation": { "spaces": 4 }, "lineLength": 120 }"#)
        // The stamped record proves the files of the old style only: the run renders and formats again.
        let generate = run(sandbox, "generate")
        XCTAssertEqual(generate.code, 0, generate.errors)
        XCTAssertTrue(try XCTUnwrap(sandbox.read(viewModel)).contains("\n    enum State: "))
    }

    func testWithoutAConfigurationTheOutputIsInArchgensStyle() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(run(sandbox, "new", "Users", "--pattern", "mvvm").code, 0)
        XCTAssertNil(TeamStyles().style(for: sandbox.root.path + "/Sources/Users"))
        XCTAssertTrue(try XCTUnwrap(sandbox.read(viewModel)).contains("\n    enum State: "))
    }
}
