// Created by archgen from Space10.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// Custom events: the model's `send(_:)` hands each of these to the method of the same name in a task it owns,
/// and the state a handler returns becomes the model's (nil leaves it as it is), unless the task was superseded or
/// cancelled meanwhile. Handlers reach the dependencies and the kept values through `Handlers`, which does not hold the
/// model: releasing it while a handler awaits cancels that handler's work.
extension Space10Model.Handlers {
    /// A page of orders came back.
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

    func `inout`() async -> State? {
        // Decide what `inout` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `struct`() async -> State? {
        // Decide what `struct` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `for`() async -> State? {
        // Decide what `for` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `false`() async -> State? {
        // Decide what `false` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
