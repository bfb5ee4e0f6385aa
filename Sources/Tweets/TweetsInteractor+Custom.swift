// Created by archgen from Tweets.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

/// Custom events: `TweetsBusinessLogic` asks for these; decide what each one does.
extension TweetsInteractor {
    /// Keeps the whole feed and shows its first five tweets.
    @discardableResult
    func feedFetched(request: TweetsScene.FeedFetched.Request) -> Task<Void, Never> {
        // Call a dependency with the request's values, then hand a response to `presenter`.
        Task {}
    }

    /// A row came on screen: when it is the last one shown, show five more.
    @discardableResult
    func rowAppeared(request: TweetsScene.RowAppeared.Request) -> Task<Void, Never> {
        // Call a dependency with the request's values, then hand a response to `presenter`.
        Task {}
    }
}
