// Created by archgen from Space01.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// Custom events, one handler each: the event's request hands the event to its handler in a task the interactor owns,
/// and the state the handler returns becomes the interactor's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the interactor: releasing it while a handler awaits cancels that handler's work.
extension Space01Interactor.Handlers {
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

    func `associatedtype`() async -> State? {
        // Decide what `associatedtype` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `nonisolated`() async -> State? {
        // Decide what `nonisolated` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `break`() async -> State? {
        // Decide what `break` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `in`() async -> State? {
        // Decide what `in` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `super`() async -> State? {
        // Decide what `super` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
