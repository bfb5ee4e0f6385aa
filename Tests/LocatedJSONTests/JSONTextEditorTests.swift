import LocatedJSON
import XCTest

final class JSONTextEditorTests: XCTestCase {
    private let order = ["archgen", "module", "pattern", "ui", "doc", "sourcesPath", "testsPath", "states"]

    private let spec = """
        // Settings, started from the team's template.
        {
          "archgen": 1,
          "module": "Old", // renamed by new
          /* the pattern the team uses */
          "pattern": "mvvm",
          "states": ["idle",],
        }

        """

    func testReplacesInsertsAndKeepsCommentsAndLayout() throws {
        let text = try JSONTextEditor.setting(
            [("module", "\"Settings\""), ("ui", "\"uikit\""), ("sourcesPath", "\"App/Settings\"")], in: spec,
            order: order)
        XCTAssertEqual(
            text,
            """
            // Settings, started from the team's template.
            {
              "archgen": 1,
              "module": "Settings", // renamed by new
              /* the pattern the team uses */
              "pattern": "mvvm",
              "ui": "uikit",
              "sourcesPath": "App/Settings",
              "states": ["idle",],
            }

            """)
        XCTAssertNoThrow(try JSONReader(allowing: .jsonc).read(text))
    }

    func testAKeyBeforeEveryPresentOneGoesFirst() throws {
        let text = try JSONTextEditor.setting([("$schema", "\"s.json\"")], in: spec, order: ["$schema"] + order)
        XCTAssertTrue(text.contains("{\n  \"$schema\": \"s.json\",\n  \"archgen\": 1,"), text)
    }

    func testAKeyAfterTheLastMemberKeepsItsTrailingComma() throws {
        let text = try JSONTextEditor.setting([("zzz", "true")], in: spec, order: order + ["zzz"])
        XCTAssertTrue(text.hasSuffix("\"states\": [\"idle\",],\n  \"zzz\": true,\n}\n"), text)
    }

    func testRemovesAMemberWithItsLineAndComma() throws {
        let text = try JSONTextEditor.setting([("pattern", nil)], in: spec, order: order)
        XCTAssertTrue(text.contains("/* the pattern the team uses */\n  \"states\""), text)
        XCTAssertFalse(text.contains("mvvm"), text)
        let inline = try JSONTextEditor.setting([("b", nil)], in: #"{"a": 1, "b": 2, "c": 3}"#, order: [])
        XCTAssertEqual(inline, #"{"a": 1, "c": 3}"#)
    }

    func testAnEmptyObjectGetsTheMember() throws {
        XCTAssertEqual(try JSONTextEditor.setting([("a", "1")], in: "{}", order: []), "{\n  \"a\": 1\n}")
    }

    func testTextThatIsNotAnObjectIsAnError() {
        XCTAssertThrowsError(try JSONTextEditor.setting([("a", "1")], in: "[1]", order: [])) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.description, "1:1: expected an object, found an array")
        }
        XCTAssertThrowsError(try JSONTextEditor.setting([("a", "1")], in: "{", order: []))
    }
}
