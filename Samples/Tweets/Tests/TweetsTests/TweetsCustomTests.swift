// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Tweets

/// Tests for the paging written in `TweetsInteractor+Custom.swift`: five tweets at first, five more each time the
/// last one shown comes on screen.
nonisolated final class TweetsCustomTests: XCTestCase {
    private let feed: [Tweet] = (1...12).map { number in
        Tweet(
            id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!, sender: "@\(number)",
            content: "\(number)", imageURLs: [])
    }

    @MainActor
    private func makeSUT() -> (TweetsInteractor, TweetsPresenterSpy, TweetsRepositorySpy) {
        let presenter = TweetsPresenterSpy()
        let repository = TweetsRepositorySpy()
        repository.fetchAllResult = .success(feed)
        return (TweetsInteractor(presenter: presenter, tweetsRepository: repository), presenter, repository)
    }

    @MainActor
    func testInitialLoadShowsTheFirstFiveTweets() async {
        let (interactor, presenter, _) = makeSUT()
        await interactor.initialLoad(request: TweetsScene.InitialLoad.Request()).value
        // (The scene starts on the spinner; the presenter is told each change, so the spinner is not presented again.)
        XCTAssertEqual(presenter.presentations, [.loaded(TweetsScene.Loaded.Response(tweets: Array(feed[0..<5])))])
        XCTAssertEqual(interactor.feed, feed)
    }

    @MainActor
    func testTheLastShownRowShowsFiveMoreAndOtherRowsChangeNothing() async {
        let (interactor, presenter, _) = makeSUT()
        await interactor.initialLoad(request: TweetsScene.InitialLoad.Request()).value
        await interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: feed[2].id)).value
        XCTAssertEqual(presenter.presentations.count, 1, "a row that is not the last shown changes nothing")
        await interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: feed[4].id)).value
        XCTAssertEqual(presenter.presentations.last, .loaded(TweetsScene.Loaded.Response(tweets: Array(feed[0..<10]))))
        await interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: feed[9].id)).value
        XCTAssertEqual(presenter.presentations.last, .loaded(TweetsScene.Loaded.Response(tweets: feed)))
        await interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: feed[11].id)).value
        XCTAssertEqual(presenter.presentations.count, 3, "nothing more once the whole feed is shown")
    }

    @MainActor
    func testRefreshKeepsTheListOnScreenAndStartsAgainFromTheFirstFive() async {
        let (interactor, presenter, repository) = makeSUT()
        await interactor.initialLoad(request: TweetsScene.InitialLoad.Request()).value
        await interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: feed[4].id)).value
        repository.fetchAllResult = .success(Array(feed.reversed()))
        await interactor.refresh(request: TweetsScene.Refresh.Request()).value
        XCTAssertEqual(
            presenter.presentations.suffix(2),
            [
                .loaded(TweetsScene.Loaded.Response(tweets: Array(feed[0..<10]))),
                .loaded(TweetsScene.Loaded.Response(tweets: Array(feed.reversed()[0..<5]))),
            ],
            "no loading state on refresh")
    }

    @MainActor
    func testAFeedShorterThanAPageIsShownWhole() async {
        let (interactor, presenter, repository) = makeSUT()
        repository.fetchAllResult = .success(Array(feed[0..<3]))
        await interactor.refresh(request: TweetsScene.Refresh.Request()).value
        XCTAssertEqual(presenter.presentations, [.loaded(TweetsScene.Loaded.Response(tweets: Array(feed[0..<3])))])
        await interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: feed[2].id)).value
        XCTAssertEqual(presenter.presentations.count, 1)
    }
}
