import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// VIP's view models are made for display: a model a state shows becomes a row of the scene (numbers and dates as
/// text, nested models as rows, the rest as the model has it), the presenter maps responses through the rows, and a
/// row's name never clashes with a state, an event or another model.
final class DisplayRowsTests: XCTestCase {
    private func spec(models: String = "", states: String = "", events: String = "") -> String {
        """
        {
          "archgen": 1, "module": "Shop", "pattern": "vip",
          "models": [
            { "name": "Customer", "properties": ["id: Int", "name: String", "since: Date"] },
            { "name": "Order", "properties": ["id: UUID", "total: Decimal", "count: Int", "paid: Bool", "link: URL", "customer: Customer", "tags: [String]"] }\(models)
          ],
          "dependencies": [{ "name": "Shop", "methods": ["orders() async throws -> [Order]"] }],
          "states": ["loading", "loaded(orders: [Order])", "picked(order: Order?)", "failed(message: String)"\(states)],
          "initialState": "loading",
          "events": [
            { "name": "appeared", "calls": "Shop.orders", "while": "loading", "onSuccess": "loaded", "onFailure": "failed" }\(events)
          ]
        }
        """
    }

    func testAStatesModelsBecomeRowsOfDisplayValues() throws {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec(), fileName: "Shop.archgen.json"))
        XCTAssertEqual(result.diagnostics.map { $0.formatted(path: "Shop.archgen.json") }, [])
        let models = try XCTUnwrap(result.files.first { $0.path == "ShopModels.swift" }).contents
        for expected in [
            "            let orders: [ShopScene.OrderRow]\n",  // the loaded view model
            "            let order: ShopScene.OrderRow?\n",  // the picked one
            // Hashable (a UIKit table keys its rows by them), nonisolated (a MainActor default would isolate that).
            "    nonisolated struct OrderRow: Equatable, Hashable, Sendable, Identifiable {\n",
            "        let id: UUID\n        let total: String\n        let count: String\n        let paid: Bool\n"
                + "        let link: URL\n        let customer: ShopScene.CustomerRow\n        let tags: [String]\n",
            "            self.total = order.total.formatted()\n",
            "            self.customer = ShopScene.CustomerRow(order.customer)\n",
            // An identity stays what it is, even a number; a date is text.
            "        let id: Int\n        let name: String\n        let since: String\n",
            "            self.since = customer.since.formatted(date: .abbreviated, time: .shortened)\n",
        ] {
            XCTAssertTrue(models.contains(expected), "missing:\n\(expected)\nin:\n\(models)")
        }
        let presenter = try XCTUnwrap(result.files.first { $0.path == "ShopPresenter.swift" }).contents
        XCTAssertTrue(
            presenter.contains("ShopScene.Loaded.ViewModel(orders: response.orders.map(ShopScene.OrderRow.init))"))
        XCTAssertTrue(
            presenter.contains("ShopScene.Picked.ViewModel(order: response.order.map(ShopScene.OrderRow.init))"))
        // The other patterns show the models as they are.
        let mvvm = SpecFixtures.generator.generate(
            SpecFixtures.input(
                spec().replacingOccurrences(of: "\"vip\"", with: "\"mvvm\""), fileName: "Shop.archgen.json"))
        XCTAssertFalse(try XCTUnwrap(mvvm.files.first { $0.path == "ShopModels.swift" }).contents.contains("Row"))
    }

    func testARowsNameTakenByAStateAnEventOrAModelIsAPositionedError() {
        let cases: [(String, String)] = [
            (
                spec(states: #", "orderRow""#),
                "Shop.archgen.json:8:104: error: state 'orderRow' would name the same type as VIP's row for model "
                    + "'Order' (VIP makes a type of each state and event); rename the state"
            ),
            (
                spec(models: #", { "name": "OrderRow", "properties": ["title: String"] }"#),
                "Shop.archgen.json:5:163: error: model 'OrderRow' has the name of the row VIP makes for model 'Order' in "
                    + "the scene; rename the model"
            ),
        ]
        for (text, expected) in cases {
            let diagnostics = SpecFixtures.generator.validate(SpecFixtures.input(text, fileName: "Shop.archgen.json"))
                .diagnostics.map { $0.formatted(path: "Shop.archgen.json") }
            XCTAssertEqual(diagnostics, [expected], text)
        }
    }
}
