// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: `TweetsBusinessLogic` asks for these; decide what each one does. Each runs its work in a task
/// the interactor owns (`startWork`, with the event's policy), so a newer request or the interactor's release cancels
/// it. A step (one that receives another event's result) runs in that event's task instead, and is not on
/// `TweetsBusinessLogic`.
extension TweetsInteractor {
    /// Keeps the whole feed and shows its first five tweets.
    func feedFetched(tweets: [Tweet]) async {
        // Hand a response to `presenter` through a `present…` method (after anything you await here, check
        // `!Task.isCancelled` first). This runs in the task of `initialLoad` and `refresh`, with its call's result.
    }

    /// A row came on screen: when it is the last one shown, show five more.
    @discardableResult
    public func rowAppeared(request: TweetsScene.RowAppeared.Request) -> Task<Void, Never> {
        cancelWork(.rowAppeared)
        return startWork(.rowAppeared) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }
}
