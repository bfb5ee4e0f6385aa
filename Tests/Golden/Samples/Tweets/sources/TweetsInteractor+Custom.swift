// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: the event's request hands the event to its handler in a task the interactor owns,
/// and the state the handler returns becomes the interactor's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the interactor: releasing it while a handler awaits cancels that handler's work.
extension TweetsInteractor.Handlers {
    /// Keeps the whole feed and shows its first five tweets.
    /// It runs in the task of `initialLoad` and `refresh`, with its call's result.
    func feedFetched(tweets: [Tweet]) async -> State? {
        // Decide what `feedFetched` does: call a dependency if it needs one, and return the next state.
        nil
    }

    /// A row came on screen: when it is the last one shown, show five more.
    func rowAppeared(id: UUID) async -> State? {
        // Decide what `rowAppeared` does: call a dependency if it needs one, and return the next state.
        nil
    }
}
