// Created by archgen from Space06.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: the event's method hands the event to its handler in a task the presenter owns,
/// and the state the handler returns becomes the presenter's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the presenter: releasing it while a handler awaits cancels that handler's work.
extension Space06Presenter.Handlers {
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

    func `extension`() async -> State? {
        // Decide what `extension` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `defer`() async -> State? {
        // Decide what `defer` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `where`() async -> State? {
        // Decide what `where` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `actor`() async -> State? {
        // Decide what `actor` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
