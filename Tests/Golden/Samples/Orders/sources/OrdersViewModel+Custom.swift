// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the view model owns,
/// and the state the handler returns becomes the view model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the view model: releasing it while a handler awaits cancels that handler's work.
extension OrdersViewModel.Handlers {
    /// It runs in the task of `refreshTapped`, with its call's result.
    func ordersArrived(orders: [Order]) async -> State? {
        // Decide what `ordersArrived` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
