import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec
import Foundation
import XCTest

@testable import ArchgenCLI

final class GenerateCommandTests: XCTestCase {
    private func newModule() throws -> Sandbox {
        let sandbox = try Sandbox()
        let run = sandbox.run("new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 0, run.errors)
        return sandbox
    }

    /// Held-out screens (stop 44): two specs naming one module in one folder both make its previews; the run wrote
    /// half the files' names and failed with "No such file or directory". It now names the clash and writes nothing.
    func testTwoSpecsThatWriteOneFileAreRefusedAndNothingIsWritten() throws {
        let sandbox = try Sandbox()
        let spec = """
            { "archgen": 1, "module": "Feed", "pattern": "PATTERN",
              "states": ["idle", "loaded(count: Int)"], "initialState": "idle",
              "events": [{ "name": "showTapped(count: Int)", "to": "loaded" }] }
            """
        try sandbox.write("A.archgen.json", spec.replacingOccurrences(of: "PATTERN", with: "mvvm"))
        try sandbox.write("B.archgen.json", spec.replacingOccurrences(of: "PATTERN", with: "mvp"))
        let run = sandbox.run("generate", "A.archgen.json", "B.archgen.json")
        XCTAssertEqual(run.code, 65, run.errors)
        XCTAssertTrue(
            run.errors.contains("error: A.archgen.json and B.archgen.json both make Sources/Feed/FeedPreviews.swift"),
            run.errors)
        XCTAssertNil(sandbox.read("Sources/Feed/FeedPreviews.swift"), "no files were written")
        XCTAssertNil(sandbox.read("A.archgen.record"))
    }

    func testASecondRunReportsEveryFileUnchangedAndTouchesNothing() throws {
        let sandbox = try newModule()
        try sandbox.ageAllFiles()
        let before = sandbox.snapshot()
        // By default only changes are listed: here, none.
        XCTAssertEqual(sandbox.run("generate").output, "12 files: 10 unchanged, 2 kept (scaffold)\n")
        XCTAssertEqual(sandbox.run("generate", "--quiet").output, "")
        let run = sandbox.run("generate", "--verbose")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            run.output,
            """
            unchanged       Sources/Users/UsersModels.swift
            unchanged       Sources/Users/UsersDependencies.swift
            unchanged       Sources/Users/UsersViewModel.swift
            kept (scaffold) Sources/Users/UsersView.swift
            kept (scaffold) Sources/Users/LiveUsersService.swift
            unchanged       Sources/Users/UsersPreviews.swift
            unchanged       Tests/UsersTests/UsersMocks.swift
            unchanged       Tests/UsersTests/UsersMocks+UsersService.swift
            unchanged       Tests/UsersTests/UsersViewModelTests.swift
            unchanged       Tests/UsersTests/UsersViewModelTests+Appeared.swift
            unchanged       Tests/UsersTests/UsersViewModelTests+RetryTapped.swift
            unchanged       Users.archgen.record
            12 files: 10 unchanged, 2 kept (scaffold)

            """)
        XCTAssertEqual(sandbox.snapshot(), before, "contents and modification dates must stay")
    }

    func testCheckPassesWithEditsArchgenKeepsAndNamesWhatRegeneratingWouldChange() throws {
        let sandbox = try newModule()
        var run = sandbox.run("generate", "--check")
        XCTAssertEqual(run.code, 0)
        XCTAssertEqual(run.output, "all generated files are up to date\n")
        // A hand edit that regeneration keeps is fine, and so is a scaffold the person rewrote.
        let edited = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift")) + "// a hand edit\n"
        try sandbox.write("Sources/Users/UsersViewModel.swift", edited)
        try sandbox.write("Sources/Users/UsersView.swift", "// my view\n")
        run = sandbox.run("generate", "--check")
        XCTAssertEqual(run.code, 0, run.output)
        // A spec change is not: regenerating would write.
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json", spec.replacingOccurrences(of: "\"retryTapped\"", with: "\"reloadTapped\""))
        try FileManager.default.removeItem(at: sandbox.url("Tests/UsersTests/UsersMocks.swift"))
        let before = sandbox.snapshot()
        run = sandbox.run("generate", "--check")
        XCTAssertEqual(run.code, 1)
        XCTAssertEqual(
            run.output,
            """
            Sources/Users/UsersViewModel.swift:20:1: error: out of date: regenerating changes this line; run 'archgen generate'
            Tests/UsersTests/UsersMocks.swift:1:1: error: missing: run 'archgen generate' to write it
            Tests/UsersTests/UsersViewModelTests.swift:99:1: error: out of date: regenerating changes this line; run 'archgen generate'
            Tests/UsersTests/UsersViewModelTests+Appeared.swift:108:1: error: out of date: regenerating changes this line; run 'archgen generate'
            Tests/UsersTests/UsersViewModelTests+ReloadTapped.swift:1:1: error: missing: run 'archgen generate' to write it
            Tests/UsersTests/UsersViewModelTests+RetryTapped.swift:1:1: error: archgen no longer generates this file; 'archgen generate' deletes it
            Users.archgen.record:42:1: error: out of date: regenerating changes this line; run 'archgen generate'
            7 files need regenerating or your action; run 'archgen generate'

            """)
        XCTAssertEqual(sandbox.snapshot(), before, "--check writes nothing")
    }

    func testRegeneratingKeepsEditsToGeneratedFilesAndNeverTouchesScaffolds() throws {
        let sandbox = try newModule()
        let edited = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift")) + "// mine\n"
        try sandbox.write("Sources/Users/UsersViewModel.swift", edited)
        try sandbox.write("Sources/Users/UsersView.swift", "// my view\n")
        let run = sandbox.run("generate", "--verbose")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.output.contains("unchanged       Sources/Users/UsersViewModel.swift\n"), run.output)
        XCTAssertTrue(run.output.contains("kept (scaffold) Sources/Users/UsersView.swift\n"), run.output)
        XCTAssertEqual(sandbox.read("Sources/Users/UsersViewModel.swift"), edited)
        XCTAssertEqual(sandbox.read("Sources/Users/UsersView.swift"), "// my view\n")
    }

    func testWithoutARecordADifferingFileIsMarkedNotReplaced() throws {
        let sandbox = try newModule()
        try FileManager.default.removeItem(at: sandbox.url("Users.archgen.record"))
        let original = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        try sandbox.write("Sources/Users/UsersViewModel.swift", original + "// stale or mine?\n")
        XCTAssertTrue(sandbox.run("status").output.contains("no record: edits cannot be told apart"))
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, run.errors)
        XCTAssertTrue(run.output.contains("conflict        Sources/Users/UsersViewModel.swift\n"), run.output)
        XCTAssertTrue(run.output.contains("created         Users.archgen.record\n"), run.output)
        let marked = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        XCTAssertTrue(
            marked.contains(
                "<<<<<<< UsersViewModel.swift (no record: edited or archgen's earlier output?)\n// stale or mine?\n=======\n>>>>>>> spec\n"
            ), marked)
    }

    func testAnEditSurvivesASpecChange() throws {
        let sandbox = try newModule()
        let viewModel = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        let edited = viewModel.replacingOccurrences(
            of: "import Observation\n", with: "import Observation\nimport OSLog  // mine\n")
        try sandbox.write("Sources/Users/UsersViewModel.swift", edited)
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json",
            spec.replacingOccurrences(
                of: "\"events\": [", with: "\"events\": [\n    { \"name\": \"closeTapped\", \"to\": \"loading\" },"))
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.output.contains("merged          Sources/Users/UsersViewModel.swift\n"), run.output)
        let merged = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        XCTAssertTrue(merged.contains("import OSLog  // mine\n"), merged)
        XCTAssertTrue(merged.contains("        case closeTapped\n"), merged)
        XCTAssertFalse(merged.contains("<<<<<<<"), merged)
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0, "an edit that regeneration keeps is fine")
        XCTAssertEqual(sandbox.run("generate").code, 0)
        XCTAssertEqual(sandbox.read("Sources/Users/UsersViewModel.swift"), merged, "a second run changes nothing")
    }

    func testAnOverlappingEditConflictsAndOnceResolvedStays() throws {
        let sandbox = try newModule()
        let viewModel = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        try sandbox.write(
            "Sources/Users/UsersViewModel.swift",
            viewModel.replacingOccurrences(
                of: "        case retryTapped\n", with: "        case retryTapped  // shown after an error\n"))
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json", spec.replacingOccurrences(of: "\"retryTapped\"", with: "\"retryPressed\""))
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(run.output.contains("conflict        Sources/Users/UsersViewModel.swift\n"), run.output)
        XCTAssertTrue(run.errors.contains("Sources/Users/UsersViewModel.swift has conflicts"), run.errors)
        let conflicted = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        let block = """
            <<<<<<< UsersViewModel.swift
                    case retryTapped  // shown after an error
            ||||||| archgen's previous output
                    case retryTapped
            =======
                    case retryPressed
            >>>>>>> spec

            """
        XCTAssertTrue(conflicted.contains(block), conflicted)
        // The person resolves it: the new name, with their comment.
        try sandbox.write(
            "Sources/Users/UsersViewModel.swift",
            conflicted.replacingOccurrences(of: block, with: "        case retryPressed  // shown after an error\n"))
        run = sandbox.run("generate", "--verbose")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.output.contains("unchanged       Sources/Users/UsersViewModel.swift\n"), run.output)
    }

    /// A file archgen's templates stopped making for the same spec (VIP's router, before the spec can name routes):
    /// deleted when untouched, else kept and reported without blaming the spec.
    func testAFileTheTemplatesNoLongerMakeIsDeletedOrKeptAndSaysWhy() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "vip").code, 0)
        let header =
            "// Created by archgen from Users.archgen.json. This file is yours.\n// archgen merges the spec's later "
            + "changes into it without touching your edits; delete these two lines to opt out.\n\nimport Foundation\n"
        let record = try XCTUnwrap(sandbox.read("Users.archgen.record"))
        let entry =
            "scaffold sources UsersRouter.swift\n"
            + header.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map { "|" + $0 + "\n" }.joined()
        try sandbox.write("Users.archgen.record", record + entry)
        try sandbox.write("Sources/Users/UsersRouter.swift", header)
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("deleted         Sources/Users/UsersRouter.swift\n"), run.output)
        try sandbox.write("Users.archgen.record", record + entry)
        try sandbox.write("Sources/Users/UsersRouter.swift", header + "\nfinal class UsersRouter {}  // mine\n")
        run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, run.output)
        XCTAssertTrue(
            run.output.contains(
                "kept (no longer generated) Sources/Users/UsersRouter.swift\n    archgen no longer makes this file for "
                    + "this spec: port your edits, then delete it (or delete its first line to keep it as your own)\n"),
            run.output)
    }

    func testSwitchingPatternDeletesUneditedFilesAndKeepsEditedOnes() throws {
        let sandbox = try newModule()
        let viewModel = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        try sandbox.write("Sources/Users/UsersViewModel.swift", viewModel + "// mine\n")
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json", spec.replacingOccurrences(of: "\"pattern\": \"mvvm\"", with: "\"pattern\": \"vip\""))
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1, "the kept file needs the person")
        XCTAssertTrue(run.output.contains("created         Sources/Users/UsersInteractor.swift\n"), run.output)
        XCTAssertTrue(run.output.contains("deleted         Tests/UsersTests/UsersViewModelTests.swift\n"), run.output)
        XCTAssertTrue(
            run.output.contains(
                "kept (no longer generated) Sources/Users/UsersViewModel.swift\n    written for mvvm (swiftui), which "
                    + "this spec no longer produces: port your edits, then delete it (or delete its first line to keep "
                    + "it as your own)\n"), run.output)
        XCTAssertNil(sandbox.read("Tests/UsersTests/UsersViewModelTests.swift"))
        XCTAssertEqual(sandbox.read("Sources/Users/UsersViewModel.swift"), viewModel + "// mine\n")
        XCTAssertEqual(sandbox.run("generate", "--check").code, 1, "still there: still reported")
        try FileManager.default.removeItem(at: sandbox.url("Sources/Users/UsersViewModel.swift"))
        run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
    }

    func testNewWritesNothingWhenAFileIsInTheWayUnlessForced() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Sources/Users/UsersModels.swift", "struct Mine {}\n")
        var run = sandbox.run("new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 1)
        XCTAssertEqual(
            run.output,
            "refused (not written by archgen; pass --force to replace it) Sources/Users/UsersModels.swift\n")
        XCTAssertTrue(run.errors.contains("nothing was written"), run.errors)
        XCTAssertEqual(sandbox.files(), ["Package.swift", "Sources/Users/UsersModels.swift"], "no half module")
        run = sandbox.run("new", "Users", "--pattern", "mvvm", "--force")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(
            try XCTUnwrap(sandbox.read("Sources/Users/UsersModels.swift")).hasPrefix("// Generated by archgen"))
    }

    func testAnInvalidSpecPrintsEveryProblemAndWritesNothing() throws {
        let sandbox = try newModule()
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
            .replacingOccurrences(of: "\"onSuccess\": \"loaded\"", with: "\"onSuccess\": \"loadded\"")
            .replacingOccurrences(of: "\"initialState\": \"loading\"", with: "\"initialState\": \"idle\"")
        try sandbox.write("Users.archgen.json", spec)
        try FileManager.default.removeItem(at: sandbox.url("Sources"))
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(
            run.errors,
            """
            Users.archgen.json:12:19: error: initial state 'idle' is not one of the states
            Users.archgen.json:18:20: error: event 'appeared' goes on success to unknown state 'loadded'; did you mean 'loaded'?
            Users.archgen.json:25:20: error: event 'retryTapped' goes on success to unknown state 'loadded'; did you mean 'loaded'?
            error: Users.archgen.json has 3 problems; no files were written

            """)
        XCTAssertNil(sandbox.read("Sources/Users/UsersModels.swift"))
    }

    func testAFolderLinkedOutsideTheOutputIsRefused() throws {
        let sandbox = try newModule()
        let outside = try Sandbox(package: false)
        try FileManager.default.removeItem(at: sandbox.url("Sources/Users"))
        try FileManager.default.createDirectory(at: sandbox.url("Sources/Users"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: sandbox.url("Sources/Users/Nested"), withDestinationURL: outside.root)
        try sandbox.write(
            "Templates/mvvm/manifest.json",
            """
            { "summary": "x", "files": [
              { "template": "Models.swift.mustache", "path": "Nested/{{module}}Models.swift", "in": "sources", "ownership": "generated", "role": "r" }
            ] }
            """)
        let run = sandbox.run("--templates", "Templates", "generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(
            run.output.contains("refused ('Nested' is a symbolic link) Sources/Users/Nested/UsersModels.swift"),
            run.output)
        XCTAssertEqual(outside.files(), [])
    }

    func testAFileLinkedOutsideTheOutputIsRefusedAndTheOutsideFileKept() throws {
        let sandbox = try newModule()
        let outside = try Sandbox(package: false)
        try outside.write("Target.swift", "someone else's file\n")
        try FileManager.default.removeItem(at: sandbox.url("Sources/Users/UsersModels.swift"))
        try FileManager.default.createSymbolicLink(
            at: sandbox.url("Sources/Users/UsersModels.swift"), withDestinationURL: outside.url("Target.swift"))
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(
            run.output.contains("refused (a symbolic link is in the way) Sources/Users/UsersModels.swift"), run.output)
        XCTAssertEqual(outside.read("Target.swift"), "someone else's file\n")
        XCTAssertEqual(outside.files(), ["Target.swift"])
    }

    func testAWriteFailureHalfwayLeavesEveryFileAsItWas() throws {
        let sandbox = try newModule()
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json", spec.replacingOccurrences(of: "\"doc\": \"Lists", with: "\"doc\": \"Shows"))
        try FileManager.default.removeItem(at: sandbox.url("Tests/UsersTests"))
        try sandbox.write("Tests/UsersTests", "a file where the tests folder should be\n")
        let before = sandbox.snapshot()
        let run = sandbox.run("generate")
        XCTAssertEqual(run.code, 73)
        XCTAssertTrue(run.errors.hasPrefix("error: could not write '"), run.errors)
        XCTAssertTrue(run.errors.hasSuffix("; no files were changed\n"), run.errors)
        XCTAssertEqual(sandbox.snapshot(), before)
    }

    func testAFolderStandsForEverySpecBelowIt() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm", in: "Features").code, 0)
        XCTAssertEqual(sandbox.run("new", "Drivers", "--pattern", "mvp", in: "Features/Fleet").code, 0)
        let run = sandbox.run("generate", "Features", "--check")
        XCTAssertEqual(run.code, 0, run.output + run.errors)
        try FileManager.default.removeItem(at: sandbox.url("Features/Fleet/Drivers.archgen.record"))
        XCTAssertEqual(sandbox.run("generate", "Features/Fleet", "--check").code, 1)
        XCTAssertEqual(sandbox.run("generate", "Sources").code, 66, "no specs below it")
    }

    func testMissingSpecsAreInputErrors() throws {
        let sandbox = try Sandbox()
        var run = sandbox.run("generate")
        XCTAssertEqual(run.code, 66)
        XCTAssertTrue(run.errors.hasPrefix("error: no *.archgen.json specs below"), run.errors)
        run = sandbox.run("generate", "Nope.archgen.json")
        XCTAssertEqual(run.code, 66)
        XCTAssertTrue(run.errors.hasPrefix("error: cannot read spec '"), run.errors)
    }
}

extension GenerateCommandTests {
    func testStatusListsEachModuleAndWhatIsNotUpToDate() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        XCTAssertEqual(sandbox.run("status").output, "Users.archgen.json                      mvvm  up to date\n")
        let viewModel = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel.swift"))
        try sandbox.write("Sources/Users/UsersViewModel.swift", viewModel + "// mine\n")
        try FileManager.default.removeItem(at: sandbox.url("Tests/UsersTests/UsersMocks.swift"))
        let before = sandbox.snapshot()
        XCTAssertEqual(
            sandbox.run("status").output,
            """
            Users.archgen.json                      mvvm  1 missing, 1 edited, kept
              missing         Tests/UsersTests/UsersMocks.swift
              edited, kept    Sources/Users/UsersViewModel.swift

            """)
        XCTAssertEqual(sandbox.snapshot(), before, "status writes nothing")
    }

    func testDiffShowsEachChangeAndDryRunWritesNothing() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        try sandbox.write(
            "Users.archgen.json", spec.replacingOccurrences(of: "\"retryTapped\"", with: "\"retryPressed\""))
        let before = sandbox.snapshot()
        let run = sandbox.run("generate", "--dry-run", "--diff")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(
            run.output.contains(
                """
                --- a/Sources/Users/UsersViewModel.swift
                +++ b/Sources/Users/UsersViewModel.swift
                @@ -17,7 +17,7 @@
                     /// What the user did, or what happened to the screen.
                     enum Event: Equatable, Sendable {
                         case appeared
                -        case retryTapped
                +        case retryPressed
                     }
                """), run.output)
        XCTAssertEqual(sandbox.snapshot(), before)
    }
}

extension GenerateCommandTests {
    func testANewCustomEventsHandlerIsMergedIntoTheCustomScaffold() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        let withCustom = spec.replacingOccurrences(
            of: "\"events\": [", with: "\"events\": [\n    \"searchChanged(query: String)\",")
        try sandbox.write("Users.archgen.json", withCustom)
        var run = sandbox.run("generate")
        XCTAssertTrue(run.output.contains("created         Sources/Users/UsersViewModel+Custom.swift\n"), run.output)
        let custom = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel+Custom.swift"))
        // The person writes the handler's body.
        try sandbox.write(
            "Sources/Users/UsersViewModel+Custom.swift",
            custom.replacingOccurrences(
                of: "func searchChanged(query: String) async -> State? {\n",
                with: "func searchChanged(query: String) async -> State? {\n        print(query)  // mine\n"))
        try sandbox.write(
            "Users.archgen.json",
            withCustom.replacingOccurrences(
                of: "\"events\": [", with: "\"events\": [\n    \"favoriteTapped(id: UUID)\","))
        run = sandbox.run("generate")
        XCTAssertEqual(run.code, 0, run.output)
        XCTAssertTrue(run.output.contains("merged          Sources/Users/UsersViewModel+Custom.swift\n"), run.output)
        let merged = try XCTUnwrap(sandbox.read("Sources/Users/UsersViewModel+Custom.swift"))
        XCTAssertTrue(merged.contains("func favoriteTapped(id: UUID) async -> State? {"), merged)
        XCTAssertTrue(merged.contains("print(query)  // mine"), merged)
    }
}
