import Mustache
import XCTest

final class TemplateRendererTests: XCTestCase {
    private func render(
        _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:], escaping: Escaping = .html,
        strict: Bool = false
    ) throws -> String {
        try TemplateRenderer(escaping: escaping, strict: strict, partials: partials).render(source, with: context)
    }

    func testInterpolationEscapesOnlyWhenAsked() throws {
        let context: MustacheValue = ["code": "a < b && \"c\""]
        XCTAssertEqual(try render("{{code}}", context), "a &lt; b &amp;&amp; &quot;c&quot;")
        XCTAssertEqual(try render("{{{code}}}|{{&code}}", context), "a < b && \"c\"|a < b && \"c\"")
        XCTAssertEqual(try render("{{code}}", context, escaping: .none), "a < b && \"c\"")
    }

    func testSectionsIterateListsPushObjectsAndSkipFalsey() throws {
        let context: MustacheValue = [
            "items": [["name": "a"], ["name": "b"]], "empty": [], "flag": false, "object": ["name": "o"], "name": "top",
        ]
        XCTAssertEqual(try render("{{#items}}{{name}},{{/items}}", context), "a,b,")
        XCTAssertEqual(try render("{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}", context), "none")
        XCTAssertEqual(try render("{{#flag}}x{{/flag}}{{^flag}}off{{/flag}}", context), "off")
        XCTAssertEqual(try render("{{#object}}{{name}}/{{/object}}{{name}}", context), "o/top")
        XCTAssertEqual(try render("{{object.name}} {{missing.name}}", context), "o ")
    }

    func testStandaloneLinesDisappear() throws {
        let source = "case:\n  {{#items}}\n  - {{.}}\n  {{/items}}\n  {{! note }}\nend\n"
        XCTAssertEqual(try render(source, ["items": ["x", "y"]]), "case:\n  - x\n  - y\nend\n")
        XCTAssertEqual(try render("a\r\n{{#t}}\r\nb\r\n{{/t}}\r\n", ["t": true]), "a\r\nb\r\n")
        XCTAssertEqual(
            try render("  {{#t}} x {{/t}}\n", ["t": true]), "   x \n", "tags with content are not standalone")
    }

    func testStandalonePartialIsIndentedButBlankLinesGetNoTrailingSpace() throws {
        let partials = ["body": "let a = 1\n\nlet b = 2\n"]
        XCTAssertEqual(
            try render("func f() {\n    {{> body}}\n}\n", partials: partials),
            "func f() {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    func testSetDelimitersApplyUntilChangedBack() throws {
        XCTAssertEqual(try render("{{=<% %>=}}<%x%> {{x}} <%={{ }}=%>{{x}}", ["x": "1"]), "1 {{x}} 1")
    }

    func testInheritanceOverridesOneBlockAndKeepsTheRest() throws {
        let partials = ["base": "head\n{{$body}}default body\n{{/body}}{{$foot}}default foot\n{{/foot}}"]
        XCTAssertEqual(
            try render("{{<base}}{{$body}}custom body\n{{/body}}{{/base}}", partials: partials),
            "head\ncustom body\ndefault foot\n")
        let multi = partials.merging(["middle": "{{<base}}{{$body}}middle body\n{{/body}}{{/base}}"]) { $1 }
        XCTAssertEqual(
            try render("{{<middle}}{{$body}}top body\n{{/body}}{{/middle}}", partials: multi),
            "head\ntop body\ndefault foot\n")
    }

    func testStrictModeNamesTemplateAndLineOfAMissingKey() {
        XCTAssertThrowsError(
            try TemplateRenderer(strict: true).render(
                "ok\n{{present}}\n{{#absent}}x{{/absent}}", named: "View.mustache", with: ["present": "1"])
        ) { error in
            XCTAssertEqual(
                (error as? MustacheError)?.description, "View.mustache:3: error: no value named 'absent' in the context"
            )
        }
        XCTAssertThrowsError(try TemplateRenderer(strict: true).render("{{> nowhere}}", named: "A", with: [:])) {
            error in
            XCTAssertEqual((error as? MustacheError)?.description, "A:1: error: partial 'nowhere' does not exist")
        }
        XCTAssertEqual(
            try render("{{absent}}|{{> nowhere}}|"), "||", "the specification's lenient mode renders both empty")
    }

    func testParseErrorsNameTheLine() {
        let cases: [(String, String)] = [
            ("a\n{{#open}}\nb", "t:2: error: section 'open' is never closed"),
            ("{{#a}}\n{{/b}}", "t:2: error: closing tag 'b' does not match 'a' opened on line 1"),
            ("\n\n{{/a}}", "t:3: error: closing tag 'a' has no opening tag"),
            ("{{name", "t:1: error: unclosed tag; expected '}}'"),
            ("{{=<% =}}", "t:1: error: set-delimiter tag needs two delimiters separated by a space"),
            ("{{ }}", "t:1: error: tag has no name"),
        ]
        for (source, expected) in cases {
            XCTAssertThrowsError(try Template(source, name: "t")) { error in
                XCTAssertEqual((error as? MustacheError)?.description, expected, source)
            }
        }
    }

    func testEndlessPartialRecursionIsAnError() {
        XCTAssertThrowsError(try render("{{> self}}", partials: ["self": "{{> self}}"])) { error in
            XCTAssertEqual((error as? MustacheError)?.message, "partials nest more than 200 levels deep")
        }
    }
}
