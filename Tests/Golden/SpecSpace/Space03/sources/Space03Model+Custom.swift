// Created by archgen from Space03.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the model owns,
/// and the state the handler returns becomes the model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the model: releasing it while a handler awaits cancels that handler's work.
extension Space03Model.Handlers {
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

    func `class`() async -> State? {
        // Decide what `class` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `operator`() async -> State? {
        // Decide what `operator` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `catch`() async -> State? {
        // Decide what `catch` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `return`() async -> State? {
        // Decide what `return` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `true`() async -> State? {
        // Decide what `true` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
