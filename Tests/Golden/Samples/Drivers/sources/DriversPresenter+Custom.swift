// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: the event's method hands the event to its handler in a task the presenter owns,
/// and the state the handler returns becomes the presenter's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the presenter: releasing it while a handler awaits cancels that handler's work.
extension DriversPresenter.Handlers {
    /// Keeps every driver and shows those whose name contains the query typed meanwhile.
    /// It runs in the task of `viewDidLoad`, with its call's result.
    func driversArrived(drivers: [Driver]) async -> State? {
        // Decide what `driversArrived` does: call a dependency if it needs one, and return the next state.
        nil
    }

    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    func searchTextChanged(query: String) async -> State? {
        // Decide what `searchTextChanged` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
