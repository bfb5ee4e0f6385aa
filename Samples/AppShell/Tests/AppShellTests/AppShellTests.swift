import Drivers
import Tweets
import Users
import XCTest

@testable import AppShell

/// The feature modules, used from another module as an app uses them: built with live dependencies, driven through
/// their public API, each ends where its spec says.
nonisolated final class AppShellTests: XCTestCase {
    @MainActor
    func testTheContactsScreenLoadsFromItsLiveService() async {
        let viewModel = AppScreens.contacts()
        XCTAssertEqual(viewModel.state, .loading)
        await viewModel.send(.viewAppeared).value
        guard case .loaded(let users) = viewModel.state else { return XCTFail("\(viewModel.state)") }
        XCTAssertEqual(users.count, 4)
    }

    @MainActor
    func testTheDriversScreenShowsTheGridThroughItsView() async {
        let presenter = AppScreens.drivers()
        let view = DriversDisplay()
        presenter.attach(view)
        await presenter.viewDidLoad().value
        XCTAssertEqual(view.shown.last, "loaded 8")
    }

    @MainActor
    func testTheFeedShowsItsFirstFiveTweetsAndKeepsThemInItsDataStore() async {
        let store = AppScreens.feed()
        await store.appeared()
        guard case .loaded(let viewModel) = store.content else { return XCTFail("\(store.content)") }
        XCTAssertEqual(viewModel.tweets.count, 5)
        let dataStore = store.dataStore
        XCTAssertEqual(dataStore.loaded?.tweets.map(TweetsScene.TweetRow.init), viewModel.tweets)
    }
}

/// A view of the drivers written in the app: what the presenter displayed, in order.
@MainActor
private final class DriversDisplay: DriversView {
    var shown: [String] = []
    func displayLoading() { shown.append("loading") }
    func displayLoaded(drivers: [Driver]) { shown.append("loaded \(drivers.count)") }
    func displayFailed(message: String) { shown.append("failed \(message)") }
}
