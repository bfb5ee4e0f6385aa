import ArchgenTestSupport
import XCTest

@testable import ArchgenRendering
@testable import ArchgenSpec

/// The expressions of an event's work: parsed with Swift's precedence, written back as Swift with the parentheses
/// precedence needs (and only those), checked against the spec's types, and evaluated on test values.
final class ExpressionTests: XCTestCase {
    private func swift(_ text: String) throws -> String {
        try ExpressionParser.expression(text).swift()
    }

    /// A whole number of seven digits or more is written in groups of three, as swift-format wants it (spec-gen seed
    /// 64: a test expected `1176490000`); shorter ones, decimals and negatives' digits as they are.
    func testLongWholeNumbersAreGroupedByThree() throws {
        XCTAssertEqual(try swift("size * 1176490000"), "size * 1_176_490_000")
        XCTAssertEqual(try swift("-1234567 + 123456"), "-1_234_567 + 123456")
        XCTAssertEqual(try swift("ratio > 1234567.5"), "ratio > 1234567.5")
        XCTAssertEqual(SwiftText.integerLiteral("1000000"), "1_000_000")
        XCTAssertEqual(SwiftText.integerLiteral("12345678"), "12_345_678")
    }

    func testPrecedenceAndAssociativityFollowSwift() throws {
        let cases: [(String, String)] = [
            ("a + b * c", "a + b * c"),
            ("(a + b) * c", "(a + b) * c"),
            ("a - (b - c)", "a - (b - c)"),
            ("(a - b) - c", "a - b - c"),
            ("a ?? b ?? c", "a ?? b ?? c"),
            ("(a ?? b) ?? c", "(a ?? b) ?? c"),
            ("a || b && c", "a || b && c"),
            ("(a || b) && c", "(a || b) && c"),
            ("!(a && b)", "!(a && b)"),
            ("-(a + 1)", "-(a + 1)"),
            ("!(!a)", "!(!a)"),
            ("!!a", "!(!a)"),
            ("-(-a)", "-(-a)"),
            ("a == b && c != d", "a == b && c != d"),
            ("x ?? 0 + 1", "x ?? 0 + 1"),
            ("(x ?? 0) + 1", "(x ?? 0) + 1"),
            ("a > 0 ? b : c ? d : e", "a > 0 ? b : c ? d : e"),
            ("(a ? b : c) + 1", "(a ? b : c) + 1"),
            ("page.items.count", "page.items.count"),
            ("user?.name ?? \"\"", "user?.name ?? \"\""),
            ("items.contains(x)", "items.contains(x)"),
            ("movies.appendingNew(result.results)", "Self.appendingNew(movies, result.results)"),
            ("items.removing(id: item.id)", "items.filter({ $0.id != item.id })"),
            ("items.removing(id: a ?? b)", "items.filter({ $0.id != a ?? b })"),
            ("items.removing(id: a == b)", "items.filter({ $0.id != (a == b) })"),
            ("items.replacing(result)", "items.map({ $0.id == result.id ? result : $0 })"),
            ("(a ?? b).replacing(c ?? d)", "(a ?? b).map({ $0.id == (c ?? d).id ? c ?? d : $0 })"),
            ("[1, 2, a]", "[1, 2, a]"),
            ("[]", "[]"),
            ("\"say \\\"hi\\\"\"", "\"say \\\"hi\\\"\""),
            ("in + protocol", "`in` + `protocol`"),
            ("0.5 * rate", "0.5 * rate"),
            ("nil", "nil"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try swift(text), expected, text)
        }
        // The tree, not only its spelling: `??` groups to the right, `-` to the left.
        XCTAssertEqual(
            try ExpressionParser.expression("a ?? b ?? c").kind,
            .infix(
                "??", Expression(.name("a"), at: 0),
                Expression(.infix("??", Expression(.name("b"), at: 5), Expression(.name("c"), at: 10)), at: 5)))
    }

    func testMistakesArePositioned() {
        let cases: [(String, Int, String)] = [
            ("a +", 3, "expected a value"),
            ("a == b == c", 7, "comparisons do not chain; put one in parentheses"),
            ("count(items)", 5, "'count(...)' is not a value here; a method goes after a value ('items.contains(x)')"),
            ("a ? b", 5, "expected ':' and the value when the condition does not hold"),
            ("a # b", 2, "unexpected '#'"),
            ("[a, b", 5, "expected ']'"),
            // What the language does not have says what to do instead (held-out real screen, stop 43).
            (
                ".all", 0,
                "expected a value, found '.': an enum's case ('.all') cannot be written in an expression yet; decide "
                    + "it where a 'case' matches, in a dependency or in a custom event"
            ),
            // A model built in place, a closure (held-out 49).
            (
                "Todo(id: id)", 4,
                "'Todo(...)' builds a value, which an expression cannot; pass the values to a dependency that makes "
                    + "it, or build it in a custom event"
            ),
            (
                "todos.filter { $0.done }", 13,
                "unexpected '{': closures ('filter { ... }', 'first(where:)') are not part of the language; compute "
                    + "the value in a dependency or a custom event"
            ),
            (
                "ids.map(\\.id)", 8,
                "unexpected '\\': key paths and closures ('map(\\.id)') are not part of the language; compute the "
                    + "value in a dependency or a custom event"
            ),
        ]
        for (text, offset, reason) in cases {
            XCTAssertThrowsError(try ExpressionParser.expression(text), text) { error in
                guard let error = error as? FragmentError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.reason, reason, text)
                XCTAssertEqual(error.offset, offset, text)
            }
        }
    }

    func testASubscriptSetSaysToSetTheWholeValue() {
        XCTAssertThrowsError(try ExpressionParser.assignment("cache[query] = accounts")) { error in
            XCTAssertEqual(
                (error as? FragmentError)?.reason,
                "a subscript ('cache[key]') cannot be set; set the whole value ('cache = ...'), or keep what changes by "
                    + "key in a dependency")
        }
    }

    func testNamesAreTheRootsAnExpressionReads() throws {
        XCTAssertEqual(
            try ExpressionParser.expression("result.items.count + page * (x ?? 0) > limit").names,
            ["result", "page", "x", "limit"])
        XCTAssertEqual(try ExpressionParser.expression("items.contains(id) ? \"a\" : b").names, ["items", "id", "b"])
    }

    // MARK: - Checking

    private let checker = ExpressionChecker(models: [
        "Page": ModuleModel.ModelType(
            name: "Page",
            properties: [
                .init(name: "items", type: .array(.simple("Item"))),
                .init(name: "next", type: .optional(.simple("Int"))),
            ]),
        "Item": ModuleModel.ModelType(
            name: "Item",
            properties: [.init(name: "id", type: .simple("Int")), .init(name: "title", type: .simple("String"))]),
        "Kind": ModuleModel.ModelType(
            name: "Kind", properties: [],
            cases: [.init(name: "history", values: []), .init(name: "favourites", values: [])]),
    ])
    private let scope = Scope().adding(
        [
            ("page", .simple("Page")), ("count", .simple("Int")), ("rate", .simple("Double")),
            ("query", .simple("String")), ("banner", .optional(.simple("String"))), ("items", .array(.simple("Item"))),
            ("item", .simple("Item")),
        ], as: .storage)

    private func type(_ text: String, expected: TypeExpression? = nil) throws -> String {
        "\(try checker.check(ExpressionParser.expression(text), expected: expected, in: scope))"
    }

    private func failure(_ text: String, expected: TypeExpression? = nil) -> ExpressionChecker.Failure? {
        do {
            _ = try checker.check(try ExpressionParser.expression(text), expected: expected, in: scope)
            return nil
        } catch let failure as ExpressionChecker.Failure {
            return failure
        } catch {
            return ExpressionChecker.Failure(offset: -1, message: "\(error)")
        }
    }

    func testTypesComeFromTheSpec() throws {
        XCTAssertEqual(try type("page.items"), "[Item]")
        XCTAssertEqual(try type("page.items.first?.title"), "String?")
        XCTAssertEqual(try type("page.next ?? 1"), "Int")
        XCTAssertEqual(try type("count + 1"), "Int")
        XCTAssertEqual(try type("rate * 2"), "Double")
        XCTAssertEqual(try type("!query.isEmpty && count > 0"), "Bool")
        XCTAssertEqual(try type("items.appendingNew(page.items)"), "[Item]")
        XCTAssertEqual(try type("banner ?? banner"), "String?", "an optional after '??' leaves it optional")
        XCTAssertEqual(try type("banner ?? banner ?? query"), "String")
        XCTAssertEqual(try type("banner ?? \"none\""), "String")
        // (Values of a choice after '??' are not optional: spec-gen seed 5401 G2 was refused as 'Bool?'.)
        XCTAssertEqual(try type("banner?.isEmpty ?? (count > 0 ? query.isEmpty : true)"), "Bool")
        XCTAssertEqual(try type("page.next ?? (count > 0 ? count : 0)", expected: .simple("Int")), "Int")
        XCTAssertEqual(
            failure("banner ?? banner", expected: .simple("String"))?.message,
            "'banner ?? banner' is 'String?', not 'String'")
        XCTAssertEqual(try type("items.removing(id: count)"), "[Item]")
        XCTAssertEqual(try type("page.items.replacing(page.items.last ?? item)"), "[Item]")
        XCTAssertEqual(failure("items.replacing(items.last)")?.message, "'items.last' is 'Item?', not 'Item'")
        XCTAssertEqual(try type("[]", expected: .array(.simple("Item"))), "[Item]")
        XCTAssertEqual(try type("nil", expected: .optional(.simple("String"))), "String?")
        XCTAssertEqual(try type("count > 0 ? query : \"none\""), "String")
        XCTAssertEqual(try type("banner", expected: .optional(.simple("String"))), "String?")
        XCTAssertEqual(try type("query", expected: .optional(.simple("String"))), "String")
    }

    /// As in Swift, a chain that `?.` began goes on from each member's own type: `.` after a member that is not
    /// optional (`?.` there does not compile), the whole chain optional. `.ci/spec-gen` drew `member?.id?.isEmpty`
    /// (`id: String`): it validated and did not build.
    func testAnOptionalChainGoesOnFromEachMembersOwnType() throws {
        XCTAssertEqual(try type("page.items.first?.title.count"), "Int?")
        XCTAssertEqual(try type("page.items.first?.title.isEmpty ?? true"), "Bool")
        XCTAssertEqual(
            failure("page.items.first?.title?.count")?.message,
            "'page.items.first?.title' is not optional ('String'): write '.count'")
        XCTAssertEqual(
            failure("page.next.description")?.message, "'page.next' may be nil ('Int?'): write '?.description'")
    }

    func testTypeMistakesArePositioned() {
        XCTAssertEqual(failure("page.itmes")?.message, "'Page' has no property 'itmes'; did you mean 'items'?")
        XCTAssertEqual(failure("cuont + 1")?.message, "'cuont' is not a value here; did you mean 'count'?")
        // Nothing near: the names in reach, and where a state's values come from (held-out 49).
        XCTAssertEqual(
            failure("todos.isEmpty")?.message,
            "'todos' is not a value here; in reach: banner, count, item, items, page, query, rate (a state's values are read "
                + "where a \"when\" names that state)")
        // An enum's case named through its type: not a misspelt value (a held-out spec was told "did you mean
        // 'kind'?"), but what the language cannot say yet.
        XCTAssertEqual(
            failure("Kind.history")?.message,
            "'Kind' is a type, and an expression cannot name an enum's case yet; decide it where a 'case' matches "
                + "(a result, an element), in a dependency, or in a custom event")
        XCTAssertEqual(failure("cuont + 1")?.offset, 0)
        XCTAssertEqual(failure("count + query")?.offset, 8, "the operand that does not fit")
        XCTAssertEqual(failure("query", expected: .simple("Int"))?.message, "'query' is 'String', not 'Int'")
        XCTAssertEqual(failure("nil")?.message, "'nil' needs a place that takes an optional")
        XCTAssertEqual(failure("1.5", expected: .simple("Int"))?.message, "'Int' takes whole numbers only")
        XCTAssertNotNil(failure("count.appendingNew(items)"))
        // List edits: rows with an `id`, that `id`'s type, a row of the list's model.
        XCTAssertEqual(
            failure("items.removing(count)")?.message,
            "'removing' takes the id of the rows to remove: 'removing(id: …)'")
        XCTAssertEqual(failure("items.removing(id: query)")?.message, "'query' is 'String', not 'Int'")
        XCTAssertEqual(failure("items.replacing(page)")?.message, "'page' is 'Page', not 'Item'")
        XCTAssertEqual(
            failure("[1, 2].removing(id: 1)")?.message, "'removing' needs an array of a model with an 'id', not '[Int]'"
        )
        XCTAssertEqual(failure("items.removing(id: count)", expected: .simple("Int"))?.offset, 0)
        XCTAssertNotNil(failure("query.sorted()"))
        XCTAssertNotNil(failure("banner + \"!\""), "an optional is not added to")
    }
}
