import ArchgenRegeneration
import Foundation
import XCTest

@testable import ArchgenCLI

/// A module whose record proves what rendering its spec gives (`RecordStamp`) takes its files from the record: the run
/// reports and writes what rendering would have, and a record proves nothing for another build, spec or text.
final class RecordReuseTests: XCTestCase {
    private let build: [UInt8] = [0xa1, 0xb2]
    private let otherBuild: [UInt8] = [0xc3]
    private let model = "Sources/Users/UsersModels.swift"

    @discardableResult
    private func run(_ sandbox: Sandbox, build: [UInt8]?, _ arguments: String...) -> Sandbox.Run {
        let console = BufferConsole()
        var tool = ArchgenTool(workingDirectory: sandbox.root, console: console)
        tool.build = build
        let code = tool.run(arguments)
        return Sandbox.Run(code: code, output: console.output, errors: console.errors)
    }

    private func newModule(build: [UInt8]?) throws -> Sandbox {
        let sandbox = try Sandbox()
        XCTAssertEqual(run(sandbox, build: build, "new", "Users", "--pattern", "mvvm").code, 0)
        return sandbox
    }

    private func record(_ sandbox: Sandbox) throws -> String { try XCTUnwrap(sandbox.read("Users.archgen.record")) }

    /// Rewrites the record's text of the models file, and stamps the record again as `build` would: a record that says
    /// rendering gives other text than it does, which only a run that takes the files from it believes.
    private func forgeRecord(_ sandbox: Sandbox, build: [UInt8]) throws {
        let body = String(RecordStamp.body(of: try record(sandbox)))
        let forged = body.replacingOccurrences(
            of: "\n|/// Lists the items of", with: "\n|/// Lists the forged items of")
        XCTAssertNotEqual(forged, body)
        let templates = try XCTUnwrap(forged.split(separator: "\n").first { $0.hasPrefix("templates ") })
        let stamp = RecordStamp(
            build: build, specFileName: "Users.archgen.json",
            spec: Array(try XCTUnwrap(sandbox.read("Users.archgen.json")).utf8),
            templates: String(templates.dropFirst("templates ".count)))
        try sandbox.write("Users.archgen.record", forged + stamp.line(for: Substring(forged)))
    }

    func testANoOpRunTakesTheFilesFromAStampedRecordOfTheSameBuildAndSpec() throws {
        let sandbox = try newModule(build: build)
        XCTAssertNotEqual(String(RecordStamp.body(of: try record(sandbox))), try record(sandbox), "no stamp line")
        try forgeRecord(sandbox, build: build)
        let forged = try record(sandbox)
        // The same build: the record is believed (nothing is rendered), so nothing differs from it.
        XCTAssertEqual(run(sandbox, build: build, "generate", "--check").code, 0)
        XCTAssertEqual(run(sandbox, build: build, "generate").code, 0)
        XCTAssertEqual(try record(sandbox), forged)
        // Another build, or none known: rendered, and the record is put right.
        for other in [otherBuild, nil] {
            if !(try record(sandbox).contains("forged items")) { try forgeRecord(sandbox, build: build) }
            let check = run(sandbox, build: other, "generate", "--check")
            XCTAssertEqual(check.code, 1, check.output)
            XCTAssertTrue(check.output.contains("Users.archgen.record"), check.output)
            run(sandbox, build: other, "generate")
            XCTAssertFalse(try record(sandbox).contains("forged items"))
        }
    }

    func testAnEditedSpecIsRendered() throws {
        let sandbox = try newModule(build: build)
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json",
            spec.replacingOccurrences(of: "\"title: String\"", with: "\"title: String\", \"subtitle: String\""))
        let run = run(sandbox, build: build, "generate")
        XCTAssertTrue(run.output.contains("updated         \(model)"), run.output)
        XCTAssertTrue(try XCTUnwrap(sandbox.read(model)).contains("subtitle: String"))
    }

    func testEditsAndDeletedFilesAreHandledAsWhenRendering() throws {
        // The same steps with the record taken (a build known) and with every module rendered (none known).
        var outcomes: [[String]] = []
        for build in [build, nil] {
            let sandbox = try newModule(build: build)
            let view = "Sources/Users/UsersView.swift"
            let original = try XCTUnwrap(sandbox.read(view))
            try FileManager.default.removeItem(at: sandbox.url(view))
            try sandbox.write(model, try XCTUnwrap(sandbox.read(model)) + "// my note\n")
            let check = run(sandbox, build: build, "generate", "--check")
            let generate = run(sandbox, build: build, "generate")
            XCTAssertEqual(try XCTUnwrap(sandbox.read(view)), original)
            XCTAssertTrue(try XCTUnwrap(sandbox.read(model)).hasSuffix("// my note\n"))
            outcomes.append([
                "\(check.code)", check.output, "\(generate.code)", generate.output, try record(sandbox),
            ])
        }
        XCTAssertTrue(outcomes[0][1].contains("missing"), outcomes[0][1])
        XCTAssertEqual(outcomes[0].dropLast(), outcomes[1].dropLast())
        XCTAssertEqual(String(RecordStamp.body(of: outcomes[0][4])), outcomes[1][4])
    }

    func testARecordStampedByAnotherBuildIsLeftAsItIs() throws {
        let sandbox = try newModule(build: build)
        let written = try record(sandbox)
        let run = run(sandbox, build: otherBuild, "generate", "--verbose")
        XCTAssertTrue(run.output.contains("unchanged       Users.archgen.record"), run.output)
        XCTAssertEqual(try record(sandbox), written)
    }
}
