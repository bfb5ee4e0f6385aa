// Created by archgen from CreateOrder.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `OrdersStore` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveOrdersStore: OrdersStore {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func createOrder(details: OrderDetails) async throws -> Order {
        throw NotWritten(description: "LiveOrdersStore.createOrder is not written yet")
    }

    func updateOrder(id: String, details: OrderDetails) async throws -> Order {
        throw NotWritten(description: "LiveOrdersStore.updateOrder is not written yet")
    }
}
