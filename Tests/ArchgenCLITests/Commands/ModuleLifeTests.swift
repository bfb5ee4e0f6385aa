import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec
import Foundation
import XCTest

@testable import ArchgenCLI

/// A module over several spec edits with a person's edits in between: scaffolds follow the spec, conflicts stay
/// conflicts until resolved, `--check` accepts kept edits, and nothing a person wrote is lost, record or not.
final class ModuleLifeTests: XCTestCase {
    private let view = "Sources/Users/UsersView.swift"
    private let live = "Sources/Users/LiveUsersService.swift"
    private let viewModel = "Sources/Users/UsersViewModel.swift"

    private func newModule() throws -> Sandbox {
        let sandbox = try Sandbox()
        let run = sandbox.run("new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 0, run.errors)
        return sandbox
    }

    private func editSpec(_ sandbox: Sandbox, _ edits: [(String, String)]) throws {
        var spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        for (old, new) in edits {
            XCTAssertTrue(spec.contains(old), "the spec has no '\(old)'")
            spec = spec.replacingOccurrences(of: old, with: new)
        }
        try sandbox.write("Users.archgen.json", spec)
    }

    private func edit(_ sandbox: Sandbox, _ path: String, _ old: String, _ new: String) throws {
        let text = try XCTUnwrap(sandbox.read(path))
        XCTAssertTrue(text.contains(old), "\(path) has no '\(old)'")
        try sandbox.write(path, text.replacingOccurrences(of: old, with: new))
    }

    /// The person wrote their custom tests inside the scaffold's type (a body with blank lines and braces, like any)
    /// and deleted the skipped test they replace; a new custom event's skipped test then lands at file scope, after
    /// their type, in every pattern: a line diff alone paired the scaffold's blank line with one in their type and put
    /// the extension inside it.
    func testANewCustomEventsSkippedTestLandsAfterThePersonsTests() throws {
        for pattern in ["mvvm", "mvp", "vip", "mvc"] {
            let sandbox = try Sandbox()
            XCTAssertEqual(sandbox.run("new", "Users", "--pattern", pattern).code, 0)
            try editSpec(
                sandbox, [("\"events\": [", "\"events\": [\n    { \"name\": \"searchChanged(query: String)\" },")])
            XCTAssertEqual(sandbox.run("generate").code, 0)
            let tests = "Tests/UsersTests/UsersCustomTests.swift"
            let scaffold = try XCTUnwrap(sandbox.read(tests))
            let skipped = try XCTUnwrap(scaffold.range(of: "\n// Reported as skipped until"))
            let type = try XCTUnwrap(scaffold.range(of: "CustomTests: XCTestCase {\n"))
            let written =
                "    private let query = \"ada\"\n\n    func testSearchKeepsTheQuery() {\n        check(query)\n    }\n\n"
                + "    private func check(_ query: String) {\n        XCTAssertFalse(query.isEmpty)\n    }\n"
            try sandbox.write(
                tests,
                String(scaffold[..<type.upperBound]) + written
                    + String(scaffold[type.upperBound..<skipped.lowerBound]) + "\n")
            try editSpec(sandbox, [("\"events\": [", "\"events\": [\n    { \"name\": \"filterTapped\" },")])
            let run = sandbox.run("generate")
            XCTAssertEqual(run.code, 0, "\(pattern): \(run.output)\(run.errors)")
            let merged = try XCTUnwrap(sandbox.read(tests))
            XCTAssertTrue(
                merged.contains(
                    written
                        + "}\n\n// Reported as skipped until you write the test of `filterTapped` and delete this.\n"
                        + "extension UsersCustomTests {\n"), "\(pattern):\n\(merged)")
        }
    }

    /// The README's suggested edit: a dependency method, a state and an event; the person had written the live
    /// service's method and the failed state's view.
    func testSpecChangesAreMergedIntoScaffoldsBesideThePersonsCode() throws {
        let sandbox = try newModule()
        try edit(
            sandbox, live,
            "        throw NotWritten(description: \"LiveUsersService.fetchItems is not written yet\")\n",
            "        try await Task.sleep(for: .milliseconds(10))  // mine\n        return []\n")
        try edit(
            sandbox, view, "                    Text(message)\n",
            "                    Label(\"mine\", systemImage: \"xmark\")\n")
        try editSpec(
            sandbox,
            [
                (
                    "\"fetchItems() async throws -> [UsersItem]\"",
                    "\"fetchItems() async throws -> [UsersItem]\", \"deleteItem(id: UUID) async throws\""
                ),
                ("\"loaded(items: [UsersItem])\",", "\"loaded(items: [UsersItem])\", \"empty\","),
                ("\"events\": [", "\"events\": [\n    { \"name\": \"clearTapped\", \"to\": \"empty\" },"),
            ])
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output + run.errors)
        XCTAssertTrue(run.output.contains("merged          \(live)\n"), run.output)
        XCTAssertTrue(run.output.contains("merged          \(view)\n"), run.output)
        let service = try XCTUnwrap(sandbox.read(live))
        XCTAssertTrue(service.contains("func deleteItem(id: UUID) async throws {"), service)
        XCTAssertTrue(service.contains("Task.sleep(for: .milliseconds(10))  // mine"), service)
        let screen = try XCTUnwrap(sandbox.read(view))
        XCTAssertTrue(screen.contains("case .empty:"), screen)
        XCTAssertTrue(screen.contains("viewModel.send(.clearTapped)"), screen)
        XCTAssertTrue(screen.contains("Label(\"mine\", systemImage: \"xmark\")"), screen)
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
    }

    /// The person rendered the failed state their way, and the spec renames it (and may add a state).
    private func conflictingModule(alsoAdding state: String? = nil) throws -> Sandbox {
        let sandbox = try newModule()
        try edit(sandbox, view, "            case .failed(let message):\n", "            case .failed(let reason):\n")
        try edit(sandbox, view, "                    Text(message)\n", "                    Text(reason)\n")
        var edits = [
            ("\"failed(message", "\"broken(message"), ("\"onFailure\": \"failed\"", "\"onFailure\": \"broken\""),
        ]
        if let state { edits.append(("[\"loading\",", "[\"loading\", \"\(state)\",")) }
        try editSpec(sandbox, edits)
        return sandbox
    }

    /// `generate --accept FILE` takes a scaffold exactly as the person has it, even where the spec's other changes
    /// would merge beside theirs (found when such a change landed in the wrong place of a grown-apart file).
    func testAcceptingAScaffoldKeepsItExactlyAsItIs() throws {
        let sandbox = try conflictingModule(alsoAdding: "emptied")
        let edited = try XCTUnwrap(sandbox.read(view))
        XCTAssertEqual(sandbox.run("generate").code, 1)
        let accepted = sandbox.run("generate", "--accept", view)
        XCTAssertEqual(sandbox.read(view), edited, accepted.output)
        let again = sandbox.run("generate")
        XCTAssertEqual(sandbox.read(view), edited, again.output)
        XCTAssertFalse(again.output.contains(view), again.output)
    }

    /// The person changed the very lines the spec changes: the file is kept, and the report says what to change.
    func testAScaffoldThatWouldConflictIsNotWrittenAndTheReportSaysWhatToChange() throws {
        let sandbox = try conflictingModule()
        let edited = try XCTUnwrap(sandbox.read(view))
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertEqual(sandbox.read(view), edited, "a person's file is not written with conflicts")
        XCTAssertTrue(
            run.output.contains(
                """
                to change       \(view)
                    the changes (the spec's, or a newer archgen's) could not be merged into your edits; make them, then run 'archgen generate' (or delete the file's first two lines to keep it as yours):
                    at line 40, replace (you edited these lines):
                    -            case .failed(let reason):
                    +            case .broken(let message):
                    at line 51, replace:
                    -                .accessibilityIdentifier("Users.failed")
                    +                .accessibilityIdentifier("Users.broken")

                """), run.output)
        XCTAssertEqual(sandbox.run("generate", "--check").code, 1)
        XCTAssertEqual(sandbox.run("status").code, 1)
        // Run again without doing anything: still reported.
        run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.output.contains("to change       \(view)\n"), run.output)
        // The person makes the change their way.
        try edit(sandbox, view, "case .failed(let reason):", "case .broken(let reason):")
        run = sandbox.run("generate", "--verbose")
        XCTAssertEqual(run.code, 0, run.output)
        // What is left of the spec's change, the state's identifier and preview, is archgen's own lines: merged.
        XCTAssertTrue(run.output.contains("merged          \(view)\n"), run.output)
        XCTAssertTrue(try XCTUnwrap(sandbox.read(view)).contains("                    Text(reason)\n"))
        XCTAssertTrue(try XCTUnwrap(sandbox.read(view)).contains(".accessibilityIdentifier(\"Users.broken\")\n"))
        XCTAssertTrue(try XCTUnwrap(sandbox.read(view)).contains("#Preview(\"broken\") {\n"))
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
    }

    /// A person's own line that uses an event the spec renamed: no merge can fix it, so archgen names the line.
    func testALineThatUsesANameTheSpecDroppedIsReportedUntilFixed() throws {
        let sandbox = try newModule()
        try edit(
            sandbox, view, "        .task {", "        .refreshable { viewModel.send(.retryTapped) }\n        .task {")
        try editSpec(sandbox, [("\"retryTapped\"", "\"reloadTapped\"")])
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(
            run.output.contains(
                "    line 61 uses 'retryTapped', which the spec no longer has: .refreshable { viewModel.send(.retryTapped) }\n"
            ), run.output)
        run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, "reported until fixed")
        try edit(
            sandbox, view, ".refreshable { viewModel.send(.retryTapped) }",
            ".refreshable { viewModel.send(.reloadTapped) }")
        run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output)
        let screen = try XCTUnwrap(sandbox.read(view))
        XCTAssertTrue(screen.contains("viewModel.send(.reloadTapped)\n            } label: {"), screen)
        XCTAssertFalse(screen.contains("retryTapped"), screen)
    }

    func testLeftoverConflictMarkersFailGenerateStatusAndCheck() throws {
        let sandbox = try newModule()
        try edit(sandbox, viewModel, "        case retryTapped\n", "        case retryTapped  // mine\n")
        try editSpec(sandbox, [("\"retryTapped\"", "\"retryPressed\"")])
        XCTAssertEqual(sandbox.run("generate").code, 1)
        let conflicted = try XCTUnwrap(sandbox.read(viewModel))
        XCTAssertTrue(conflicted.contains("<<<<<<< "), conflicted)
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.output.contains("conflict (unresolved) \(viewModel)\n"), run.output)
        XCTAssertTrue(run.errors.contains("\(viewModel) still has conflict markers"), run.errors)
        XCTAssertEqual(sandbox.read(viewModel), conflicted, "never merged again, never a base")
        run = sandbox.run("status")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.output.contains("conflict (unresolved) \(viewModel)"), run.output)
        run = sandbox.run("generate", "--check")
        XCTAssertEqual(run.code, 1)
        let markerLine = conflicted.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.hasPrefix("<<<<<<<")
        }.map { $0 + 1 }
        XCTAssertTrue(
            run.output.contains(
                "\(viewModel):\(markerLine ?? 0):1: error: conflict markers are still here; resolve them, then run "
                    + "'archgen generate'"), run.output)
        // A spec change while the markers are there changes nothing in the file.
        try editSpec(sandbox, [("\"retryPressed\"", "\"retryAgain\"")])
        XCTAssertEqual(sandbox.run("generate").code, 1)
        XCTAssertEqual(sandbox.read(viewModel), conflicted)
    }

    func testEditThenRegenerateThenCheckPasses() throws {
        let sandbox = try newModule()
        try edit(sandbox, viewModel, "import Observation\n", "import Observation\nimport OSLog  // mine\n")
        XCTAssertEqual(sandbox.run("generate").code, 0)
        let run = sandbox.run("generate", "--check")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(sandbox.run("status").output.contains("edited, kept    \(viewModel)"))
    }

    func testDeletingTheRecordLosesNoEdit() throws {
        let sandbox = try newModule()
        try edit(sandbox, viewModel, "import Observation\n", "import Observation\nimport OSLog  // mine 1\n")
        try edit(sandbox, view, "            Button {", "            Text(\"mine 2\")\n            Button {")
        try edit(sandbox, live, "        throw NotWritten(", "        // mine 3\n        throw NotWritten(")
        try FileManager.default.removeItem(at: sandbox.url("Users.archgen.record"))
        try editSpec(
            sandbox, [("\"events\": [", "\"events\": [\n    { \"name\": \"closeTapped\", \"to\": \"loading\" },")])
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, "the differing generated file is marked for the person")
        for (path, line) in [(viewModel, "import OSLog  // mine 1"), (view, "Text(\"mine 2\")"), (live, "// mine 3")] {
            XCTAssertTrue(try XCTUnwrap(sandbox.read(path)).contains(line), "\(path) lost '\(line)'")
        }
        XCTAssertTrue(try XCTUnwrap(sandbox.read(viewModel)).contains("case closeTapped"))
        XCTAssertNotNil(sandbox.read("Users.archgen.record"))
    }

    func testACorruptedRecordIsAPositionedErrorAndNothingIsWritten() throws {
        let sandbox = try newModule()
        let record = try XCTUnwrap(sandbox.read("Users.archgen.record"))
        try sandbox.write(
            "Users.archgen.record", record.replacingOccurrences(of: "\ngenerated tests", with: "\ngenerated elsewhere"))
        try editSpec(sandbox, [("\"retryTapped\"", "\"retryPressed\"")])
        let before = sandbox.snapshot()
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 65)
        XCTAssertTrue(run.errors.hasPrefix("Users.archgen.record:"), run.errors)
        XCTAssertTrue(run.errors.contains(": error: expected 'generated sources|tests PATH'"), run.errors)
        XCTAssertEqual(sandbox.snapshot(), before)
    }

    func testDiscardEditsAndAcceptDoWhatTheySay() throws {
        let sandbox = try newModule()
        let original = try XCTUnwrap(sandbox.read(viewModel))
        try edit(sandbox, viewModel, "import Observation\n", "import Observation\nimport OSLog\n")
        var run = sandbox.run("generate", "--discard-edits", viewModel)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.output.contains("updated         \(viewModel)\n"), run.output)
        XCTAssertEqual(sandbox.read(viewModel), original)
        // A scaffold whose spec change is pending, taken as it is.
        try edit(
            sandbox, view, "            case .failed(let message):\n",
            "            case .failed(let message) where !message.isEmpty:\n")
        try editSpec(
            sandbox,
            [("\"failed(message", "\"broken(message"), ("\"onFailure\": \"failed\"", "\"onFailure\": \"broken\"")])
        XCTAssertEqual(sandbox.run("generate").code, 1)
        run = sandbox.run("generate", "--accept", view)
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
        XCTAssertEqual(sandbox.run("generate", "--accept", "Nope.swift").code, 64)
    }

    func testDryRunSaysWouldConflict() throws {
        let sandbox = try newModule()
        try edit(sandbox, viewModel, "        case retryTapped\n", "        case retryTapped  // mine\n")
        try editSpec(sandbox, [("\"retryTapped\"", "\"retryPressed\"")])
        let before = sandbox.snapshot()
        let run = sandbox.run("generate", "--dry-run")
        XCTAssertTrue(run.output.contains("would conflict  \(viewModel)\n"), run.output)
        XCTAssertEqual(sandbox.snapshot(), before)
    }

    func testAScaffoldWithoutItsHeaderIsLeftAlone() throws {
        let sandbox = try newModule()
        let text = try XCTUnwrap(sandbox.read(live))
        let mine = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        try sandbox.write(live, mine)
        try editSpec(
            sandbox,
            [
                (
                    "\"fetchItems() async throws -> [UsersItem]\"",
                    "\"fetchItems() async throws -> [UsersItem]\", \"deleteItem(id: UUID) async throws\""
                )
            ])
        let run = sandbox.run("generate", "--verbose")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("kept (scaffold) \(live)\n"), run.output)
        XCTAssertEqual(sandbox.read(live), mine)
    }
}
