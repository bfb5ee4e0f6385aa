import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec
import Foundation
import XCTest

@testable import ArchgenCLI

/// The writes of a run are all or nothing: when a system call fails half-way, and when the process is killed at
/// any point (the next run undoes or finishes the write from its journal).
final class TransactionTests: XCTestCase {
    /// A sandbox holding a module generated with MVVM whose spec now says MVP and a new doc line: regenerating
    /// creates, updates and deletes files.
    private func changedModule() throws -> (sandbox: Sandbox, transaction: Transaction) {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json",
            spec.replacingOccurrences(of: "\"doc\": \"Lists", with: "\"doc\": \"Shows")
                .replacingOccurrences(of: "\"pattern\": \"mvvm\"", with: "\"pattern\": \"mvp\""))
        try sandbox.ageAllFiles()
        let context = RunContext(
            workingDirectory: sandbox.root, console: BufferConsole(), templates: TemplateLoader.builtin)
        let specURL = sandbox.url("Users.archgen.json")
        let plan = try XCTUnwrap(GenerationRun(context: context).plan([try SpecFile.read(specURL)])?.first)
        for fate in [FileFate.created, .updated, .deleted] {
            XCTAssertTrue(plan.files.contains { $0.fate == fate }, "the change gives a file that is \(fate.word)")
        }
        return (sandbox, Transaction([WriteSet(journal: Journal.url(for: specURL), files: plan.files)]))
    }

    func testAFailedRenameAtAnyStepLeavesEveryFileAsItWas() throws {
        let (sandbox, transaction) = try changedModule()
        let before = sandbox.snapshot()
        let renames = transaction.operations.prefix(transaction.committedAt).filter {
            if case .move = $0 { return true }
            if case .writeJournal(_, let journal) = $0 { return journal.state == .committed }
            return false
        }.count
        XCTAssertGreaterThan(renames, 5)
        for failingCall in 1...renames {
            var calls = 0
            XCTAssertThrowsError(
                try transaction.apply { from, to in
                    calls += 1
                    return calls == failingCall ? false : rename(from, to) == 0
                }, "rename \(failingCall)"
            ) { error in
                let message = (error as? ToolError)?.message ?? ""
                XCTAssertTrue(message.hasPrefix("could not write '"), message)
                XCTAssertTrue(message.hasSuffix("; no files were changed"), message)
            }
            let after = sandbox.snapshot()
            XCTAssert(after == before, "after a failure at rename \(failingCall): \(Self.differences(before, after))")
        }
        try transaction.apply()
        XCTAssertNotEqual(sandbox.snapshot(), before)
    }

    /// Stops the write after every possible number of operations, as a killed process would, then takes the recovery
    /// step of the next `archgen generate`: every file is as it was before the write (killed before the commit) or as the complete
    /// write leaves it (after), and nothing of archgen's is left over.
    func testAKillAtAnyPointIsUndoneOrFinishedByTheNextRun() throws {
        let (sandbox, transaction) = try changedModule()
        // Each stop starts again from this copy: the transaction names the same files every time.
        let start = try Sandbox(package: false)
        try start.replaceContents(with: sandbox)
        let before = sandbox.contents()
        try transaction.apply()
        let after = sandbox.contents()
        XCTAssertNotEqual(before, after)
        XCTAssertGreaterThan(transaction.operations.count, 15)

        for stop in 0...transaction.operations.count {
            try sandbox.replaceContents(with: start)
            try sandbox.ageAllFiles()
            XCTAssertEqual(sandbox.contents(), before)
            for operation in transaction.operations.prefix(stop) { try transaction.perform(operation) }
            // The recovery step that 'generate' takes before it looks at the specs.
            let console = BufferConsole()
            let context = RunContext(
                workingDirectory: sandbox.root, console: console, templates: TemplateLoader.builtin)
            _ = try SpecLocator.specs([], in: context, recovering: true)
            let interrupted = stop > 0 && stop < transaction.operations.count
            XCTAssertEqual(console.errors.hasPrefix("note: an earlier run was interrupted"), interrupted, "\(stop)")
            let expected = stop < transaction.committedAt ? before : after
            let found = sandbox.contents()
            XCTAssert(found == expected, "killed after \(stop) operations: \(Self.differences(expected, found))")
        }
    }

    /// `validate` and `status` write nothing, not even to undo an interrupted run: they say it was interrupted and
    /// leave the journal to `generate`, which undoes it.
    func testValidateAndStatusLeaveAnInterruptedRunToGenerate() throws {
        let (sandbox, transaction) = try changedModule()
        let before = sandbox.contents()
        for operation in transaction.operations.prefix(transaction.committedAt - 1) {
            try transaction.perform(operation)
        }
        let interrupted = sandbox.contents()
        XCTAssertNotEqual(interrupted, before)
        for arguments in [
            ["validate"], ["validate", "Users.archgen.json"], ["status"], ["status", "."], ["generate", "--check"],
            ["generate", "--dry-run"],
        ] {
            let run = sandbox.run(arguments)
            XCTAssertEqual(
                run.errors.prefix { $0 != "\n" } + "\n",
                ("note: Users.archgen.journal is left by an interrupted run; 'archgen recover' (or 'archgen generate', "
                    + "which recovers first) undoes it; this command writes nothing\n"),
                "\(arguments): \(run.errors)")
            XCTAssertEqual(sandbox.contents(), interrupted, "\(arguments) wrote")
        }
        let recover = sandbox.run("recover")
        XCTAssertEqual(
            recover.errors, "note: an earlier run was interrupted; its changes were undone (Users.archgen.journal)\n")
        XCTAssertEqual(recover.code, 0)
        XCTAssertEqual(sandbox.contents(), before)
        XCTAssertEqual(sandbox.run("recover").output, "no interrupted run to recover\n")
        for operation in transaction.operations.prefix(transaction.committedAt - 1) {
            try transaction.perform(operation)
        }
        let run = sandbox.run("generate")
        XCTAssertTrue(run.errors.hasPrefix("note: an earlier run was interrupted; its changes were undone"), run.errors)
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertNil(sandbox.read("Users.archgen.journal"))
        XCTAssertEqual(sandbox.run("status").errors, "")
        XCTAssertNotEqual(sandbox.contents(), interrupted)
    }

    /// A `new` killed just before its commit leaves its spec and files in place with the journal: `generate` undoes
    /// the write before it looks for specs, so it finds none.
    func testAJournalWithoutItsSpecIsFoundAndUndone() throws {
        let sandbox = try Sandbox()
        let before = sandbox.contents()
        let spec = sandbox.url("Users.archgen.json")
        let files = [
            PlannedFile(url: spec, contents: Data("{}".utf8), fate: .created),
            PlannedFile(url: sandbox.url("Sources/Users/Users.swift"), contents: Data("x".utf8), fate: .created),
        ]
        let transaction = Transaction([WriteSet(journal: Journal.url(for: spec), files: files)])
        for operation in transaction.operations.dropLast() { try transaction.perform(operation) }  // all but the commit
        XCTAssertNotNil(sandbox.read("Users.archgen.json"))
        XCTAssertNotEqual(sandbox.contents(), before)
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 66)
        XCTAssertTrue(run.errors.hasPrefix("note: an earlier run was interrupted; its changes were undone"), run.errors)
        XCTAssertEqual(sandbox.contents(), before)
    }

    func testAJournalSurvivesARoundTrip() {
        let journal = Journal(
            state: .committed, folders: ["/a/b", "/a/b \"c\"\n"],
            entries: [
                .init(target: "/a/b/X.swift", created: true),
                .init(
                    target: "/a/b/Y.swift", temporary: "/a/b/.Y.swift.archgen-new", backup: "/a/b/.Y.swift.archgen-old"),
                .init(target: "/a/b/Z.swift", backup: "/a/b/.Z.swift.archgen-old"),
            ])
        XCTAssertEqual(Journal.parse(Array(journal.serialized.utf8)), journal)
        XCTAssertNil(Journal.parse(Array("{\"archgenJournal\": 2}".utf8)))
    }

    /// The paths whose entries differ, for a failure message that fits on a screen.
    static func differences(_ expected: [String: String], _ found: [String: String]) -> [String] {
        Set(expected.keys).union(found.keys).filter { expected[$0] != found[$0] }.sorted()
    }
}
