// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `OrdersService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveOrdersService: OrdersService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func orders(`for` customerID: Int, page: Int) async throws -> [Order] {
        throw NotWritten(description: "LiveOrdersService.orders is not written yet")
    }

    func cancel(_ order: Order, reason: String) async throws {
        throw NotWritten(description: "LiveOrdersService.cancel is not written yet")
    }

    func count() async -> Int {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return 0
    }

    func clear() async throws {
        throw NotWritten(description: "LiveOrdersService.clear is not written yet")
    }
}
