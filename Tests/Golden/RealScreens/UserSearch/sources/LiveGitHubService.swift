// Created by archgen from UserSearch.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `GitHubService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveGitHubService: GitHubService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func searchUsers(query: String, page: Int, perPage: Int) async throws -> [GitHubUser] {
        throw NotWritten(description: "LiveGitHubService.searchUsers is not written yet")
    }
}
