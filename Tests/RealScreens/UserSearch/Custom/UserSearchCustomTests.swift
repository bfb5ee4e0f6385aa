import Foundation
import Testing

@testable import UserSearch

/// The hand-written code: the failed state's words and the row that asks for the next page.
@MainActor
struct UserSearchCustomTests {
    private func users(_ count: Int) -> [GitHubUser] {
        (1...count).map {
            GitHubUser(id: $0, login: "user\($0)", avatarUrl: nil, bio: nil, followers: nil, publicRepos: nil)
        }
    }

    @Test
    func eachErrorHasItsOwnWords() {
        let messages = [
            APIError.invalidURL, .invalidResponse, .statusCode(code: 403), .decodingError(reason: "bad JSON"),
            .unknown(reason: "offline"), .noResults,
        ].map { $0.errorDescription ?? "" }
        #expect(Set(messages).count == 6)
        #expect(!messages.contains(""))
        #expect(messages[2].contains("403"))
        #expect(messages[3].contains("bad JSON"))
        #expect(messages[4].contains("offline"))
    }

    @Test
    func theFailedStateSaysTheErrorsWords() async {
        let service = GitHubServiceSpy()
        service.searchUsersResult = .failure(APIError.statusCode(code: 403))
        let viewModel = UserSearchViewModel(gitHubService: service, debounceWait: { _ in })
        await viewModel.send(.queryChanged(text: "octo")).value
        #expect(viewModel.state == .failed(message: "GitHub refused the search (status 403)."))
    }

    @Test
    func theRowFiveFromTheEndAsksForTheNextPage() {
        let list = users(10)
        #expect(list.filter { $0.asksForNextPage(in: list) } == [list[5]])
    }

    @Test
    func aListShorterThanFiveHasNoSuchRow() {
        let list = users(4)
        #expect(list.filter { $0.asksForNextPage(in: list) } == [])
    }

    @Test
    func aUserNotInTheListAsksForNothing() {
        #expect(!users(20)[19].asksForNextPage(in: users(10)))
    }
}
