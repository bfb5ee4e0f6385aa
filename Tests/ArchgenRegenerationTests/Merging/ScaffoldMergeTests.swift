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
