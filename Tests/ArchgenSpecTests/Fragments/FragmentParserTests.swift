import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

final class FragmentParserTests: XCTestCase {
    func testTypesAreRespelledCanonically() throws {
        let cases: [(String, String)] = [
            ("String", "String"),
            ("[User]", "[User]"),
            ("[ String : [Int] ]", "[String: [Int]]"),
            ("Int?", "Int?"),
            ("Swift.Result<[User],Error>", "Swift.Result<[User], Error>"),
            ("(Int)", "Int"),
            ("(a: Int, String)?", "(a: Int, String)?"),
            ("[User?]??", "[User?]??"),
            // Closures: always written @Sendable; an optional closure keeps its parentheses.
            ("(Date) -> String", "@Sendable (Date) -> String"),
            (
                "@escaping @Sendable (Int, String) async throws -> [User]",
                "@Sendable (Int, String) async throws -> [User]"
            ),
            ("() -> Void", "@Sendable () -> Void"),
            ("((User) -> Bool)?", "(@Sendable (User) -> Bool)?"),
            ("(Int) -> (String) -> Bool", "@Sendable (Int) -> @Sendable (String) -> Bool"),
            ("[() -> Void]", "[@Sendable () -> Void]"),
            // Tuple labels are written as a declaration writes them: `inout` needs backticks there.
            ("(inout: Int, for: String)", "(`inout`: Int, `for`: String)"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(try FragmentParser.type(input).description, expected, input)
        }
    }

    func testMethodsKeepLabelsNamesAndEffects() throws {
        let method = try FragmentParser.method("call(_ user: User, at time: Date, note: String) async throws -> Bool")
        XCTAssertEqual(method.name, "call")
        XCTAssertEqual(method.parameters.map(\.label), [nil, "at", "note"])
        XCTAssertEqual(method.parameters.map(\.name), ["user", "time", "note"])
        XCTAssertTrue(method.isAsync)
        XCTAssertTrue(method.isThrowing)
        XCTAssertEqual(method.returnType, .simple("Bool"))
        let plain = try FragmentParser.method("reset()")
        XCTAssertEqual(plain.parameters, [])
        XCTAssertFalse(plain.isAsync || plain.isThrowing)
        XCTAssertNil(plain.returnType)
    }

    /// Found by fuzz-compile: `-> (col: Decimal)` was accepted, and Swift has no one-element tuples.
    func testALabelledOneElementTupleIsNotAType() throws {
        XCTAssertThrowsError(try FragmentParser.type("(count: Int)")) { error in
            XCTAssertEqual(
                (error as? FragmentError)?.reason,
                "a tuple needs two elements or more; write the type without its label")
        }
        XCTAssertEqual(try FragmentParser.type("(Int)"), .simple("Int"))
        XCTAssertThrowsError(try FragmentParser.method("summary() async -> (count: Int)"))
    }

    func testClosureTypesNeedAResultAndTakeNoLabels() {
        XCTAssertThrowsError(try FragmentParser.type("(Int) async")) { error in
            XCTAssertEqual((error as? FragmentError)?.reason, "expected '->' and the closure's result type")
        }
        XCTAssertThrowsError(try FragmentParser.type("(value: Int) -> Void")) { error in
            XCTAssertEqual(
                (error as? FragmentError)?.reason, "a closure type's parameters have no labels; write only their types")
        }
        XCTAssertThrowsError(try FragmentParser.type("(Int) throws async -> Void")) { error in
            XCTAssertEqual((error as? FragmentError)?.reason, "write 'async' before 'throws'")
        }
        XCTAssertThrowsError(try FragmentParser.type("@MainActor () -> Void")) { error in
            XCTAssertEqual(
                (error as? FragmentError)?.reason, "only '@Sendable' and '@escaping' may come before a closure type")
        }
    }

    func testWhatCanBeComparedAndWhatMustEscape() throws {
        let comparable = ["Int", "[User]", "[String: [Int]]", "Result<[User], Never>", "User?", "Swift.Error"]
        let incomparable = ["(Int, Int)", "() -> Void", "Any", "Error", "[(a: Int, b: Int)]", "Result<Int, Error>"]
        for text in comparable { XCTAssertTrue(try FragmentParser.type(text).isEquatable, text) }
        for text in incomparable { XCTAssertFalse(try FragmentParser.type(text).isEquatable, text) }
        XCTAssertTrue(try FragmentParser.type("(Int) -> Void").isFunction)
        XCTAssertFalse(try FragmentParser.type("((Int) -> Void)?").isFunction)
    }

    /// Backticks where a name is declared or referred to; bare at call sites, where Swift warns about them.
    func testKeywordsAreEscapedAsNamesButNotAsArgumentLabels() {
        XCTAssertEqual(SwiftNames.escaped("for"), "`for`")
        XCTAssertEqual(SwiftNames.escaped("users"), "users")
        XCTAssertEqual(SwiftNames.argumentLabel("for"), "for")
        XCTAssertEqual(SwiftNames.argumentLabel("default"), "default")
        XCTAssertEqual(SwiftNames.argumentLabel("inout"), "`inout`")
    }

    func testCasesAndValues() throws {
        XCTAssertEqual(try FragmentParser.caseDeclaration("loading").values, [])
        let loaded = try FragmentParser.caseDeclaration("loaded(users: [User], page: Int)")
        XCTAssertEqual(loaded.values.map(\.name), ["users", "page"])
        XCTAssertEqual(loaded.values.map(\.type.description), ["[User]", "Int"])
        XCTAssertEqual(try FragmentParser.value("_private: Int").name, "_private")
    }

    /// Anything outside the grammar is an error at a position, never text that reaches the output.
    func testRejectsWhatIsNotInTheGrammar() {
        let cases: [(String, (String) throws(FragmentError) -> Void, Int, String)] = [
            (
                "a; import Foundation", { s throws(FragmentError) in _ = try FragmentParser.caseDeclaration(s) }, 1,
                "unexpected character ';'; names use ASCII letters, digits and '_'"
            ),
            (
                "x: Int) -> Void { }; func x(", { s throws(FragmentError) in _ = try FragmentParser.value(s) }, 6,
                "unexpected ')'"
            ),
            (
                "1st", { s throws(FragmentError) in _ = try FragmentParser.caseDeclaration(s) }, 0,
                "'1st' starts with a digit; names cannot"
            ),
            (
                "naïve", { s throws(FragmentError) in _ = try FragmentParser.caseDeclaration(s) }, 2,
                "unexpected character 'ï'; names use ASCII letters, digits and '_'"
            ),
            (
                "loaded()", { s throws(FragmentError) in _ = try FragmentParser.caseDeclaration(s) }, 6,
                "empty '()'; leave the parentheses out"
            ),
            (
                "loaded(User)", { s throws(FragmentError) in _ = try FragmentParser.caseDeclaration(s) }, 11,
                "expected ':' and a type after 'User'"
            ),
            (
                "f() throws async", { s throws(FragmentError) in _ = try FragmentParser.method(s) }, 11,
                "write 'async' before 'throws'"
            ),
            (
                "f(x: Int", { s throws(FragmentError) in _ = try FragmentParser.method(s) }, 8,
                "expected ')', found the end"
            ),
            (
                "x: [Int", { s throws(FragmentError) in _ = try FragmentParser.value(s) }, 7,
                "expected ']', found the end"
            ),
            (
                "x: class", { s throws(FragmentError) in _ = try FragmentParser.value(s) }, 3,
                "'class' is a keyword, not a type"
            ),
            (
                "x: Int /* */", { s throws(FragmentError) in _ = try FragmentParser.value(s) }, 7,
                "unexpected character '/'; names use ASCII letters, digits and '_'"
            ),
        ]
        for (input, parse, offset, reason) in cases {
            do throws(FragmentError) {
                try parse(input)
                XCTFail("accepted \(input)")
            } catch {
                XCTAssertEqual(error.offset, offset, input)
                XCTAssertEqual(error.reason, reason, input)
            }
        }
    }

    func testNameHelpers() {
        XCTAssertEqual(SwiftNames.lowerFirst("UsersService"), "usersService")
        XCTAssertEqual(SwiftNames.lowerFirst("URLLoader"), "urlLoader")
        XCTAssertEqual(SwiftNames.lowerFirst("API"), "api")
        XCTAssertEqual(SwiftNames.escaped("default"), "`default`")
        XCTAssertEqual(SwiftNames.escaped("users"), "users")
        XCTAssertFalse(SwiftNames.isIdentifier("9lives"))
        XCTAssertFalse(SwiftNames.isIdentifier("../../etc"))
        XCTAssertTrue(SwiftNames.isIdentifier("_x9"))
    }
}
