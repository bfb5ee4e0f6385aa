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

    private func files(_ spec: String? = nil) -> [GeneratedFile] {
        let result = SpecFixtures.generator.generate(
            SpecFixtures.input(spec ?? self.spec, fileName: "Shelf.archgen.json"))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        return result.files
    }

    private func file(_ suffix: String) throws -> String {
        try XCTUnwrap(files().first { $0.path.hasSuffix(suffix) }).contents
    }

    /// The suite's file and its events' files, one after the other.
    private func tests() -> String {
        files().filter { $0.path.contains("ShelfViewModelTests") }.map(\.contents).joined(separator: "\n")
    }

    /// A team's linter (SwiftLint's defaults: 1,000 lines a file, 350 a type) accepts the tests of a screen with many
    /// events: each event's tests are a file and (XCTest) a class of their own, which inherits what they share from
    /// the suite's base class. The base class has no test of its own, which every event's class would run again, and
    /// on Linux no class lists so many tests that SwiftPM's list of them takes the compiler long to type-check.
    func testEachEventsTestsAreAFileAndAClassOfTheirOwnSharingTheSuite() throws {
        for pattern in ["mvvm", "mvp", "vip", "mvc"] {
            let unit = ["mvvm": "ViewModel", "mvp": "Presenter", "vip": "Interactor", "mvc": "Model"][pattern]!
            let text = spec.replacingOccurrences(of: #""pattern": "mvvm""#, with: #""pattern": "\#(pattern)""#)
            let generated = files(text)
            let suite = try XCTUnwrap(generated.first { $0.path.hasSuffix("Shelf\(unit)Tests.swift") }, pattern)
            XCTAssertTrue(suite.contents.contains("func makeSUT("), pattern)
            XCTAssertFalse(
                suite.contents.contains("send(.compare") || suite.contents.contains(".compare(first"), pattern)
            XCTAssertFalse(suite.contents.contains("private"), "\(pattern): the events' files use what the suite has")
            let names = generated.map(\.path).filter { $0.contains("Shelf\(unit)Tests+") }
            XCTAssertEqual(
                names.map { String($0.split(separator: "/").last!) },
                ["Shelf\(unit)Tests+Appeared.swift", "Shelf\(unit)Tests+Compare.swift"], pattern)
            let base = try XCTUnwrap(
                suite.contents.firstMatch(of: /class Shelf\w+TestCase: XCTestCase \{\n(?:.*\n)*?\}\n/), pattern)
            XCTAssertTrue(base.output.contains("func makeSUT("), pattern)
            XCTAssertFalse(
                base.output.contains("func test"), "\(pattern): a test in the base class runs in every class")
            XCTAssertTrue(suite.contents.contains("final class Shelf\(unit)Tests: Shelf\(unit)TestCase {"), pattern)
            let compare = try XCTUnwrap(generated.first { $0.path.hasSuffix("Tests+Compare.swift") }).contents
            XCTAssertTrue(compare.contains("final class Shelf\(unit)CompareTests: Shelf\(unit)TestCase {}"), pattern)
            XCTAssertTrue(compare.contains("extension Shelf\(unit)CompareTests {"), pattern)
            XCTAssertTrue(compare.contains("compare("), pattern)
            XCTAssertFalse(compare.contains("fetch"), "\(pattern): only the event's own tests")
            XCTAssertEqual(generated.filter { $0.path.hasSuffix("+Compare.swift") }.count, 1, pattern)
        }
    }

    func testEachStructModelGetsABuilderWhoseDefaultsUseTheOtherBuilders() throws {
        let mocks = try file("ShelfMocks.swift")
        XCTAssertNotNil(
            mocks.firstMatch(of: /static func fixture\(id: Int = \d+, title: String = "title"\) -> Book \{/))
        XCTAssertTrue(mocks.contains("static func fixture(book: Book = Book.fixture(), isRead: Bool = true) -> Row {"))
        XCTAssertTrue(mocks.contains("Row(book: book, isRead: isRead)"))
    }

    func testTestsNameOnlyWhatDiffersFromTheDefaults() throws {
        let tests = self.tests()
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
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.contains("Tests") && $0.pathExtension == "swift" }
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

    /// A held-out spec's confirmed delete did not build with warnings as errors: its tests declared long expected
    /// values (`let expected2 = …`) that only some patterns' checks read (what was told, in order), or that a policy
    /// test never checks. Every local a generated test declares is read after it, in every pattern, and in the golden
    /// files.
    func testEveryLocalATestDeclaresIsReadInIt() throws {
        let spec = """
            {
              "archgen": 1, "module": "Trash", "pattern": "mvvm",
              "models": [{ "name": "Note", "properties": ["id: UUID", "title: String"] }],
              "dependencies": [{ "name": "NotesService", "methods": ["delete(id: UUID) async throws"] }],
              "fields": ["banner: String?", "pendingDelete: Note?"],
              "states": ["loading", "loaded(notes: [Note])"], "initialState": "loading",
              "events": [{
                "name": "deleteConfirmed(note: Note)", "when": "loaded", "calls": "NotesService.delete(id: note.id)",
                "onSuccess": { "set": ["pendingDelete = nil"] },
                "onFailure": { "set": ["banner = message", "pendingDelete = nil"] }
              }]
            }
            """
        var texts: [(String, String)] = []
        for pattern in ["mvvm", "mvp", "vip", "mvc"] {
            let text = spec.replacingOccurrences(of: #""pattern": "mvvm""#, with: #""pattern": "\#(pattern)""#)
            let result = SpecFixtures.generator.generate(SpecFixtures.input(text, fileName: "Trash.archgen.json"))
            XCTAssertEqual(result.diagnostics.map(\.message), [], pattern)
            texts += result.files.filter { $0.path.contains("Tests") }.map { ("\(pattern) \($0.path)", $0.contents) }
        }
        let golden = SpecFixtures.repository.appendingPathComponent("Tests/Golden")
        for case let file as URL in try XCTUnwrap(
            FileManager.default.enumerator(at: golden, includingPropertiesForKeys: nil))
        where file.lastPathComponent.contains("Tests") && file.pathExtension == "swift" {
            texts.append((file.lastPathComponent, try String(contentsOf: file, encoding: .utf8)))
        }
        XCTAssertGreaterThan(texts.count, 100)
        var locals = 0
        for (name, text) in texts {
            for function in text.components(separatedBy: "\n    func test").dropFirst() {
                let body = function.components(separatedBy: "\n    }\n").first ?? function
                let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    guard let match = line.prefixMatch(of: #/\s+(?:let|var) (\w+)(?:: [^=]+)? = /#) else { continue }
                    locals += 1
                    let words = lines[(index + 1)...].flatMap {
                        $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }
                    }
                    XCTAssertTrue(
                        words.contains(match.1),
                        "\(name): test\(function.prefix(while: { $0 != "(" })) declares '\(match.1)' and never reads it"
                    )
                }
            }
        }
        XCTAssertGreaterThan(locals, 1000)
    }

    func testAnEventTestChecksWhatItShowsAndItsCallsOnce() throws {
        let tests = self.tests()
        // The fields are as they start and nothing was reported: the helper's defaults check both.
        XCTAssertTrue(tests.contains("expectShows(sut, state: .loaded(books: result))"))
        XCTAssertTrue(tests.contains("XCTAssertEqual(sut.viewModel.fields, fields, file: file, line: line)"))
        // One count check, which leaves out methods never called (so it also fails when `open` is called).
        XCTAssertTrue(tests.contains(#"XCTAssertEqual(sut.callCounts, ["booksAPI.fetch": 1])"#))
        XCTAssertTrue(tests.contains(#""booksAPI.open": booksAPI.openCalls.count"#))
        XCTAssertTrue(tests.contains("return counts.filter { $0.value > 0 }"))
    }

    /// Calls of one method made at once (`async let`) reach the spy in either order: where their arguments differ,
    /// each set of arguments is counted (a check in order failed at random; skipping it checked nothing).
    func testCallsOfOneMethodMadeAtOnceAreCheckedInEitherOrder() throws {
        let spec = """
            {
              "archgen": 1, "module": "Shelf", "pattern": "mvvm",
              "models": [{ "name": "Book", "properties": ["id: Int", "title: String"] }],
              "dependencies": [{ "name": "BooksAPI", "methods": ["book(id: Int, full: Bool) async throws -> Book"] }],
              "states": ["idle", "compared(first: Book, second: Book)", "failed(message: String)"],
              "initialState": "idle",
              "events": [
                { "name": "compare(a: Int, b: Int)",
                  "calls": ["first = BooksAPI.book(id: a, full: true)", "second = BooksAPI.book(id: b, full: false)"],
                  "onSuccess": { "to": "compared(first: first, second: second)" }, "onFailure": "failed" }
              ]
            }
            """
        let tests = files(spec).filter { $0.path.contains("Tests+Compare") }.map(\.contents).joined()
        XCTAssertTrue(tests.contains("booksAPI.bookCalls.filter { $0.id == a && $0.full == true }.count, 1)"), tests)
        XCTAssertTrue(tests.contains("booksAPI.bookCalls.filter { $0.id == b && $0.full == false }.count, 1)"), tests)
        XCTAssertFalse(tests.contains("bookCalls.map("), tests)
    }
}
