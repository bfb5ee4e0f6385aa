// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Orders

/// Your tests for the custom events, whose behaviour you wrote in `OrdersViewModel+Custom.swift`.
/// Build the view model with the spies of `OrdersMocks.swift`, send the event, await its task, check the state.
nonisolated final class OrdersCustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `ordersArrived` and delete this.
extension OrdersCustomTests {
    func testOrdersArrived() throws {
        throw XCTSkip("not written yet: the test of `ordersArrived`, whose handler is yours")
    }
}
