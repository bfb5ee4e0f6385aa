import XCTest

final class NewCommandTests: XCTestCase {
    func testNewInAPackageWritesTheSpecAndTheModule() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run("new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            sandbox.files(),
            [
                "Package.swift", "Sources/Users/LiveUsersService.swift", "Sources/Users/UsersDependencies.swift",
                "Sources/Users/UsersModels.swift", "Sources/Users/UsersPreviews.swift", "Sources/Users/UsersView.swift",
                "Sources/Users/UsersViewModel.swift",
                "Tests/UsersTests/UsersMocks+UsersService.swift", "Tests/UsersTests/UsersMocks.swift",
                "Tests/UsersTests/UsersViewModelTests+Appeared.swift",
                "Tests/UsersTests/UsersViewModelTests+RetryTapped.swift", "Tests/UsersTests/UsersViewModelTests.swift",
                "Users.archgen.json", "Users.archgen.record",
            ])
        XCTAssertTrue(
            run.output.hasPrefix(
                "created         Users.archgen.json\ncreated         Sources/Users/UsersModels.swift\n"), run.output)
        XCTAssertTrue(run.output.contains("13 files: 13 created\n"), run.output)
        XCTAssertTrue(
            run.output.contains(
                "    .target(name: \"Users\"),\n    .testTarget(name: \"UsersTests\", dependencies: [\"Users\"]),\n"),
            run.output)
        let spec = try XCTUnwrap(sandbox.read("Users.archgen.json"))
        XCTAssertTrue(
            spec.contains("\"sourcesPath\": \"Sources/Users\",\n  \"testsPath\": \"Tests/UsersTests\","), spec)
        XCTAssertTrue(spec.contains("\"pattern\": \"mvvm\",\n  \"ui\": \"swiftui\","), spec)
    }

    func testNewOutsideAPackageUsesModuleFolders() throws {
        let sandbox = try Sandbox(package: false)
        let run = sandbox.run("new", "Feed", "--pattern", "mvvm", "--ui", "uikit")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertNotNil(sandbox.read("Feed/FeedViewController.swift"))
        XCTAssertNil(sandbox.read("Feed/FeedView.swift"))
        XCTAssertNotNil(sandbox.read("FeedTests/FeedViewModelTests.swift"))
        XCTAssertTrue(run.output.contains("Next: in Xcode 16 or later, add 'Feed' to your app target"), run.output)
    }

    func testNewFromASpecKeepsItsContentAndRecordsTheFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "specs/in.json",
            #"{ "archgen": 1, "module": "Old", "pattern": "mvvm", "doc": "Mine.", "states": ["idle"], "initialState": "idle" }"#
        )
        let run = sandbox.run(
            "new", "Settings", "--pattern", "mvvm", "--spec", "specs/in.json", "--sources", "App/Settings", "--tests",
            "AppTests/Settings")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(
            sandbox.read("Settings.archgen.json"),
            """
            {
              "archgen": 1,
              "module": "Settings",
              "pattern": "mvvm",
              "doc": "Mine.",
              "sourcesPath": "App/Settings",
              "testsPath": "AppTests/Settings",
              "states": ["idle"],
              "initialState": "idle"
            }

            """)
        XCTAssertNotNil(sandbox.read("App/Settings/SettingsViewModel.swift"))
        XCTAssertTrue(run.output.contains(#".target(name: "Settings", path: "App/Settings"),"#), run.output)
    }

    /// What teams set first, written into the spec: a public feature module compiled into a module named otherwise.
    func testAccessAndTargetAreWrittenIntoTheSpec() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run("new", "Orders", "--pattern", "vip", "--access", "public", "--target", "App")
        XCTAssertEqual(run.code, 0, run.errors)
        let spec = try XCTUnwrap(sandbox.read("Orders.archgen.json"))
        XCTAssertTrue(spec.contains("\"access\": \"public\",\n  \"target\": \"App\","), spec)
        let interactor = try XCTUnwrap(sandbox.read("Sources/Orders/OrdersInteractor.swift"))
        XCTAssertTrue(interactor.contains("public final class OrdersInteractor"), interactor)
        XCTAssertEqual(
            sandbox.read("Tests/OrdersTests/OrdersMocks.swift")?.contains("@testable import App\n"), true)
        XCTAssertTrue(run.output.contains(#".target(name: "App", path: "Sources/Orders"),"#), run.output)
    }

    /// `--binding box`: MVVM for iOS 13+, UIKit unless said otherwise; the combinations that cannot work are refused
    /// before anything is written.
    func testBoxBindingIsWrittenIntoTheSpecAndChoosesUIKit() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run("new", "Weather", "--pattern", "mvvm", "--binding", "box")
        XCTAssertEqual(run.code, 0, run.errors)
        let spec = try XCTUnwrap(sandbox.read("Weather.archgen.json"))
        XCTAssertTrue(spec.contains("\"ui\": \"uikit\""), spec)
        XCTAssertTrue(spec.contains("\"binding\": \"box\""), spec)
        let viewModel = try XCTUnwrap(sandbox.read("Sources/Weather/WeatherViewModel.swift"))
        XCTAssertTrue(viewModel.contains("let state: Box<State>"), viewModel)
        XCTAssertFalse(viewModel.contains("@Observable"), viewModel)
        XCTAssertNotNil(sandbox.read("Sources/Weather/WeatherViewController.swift"))

        for (arguments, message) in [
            (["--pattern", "mvp", "--binding", "box"], "'--binding box' is for MVVM"),
            (["--pattern", "mvvm", "--binding", "box", "--ui", "swiftui"], "'--binding box' is for a UIKit"),
            (["--pattern", "mvvm", "--binding", "boxes"], "'boxes' is not a binding"),
        ] {
            let empty = try Sandbox()
            let refused = empty.run(["new", "Other"] + arguments)
            XCTAssertEqual(refused.code, 64, "\(arguments)")
            XCTAssertTrue(refused.errors.contains(message), refused.errors)
            XCTAssertEqual(empty.files(), ["Package.swift"])
        }
    }

    /// `--pattern mvc`: UIKit is the only choice, so it is the default even over a config's `swiftui`; asking for
    /// SwiftUI is refused before anything is written, with the reason.
    func testMVCIsWrittenForUIKitAndRefusesSwiftUI() throws {
        let sandbox = try Sandbox()
        try sandbox.write("archgen.config.json", #"{ "new": { "ui": "swiftui" } }"#)
        let run = sandbox.run("new", "People", "--pattern", "mvc")
        XCTAssertEqual(run.code, 0, run.errors)
        let spec = try XCTUnwrap(sandbox.read("People.archgen.json"))
        XCTAssertTrue(spec.contains("\"ui\": \"uikit\""), spec)
        for file in [
            "Sources/People/PeopleModel.swift", "Sources/People/PeopleViewController.swift",
            "Sources/People/PeopleDataSource.swift", "Sources/People/PeopleItemCell.swift",
            "Tests/PeopleTests/PeopleModelTests.swift",
        ] {
            XCTAssertNotNil(sandbox.read(file), file)
        }

        let empty = try Sandbox()
        let refused = empty.run("new", "Other", "--pattern", "mvc", "--ui", "swiftui")
        XCTAssertEqual(refused.code, 64)
        XCTAssertTrue(
            refused.errors.contains("pattern 'mvc' writes uikit views only: its light view controller"), refused.errors)
        XCTAssertEqual(empty.files(), ["Package.swift"])
    }

    func testNewDoesNotReplaceAnExistingSpec() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        try sandbox.write("Users.archgen.json", "{ \"edited\": true }")
        let before = sandbox.snapshot()
        let run = sandbox.run("new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 1)
        XCTAssertEqual(
            run.errors,
            "error: 'Users.archgen.json' already exists; edit it and run 'archgen generate', or pass --force to start over\n"
        )
        XCTAssertEqual(sandbox.snapshot(), before)
    }

    func testDryRunWritesNothing() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run("new", "Users", "--pattern", "mvvm", "--dry-run")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.output.contains("13 files: 13 created (dry run: nothing was written)"), run.output)
        XCTAssertEqual(sandbox.files(), ["Package.swift"])
    }

    func testUsageErrorsNameTheProblemTheUsageAndTheHelp() throws {
        let sandbox = try Sandbox()
        let usage =
            "Usage: archgen new <module> [--pattern <pattern>] [--ui <ui>] [--binding <binding>] [--testing <framework>] [--access <level>] [--target <name>] [--spec <file>] [--sources <dir>] [--tests <dir>] [--add-targets] [--dry-run] [--force]\n  See 'archgen help new' for more information.\n"
        let cases: [([String], String)] = [
            (["new", "--pattern", "mvvm"], "error: Missing expected argument '<module>'\n"),
            (
                ["new", "Users"],
                "error: Missing expected argument '--pattern <pattern>' (mvc, mvp, mvvm, vip), or a \"new\": {\"pattern\": ...} "
                    + "default in archgen.config.json\n"
            ),
            (["new", "Users", "--patern", "mvvm"], "error: Unknown option '--patern'; did you mean '--pattern'?\n"),
            (
                ["new", "Users", "--pattern", "viper"],
                "error: 'viper' is not a pattern; use one of mvc, mvp, mvvm, vip\n"
            ),
            (
                ["new", "users", "--pattern", "mvvm"],
                "error: 'users' is not a module name; use an UpperCamelCase Swift identifier such as 'Users'\n"
            ),
            (
                ["new", "my-feature", "--pattern", "mvvm"],
                "error: 'my-feature' is not a module name; use an UpperCamelCase Swift identifier such as 'MyFeature'\n"
            ),
            (
                ["new", "order_list2", "--pattern", "mvvm"],
                "error: 'order_list2' is not a module name; use an UpperCamelCase Swift identifier such as 'OrderList2'\n"
            ),
            (
                ["new", "Users", "--pattern", "mvvm", "--ui", "appkit"],
                "error: 'appkit' is not a UI framework; use swiftui or uikit\n"
            ),
            (["new", "Users", "Extra", "--pattern", "mvvm"], "error: Unexpected argument 'Extra'\n"),
            (
                ["new", "Users", "--pattern", "mvvm", "--access", "open"],
                "error: 'open' is not an access level; use internal or public\n"
            ),
            (
                ["new", "Users", "--pattern", "mvvm", "--target", "My-App"],
                "error: 'My-App' is not a Swift module name; use letters, digits and '_'\n"
            ),
        ]
        for (arguments, message) in cases {
            let console = sandbox.run(arguments)
            XCTAssertEqual(console.code, 64, arguments.joined(separator: " "))
            XCTAssertEqual(console.errors, message + usage, arguments.joined(separator: " "))
        }
        XCTAssertEqual(sandbox.files(), ["Package.swift"])
    }

    func testTheSpecNeverGoesInsideTheSourcesFolder() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("Sources/Users"), withIntermediateDirectories: true)
        // Run from the module's own source folder, the spec goes to the package's root, beside Package.swift.
        var run = sandbox.run("new", "Users", "--pattern", "mvvm", in: "Sources/Users")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(run.errors.hasPrefix("note: the spec goes to the project's root"), run.errors)
        XCTAssertTrue(sandbox.files().contains("Users.archgen.json"))
        XCTAssertFalse(sandbox.files().contains { $0.hasPrefix("Sources/Users/Users.archgen") })
        // Named sources that would hold the spec are refused, and nothing is written.
        try FileManager.default.createDirectory(at: sandbox.url("Features"), withIntermediateDirectories: true)
        run = sandbox.run("new", "Feed", "--pattern", "mvvm", "--sources", ".", in: "Features")
        XCTAssertEqual(run.code, 64)
        XCTAssertTrue(
            run.errors.hasPrefix("error: the spec would be written inside the sources folder '.'"), run.errors)
        XCTAssertFalse(sandbox.files().contains { $0.contains("Feed") })
    }
}

extension NewCommandTests {
    func testDemoMakesAPackageWithTheModuleAndSaysHowToTestIt() throws {
        let sandbox = try Sandbox(package: false)
        let run = sandbox.run("demo", "Try", "--pattern", "vip")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(
            run.output.hasSuffix(
                "Then: cd \(sandbox.url("Try").path) && swift test   # builds the module and runs its generated tests\n"
            ), run.output)
        XCTAssertFalse(run.output.contains("Next:"), run.output)
        let manifest = try XCTUnwrap(sandbox.read("Try/Package.swift"))
        XCTAssertTrue(manifest.contains(".target(name: \"Users\"),"), manifest)
        XCTAssertTrue(manifest.contains("platforms: [.iOS(.v17), .macOS(.v14)]"), manifest)
        XCTAssertNotNil(sandbox.read("Try/Sources/Users/UsersInteractor.swift"))
        XCTAssertEqual(sandbox.run("demo", "Try").code, 64, "a folder that is not empty is refused")
        for arguments in [["demo", "Bad", "--module", "my-feature"], ["demo", "Bad", "--pattern", "viper"]] {
            let bad = sandbox.run(arguments)
            XCTAssertEqual(bad.code, 64, bad.errors)
            XCTAssertNil(sandbox.read("Bad/Package.swift"), "bad input writes nothing")
        }
    }

    func testNextStepsSayBuildOnlyWhenTheManifestsTargetsCompileTheFoldersWritten() throws {
        let sandbox = try Sandbox()
        // A target named Users exists, but it compiles another folder (as in archgen's own manifest).
        try sandbox.write(
            "Package.swift",
            """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Users", path: "Samples/Users/Sources/Users"),
                .testTarget(name: "UsersTests", dependencies: ["Users"], path: "Samples/Users/Tests/UsersTests"),
            ])
            """)
        var run = sandbox.run("new", "Users", "--pattern", "mvvm", "--dry-run")
        XCTAssertTrue(run.output.contains("Next: paste into the 'targets:' array of Package.swift"), run.output)
        XCTAssertTrue(run.output.contains("    platforms: [.iOS(.v17), .macOS(.v14)],\n"), run.output)
        run = sandbox.run(
            "new", "Users", "--pattern", "mvvm", "--sources", "Samples/Users/Sources/Users", "--tests",
            "Samples/Users/Tests/UsersTests", "--dry-run")
        XCTAssertTrue(run.output.hasSuffix("Next: swift build && swift test\n"), run.output)
    }
}
