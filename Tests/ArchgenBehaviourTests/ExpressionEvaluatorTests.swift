import ArchgenSpec
import XCTest

@testable import ArchgenBehaviour

/// The evaluator computes what generated code computes, so the generated tests expect the right values.
final class ExpressionEvaluatorTests: XCTestCase {
    /// An expected value archgen writes as Swift (a branch it cannot decide) writes a name whose value is there as
    /// that value, with no `??` after it: Swift refuses one after a value that is not optional.
    func testAPresentNameBeforeNilCoalescingIsWrittenAsItsValue() throws {
        let evaluator = ExpressionEvaluator(values: [
            "message": .text("describe(error)"), "other": .atom("UUID(uuidString: \"A\")!"),
            "fallback": .atom("UUID(uuidString: \"B\")!"),
        ])
        let value = evaluator.evaluate(
            try ExpressionParser.expression("message.isEmpty ? fallback : (other ?? fallback)"))
        guard case .text(let text) = value else { return XCTFail("\(value)") }
        XCTAssertFalse(text.contains("??"), text)
        XCTAssertTrue(text.contains("UUID(uuidString: \"A\")!"), text)
    }

    /// A division by a zero the values compute, in a branch that runs: no test can expect what it gives.
    func testADivisionByZeroIsFoundOnlyWhereItRuns() throws {
        let evaluator = ExpressionEvaluator(values: ["total": .double(2), "count": .int(0), "rate": .double(0)])
        func divides(_ text: String) throws -> Bool { evaluator.dividesByZero(try ExpressionParser.expression(text)) }
        XCTAssertTrue(try divides("total / rate"))
        XCTAssertTrue(try divides("1 + 4 / count"))
        XCTAssertTrue(try divides("total / (rate - rate) > 1"))
        XCTAssertFalse(try divides("count == 0 ? 0 : 4 / count"))
        XCTAssertFalse(try divides("total / 2"))
    }

    func testEvaluationComputesWhatTheGeneratedCodeWould() throws {
        let item: (Int) -> TestValue = { .model("Item", ["id", "title"], [.int($0), .string("t\($0)")]) }
        let evaluator = ExpressionEvaluator(values: [
            "count": .int(3), "query": .string("abc"), "banner": .null,
            "items": .array([item(1), item(2)]),
            "page": .model("Page", ["items", "next"], [.array([item(2), item(3)]), .null]),
        ])
        func value(_ text: String) throws -> TestValue { evaluator.evaluate(try ExpressionParser.expression(text)) }
        XCTAssertEqual(try value("count * 2 + 1"), .int(7))
        XCTAssertEqual(try value("banner ?? query"), .string("abc"))
        XCTAssertEqual(try value("page.next ?? count"), .int(3))
        XCTAssertEqual(try value("items.appendingNew(page.items)"), .array([item(1), item(2), item(3)]))
        XCTAssertEqual(try value("items.removing(id: 1)"), .array([item(2)]))
        XCTAssertEqual(try value("items.removing(id: 5)"), .array([item(1), item(2)]))
        let renamed = TestValue.model("Item", ["id", "title"], [.int(2), .string("new")])
        let evaluatorWithRow = ExpressionEvaluator(values: ["items": .array([item(1), item(2)]), "row": renamed])
        XCTAssertEqual(
            evaluatorWithRow.evaluate(try ExpressionParser.expression("items.replacing(row)")),
            .array([item(1), renamed]))
        XCTAssertEqual(try value("items.count > 1 ? \"many\" : \"one\""), .string("many"))
        XCTAssertEqual(
            evaluator.decide(try ExpressionParser.expression("query.contains(\"b\") && !items.isEmpty")), true)
        XCTAssertEqual(evaluator.decide(try ExpressionParser.expression("count == 4 || banner != nil")), false)
        // Foundation's `contains` (generated code imports it) finds no empty string (seed 73 G20).
        XCTAssertEqual(evaluator.decide(try ExpressionParser.expression("query.contains(\"\")")), false)
        XCTAssertEqual(evaluator.decide(try ExpressionParser.expression("\"\".contains(\"\")")), false)
        // A value archgen cannot look into is Swift text: good enough to expect, never to decide a guard.
        let unknown = ExpressionEvaluator(values: ["when": .text("Date(timeIntervalSince1970: 1)")])
        XCTAssertEqual(
            unknown.evaluate(try ExpressionParser.expression("when")), .text("Date(timeIntervalSince1970: 1)"))
        XCTAssertNil(unknown.decide(try ExpressionParser.expression("when == when")))
    }

    /// Where a part is Swift text, what archgen can decide is decided and the rest spelled with the text as one
    /// operand (spec-gen seeds 63 and 64: `[].last?.note ?? message` spelled whole had no type; `message + (a ? b : c)`
    /// lost its parentheses where `a ? b : c` was a value written in).
    func testWhatCanBeDecidedIsAndTextStandsAsOneOperand() throws {
        let described = #""described: \(FetchError.denied(reason: "a b"))""#
        let evaluator = ExpressionEvaluator(values: [
            "message": .text(described), "flag": .bool(false), "rows": .array([]),
            "token": .text("\(described).isEmpty ? \(described) : \"\""),
        ])
        func value(_ text: String) throws -> TestValue { evaluator.evaluate(try ExpressionParser.expression(text)) }
        XCTAssertEqual(try value("flag ? \"x\" : message"), .text(described))
        XCTAssertEqual(try value("rows.last?.note ?? message"), .text(described))
        let known = ExpressionEvaluator(values: [
            "message": .text(described), "orders": .array([.model("Order", ["note"], [.string("n")])]),
        ])
        XCTAssertEqual(
            known.evaluate(try ExpressionParser.expression("message + (orders.last?.note ?? message)")),
            .text("\(described) + \"n\""))
        XCTAssertEqual(
            try value("message + (rows.last?.note ?? token)"),
            .text("\(described) + (\(described).isEmpty ? \(described) : \"\")"))
        XCTAssertTrue(SwiftText.isOneTerm(described))
        XCTAssertTrue(SwiftText.isOneTerm("Item.fixture(id: 1, title: \"a b\")"))
        XCTAssertTrue(SwiftText.isOneTerm("Result<[Int], Never>.success([1, 2])"))
        XCTAssertFalse(SwiftText.isOneTerm("a ? b : c"))
        XCTAssertFalse(SwiftText.isOneTerm("a < b"))
    }
}
