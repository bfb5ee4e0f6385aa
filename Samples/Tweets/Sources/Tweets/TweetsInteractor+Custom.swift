// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: the event's request hands the event to its handler in a task the interactor owns,
/// and the state the handler returns becomes the interactor's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the interactor: releasing it while a handler awaits cancels that handler's work.
extension TweetsInteractor.Handlers {
    /// How many tweets appear at first, and how many more each time the last one shown comes on screen.
    static let pageSize = 5

    /// Keeps the whole feed and shows its first five tweets.
    ///
    /// It runs in the task of `initialLoad` and `refresh`, with its call's result.
    func feedFetched(tweets: [Tweet]) async -> State? {
        feed = tweets
        return .loaded(tweets: Array(feed.prefix(Self.pageSize)))
    }

    /// A row came on screen: when it is the last one shown, show five more.
    func rowAppeared(id: UUID) async -> State? {
        guard case .loaded(let shown) = state, id == shown.last?.id, shown.count < feed.count else { return nil }
        return .loaded(tweets: Array(feed.prefix(shown.count + Self.pageSize)))
    }
}
