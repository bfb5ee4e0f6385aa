import ArchgenSpec
import XCTest

@testable import ArchgenBehaviour

/// The evaluator computes what generated code computes, so the generated tests expect the right values.
final class ExpressionEvaluatorTests: XCTestCase {
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
        XCTAssertEqual(try value("items.count > 1 ? \"many\" : \"one\""), .string("many"))
        XCTAssertEqual(
            evaluator.decide(try ExpressionParser.expression("query.contains(\"b\") && !items.isEmpty")), true)
        XCTAssertEqual(evaluator.decide(try ExpressionParser.expression("count == 4 || banner != nil")), false)
        // A value archgen cannot look into is Swift text: good enough to expect, never to decide a guard.
        let unknown = ExpressionEvaluator(values: ["when": .text("Date(timeIntervalSince1970: 1)")])
        XCTAssertEqual(
            unknown.evaluate(try ExpressionParser.expression("when")), .text("Date(timeIntervalSince1970: 1)"))
        XCTAssertNil(unknown.decide(try ExpressionParser.expression("when == when")))
    }
}
