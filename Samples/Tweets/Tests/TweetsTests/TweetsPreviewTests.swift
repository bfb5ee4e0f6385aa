import Foundation
import XCTest

@testable import Tweets

/// The starter view's previews are made with the preview dependencies of `TweetsPreviews.swift` (generated): each
/// must bring the scene to the state its preview is named after, through the store's first load.
#if DEBUG
nonisolated final class TweetsPreviewTests: XCTestCase {
    @MainActor
    func testEachOutcomeShowsTheStateOfItsPreview() async {
        let waiting = TweetsStore(
            interactor: TweetsInteractor(tweetsRepository: PreviewTweetsRepository(outcome: .waits)))
        let load = Task { await waiting.appeared() }
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(waiting.content, .loading(TweetsScene.Loading.ViewModel()))
        load.cancel()
        await load.value

        let succeeding = TweetsStore(
            interactor: TweetsInteractor(tweetsRepository: PreviewTweetsRepository(outcome: .succeeds)))
        await succeeding.appeared()
        guard case .loaded(let viewModel) = succeeding.content else { return XCTFail("\(succeeding.content)") }
        XCTAssertEqual(viewModel.tweets.count, 1)

        let failing = TweetsStore(
            interactor: TweetsInteractor(tweetsRepository: PreviewTweetsRepository(outcome: .fails)))
        await failing.appeared()
        XCTAssertEqual(failing.content, .failed(TweetsScene.Failed.ViewModel(message: "The preview's call failed.")))
    }
}
#endif
