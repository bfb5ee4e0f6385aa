import XCTest

/// What a new user meets in the first hour: bare `archgen`, typos in commands and paths, specs with comments, specs
/// found from anywhere in the project, and `new` started from a spec or from inside a source folder.
final class FirstHourTests: XCTestCase {
    func testBareArchgenPrintsHelpAndSucceeds() throws {
        let run = try Sandbox().run([])
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(
            run.output.hasPrefix("OVERVIEW: Generates iOS architecture modules (MVVM, MVP, VIP, MVC)"), run.output)
        XCTAssertEqual(run.errors, "")
    }

    func testDemoSaysWhatIsWrongWithItsOwnUsage() throws {
        let run = try Sandbox(package: false).run("demo", "--pattern", "mvc", "--ui", "swiftui")
        XCTAssertEqual(run.code, 64)
        XCTAssertTrue(run.errors.hasPrefix("error: pattern 'mvc' writes uikit views only: "), run.errors)
        XCTAssertTrue(run.errors.contains("\nUsage: archgen demo [<dir>]"), run.errors)
        XCTAssertFalse(run.errors.contains("archgen new"), run.errors)
    }

    func testAnUnreadableSpecSaysWhyAndSuggestsANearName() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        var run = sandbox.run("generate", "Users.archgen.jsn")
        XCTAssertEqual(run.code, 66)
        XCTAssertEqual(
            run.errors,
            "error: cannot read spec 'Users.archgen.jsn': no such file; did you mean 'Users.archgen.json'?\n")
        run = sandbox.run("validate", "Nothing/Users.archgen.json")
        XCTAssertEqual(run.errors, "error: cannot read spec 'Nothing/Users.archgen.json': no such folder 'Nothing'\n")
        run = sandbox.run("context", "Sources")
        XCTAssertTrue(run.errors.hasPrefix("error: cannot read spec 'Sources': it is a folder"), run.errors)
    }

    static let commented = """
        // The contact list, as the team wrote it.
        {
          "archgen": 1,
          "module": "Users",
          "pattern": "mvvm", /* SwiftUI by default */
          "states": ["loading", "loaded(names: [String])",],
          "initialState": "loading",
          "events": [
            { "name": "retryTapped", "to": "loading", },
          ],
        }

        """

    func testASpecWithCommentsAndTrailingCommasGeneratesAsThePlainSpecDoes() throws {
        let commented = try Sandbox()
        try commented.write("Users.archgen.json", Self.commented)
        var run = commented.run("generate")
        XCTAssertEqual(run.code, 0, run.errors)
        let plain = try Sandbox()
        try plain.write(
            "Users.archgen.json",
            #"{ "archgen": 1, "module": "Users", "pattern": "mvvm", "states": ["loading", "loaded(names: [String])"], "initialState": "loading", "events": [{ "name": "retryTapped", "to": "loading" }] }"#
        )
        run = plain.run("generate")
        XCTAssertEqual(run.code, 0, run.errors)
        for file in ["Sources/Users/UsersViewModel.swift", "Tests/UsersTests/UsersViewModelTests.swift"] {
            XCTAssertEqual(commented.read(file), plain.read(file), file)
        }
        XCTAssertEqual(commented.read("Users.archgen.json"), Self.commented, "generate never rewrites a spec")
    }

    func testNewFromASpecTakesItsPatternAndKeepsItsComments() throws {
        let sandbox = try Sandbox()
        try sandbox.write("start.json", Self.commented)
        let run = sandbox.run("new", "Feed", "--spec", "start.json")
        XCTAssertEqual(run.code, 0, run.errors)
        let spec = try XCTUnwrap(sandbox.read("Feed.archgen.json"))
        XCTAssertTrue(spec.hasPrefix("// The contact list, as the team wrote it.\n{\n"), spec)
        XCTAssertTrue(spec.contains(#""module": "Feed","#), spec)
        XCTAssertTrue(spec.contains(#""pattern": "mvvm", /* SwiftUI by default */"#), spec)
        XCTAssertTrue(spec.contains(#""sourcesPath": "Sources/Feed","#), spec)
        XCTAssertNotNil(sandbox.read("Sources/Feed/FeedViewModel.swift"))
    }

    func testNewInsideASourceFolderPutsTheSpecAtTheProjectsRoot() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        let run = sandbox.run("new", "Profile", "--pattern", "mvp", in: "Sources/Users")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.errors.hasPrefix("note: the spec goes to the project's root"), run.errors)
        XCTAssertNotNil(sandbox.read("Profile.archgen.json"))
        XCTAssertNotNil(sandbox.read("Sources/Profile/ProfilePresenter.swift"))
        XCTAssertFalse(sandbox.files().contains { $0.hasPrefix("Sources/Users/Profile") }, "\(sandbox.files())")
    }

    func testFromAnyFolderInsideAProjectItsSpecsAreFound() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        let run = sandbox.run("generate", "--check", in: "Sources/Users")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(run.output, "all generated files are up to date\n")
        XCTAssertEqual(sandbox.run("status", in: "Tests").code, 0)
    }

    func testOutsideAnyProjectTheProjectsBelowAreNotSearched() throws {
        let sandbox = try Sandbox(package: false)
        try sandbox.write("app/Package.swift", "// swift-tools-version: 6.1\n")
        try sandbox.write("app/Users.archgen.json", Self.commented)
        let run = sandbox.run("status")
        XCTAssertEqual(run.code, 66)
        XCTAssertTrue(
            run.errors.contains("it is in no project, and the projects below it ('app') have their own"), run.errors)
        XCTAssertEqual(sandbox.run("status", in: "app").code, 0)
    }

    func testAConfigThatNarrowsWhereSpecsLiveWarnsAboutTheOnesLeftOut() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        try sandbox.write("archgen.config.json", "{\n  \"specs\": \"Specs\",\n}\n")
        XCTAssertEqual(sandbox.run("new", "Feed", "--pattern", "mvvm").code, 0)
        let run = sandbox.run("generate", "--check")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            run.errors,
            "archgen.config.json:2:12: warning: \"specs\": \"Specs\" leaves out 'Users.archgen.json'; they are not "
                + "generated or checked unless named; move them into 'Specs', or name them\n")
    }

    func testNewNamesTheSchemaWhenTheProjectHasIt() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        XCTAssertFalse(try XCTUnwrap(sandbox.read("Users.archgen.json")).contains("$schema"))
        XCTAssertEqual(sandbox.run("templates", "export", ".", "archgen.schema.json").code, 0)
        try sandbox.write("archgen.config.json", #"{ "specs": "Specs" }"#)
        XCTAssertEqual(sandbox.run("new", "Feed", "--pattern", "mvvm").code, 0)
        XCTAssertTrue(
            try XCTUnwrap(sandbox.read("Specs/Feed.archgen.json")).hasPrefix(
                "{\n  \"$schema\": \"../archgen.schema.json\",\n  \"archgen\": 1,"))
    }

    func testTemplatesListSaysWhichAreTheTeams() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("templates", "export", "Team", "shared/header").code, 0)
        try sandbox.write("archgen.config.json", #"{ "templates": "Team" }"#)
        let run = sandbox.run("templates", "list")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.output.contains("built-in  mvvm/ViewModel.swift.mustache\n"), run.output)
        XCTAssertTrue(
            run.output.contains("custom    shared/header.mustache  (Team/shared/header.mustache)\n"), run.output)
        XCTAssertTrue(run.output.contains(" built-in, 1 custom;"), run.output)
        let typo = sandbox.run("templates", "lst")
        XCTAssertEqual(typo.code, 64)
        XCTAssertTrue(typo.errors.hasPrefix("error: Unknown action 'lst'; did you mean 'list'?\n"), typo.errors)
    }

    func testAddTargetsEditsTheManifestOrRefusesAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "Package.swift",
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
                + "    targets: [\n        // mine, \"targets: [\"\n        .target(name: \"Core\")\n    ]\n)\n")
        var run = sandbox.run("new", "Users", "--pattern", "mvvm", "--add-targets")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            sandbox.read("Package.swift"),
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
                + "    platforms: [.iOS(.v17), .macOS(.v14)],\n    targets: [\n        // mine, \"targets: [\"\n"
                + "        .target(name: \"Core\"),\n        .target(name: \"Users\"),\n"
                + "        .testTarget(name: \"UsersTests\", dependencies: [\"Users\"]),\n    ]\n)\n")
        XCTAssertTrue(run.output.hasSuffix("Next: swift build && swift test\n"), run.output)
        // A manifest it cannot be sure of is left alone, and so is everything else.
        let odd =
            "// swift-tools-version: 6.1\nimport PackageDescription\nlet targets: [Target] = []\n"
            + "let package = Package(name: \"App\", targets: targets)\n"
        try sandbox.write("Package.swift", odd)
        let before = sandbox.files()
        run = sandbox.run("new", "Feed", "--pattern", "mvvm", "--add-targets")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(
            run.errors.hasPrefix(
                "error: cannot add the targets to Package.swift: its 'targets:' is not a literal array"),
            run.errors)
        XCTAssertEqual(sandbox.read("Package.swift"), odd)
        XCTAssertEqual(sandbox.files(), before)
    }

    /// Review 47: `swift package init` names the module's targets already; `--add-targets` still gives the manifest
    /// the platforms the module needs, and leaves its targets as they are.
    func testAddTargetsGivesPlatformsToAManifestWhoseTargetsAreThere() throws {
        let sandbox = try Sandbox()
        let manifest =
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"Users\",\n"
            + "    targets: [\n        .target(name: \"Users\"),\n"
            + "        .testTarget(name: \"UsersTests\", dependencies: [\"Users\"])\n    ]\n)\n"
        try sandbox.write("Package.swift", manifest)
        var run = sandbox.run("new", "Users", "--pattern", "mvvm", "--add-targets")
        XCTAssertEqual(run.code, 0, run.errors)
        let expected = manifest.replacingOccurrences(
            of: "    name: \"Users\",\n", with: "    name: \"Users\",\n    platforms: [.iOS(.v17), .macOS(.v14)],\n")
        XCTAssertEqual(sandbox.read("Package.swift"), expected)
        // With its platforms there, the manifest is not written again.
        run = sandbox.run("new", "Feed", "--pattern", "mvvm", "--add-targets")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(
            try XCTUnwrap(sandbox.read("Package.swift")).contains("platforms: [.iOS(.v17), .macOS(.v14)],\n    targets")
        )
    }

    func testBesideAnXcodeProjectTheTestsImportTheAppModule() throws {
        let sandbox = try Sandbox(package: false)
        try FileManager.default.createDirectory(at: sandbox.url("My App.xcodeproj"), withIntermediateDirectories: true)
        let run = sandbox.run("new", "Feed", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(
            try XCTUnwrap(sandbox.read("FeedTests/FeedViewModelTests.swift")).contains("@testable import My_App\n"))
        XCTAssertTrue(run.output.contains("the tests '@testable import My_App' (the spec's \"target\")"), run.output)
    }
}
