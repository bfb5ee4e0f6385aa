import ArchgenTestSupport
import XCTest

@testable import ArchgenBehaviour
@testable import ArchgenRegeneration
@testable import ArchgenRendering
@testable import ArchgenSpec

final class GeneratorTests: XCTestCase {
    private func files(_ text: String = SpecFixtures.users) throws -> [String: String] {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(text))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.templateErrors, [])
        return Dictionary(uniqueKeysWithValues: result.files.map { ("\($0.root.rawValue)/\($0.path)", $0.contents) })
    }

    func testMVVMWritesTheFilesOfItsManifest() throws {
        XCTAssertEqual(
            try files().keys.sorted(),
            [
                "sources/LiveUsersService.swift", "sources/UsersDependencies.swift", "sources/UsersModels.swift",
                "sources/UsersPreviews.swift", "sources/UsersView.swift", "sources/UsersViewModel+Custom.swift",
                "sources/UsersViewModel.swift",
                "tests/UsersCustomTests.swift", "tests/UsersMocks+UsersService.swift", "tests/UsersMocks.swift",
                "tests/UsersViewModelTests+RetryTapped.swift",
                "tests/UsersViewModelTests+UserTapped.swift", "tests/UsersViewModelTests+ViewAppeared.swift",
                "tests/UsersViewModelTests.swift",
            ])
        let uikit = try files(
            SpecFixtures.users.replacingOccurrences(
                of: "\"pattern\": \"mvvm\",", with: "\"pattern\": \"mvvm\", \"ui\": \"uikit\","))
        XCTAssertNotNil(uikit["sources/UsersViewController.swift"])
        XCTAssertNil(uikit["sources/UsersView.swift"])
    }

    /// `when` and `each` are read once, when the manifest is parsed: a name the context does not offer is an error
    /// at its line, not a file silently never (or always) written.
    func testAManifestsWhenAndEachMustNameWhatTheContextOffers() throws {
        func manifest(_ entry: String) -> String {
            """
            {
              "summary": "s",
              "files": [
                { "template": "T", "path": "p", "in": "sources", "ownership": "generated", "role": "r",
                  \(entry) }
              ]
            }
            """
        }
        let parsed = try Manifest(manifest(#""when": "isUIKit", "each": "dependencies""#), path: "x/manifest.json")
        XCTAssertEqual(parsed.entries.first?.when, .isUIKit)
        XCTAssertEqual(parsed.entries.first?.each, .dependencies)
        XCTAssertThrowsError(try Manifest(manifest(#""when": "hasModel""#), path: "x/manifest.json")) { error in
            XCTAssertEqual(
                "\(error)",
                "x/manifest.json:5: error: 'when' is 'hasModel'; it must be one of 'hasModels', 'hasListedModels', "
                    + "'hasDependencies', 'hasTestDoubles', 'hasCustomEvents', 'isSwiftUI', 'isUIKit'")
        }
        XCTAssertThrowsError(try Manifest(manifest(#""each": "models""#), path: "x/manifest.json")) { error in
            XCTAssertEqual(
                "\(error)",
                "x/manifest.json:5: error: 'each' is 'models'; it must be one of 'dependencies', 'listedModels', 'testGroups'"
            )
        }
    }

    /// A pattern whose views exist in one framework says so in its manifest, with the reason a refused spec is given.
    func testAManifestsOnlyUINeedsAFrameworkAndAReason() throws {
        func manifest(_ keys: String) -> String {
            #"{ "summary": "s", \#(keys) "files": [] }"#
        }
        XCTAssertNil(try Manifest(manifest(""), path: "x/manifest.json").onlyUI)
        let only = try Manifest(
            manifest(#""ui": "uikit", "uiReason": "its cells are UIKit","#), path: "x/manifest.json")
        XCTAssertEqual(only.onlyUI?.ui, .uikit)
        XCTAssertEqual(only.onlyUI?.reason, "its cells are UIKit")
        XCTAssertThrowsError(try Manifest(manifest(#""ui": "uikit","#), path: "x/manifest.json")) { error in
            XCTAssertEqual(
                "\(error)",
                "x/manifest.json:1: error: a manifest with 'ui' needs 'uiReason': why the pattern has no other UI")
        }
        XCTAssertThrowsError(try Manifest(manifest(#""ui": "appkit", "uiReason": "r","#), path: "x/manifest.json")) {
            XCTAssertEqual(
                "\($0)",
                "x/manifest.json:1: error: 'ui' is the only UI framework the pattern writes: 'swiftui' or 'uikit'")
        }
    }

    func testSameSpecGivesSameBytesAndNoDatesOrPaths() throws {
        let first = try files()
        XCTAssertEqual(try files(), first)
        for (path, contents) in first {
            XCTAssertNil(
                contents.range(of: #"20\d\d-\d\d-\d\d|/tmp/|/Users/|/home/|/work/"#, options: .regularExpression), path)
        }
    }

    func testEveryGeneratedFileStartsWithTheMarkerAndScaffoldsSayTheyAreYours() throws {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(SpecFixtures.users))
        for file in result.files {
            let firstLine = file.contents.prefix { $0 != "\n" }
            switch file.ownership {
            case .generated:
                XCTAssertEqual(
                    firstLine,
                    "// Generated by archgen from Users.archgen.json. Do not edit: edit the spec and run archgen generate."
                )
            case .scaffold:
                XCTAssertEqual(
                    firstLine,
                    "// Created by archgen from Users.archgen.json. This file is yours.")
                XCTAssertTrue(RegenerationPlanner.participates(file.contents), "opting out is deleting the header")
            }
        }
    }

    /// A doc string cannot leave its comment: every line of it stays behind `///`.
    func testDocTextStaysInsideItsComment() throws {
        let hostile = #"line one */\n\"\"\"\nimport Foundation\r\n\u0000 }; func evil() {"#
        let text = SpecFixtures.users.replacingOccurrences(
            of: "\"module\": \"Users\",", with: "\"module\": \"Users\", \"doc\": \"\(hostile)\",")
        let viewModel = try XCTUnwrap(try files(text)["sources/UsersViewModel.swift"])
        XCTAssertTrue(
            viewModel.contains(
                """
                /// line one */
                /// \"\"\"
                /// import Foundation
                ///  }; func evil() {
                @MainActor
                """), viewModel)
    }

    /// Golden snippets: the `send(_:)` case for each kind of event behaviour.
    func testEachBehaviourIsImplementedInSend() throws {
        let viewModel = try XCTUnwrap(try files()["sources/UsersViewModel.swift"])
        let expectations = [
            """
                    case .viewAppeared:
                        if let running = work.running(.viewAppeared) { return running }
                        let restoring = [showing(.loading)]
                        return work.start(.viewAppeared, restoring: restoring) { [weak self, usersService] _ in
                            do {
                                let result = try await usersService.fetchUsers()
                                guard let self, !Task.isCancelled else { return }
                                state = .loaded(users: result)
                            } catch {
                                guard let self, !Task.isCancelled, !(error is CancellationError) else { return }
                                let message = describeError(error)
                                state = .failed(message: message)
                            }
                        }
            """,
            // A call that returns nothing is a command: its sends run side by side, but for a send with the same
            // values while its write runs (a double tap), and releasing the view model does not cancel its write.
            """
                    case .userTapped(let user):
                        if let running = work.writing(.userTapped, sentWith: [user]) { return running }
                        return work.start(.userTapped, sentWith: [user]) { [usersService] _ in
                            await usersService.call(user)
                        }
            """,
            """
                    case .retryTapped:
                        state = .loading
                        return Task {}
            """,
            """
                    case .searchChanged(let query):
                        work.cancel(.searchChanged)
                        return work.start(.searchChanged) { [weak self] _ in
                            guard let handlers = self?.handlers else { return }
                            let next = await handlers.searchChanged(query: query)
                            self?.applyHandlerResult(next)
                        }
            """,
        ]
        for expected in expectations {
            XCTAssertTrue(viewModel.contains(expected), "missing:\n\(expected)\nin:\n\(viewModel)")
        }
    }

    func testGeneratedTestsCoverEveryBehaviour() throws {
        // The suite's file, then each event's file by name.
        let files = try files()
        let events = files.keys.filter { $0.hasPrefix("tests/UsersViewModelTests+") }.sorted()
        XCTAssertEqual(events.count, 3)
        let tests = try (["tests/UsersViewModelTests.swift"] + events).map { try XCTUnwrap(files[$0]) }
            .joined(separator: "\n")
        let names = tests.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("func test") else { return nil }
            return String(trimmed.dropFirst(5).prefix { $0 != "(" })
        }
        XCTAssertEqual(
            names,
            [
                "testStartsInLoading", "testTheFirstLoadRunsOnceHoweverOftenTheScreenAppears",
                "testTheFirstLoadRunsAgainWhenItWasCancelled",
                // (`retryTapped` shows `loading` again, as the screen first appeared: the first load is owed.)
                "testTheFirstLoadRunsAgainWhenTheScreenIsBackAsItFirstAppeared", "testRetryTapped", "testUserTapped",
                "testUserTappedBeforeItsWorkRuns", "testCancelledUserTapped", "testUserTappedSentTwiceWritesOnce",
                "testUserTappedSentAgainRunsBesideTheRunningOne", "testReleasingTheUnitLetsItsWriteFinish",
                "testViewAppearedSucceeds",
                "testViewAppearedBeforeItsWorkRuns", "testCancelledViewAppeared",
                "testCancellingViewAppearedShowsNoFailure",
                "testViewAppearedShowsNoFailureForACancelledCall", "testViewAppearedSentAgainWhileRunningIsDropped",
                "testViewAppearedRunsAgainOnceItsTaskIsCancelled", "testReleasingTheUnitCancelsItsWork",
                "testViewAppearedFails",
            ])
    }

    func testLongFixturesAreBrokenOverLines() throws {
        let text = SpecFixtures.users.replacingOccurrences(
            of: "\"phone: String\"",
            with: "\"phone: String\", \"homepage: URL\", \"birthday: Date\", \"nickname: String?\"")
        for (path, contents) in try files(text) {
            for line in contents.split(separator: "\n") where line.count > 120 { XCTFail("\(path): \(line)") }
        }
    }

    func testACustomisedTemplateOverridesOneFile() throws {
        let custom = SpecFixtures.templates.overriding(with: [
            "shared/header.mustache": "// Generated by archgen from {{specFileName}} for ACME.\n"
        ])
        let result = Generator(templates: custom).generate(SpecFixtures.input(SpecFixtures.users))
        XCTAssertTrue(
            try XCTUnwrap(result.files.first { $0.path == "UsersModels.swift" }).contents.hasPrefix(
                "// Generated by archgen from Users.archgen.json for ACME.\n"))
    }

    func testAMissingKeyInACustomTemplateNamesTemplateAndLine() {
        let custom = SpecFixtures.templates.overriding(with: [
            "mvvm/ViewModel.swift.mustache": "{{> header}}\n\n{{nope}}\n"
        ])
        let result = Generator(templates: custom).generate(SpecFixtures.input(SpecFixtures.users))
        XCTAssertEqual(
            result.templateErrors.map(\.description),
            ["mvvm/ViewModel.swift.mustache:3: error: no value named 'nope' in the context"])
        XCTAssertEqual(result.files, [])
    }
}
