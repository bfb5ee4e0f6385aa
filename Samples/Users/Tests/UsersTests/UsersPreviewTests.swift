import Foundation
import XCTest

@testable import Users

/// The starter view's previews are made with the preview dependencies of `UsersPreviews.swift` (generated): each
/// must bring the screen to the state its preview is named after, through the view model's own appearance.
#if DEBUG
nonisolated final class UsersPreviewTests: XCTestCase {
    @MainActor
    func testAWaitingCallKeepsTheLoadingStateUntilItsTaskIsCancelled() async {
        let viewModel = UsersViewModel(usersService: .preview(.waits))
        let task = viewModel.send(.viewAppeared)
        try? await Task.sleep(for: .milliseconds(20))
        XCTAssertEqual(viewModel.state, .loading)
        task.cancel()
        await task.value
        XCTAssertEqual(viewModel.state, .loading, "a cancelled call is not a failure")
    }

    @MainActor
    func testASucceedingCallShowsItsSample() async {
        let viewModel = UsersViewModel(usersService: .preview(.succeeds))
        await viewModel.send(.viewAppeared).value
        guard case .loaded(let users) = viewModel.state else { return XCTFail("\(viewModel.state)") }
        XCTAssertEqual(users.count, 1, "a list preview shows a row, not the empty state")
    }

    @MainActor
    func testAFailingCallShowsTheFailure() async {
        let viewModel = UsersViewModel(usersService: .preview(.fails))
        await viewModel.send(.viewAppeared).value
        XCTAssertEqual(viewModel.state, .failed(message: "The preview's call failed."))
    }
}
#endif
