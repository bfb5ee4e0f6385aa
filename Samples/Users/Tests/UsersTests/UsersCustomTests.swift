// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Users

/// Tests for `searchChanged`, the custom event written in `UsersViewModel+Custom.swift`.
nonisolated final class UsersCustomTests: XCTestCase {
    private let contacts = [
        User(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Ada Lovelace", phone: "1"),
        User(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Grace Hopper", phone: "2"),
        User(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, name: "Alan Turing", phone: "3"),
    ]

    @MainActor
    private func makeViewModel() -> (UsersViewModel, UsersServiceSpy) {
        let service = UsersServiceSpy()
        service.fetchUsersResult = .success(contacts)
        // The debounce ends at once: a send still waiting when a newer one comes is cancelled, as after 0.3 s.
        return (UsersViewModel(usersService: service.closures, debounceWait: { _ in }), service)
    }

    @MainActor
    func testTypingOnAsksTheServiceOnceForTheLastQuery() async {
        let (viewModel, service) = makeViewModel()
        viewModel.send(.searchChanged(query: "a"))
        viewModel.send(.searchChanged(query: "al"))
        await viewModel.send(.searchChanged(query: "alan")).value
        XCTAssertEqual(service.fetchUsersCalls.count, 1)
        XCTAssertEqual(viewModel.state, .loaded(users: [contacts[2]]))
    }

    @MainActor
    func testSearchKeepsContactsWhoseNameContainsTheQueryIgnoringCase() async {
        let (viewModel, _) = makeViewModel()
        await viewModel.send(.searchChanged(query: "LA")).value
        XCTAssertEqual(viewModel.state, .loaded(users: [contacts[0], contacts[2]]))
    }

    @MainActor
    func testEmptyOrBlankQueryShowsEveryContact() async {
        let (viewModel, _) = makeViewModel()
        await viewModel.send(.searchChanged(query: "grace")).value
        XCTAssertEqual(viewModel.state, .loaded(users: [contacts[1]]))
        await viewModel.send(.searchChanged(query: "  ")).value
        XCTAssertEqual(viewModel.state, .loaded(users: contacts))
    }

    @MainActor
    func testQueryMatchingNobodyShowsAnEmptyList() async {
        let (viewModel, _) = makeViewModel()
        await viewModel.send(.searchChanged(query: "zz")).value
        XCTAssertEqual(viewModel.state, .loaded(users: []))
    }

    /// The spy answers in order what `fetchUsersResults` scripts: the search fails, the next one finds the contacts.
    @MainActor
    func testASearchAfterAFailedOneShowsWhatTheServiceAnswersThen() async {
        let (viewModel, service) = makeViewModel()
        service.fetchUsersResults = [.failure(UsersMockError(description: "offline")), .success(contacts)]
        await viewModel.send(.searchChanged(query: "a")).value
        XCTAssertEqual(viewModel.state, .failed(message: "offline"))
        await viewModel.send(.searchChanged(query: "grace")).value
        XCTAssertEqual(viewModel.state, .loaded(users: [contacts[1]]))
        XCTAssertEqual(service.fetchUsersResults.count, 0, "each answer is used once")
        XCTAssertEqual(service.fetchUsersCalls.count, 2)
    }

    @MainActor
    func testSearchShowsTheErrorWhenContactsCannotBeFetched() async {
        let (viewModel, service) = makeViewModel()
        service.fetchUsersResult = .failure(UsersMockError(description: "offline"))
        await viewModel.send(.searchChanged(query: "a")).value
        XCTAssertEqual(viewModel.state, .failed(message: "offline"))
    }

    /// Leaving the screen while the search awaits the service releases the view model and cancels the search: the
    /// handler works through `Handlers`, which does not hold the view model.
    @MainActor
    func testReleasingTheViewModelWhileTheSearchAwaitsCancelsIt() async {
        weak var released: UsersViewModel?
        let service = UsersServiceSpy()
        service.fetchUsersResult = .success(contacts)
        service.gate.hold()
        let task: Task<Void, Never>
        do {
            let viewModel = UsersViewModel(usersService: service.closures, debounceWait: { _ in })
            released = viewModel
            task = viewModel.send(.searchChanged(query: "a"))
            let came = await service.gate.waitForCalls(1, before: task)
            XCTAssertTrue(came)
        }
        XCTAssertNil(released, "the search keeps the view model alive while it awaits")
        XCTAssertTrue(task.isCancelled, "releasing the view model does not cancel the search")
        service.gate.releaseAll()
        await task.value
    }

    /// The view model's default `describeError`: an error that words itself for people is shown in its words.
    @MainActor
    func testAnErrorThatWordsItselfIsShownInItsOwnWords() async {
        struct Offline: LocalizedError {
            var errorDescription: String? { "You are offline." }
        }
        let (viewModel, service) = makeViewModel()
        service.fetchUsersResult = .failure(Offline())
        await viewModel.send(.searchChanged(query: "a")).value
        XCTAssertEqual(viewModel.state, .failed(message: "You are offline."))
    }

    /// The app's own wording, given to `init`, is what a failure shows.
    @MainActor
    func testTheAppsOwnWordingIsWhatAFailureShows() async {
        let service = UsersServiceSpy()
        service.fetchUsersResult = .failure(UsersMockError(description: "offline"))
        let viewModel = UsersViewModel(
            usersService: service.closures, describeError: { _ in "Try again later." }, debounceWait: { _ in })
        await viewModel.send(.searchChanged(query: "a")).value
        XCTAssertEqual(viewModel.state, .failed(message: "Try again later."))
    }
}
