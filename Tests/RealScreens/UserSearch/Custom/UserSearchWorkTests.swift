import Foundation
import Testing

@testable import UserSearch

/// What the spec says and archgen generates, but writes no test for (see NOTE.md): the debounce, a newer query
/// winning, a new query or a cleared field stopping the work, the same text sent again, a second page request while
/// one loads, and a full page keeping the paging on.
@MainActor
struct UserSearchWorkTests {
    private let service = GitHubServiceSpy()
    private let debounce = UserSearchDebounceSpy()

    private func makeViewModel(
        state: UserSearchViewModel.State = .idle, query: String = "", page: Int = 1, canLoadMore: Bool = false
    ) -> UserSearchViewModel {
        UserSearchViewModel(
            state: state, query: query, page: page, canLoadMore: canLoadMore, gitHubService: service,
            describeError: { "described: \($0)" }, debounceWait: debounce.wait)
    }

    private func users(_ ids: ClosedRange<Int>) -> [GitHubUser] {
        ids.map { GitHubUser(id: $0, login: "user\($0)", avatarUrl: nil, bio: nil, followers: nil, publicRepos: nil) }
    }

    @Test
    func typingWaitsHalfASecondAndSearchesOnlyTheLastText() async {
        service.searchUsersResult = .success(users(1...3))
        let viewModel = makeViewModel()
        let first = viewModel.send(.queryChanged(text: "oc"))
        let second = viewModel.send(.queryChanged(text: "oct"))
        #expect(first.isCancelled)
        await first.value
        await second.value
        #expect(service.searchUsersCalls.map(\.query) == ["oct"])
        #expect(debounce.durations == [.milliseconds(500), .milliseconds(500)])
        #expect(viewModel.state == .loaded(users: users(1...3)))
    }

    @Test
    func aNewerQueryWinsOverAnOlderOneThatAnswersLast() async {
        service.gate.hold(ignoringCancellation: true)
        let viewModel = makeViewModel()
        service.searchUsersResult = .success(users(1...2))
        let older = viewModel.send(.queryChanged(text: "old"))
        #expect(await service.gate.waitForCalls(1, before: older))
        service.searchUsersResult = .success(users(7...9))
        let newer = viewModel.send(.queryChanged(text: "new"))
        #expect(await service.gate.waitForCalls(2, before: newer))
        #expect(older.isCancelled)
        service.gate.release(call: 2)
        await newer.value
        service.gate.release(call: 1)
        await older.value
        #expect(viewModel.state == .loaded(users: users(7...9)))
        #expect(viewModel.query == "new")
    }

    @Test
    func aNewQueryStopsThePageStillLoading() async {
        service.gate.hold(ignoringCancellation: true)
        let viewModel = makeViewModel(state: .loaded(users: users(1...10)), query: "old", page: 2, canLoadMore: true)
        service.searchUsersResult = .success(users(11...20))
        let nextPage = viewModel.send(.nearEndReached)
        #expect(await service.gate.waitForCalls(1, before: nextPage))
        service.searchUsersResult = .success(users(31...32))
        let search = viewModel.send(.queryChanged(text: "new"))
        // The whole event waits for its debounce: the page is stopped when the search starts, not at the keystroke.
        #expect(await service.gate.waitForCalls(2, before: search))
        #expect(nextPage.isCancelled)
        #expect(viewModel.fields.isLoadingMore == false)
        service.gate.releaseAll()
        await nextPage.value
        await search.value
        #expect(viewModel.state == .loaded(users: users(31...32)))
        #expect(viewModel.page == 2)
        #expect(viewModel.canLoadMore == false)
    }

    @Test
    func clearingTheFieldStopsTheSearchAndStartsOver() async {
        service.gate.hold(ignoringCancellation: true)
        service.searchUsersResult = .success(users(1...3))
        let viewModel = makeViewModel()
        let search = viewModel.send(.queryChanged(text: "octo"))
        #expect(await service.gate.waitForCalls(1, before: search))
        let clear = viewModel.send(.queryChanged(text: ""))
        // The clearing keystroke waits out its debounce, as any keystroke does (the search runs on meanwhile), then
        // stops the search typed before.
        await clear.value
        #expect(search.isCancelled)
        #expect(viewModel.state == .idle)
        service.gate.releaseAll()
        await search.value
        #expect(viewModel.state == .idle)
        #expect(viewModel.query == "")
        #expect(service.searchUsersCalls.count == 1)
    }

    @Test
    func theTextSearchedLastSentAgainDoesNothing() async {
        let viewModel = makeViewModel(state: .loaded(users: users(1...3)), query: "octo")
        await viewModel.send(.queryChanged(text: "octo")).value
        #expect(service.searchUsersCalls.isEmpty)
        // Its guards run after the wait, like the rest of a debounced event, and refuse it then.
        #expect(debounce.durations == [.milliseconds(500)])
        #expect(viewModel.state == .loaded(users: users(1...3)))
        #expect(viewModel.query == "octo")
    }

    @Test
    func aSecondPageRequestWhileOneLoadsIsDropped() async {
        service.gate.hold()
        service.searchUsersResult = .success(users(11...20))
        let viewModel = makeViewModel(state: .loaded(users: users(1...10)), query: "octo", page: 2, canLoadMore: true)
        let first = viewModel.send(.nearEndReached)
        #expect(await service.gate.waitForCalls(1, before: first))
        let second = viewModel.send(.nearEndReached)
        #expect(second == first)
        service.gate.releaseAll()
        await first.value
        #expect(service.searchUsersCalls.count == 1)
        #expect(viewModel.state == .loaded(users: users(1...20)))
        #expect(viewModel.page == 3)
    }

    @Test
    func aFullFirstPageKeepsThePagingOn() async {
        service.searchUsersResult = .success(users(1...10))
        let viewModel = makeViewModel()
        await viewModel.send(.queryChanged(text: "octo")).value
        #expect(viewModel.state == .loaded(users: users(1...10)))
        #expect(viewModel.page == 2)
        #expect(viewModel.canLoadMore == true)
    }

    @Test
    func aFullNextPageKeepsThePagingOn() async {
        service.searchUsersResult = .success(users(11...20))
        let viewModel = makeViewModel(state: .loaded(users: users(1...10)), query: "octo", page: 2, canLoadMore: true)
        await viewModel.send(.nearEndReached).value
        #expect(service.searchUsersCalls.map(\.page) == [2])
        #expect(viewModel.canLoadMore == true)
    }
}
