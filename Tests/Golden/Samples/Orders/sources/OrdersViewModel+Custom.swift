// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view model's `send(_:)` hands each of these to the method of the same name in a task it owns,
/// and the state a handler returns becomes the view model's (nil leaves it as it is), unless the task was superseded or
/// cancelled meanwhile. Handlers reach the dependencies and the kept values through `Handlers`, which does not hold the
/// view model: releasing it while a handler awaits cancels that handler's work.
extension OrdersViewModel.Handlers {
    func ordersArrived(orders: [Order]) async -> State? {
        // Decide what `ordersArrived` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
