// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: `TweetsBusinessLogic` asks for these; decide what each one does. Each runs its work in a task
/// the interactor owns (`startWork`, with the event's policy), so a newer request or the interactor's release cancels
/// it. A step (one that receives another event's result) runs in that event's task instead, and is not on
/// `TweetsBusinessLogic`.
extension TweetsInteractor {
    /// How many tweets appear at first, and how many more each time the last one shown comes on screen.
    static let pageSize = 5

    /// Keeps the whole feed and shows its first five tweets.
    func feedFetched(tweets: [Tweet]) async {
        feed = tweets
        presentLoaded(TweetsScene.Loaded.Response(tweets: Array(feed.prefix(Self.pageSize))))
    }

    /// A row came on screen: when it is the last one shown, show five more.
    @discardableResult
    public func rowAppeared(request: TweetsScene.RowAppeared.Request) -> Task<Void, Never> {
        let shown = loaded?.tweets ?? []
        if request.id == shown.last?.id, shown.count < feed.count {
            presentLoaded(TweetsScene.Loaded.Response(tweets: Array(feed.prefix(shown.count + Self.pageSize))))
        }
        return Task {}
    }
}
