import ArchgenRendering
import ArchgenTestSupport
import Foundation
import XCTest

/// The shape of generated tests: model values are calls of fixture builders that name only what differs from the
/// builder's defaults, each event test ends with one `expectShows` whose defaults are "as it started, nothing
/// reported", and one check of the call counts.
final class TestShapeTests: XCTestCase {
    private let spec = """
        {
          "archgen": 1, "module": "Shelf", "pattern": "mvvm",
          "models": [
            { "name": "Book", "properties": ["id: Int", "title: String"] },
            { "name": "Row", "properties": ["book: Book", "isRead: Bool"] }
          ],
          "dependencies": [{ "name": "BooksAPI", "methods": ["fetch() async throws -> [Book]", "open(id: Int) async"] }],
          "states": ["idle", "loaded(books: [Book])", "compared(first: Book, second: Book)", "failed(message: String)"], "initialState": "idle",
          "fields": ["isBusy: Bool"],
          "events": [
            { "name": "appeared", "calls": "BooksAPI.fetch", "onSuccess": "loaded", "onFailure": "failed" },
            { "name": "compare(first: Book, second: Book)", "to": "compared" }
          ]
        }
        """

    private func file(_ suffix: String) throws -> String {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Shelf.archgen.json"))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        return try XCTUnwrap(result.files.first { $0.path.hasSuffix(suffix) }).contents
    }

    func testEachStructModelGetsABuilderWhoseDefaultsUseTheOtherBuilders() throws {
        let mocks = try file("ShelfMocks.swift")
        XCTAssertNotNil(
            mocks.firstMatch(of: /static func fixture\(id: Int = \d+, title: String = "title"\) -> Book \{/))
        XCTAssertTrue(mocks.contains("static func fixture(book: Book = Book.fixture(), isRead: Bool = true) -> Row {"))
        XCTAssertTrue(mocks.contains("Row(book: book, isRead: isRead)"))
    }

    func testTestsNameOnlyWhatDiffersFromTheDefaults() throws {
        let tests = try file("ShelfViewModelTests.swift")
        XCTAssertFalse(tests.contains("Book(id:"), "a model value is spelled as a call of its builder")
        // Two books in one test differ in their identity alone, so the second names its id and nothing else.
        XCTAssertTrue(tests.contains("let first = Book.fixture()"))
        XCTAssertNotNil(tests.firstMatch(of: /let second = Book.fixture\(id: \d+\)\n/))
    }

    /// Test names fit in a glance: at most 60 characters after `test`, cut at the end of a word that does not lean on
    /// the next (`…IfNotIsOfflineAndNot` is not a name). Checked on the golden files, which `GoldenTests` keeps equal
    /// to what archgen generates.
    func testTestNamesAreShortAndEndInAWholeWord() throws {
        let golden = SpecFixtures.repository.appendingPathComponent("Tests/Golden")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: golden, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix("Tests.swift") }
        XCTAssertGreaterThan(files.count, 20)
        var names = 0
        for file in files {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: /\n    func test(\w+)\(\) async/) {
                let name = String(match.1)
                names += 1
                XCTAssertLessThanOrEqual(name.count, 60, "\(file.lastPathComponent): test\(name)")
                let words = name.trimmingCharacters(in: .decimalDigits).split(whereSeparator: \.isUppercase)
                XCTAssertFalse(
                    ["f", "nd", "r", "ot", "s", "hen", "nless"].contains(words.last ?? ""),
                    "\(file.lastPathComponent): test\(name) ends in a word that leans on the next")
            }
        }
        XCTAssertGreaterThan(names, 1000)
    }

    /// A reviewer's "delete, then reload" spec did not compile: the reload's argument, the stored `query`, was read
    /// into a local named `query` as `query = query` (the local itself, not yet set). Every generated line that
    /// assigns a name to itself is that mistake.
    func testAValueTheUnitHoldsIsReadIntoALocalOfItsNameAsSelfDotName() throws {
        let spec = """
            {
              "archgen": 1, "module": "Inbox", "pattern": "mvvm",
              "models": [{ "name": "Mail", "properties": ["id: Int"] }],
              "dependencies": [{ "name": "MailAPI", "methods": [
                "mails(query: String) async throws -> [Mail]", "delete(id: Int) async throws"] }],
              "storage": ["query: String"],
              "states": ["loading", "loaded(mails: [Mail])"], "initialState": "loading",
              "events": [{
                "name": "deleteConfirmed(mail: Mail)", "when": "loaded", "calls": "MailAPI.delete(id: mail.id)",
                "onSuccess": { "calls": "MailAPI.mails(query: query)", "onSuccess": { "to": "loaded(mails: result)" },
                  "onFailure": { "to": "loading" } },
                "onFailure": { "to": "loading" }
              }]
            }
            """
        for pattern in ["mvvm", "mvp", "vip", "mvc"] {
            let text = spec.replacingOccurrences(of: #""pattern": "mvvm""#, with: #""pattern": "\#(pattern)""#)
            let result = SpecFixtures.generator.generate(SpecFixtures.input(text, fileName: "Inbox.archgen.json"))
            XCTAssertEqual(result.diagnostics.map(\.message), [], pattern)
            let sources = result.files.filter { $0.path.hasSuffix(".swift") }.map(\.contents).joined(separator: "\n")
            XCTAssertTrue(sources.contains("query = self.query"), pattern)
            for line in sources.split(separator: "\n") {
                if let match = line.wholeMatch(of: /\s*(\w+) = (\w+)/), match.1 == match.2 {
                    XCTFail("\(pattern): '\(line)' assigns a name to itself")
                }
            }
        }
    }

    func testAnEventTestChecksWhatItShowsAndItsCallsOnce() throws {
        let tests = try file("ShelfViewModelTests.swift")
        // The fields are as they start and nothing was reported: the helper's defaults check both.
        XCTAssertTrue(tests.contains("expectShows(sut, state: .loaded(books: result))"))
        XCTAssertTrue(tests.contains("XCTAssertEqual(sut.viewModel.fields, fields, file: file, line: line)"))
        // One count check, which leaves out methods never called (so it also fails when `open` is called).
        XCTAssertTrue(tests.contains(#"XCTAssertEqual(sut.callCounts, ["booksAPI.fetch": 1])"#))
        XCTAssertTrue(tests.contains(#""booksAPI.open": booksAPI.openCalls.count"#))
        XCTAssertTrue(tests.contains("return counts.filter { $0.value > 0 }"))
    }
}
