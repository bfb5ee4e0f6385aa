// Created by archgen from Space02.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: the event's request hands the event to its handler in a task the interactor owns,
/// and the state the handler returns becomes the interactor's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the interactor: releasing it while a handler awaits cancels that handler's work.
extension Space02Interactor.Handlers {
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

    func `borrowing`() async -> State? {
        // Decide what `borrowing` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `open`() async -> State? {
        // Decide what `open` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `case`() async -> State? {
        // Decide what `case` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `repeat`() async -> State? {
        // Decide what `repeat` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `throws`() async -> State? {
        // Decide what `throws` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
