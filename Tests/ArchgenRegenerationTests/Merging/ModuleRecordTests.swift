import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

final class ModuleRecordTests: XCTestCase {
    func testRecordsRoundTripExactly() throws {
        let record = ModuleRecord(
            pattern: "mvp", ui: "uikit",
            entries: [
                .init(root: .sources, path: "UsersView.swift", ownership: .scaffold, contents: nil),
                .init(root: .sources, path: "LiveUsersService.swift", ownership: .scaffold, contents: "struct A {}\n"),
                .init(root: .sources, path: "Users Models.swift", ownership: .generated, contents: "a\n|b\n\n"),
                .init(root: .tests, path: "UsersMocks.swift", ownership: .generated, contents: "no final break"),
                .init(root: .tests, path: "Empty.swift", ownership: .generated, contents: ""),
                .init(root: .tests, path: "Windows.swift", ownership: .generated, contents: "crlf\r\nlines\r\n"),
                .init(
                    root: .tests, path: "Carriage.swift", ownership: .generated, contents: "ends in a carriage return\r"
                ),
            ], gone: ["retryTapped"])
        let text = record.serialized(specFileName: "Users.archgen.json")
        XCTAssertEqual(try ModuleRecord.parse(text), record)
        XCTAssertEqual(record.entry(root: .tests, path: "UsersMocks.swift")?.contents, "no final break")
        XCTAssertNil(record.entry(root: .sources, path: "UsersView.swift")?.contents)
        XCTAssertTrue(text.hasPrefix("# What archgen last wrote for Users.archgen.json"), text)
        XCTAssertTrue(text.contains("archgen-record 2\npattern mvp uikit\ngone retryTapped\n"), text)
        XCTAssertTrue(text.contains("generated sources Users Models.swift\n|a\n||b\n|\n"), text)
    }

    func testTheFirstVersionIsStillRead() throws {
        let text =
            "# header\narchgen-record 1\ncustom favoriteTapped\nscaffold sources V.swift\ngenerated tests M.swift\n|x\n"
        let record = try ModuleRecord.parse(text)
        XCTAssertEqual(
            record.entries,
            [
                .init(root: .sources, path: "V.swift", ownership: .scaffold, contents: nil),
                .init(root: .tests, path: "M.swift", ownership: .generated, contents: "x\n"),
            ])
    }

    func testACorruptedRecordIsAnErrorWithItsLine() {
        func error(_ text: String) -> ModuleRecord.ParseError? {
            do {
                _ = try ModuleRecord.parse(text)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(error("")?.line, 1)
        XCTAssertEqual(error("# header\narchgen-record 3\n")?.line, 1)
        XCTAssertEqual(error("# header\narchgen-record 2\nsomething else\n")?.line, 3)
        XCTAssertEqual(error("# header\narchgen-record 2\ngenerated elsewhere A.swift\n")?.line, 3)
        let conflicted = "# header\narchgen-record 2\ngenerated tests M.swift\n|x\n<<<<<<< HEAD\n|y\n=======\n"
        XCTAssertEqual(error(conflicted)?.line, 5)
        XCTAssertTrue(error(conflicted)?.message.contains("conflict markers") == true)
    }
}
