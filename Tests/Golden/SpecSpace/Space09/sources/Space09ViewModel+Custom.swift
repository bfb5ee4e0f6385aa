// Created by archgen from Space09.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the view model owns,
/// and the state the handler returns becomes the view model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the view model: releasing it while a handler awaits cancels that handler's work.
extension Space09ViewModel.Handlers {
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

    func `import`() async -> State? {
        // Decide what `import` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `static`() async -> State? {
        // Decide what `static` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `fallthrough`() async -> State? {
        // Decide what `fallthrough` does: call a dependency if it needs one, and return the next state.
        nil
    }

    func `await`() async -> State? {
        // Decide what `await` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
