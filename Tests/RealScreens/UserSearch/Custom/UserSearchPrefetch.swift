import Foundation

extension GitHubUser {
    /// How many rows before the end of the list the next page is asked for.
    static let prefetchDistance = 5

    /// Whether this user's row asks for the next page when it appears: the row `prefetchDistance` from the end
    /// (a list shorter than that has none; a page shorter than ten is the last one anyway).
    func asksForNextPage(in users: [GitHubUser]) -> Bool {
        guard let index = users.firstIndex(where: { $0.id == id }) else { return false }
        return index == users.count - Self.prefetchDistance
    }
}
