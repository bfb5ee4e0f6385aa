import LocatedJSON
import XCTest

final class JSONReaderTests: XCTestCase {
    private func read(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONReader().read(text)
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let value = try read(text)
            XCTFail("expected an error, got \(value)", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    func testReadsEveryKindWithPositions() throws {
        let value = try read("{\n  \"a\": [1, -2.5e3, true],\n  \"b\": null,\n  \"c\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        guard case .object(let members) = value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(members[0].keyLocation, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(members[0].value.location, SourceLocation(line: 2, column: 8))
        guard case .array(let elements) = members[0].value.kind else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map(\.kind), [.number("1"), .number("-2.5e3"), .bool(true)])
        XCTAssertEqual(elements[1].location, SourceLocation(line: 2, column: 12))
        XCTAssertEqual(members[1].value.kind, .null)
        XCTAssertEqual(members[2].value.kind, .string("xé😀"))
        XCTAssertEqual(members[2].value.location, SourceLocation(line: 4, column: 8))
    }

    func testCRLFLineEndingsCountAsOneLine() throws {
        let value = try read("{\r\n\"a\":\r\n 1}")
        guard case .object(let members) = value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(members[0].value.location, SourceLocation(line: 3, column: 2))
    }

    func testSyntaxErrorsArePositionedAndNameJSONsRule() {
        let cases: [(String, String)] = [
            ("", "1:1: expected a value, found end of file"),
            ("{\"a\": 1,}", "1:8: comma before '}'; JSON allows no comma after the last member"),
            ("[1,]", "1:3: comma before ']'; JSON allows no comma after the last element"),
            ("\n\n  [1,\n   ]", "3:5: comma before ']'; JSON allows no comma after the last element"),
            ("[1,,2]", "1:4: two commas in a row; JSON has no empty elements"),
            (
                "[1 2]",
                "1:4: expected ',' or ']' in array, found character '2'; is a comma missing after the previous element?"
            ),
            ("[1 }", "1:4: expected ',' or ']' in array, found character '}'"),
            (
                "{\"a\": 1\n \"b\": 2}",
                "2:2: expected ',' or '}' in object, found character '\"'; is a comma missing after the previous member?"
            ),
            ("{\"a\" 1}", "1:6: expected ':' after key 'a', found character '1'"),
            ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a' (first at 1:2); a JSON object names each key once"),
            ("[01]", "1:2: number has a leading zero; JSON numbers are decimal, without one"),
            ("[0x1F]", "1:2: JSON numbers are decimal; hexadecimal is not allowed"),
            ("[+1]", "1:2: expected a value, found character '+'; JSON numbers have no '+' sign"),
            ("[.5]", "1:2: expected a value, found character '.'; JSON numbers need a digit before '.' (0.5)"),
            ("[1.]", "1:4: expected a digit after '.' in number"),
            ("[1e]", "1:4: expected a digit in number exponent"),
            ("[-]", "1:3: expected a digit in number"),
            ("[tru]", "1:2: invalid literal; expected 'true'"),
            (
                "[True]",
                "1:2: expected a value, found character 'T' ('True'); JSON's literals are true, false and null, in lower case"
            ),
            ("[NaN]", "1:2: expected a value, found character 'N' ('NaN'); JSON numbers are finite"),
            ("[undefined]", "1:2: expected a value, found character 'u' ('undefined'); JSON has null instead"),
            (
                "[loading]",
                "1:2: expected a value, found character 'l' ('loading'); a JSON string needs double quotes: \"loading\""
            ),
            ("['a']", "1:2: expected a value, found character '''; JSON strings use double quotes"),
            ("\"abc", "1:1: unterminated string"),
            ("\"a\nb\"", "1:1: unterminated string (strings cannot contain a line break; write \\n)"),
            ("\"a\tb\"", "1:3: control character U+0009 in string; JSON needs it escaped (\\t)"),
            ("\"a\u{1}b\"", "1:3: control character U+0001 in string; JSON needs it escaped"),
            (
                "\"\\x\"",
                "1:2: invalid escape '\\x' in string; JSON's escapes are \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\u "
                    + "with four hexadecimal digits"
            ),
            ("\"\\u12\"", "1:2: \\u must be followed by four hexadecimal digits"),
            ("\"\\ud800\"", "1:2: unpaired surrogate in \\u escape"),
            ("\"\\udc00\"", "1:2: unpaired surrogate in \\u escape"),
            ("{} {}", "1:4: unexpected character '{' after the end of the JSON value; a JSON file holds one value"),
            ("{'a': 1}", "1:2: expected a key in double quotes, found character '''; JSON strings use double quotes"),
            (
                "{archgen: 1}",
                "1:2: expected a key in double quotes, found character 'a'; JSON keys are always in double quotes: "
                    + "\"archgen\""
            ),
            ("// x\n{}", "1:1: JSON does not allow comments"),
            ("{\"a\": /* x */ 1}", "1:7: JSON does not allow comments"),
            ("[1 / 2]", "1:4: expected ',' or ']' in array, found character '/'"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(error(input), expected, "input: \(input.debugDescription)")
        }
    }

    func testRejectsByteOrderMarkAndInvalidUTF8() {
        XCTAssertThrowsError(try JSONReader().read([0xEF, 0xBB, 0xBF] + Array("{}".utf8))) { error in
            XCTAssertEqual(
                (error as? JSONSyntaxError)?.description,
                "1:1: file starts with a byte order mark; save it as UTF-8 without one")
        }
        XCTAssertThrowsError(try JSONReader().read([0x22, 0xC3, 0x28, 0x22])) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.description, "1:1: string is not valid UTF-8")
        }
        XCTAssertThrowsError(try JSONReader().read([0xFF])) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.description, "1:1: expected a value, found non-ASCII character")
        }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(error(deep), "1:257: arrays and objects nest more than 256 levels deep")
        XCTAssertNoThrow(try read(String(repeating: "[", count: 256) + String(repeating: "]", count: 256)))
    }

    // MARK: - Comments and trailing commas (JSONC)

    func testCommentsAndTrailingCommasAreReadWithPositionsKept() throws {
        let text = """
            // a spec
            {
              /* the name, "quoted" // not a line comment */ "a": [1, 2,], // trailing
              "b": "// not a comment", /* several
              lines */ "c": { "d": null, },
            }
            """
        let value = try JSONReader(allowing: .jsonc).read(text)
        guard case .object(let members) = value.kind, case .array(let elements) = members[0].value.kind else {
            return XCTFail("not the shape written")
        }
        XCTAssertEqual(members.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(value.location, SourceLocation(line: 2, column: 1))
        XCTAssertEqual(members[0].keyLocation, SourceLocation(line: 3, column: 50))
        XCTAssertEqual(elements.map(\.kind), [.number("1"), .number("2")])
        XCTAssertEqual(
            elements.map(\.location), [SourceLocation(line: 3, column: 56), SourceLocation(line: 3, column: 59)])
        XCTAssertEqual(members[1].value.kind, .string("// not a comment"))
        XCTAssertEqual(members[2].keyLocation, SourceLocation(line: 5, column: 12))
        guard case .object(let inner) = members[2].value.kind else { return XCTFail("not an object") }
        XCTAssertEqual(inner.map(\.key), ["d"])
    }

    func testCommentsAndTrailingCommasAreAllowedEachOnItsOwn() {
        XCTAssertNoThrow(try JSONReader(allowing: .comments).read("// x\n[1]"))
        XCTAssertEqual(
            error(in: .comments, "[1,]"), "1:3: comma before ']'; JSON allows no comma after the last element")
        XCTAssertNoThrow(try JSONReader(allowing: .trailingCommas).read("[1,]"))
        XCTAssertEqual(error(in: .trailingCommas, "/* x */ 1"), "1:1: JSON does not allow comments")
    }

    func testWhatJSONCStillRefusesIsPositioned() {
        let cases: [(String, String)] = [
            ("[1, /* open", "1:5: unterminated comment: '/*' needs a closing '*/'"),
            ("[1] /* end", "1:5: unterminated comment: '/*' needs a closing '*/'"),
            ("[1,,]", "1:4: two commas in a row; JSON has no empty elements"),
            ("{,}", "1:2: expected a key in double quotes, found character ','"),
            ("[,]", "1:2: expected a value, found character ','; JSON has no empty elements"),
            ("{\"a\": 1,, }", "1:9: two commas in a row; JSON has no empty elements"),
            ("/ 1", "1:1: expected a value, found character '/'"),
            (
                "/* a */ /* b */ [1, 2,],",
                "1:24: unexpected character ',' after the end of the JSON value; a JSON file holds one value"
            ),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(error(in: .jsonc, input), expected, "input: \(input.debugDescription)")
        }
        XCTAssertNoThrow(try JSONReader(allowing: .jsonc).read("[1] // end"))
    }

    private func error(in extensions: JSONReader.Extensions, _ text: String) -> String {
        do {
            _ = try JSONReader(allowing: extensions).read(text)
            XCTFail("expected an error for \(text.debugDescription)")
            return ""
        } catch {
            return error.description
        }
    }

    func testByteRangesCoverEachValuesText() throws {
        let text = #"{ "a": [1, "x\"y"], "b": {"c": true} }"#
        let value = try read(text)
        let bytes = Array(text.utf8)
        func slice(_ value: JSONValue) -> String { String(decoding: bytes[value.byteRange], as: UTF8.self) }
        XCTAssertEqual(slice(value), text)
        guard case .object(let members) = value.kind, case .array(let elements) = members[0].value.kind else {
            return XCTFail("not the shape written")
        }
        XCTAssertEqual(slice(members[0].value), #"[1, "x\"y"]"#)
        XCTAssertEqual(elements.map(slice), ["1", #""x\"y""#])
        XCTAssertEqual(slice(members[1].value), #"{"c": true}"#)
        XCTAssertEqual(members.map(\.keyOffset), [2, 20])
    }

    func testQuoteRoundTrips() throws {
        let original = "a\"b\\c\nd\u{1}é"
        XCTAssertEqual(try read(JSONWriter.quote(original)).kind, .string(original))
    }
}
