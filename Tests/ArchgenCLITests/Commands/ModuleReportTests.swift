import Foundation
import XCTest

@testable import ArchgenCLI

/// What `generate` reports after a spec edit tells the truth: a person's line that uses a name the spec dropped is
/// named in a generated file as in a scaffold (exit 1, the file not written), a name the module still declares is
/// not, and an insertion beside the person's lines is an insertion after them, not a replacement of them.
final class ModuleReportTests: XCTestCase {
    private func editSpec(_ sandbox: Sandbox, _ edit: (inout [String: Any]) -> Void) throws {
        let data = try XCTUnwrap(sandbox.read("Users.archgen.json")).data(using: .utf8)!
        var spec = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        edit(&spec)
        let text = try JSONSerialization.data(withJSONObject: spec, options: [.prettyPrinted, .sortedKeys])
        try sandbox.write("Users.archgen.json", String(decoding: text, as: UTF8.self))
    }

    private func append(_ sandbox: Sandbox, _ path: String, _ text: String) throws {
        try sandbox.write(path, try XCTUnwrap(sandbox.read(path)) + text)
    }

    /// The person extended a generated protocol in its file; the spec renames the dependency. Merged, the file would
    /// not build (`cannot find type 'UsersService'`), so it is not written and the line is named, as in a scaffold.
    func testAGeneratedFilesLineThatUsesARenamedNameIsNamedAndNotWritten() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        let path = "Sources/Users/UsersDependencies.swift"
        try append(sandbox, path, "\nextension UsersService {\n    func warmUp() async {}\n}\n")
        let edited = try XCTUnwrap(sandbox.read(path))
        let lines = edited.split(separator: "\n", omittingEmptySubsequences: false).count - 3
        try sandbox.write(
            "Users.archgen.json",
            try XCTUnwrap(sandbox.read("Users.archgen.json")).replacingOccurrences(
                of: "UsersService", with: "ItemsService"))
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(
            run.output.contains(
                "to change       \(path)\n    line \(lines) uses 'UsersService', which the spec no longer has: "
                    + "extension UsersService {\n"), run.output)
        XCTAssertEqual(sandbox.read(path), edited)
        XCTAssertEqual(sandbox.run("generate", "--check").code, 1)
        // `--accept` takes the person's line as it is (they know better), as for a scaffold.
        let accepted = sandbox.run("generate", "--dry-run", "--accept", path)
        XCTAssertEqual(accepted.code, 0, accepted.output)
        XCTAssertTrue(accepted.output.contains("merged          \(path)\n"), accepted.output)
        // The person ports their lines: the file is merged and the module whole again.
        try sandbox.write(
            path, edited.replacingOccurrences(of: "extension UsersService {", with: "extension ItemsService {"))
        let again = sandbox.run("generate")
        XCTAssertEqual(again.code, 0, again.output)
        let merged = try XCTUnwrap(sandbox.read(path))
        XCTAssertTrue(
            merged.contains("protocol ItemsService: Sendable {") && merged.contains("extension ItemsService {"))
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
    }

    /// The spec drops a debounce, so the view model stops using `.milliseconds` and `Duration`: names of the platform,
    /// not of the module, which the person's live service still uses (a false "no longer has" before).
    func testAPlatformNameArchgenStopsUsingIsNotReportedAsGone() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Users.archgen.json",
            """
            {"archgen": 1, "module": "Users", "pattern": "mvvm",
             "dependencies": [{"name": "NotesService", "methods": ["fetch(text: String) async throws -> [String]"]}],
             "states": ["idle", "loaded(notes: [String])", "failed(message: String)"], "initialState": "idle",
             "events": [{"name": "queryChanged(text: String)", "calls": "NotesService.fetch", "onSuccess": "loaded",
                         "onFailure": "failed", "debounce": 0.3}]}
            """)
        XCTAssertEqual(sandbox.run("generate").code, 0)
        XCTAssertTrue(try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift")).contains(".milliseconds(300)"))
        let live = "Sources/Users/LiveNotesService.swift"
        try sandbox.write(
            live,
            try XCTUnwrap(sandbox.read(live)).replacingOccurrences(
                of: "struct LiveNotesService: NotesService {\n",
                with: "struct LiveNotesService: NotesService {\n    private let pause: Duration = .milliseconds(300)\n")
        )
        try editSpec(sandbox) { spec in
            var events = spec["events"] as! [[String: Any]]
            events[0]["debounce"] = nil
            spec["events"] = events
        }
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertFalse(run.output.contains("no longer has"), run.output)
        XCTAssertFalse(try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift")).contains("milliseconds"))
        XCTAssertTrue(try XCTUnwrap(sandbox.read(live)).contains("private let pause: Duration = .milliseconds(300)"))
    }

    /// The live service's rendering stops naming the model `Note` (the method that took one is gone), but the module
    /// still declares it, and the person's own parameter `note` is theirs: neither is a name the spec no longer has.
    func testANameTheModuleStillDeclaresIsNotReportedAsGone() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Users.archgen.json",
            """
            {"archgen": 1, "module": "Users", "pattern": "mvvm",
             "models": [{"name": "Note", "properties": ["id: UUID", "text: String"]}],
             "dependencies": [{"name": "NotesService", "methods": ["fetch() async throws -> [Note]", "save(note: Note) async throws"]}],
             "states": ["loading", "loaded(notes: [Note])", "failed(message: String)"], "initialState": "loading",
             "events": [{"name": "appeared", "calls": "NotesService.fetch", "while": "loading", "onSuccess": "loaded", "onFailure": "failed"}]}
            """)
        XCTAssertEqual(sandbox.run("generate").code, 0)
        let live = "Sources/Users/LiveNotesService.swift"
        let view = "Sources/Users/UsersView.swift"
        try sandbox.write(
            live,
            try XCTUnwrap(sandbox.read(live)).replacingOccurrences(
                of: "struct LiveNotesService: NotesService {\n",
                with:
                    "struct LiveNotesService: NotesService {\n    private func draft() -> Note { Note(id: UUID(), text: \"\") }\n"
            ))
        try sandbox.write(
            view,
            try XCTUnwrap(sandbox.read(view)).replacingOccurrences(
                of: "struct UsersView: View {\n",
                with: "struct UsersView: View {\n    private func title(_ note: Note) -> String { note.text }\n"))
        try editSpec(sandbox) { spec in
            spec["states"] = ["loading", "loaded(count: Int)", "failed(message: String)"]
            spec["dependencies"] = [["name": "NotesService", "methods": ["fetch() async throws -> Int"]]]
            spec["storage"] = ["draft: Note?"]
        }
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertFalse(run.output.contains("no longer has"), run.output)
        XCTAssertTrue(try XCTUnwrap(sandbox.read(live)).contains("private func draft() -> Note"))
        XCTAssertFalse(try XCTUnwrap(sandbox.read(live)).contains("func save(note: Note)"))
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
    }

    /// The person appended a helper to the custom tests' file; a new custom event's skipped test goes to the same
    /// place. The report says to insert it after their lines and lists none of theirs to remove.
    func testAnInsertionBesideThePersonsLinesIsReportedAsInsertAfter() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        try editSpec(sandbox) { spec in
            spec["events"] = (spec["events"] as! [Any]) + [["name": "searchChanged(query: String)"]]
        }
        XCTAssertEqual(sandbox.run("generate").code, 0)
        let tests = "Tests/UsersTests/UsersCustomTests.swift"
        try append(sandbox, tests, "\nfunc helperOfMine() -> Int { 42 }\n")
        let last = try XCTUnwrap(sandbox.read(tests)).split(separator: "\n", omittingEmptySubsequences: false).count - 1
        try editSpec(sandbox) { spec in
            spec["events"] = (spec["events"] as! [Any]) + [["name": "filterTapped"]]
        }
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(
            run.output.contains(
                "to change       \(tests)\n"
                    + "    the changes (the spec's, or a newer archgen's) could not be merged into your edits; make them, then run 'archgen generate' (or delete the file's first two lines to keep it as yours):\n"
                    + "    insert after line \(last):\n    +\n    +// Reported as skipped until you write the test of "
                    + "`filterTapped` and delete this.\n"), run.output)
        XCTAssertFalse(run.output.contains("-func helperOfMine"), run.output)
    }
}
