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

    func testSyntaxErrorsArePositioned() {
        let cases: [(String, String)] = [
            ("", "1:1: expected a value, found end of file"),
            ("{\"a\": 1,}", "1:9: expected a key in double quotes, found character '}'"),
            ("[1 2]", "1:4: expected ',' or ']' in array, found character '2'"),
            ("{\"a\" 1}", "1:6: expected ':' after key 'a', found character '1'"),
            ("{\"a\": 1, \"a\": 2}", "1:10: duplicate key 'a' (first at 1:2)"),
            ("[01]", "1:2: number has a leading zero"),
            ("[1.]", "1:4: expected a digit after '.' in number"),
            ("[1e]", "1:4: expected a digit in number exponent"),
            ("[-]", "1:3: expected a digit in number"),
            ("[tru]", "1:2: invalid literal; expected 'true'"),
            ("\"abc", "1:1: unterminated string"),
            ("\"a\nb\"", "1:1: unterminated string (strings cannot contain a line break; write \\n)"),
            ("\"a\tb\"", "1:3: control character U+0009 in string; escape it"),
            ("\"\\x\"", "1:2: invalid escape '\\x' in string"),
            ("\"\\u12\"", "1:2: \\u must be followed by four hexadecimal digits"),
            ("\"\\ud800\"", "1:2: unpaired surrogate in \\u escape"),
            ("\"\\udc00\"", "1:2: unpaired surrogate in \\u escape"),
            ("{} {}", "1:4: unexpected character '{' after the end of the JSON value"),
            ("{'a': 1}", "1:2: expected a key in double quotes, found character '''"),
            ("\n\n  [1,\n   ]", "4:4: expected a value, found character ']'"),
            ("[NaN]", "1:2: expected a value, found character 'N'"),
            ("// x\n{}", "1:1: expected a value, found character '/'"),
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

    func testQuoteRoundTrips() throws {
        let original = "a\"b\\c\nd\u{1}é"
        XCTAssertEqual(try read(JSONWriter.quote(original)).kind, .string(original))
    }
}
