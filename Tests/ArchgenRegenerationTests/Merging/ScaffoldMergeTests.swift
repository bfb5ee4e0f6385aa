import ArchgenTestSupport
import XCTest

@testable import ArchgenRegeneration
@testable import ArchgenRendering
@testable import ArchgenSpec

final class ScaffoldMergeTests: XCTestCase {
    private let base = "switch state {\ncase .loading:\n    Text(\"loading\")\ncase .failed:\n    Text(\"failed\")\n}\n"

    func testAChangeNextToAnEditIsPlacedAfterIt() {
        let yours = base.replacingOccurrences(of: "    Text(\"loading\")\n", with: "    ProgressView()  // mine\n")
        let theirs = base.replacingOccurrences(
            of: "case .failed:", with: "case .empty:\n    Text(\"empty\")\ncase .failed:")
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs),
            .merged(
                "switch state {\ncase .loading:\n    ProgressView()  // mine\ncase .empty:\n    Text(\"empty\")\n"
                    + "case .failed:\n    Text(\"failed\")\n}\n"))
    }

    /// MVVM and MVC handlers moved from the unit to `Handlers` (so that an awaiting handler does not keep the unit
    /// alive): a scaffold the person filled in before the move follows it, keeping every line of theirs.
    func testAHandlerWrittenOnTheUnitMovesToHandlersWithThePersonsBody() {
        let doc = { (holder: String) in "/// Custom events: \(holder).\n" }
        let handler = "    func queryChanged(query: String) async -> State? {\n"
        let base = doc("the model's") + "extension PeopleModel {\n" + handler + "        nil\n    }\n}\n"
        let moved = doc("through Handlers") + "extension PeopleModel.Handlers {\n"
        let theirs = moved + handler + "        nil\n    }\n}\n"
        let body = "        self.query = query  // mine\n        return matches()\n"
        let yours = doc("the model's") + "extension PeopleModel {\n" + handler + body + "    }\n}\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs),
            .merged(moved + handler + body + "    }\n}\n"))
    }

    /// The custom tests scaffold after the person wrote their tests (and deleted the skipped one), when the spec gains
    /// a custom event: the new skipped test is an extension at file scope. A line diff pairs the scaffold's blank line
    /// with the first blank line of the class body, which would put the extension inside the class.
    func testANewExtensionLandsAtFileScopeNotInsideTheClassThePersonFilled() {
        let skipped = { (event: String) in
            "// Skipped until you write the test of `\(event)`.\nextension T {\n    func test\(event)() throws {\n"
                + "        throw XCTSkip(\"\(event)\")\n    }\n}\n"
        }
        let base = "final class T: XCTestCase {\n}\n\n" + skipped("Search")
        let theirs = "final class T: XCTestCase {\n}\n\n" + skipped("Arrived") + "\n" + skipped("Search")
        let yours =
            "final class T: XCTestCase {\n    let grid = [1]\n\n    func testSearch() {\n        check()\n    }\n}\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs), .merged(yours + "\n" + skipped("Arrived")))
    }

    /// A report listed a new handler (the file also used a name the spec dropped) and the person added it, word for
    /// word; the next merge must not add it again, though the line diff pairs the scaffold's `    }` with the
    /// handler's closing brace rather than the one before it.
    func testAnInsertionThePersonAlreadyMadeIsNotMadeTwice() {
        let handler = { (name: String) in
            "\n    func \(name)() -> Task<Void, Never> {\n        return startWork(.\(name)) { [weak self] in\n"
                + "            _ = self\n        }\n    }\n"
        }
        let base = "extension Unit {\n    func arrived() async {\n        // Present here.\n    }\n}\n"
        let theirs =
            "extension Unit {\n    func arrived() async {\n        // Present here.\n    }\n" + handler("close") + "}\n"
        let yours =
            "extension Unit {\n    func arrived() async {\n        all = items  // mine\n        presentListed()\n    }\n"
            + handler("close") + "}\n"
        XCTAssertEqual(ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs), .unchanged)
        // A handler the person does not have yet is still added.
        let other = yours.replacingOccurrences(of: handler("close"), with: handler("open"))
        guard case .merged(let merged) = ScaffoldMerge.merge(base: base, yours: other, theirs: theirs) else {
            return XCTFail("expected a merge")
        }
        XCTAssertTrue(merged.contains(handler("open")) && merged.contains(handler("close")), merged)
    }

    /// archgen's failed state gains a line (`showMessage(message)`) where the person added one of theirs: the names
    /// of archgen's line are in the file already (the method it calls), which once counted the change as made and
    /// dropped the line. A comment of theirs takes archgen's line after it; a line of code leaves the file to the
    /// person, with archgen's line to insert after theirs.
    func testTwoInsertionsAtOnePlaceNeverDropArchgensLine() {
        let base =
            "switch state {\ncase .failed:\n    label.text = \"failed\"\n    view.id = \"failed\"\n}\n"
            + "func showMessage(_ message: String) {}\n"
        let theirs =
            "switch state {\ncase .failed(let message):\n    view.id = \"failed\"\n    showMessage(message)\n}\n"
            + "func showMessage(_ message: String) {}\n"
        let yours = { (line: String) in
            base.replacingOccurrences(of: "    view.id = \"failed\"\n", with: "    view.id = \"failed\"\n\(line)\n")
        }
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours("    // mine: why"), theirs: theirs),
            .merged(
                theirs.replacingOccurrences(
                    of: "    showMessage(message)\n", with: "    // mine: why\n    showMessage(message)\n")))
        guard
            case .pending(let changes, let uses) = ScaffoldMerge.merge(
                base: base, yours: yours("    view.isHidden = false"), theirs: theirs)
        else { return XCTFail("a line of the person's and one of archgen's at one place: the person's to order") }
        XCTAssertEqual(uses, [])
        XCTAssertTrue(
            changes.contains(.init(line: 6, yours: [], theirs: ["    showMessage(message)"], overlapsYourEdit: false)),
            "\(changes)")
        // Made as the report says: the change counts as made.
        let made = yours("    view.isHidden = false\n    showMessage(message)")
            .replacingOccurrences(
                of: "case .failed:\n    label.text = \"failed\"\n", with: "case .failed(let message):\n")
        XCTAssertEqual(ScaffoldMerge.merge(base: base, yours: made, theirs: theirs), .unchanged)
    }

    /// Lines the person appended where archgen appends too (the end of the custom tests' file, of a live struct) are
    /// theirs to keep: the change is an insertion after them, never a replacement that lists them as lines to remove.
    func testAnInsertionNextToThePersonsLinesGoesAfterThemAndRemovesNone() {
        let base = "final class T: XCTestCase {\n}\n"
        let skipped = "\n// Skipped.\nextension T {\n    func testB() throws {}\n}\n"
        let yours = base + "\nfunc helperOfMine() -> Int { 42 }\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: base + skipped),
            .pending(
                [
                    .init(
                        line: 5, yours: [],
                        theirs: ["", "// Skipped.", "extension T {", "    func testB() throws {}", "}"],
                        overlapsYourEdit: false)
                ], uses: []))
        XCTAssertEqual(ScaffoldMerge.merge(base: base, yours: yours + skipped, theirs: base + skipped), .unchanged)
        // Lines of theirs inside lines archgen replaces stay too, between the changes.
        XCTAssertEqual(
            ScaffoldMerge.merge(base: "a()\nb()\nc()\n", yours: "a()\nmine()\nb()\nc()\n", theirs: "x()\n"),
            .pending(
                [
                    .init(line: 1, yours: ["a()"], theirs: ["x()"], overlapsYourEdit: false),
                    .init(line: 3, yours: ["b()", "c()"], theirs: [], overlapsYourEdit: false),
                ], uses: []))
    }

    /// The live service's new method goes where the person appended a helper of theirs, inside the struct (they
    /// also wrote a body and a note after the struct): inserted after their helper, not after the struct.
    func testAnInsertionBesideTheLinesAPersonAppendedStaysAtItsDepth() {
        let base = "struct Live: S {\n    func a() {\n        throw NotWritten()\n    }\n}\n"
        let method = ["", "    func b() {", "        throw NotWritten()", "    }"]
        let theirs = base.replacingOccurrences(
            of: "    }\n}\n", with: "    }\n" + method.joined(separator: "\n") + "\n}\n")
        let yours =
            "struct Live: S {\n    func a() {\n        throw CancellationError()  // mine\n    }\n"
            + "    private func helper() -> Int { 42 }\n}\n// a note\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs),
            .pending([.init(line: 6, yours: [], theirs: method, overlapsYourEdit: false)], uses: []))
    }

    /// An MVVM view controller switched to MVP: the person's file is already archgen's MVP rendering with a helper of
    /// theirs (they made the changes a report listed). A three-way line diff pairs the lines so that a region still
    /// differs, and the changes it listed, once made, read as new changes, back and forth: every line archgen changed
    /// or added is there, in order, so the change is made.
    func testAFileThatHasEveryLineArchgenChangedIsMadeHoweverTheLinesPair() throws {
        // The module of the random walk (seed 12) that found it.
        let spec = """
            {"archgen": 1, "module": "Screen21", "pattern": "mvvm", "ui": "uikit",
             "models": [{"name": "Thing27", "properties": ["id: UUID", "title: String", "note7: String"]}],
             "dependencies": [{"name": "Service38", "methods": ["fetchItems() async throws -> [Thing27]"]}],
             "states": ["loading", "loaded(items: [Thing27])", "failed(message: String)", "extra25", "extra31",
               "renamed47", "extra44"],
             "initialState": "loading",
             "events": [{"name": "appeared", "calls": "Service38.fetchItems", "while": "loading", "onSuccess": "loaded",
               "onFailure": "failed"}, {"name": "retryTapped", "to": "loading"}]}
            """
        func viewController(_ pattern: String) throws -> String {
            let text = spec.replacingOccurrences(of: #""pattern": "mvvm""#, with: #""pattern": "\#(pattern)""#)
            let result = SpecFixtures.generator.generate(SpecFixtures.input(text, fileName: "Screen21.archgen.json"))
            let file = result.files.first { $0.path == "Screen21ViewController.swift" }
            return try XCTUnwrap(file?.contents, "\(result.diagnostics)")
        }
        let base = try viewController("mvvm")
        let theirs = try viewController("mvp")
        let rows = "    private let presenter: Screen21Presenter\n"
        XCTAssertTrue(theirs.contains(rows) && theirs.contains("import UIKit\n"))
        let yours = theirs.replacingOccurrences(of: rows, with: rows + "    private func mine() -> Int { 42 }\n")
            .replacingOccurrences(of: "import UIKit\n", with: "import UIKit\n// mine: why\n")
        XCTAssertEqual(ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs), .unchanged)
    }

    /// A name one scaffold stopped using is not gone while the module declares it (a model, a member), nor where the
    /// person's own lines declare it (their parameter).
    func testANameTheModuleOrThePersonStillDeclaresIsNotDropped() {
        let base = "struct Live {\n    func save(note: Note) {}\n}\n"
        let theirs = "struct Live {\n}\n"
        let yours = "struct Live {\n    func draft() -> Note { Note() }\n    func save(note: Note) {}\n}\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs, gone: ["note"]),
            .pending(
                [.init(line: 3, yours: ["    func save(note: Note) {}"], theirs: [], overlapsYourEdit: false)],
                uses: [.init(line: 2, name: "Note", text: "    func draft() -> Note { Note() }")]))
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs, gone: ["note"], declared: ["Note"]),
            .merged("struct Live {\n    func draft() -> Note { Note() }\n}\n"))
        let own =
            "struct Live {\n    func title(_ note: Note) -> String { note.text }\n    func save(note: Note) {}\n}\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: own, theirs: theirs, gone: ["note"], declared: ["Note"]),
            .merged("struct Live {\n    func title(_ note: Note) -> String { note.text }\n}\n"))
    }

    /// The person wrote a test and deleted the skipped one, as the scaffold says; the spec then renames the event. A
    /// line diff pairs the braces of their test with the skipped test's, so their lines stand where archgen's were:
    /// they are not listed to remove (following that nested an extension in their function), and the renamed skipped
    /// test is moot (they deleted it). A new skipped test, archgen's addition there, still goes after their lines.
    func testLinesThePersonWroteInPlaceOfArchgensStand() throws {
        let skipped = { (name: String) in
            "// Skipped \(name).\nextension T {\n    func test\(name)() throws {\n        throw XCTSkip(\"\(name)\")\n    }\n}\n"
        }
        let base = "final class T: XCTestCase {\n}\n\n" + skipped("A")
        let yours =
            "final class T: XCTestCase {\n    func testMine() {\n        let value = 42\n\n        _ = value\n    }\n\n}\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: "final class T: XCTestCase {\n}\n\n" + skipped("B")),
            .unchanged)
        XCTAssertEqual(
            ScaffoldMerge.merge(base: base, yours: yours, theirs: base + "\n" + skipped("C")),
            .merged(yours + "\n" + skipped("C")))
    }

    func testAChangeAtTheWrongDepthIsThePersonsToMake() {
        let base = "struct A {\n    func a() {\n        one()\n    }\n}\n"
        // The person wrapped the body in a check; archgen changes a line that is now one level deeper.
        let yours = "struct A {\n    func a() {\n        if ready {\n        one()\n        }\n    }\n}\n"
        let theirs = base.replacingOccurrences(of: "one()", with: "two()")
        guard case .pending(let changes, _) = ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs) else {
            return XCTFail("expected pending")
        }
        XCTAssertEqual(changes.map(\.theirs), [["        two()"]])
        XCTAssertEqual(changes.map(\.line), [4])
    }

    func testAChangeToEditedLinesIsListedInTheFilesLineNumbersNotWritten() {
        let yours = "// header\n" + base.replacingOccurrences(of: "case .loading:", with: "case .loading(let p):")
        let theirs = base.replacingOccurrences(of: "loading", with: "busy")
        guard case .pending(let changes, let uses) = ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs)
        else { return XCTFail("expected pending") }
        XCTAssertEqual(
            changes,
            [
                .init(
                    line: 3, yours: ["case .loading(let p):", "    Text(\"loading\")"],
                    theirs: ["case .busy:", "    Text(\"busy\")"], overlapsYourEdit: true)
            ])
        XCTAssertEqual(uses, [])
        // Made the person's way: the new name is there, the old one gone.
        let done = yours.replacingOccurrences(of: "case .loading(let p):", with: "case .busy(let p):")
        XCTAssertEqual(ScaffoldMerge.merge(base: base, yours: done, theirs: theirs), .unchanged)
    }

    func testALineUsingADroppedNameIsNamedButCommentsAndStringsAreNot() {
        let yours = base + "// loading is slow\nlet note = \"loading\"\nreload(.loading)\n"
        let theirs = base.replacingOccurrences(of: "loading", with: "busy")
        guard case .pending(let changes, let uses) = ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs)
        else { return XCTFail("expected pending") }
        XCTAssertEqual(changes.map(\.overlapsYourEdit), [false])
        XCTAssertEqual(uses, [.init(line: 9, name: "loading", text: "reload(.loading)")])
    }

    func testANameTheNewRenderingUsesIsNeverDropped() {
        // `content` went from the module's generated files, but the scaffold itself uses a local of that name.
        let scaffold = "var content = cell.defaultContentConfiguration()\ncell.contentConfiguration = content\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: scaffold, yours: scaffold, theirs: scaffold, gone: ["content"]), .unchanged)
        let yours = scaffold + "use(content)\n"
        XCTAssertEqual(
            ScaffoldMerge.merge(base: scaffold, yours: yours, theirs: scaffold, gone: ["content"]), .unchanged)
        XCTAssertEqual(
            ScaffoldMerge.merge(
                base: scaffold, yours: yours + "adapter.reload()\n", theirs: scaffold, gone: ["adapter"]),
            .pending([], uses: [.init(line: 4, name: "adapter", text: "adapter.reload()")]))
    }

    /// Exactly as it is: not even the changes that would merge beside the person's are taken (in a file grown apart
    /// from the template, one landed in the wrong place).
    func testAcceptTakesTheFileAsItIs() {
        let yours = base + "reload(.loading)\n"
        let theirs = base.replacingOccurrences(of: "loading", with: "busy")
        XCTAssertEqual(ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs, accept: true), .unchanged)
        XCTAssertNotEqual(ScaffoldMerge.merge(base: base, yours: yours, theirs: theirs), .unchanged)
    }
}
