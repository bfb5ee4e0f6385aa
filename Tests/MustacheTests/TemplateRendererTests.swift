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

    /// Partials parsed by one rendering are kept for the next ones of the same renderer (and its copies): a kept
    /// partial renders the same at another indentation and with other data, and one that does not parse fails every
    /// rendering that includes it, not only the first.
    func testARendererKeepsParsedPartialsAcrossRenderingsAndStillReportsABrokenOne() throws {
        let renderer = TemplateRenderer(
            escaping: .none, strict: true, partials: ["row": "- {{name}}\n  end\n", "broken": "{{#open}}"])
        XCTAssertEqual(try renderer.render("{{> row}}", with: ["name": "a"]), "- a\n  end\n")
        var copy = renderer
        copy.escaping = .html
        XCTAssertEqual(try copy.render("x\n  {{> row}}\n", with: ["name": "<b>"]), "x\n  - &lt;b&gt;\n    end\n")
        for _ in 0..<2 {
            XCTAssertThrowsError(try renderer.render("{{> broken}}", with: [:])) { error in
                XCTAssertEqual(
                    (error as? MustacheError)?.description, "broken:1: error: section 'open' is never closed")
            }
        }
    }

    func testEndlessPartialRecursionIsAnError() {
        XCTAssertThrowsError(try render("{{> self}}", partials: ["self": "{{> self}}"])) { error in
            XCTAssertEqual((error as? MustacheError)?.message, "partials nest more than 200 levels deep")
        }
    }

    /// A partial is parsed once and indented as it renders: each indentation it is included at must give what its
    /// source indented line by line gives (the specification's rule), whatever stands at a line's start.
    func testAPartialIncludedAtAnIndentationRendersAsItsIndentedSource() throws {
        let partials = [
            "inner": "in {{value}}\n\n  {{#flag}}\n  deep\n  {{/flag}}\n",
            "base": "head\n  {{$body}}\n  default\n  {{/body}}\n{{$tail}}tail{{/tail}}\n",
            "word": "w{{value}}\nw2",
        ]
        let sources = [
            "plain\n\n   \nlast",
            "{{#flag}}\nshown\n{{/flag}}\n{{#flag}}x{{/flag}}\n{{value}} at start\n{{#flag}}\nend {{/flag}} after\n",
            "{{! a comment line }}\nafter\n  {{> inner}}\n{{> inner}}\nmid {{> word}} end\n{{> word}}\n",
            "{{<base}}\n{{$body}}\n    over {{value}}\n{{/body}}\n{{/base}}\n",
            "{{<base}}{{$tail}}T{{/tail}}{{/base}}\n  {{$own}}\n  own\n  {{/own}}\n{{$own2}}x{{/own2}}\n",
            "  {{<base}}\n  {{$body}}\n{{value}}\n  {{/body}}\n  {{/base}}\n",
            "{{=<% %>=}}\n<%value%>\n<%={{ }}=%>\n{{value}}\n",
        ]
        let context: MustacheValue = ["value": "v\nv", "flag": true]
        for source in sources {
            for indentation in ["  ", "\t ", "    "] {
                let included = try render(
                    "x\n\(indentation){{> part}}\ny\n", context, partials: partials.merging(["part": source]) { $1 })
                let indented = try render(
                    "x\n" + Self.indent(source, by: indentation) + "y\n", context, partials: partials)
                XCTAssertEqual(included, indented, "\(source.debugDescription) at \(indentation.debugDescription)")
            }
        }
    }

    /// A parent's block takes the indentation its parent was included at, added to its own.
    func testBlocksOfAParentIncludedAtAnIndentationTakeIt() throws {
        let partials = [
            "base": "head\n  {{$body}}\n  default\n  {{/body}}\n{{$tail}}tail{{/tail}}\n",
            "part": "{{<base}}\n{{$body}}\n    over {{value}}\n{{/body}}\n{{/base}}\n",
            "inline": "a {{$b}}B{{/b}}\n  {{$c}}C{{/c}}\n",
            "part2": "{{<inline}}{{$c}}x\ny{{/c}}{{/inline}}\n",
            "part3": "{{<inline}}\n{{$c}}x\ny{{/c}}\n{{/inline}}\n",
        ]
        let context: MustacheValue = ["value": "v\nv"]
        XCTAssertEqual(
            try render("x\n  {{> part}}\ny\n", context, partials: partials), "x\n  head\n    over v\n    v\n  tail\ny\n"
        )
        XCTAssertEqual(try render("x\n  {{> part2}}\ny\n", context, partials: partials), "x\n  a B\n  x\n    y\n\ny\n")
        XCTAssertEqual(
            try render("x\n  {{> part3}}\ny\n", context, partials: partials), "x\n  a B\n    x\n      y\ny\n")
    }

    /// The specification's reading of a partial's indentation: before every line of its source that is not empty.
    private static func indent(_ source: String, by indentation: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : indentation + $0 }
            .joined(separator: "\n")
    }
}
