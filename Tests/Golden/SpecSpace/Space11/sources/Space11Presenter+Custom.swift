// Created by archgen from Space11.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// Custom events, one handler each: the event's method hands the event to its handler in a task the presenter owns,
/// and the state the handler returns becomes the presenter's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the presenter: releasing it while a handler awaits cancels that handler's work.
extension Space11Presenter.Handlers {
    /// It runs in the task of `customerSelected`, with its call's result.
    func pageArrived(page: Page) async -> State? {
        // Decide what `pageArrived` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func searchChanged(query: String) async -> State? {
        // Decide what `searchChanged` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func closed() async -> State? {
        // Decide what `closed` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `internal`() async -> State? {
        // Decide what `internal` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `typealias`() async -> State? {
        // Decide what `typealias` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `guard`() async -> State? {
        // Decide what `guard` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `is`() async -> State? {
        // Decide what `is` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
