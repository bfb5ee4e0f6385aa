// Created by archgen from Space12.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the model owns,
/// and the state the handler returns becomes the model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the model: releasing it while a handler awaits cancels that handler's work.
extension Space12Model.Handlers {
    /// A page of orders came back.
    /// It runs in the task of `customerSelected`, with its call's result.
    func pageArrived(page: Page) async -> State? {
        // Decide what `pageArrived` does: call a dependency if it needs one, and return the next state.
        nil
    }

    /// Filters the orders.
    func searchChanged(query: String) async -> State? {
        // Decide what `searchChanged` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func closed() async -> State? {
        // Decide what `closed` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `let`() async -> State? {
        // Decide what `let` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `var`() async -> State? {
        // Decide what `var` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `if`() async -> State? {
        // Decide what `if` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `nil`() async -> State? {
        // Decide what `nil` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
