// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the model owns,
/// and the state the handler returns becomes the model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the model: releasing it while a handler awaits cancels that handler's work.
extension PeopleModel.Handlers {
    /// Keeps everyone, sorted by name, and shows those the query matches.
    /// It runs in the task of `appeared`, with its call's result.
    func peopleArrived(people: [Person]) async -> State? {
        // Decide what `peopleArrived` does: call a dependency if it needs one, and return the next state.
        nil
    }

    /// Shows the people whose name contains the query (everyone when it is empty), once they have arrived.
    func queryChanged(query: String) async -> State? {
        // Decide what `queryChanged` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
