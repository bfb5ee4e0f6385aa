// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the view model owns,
/// and the state the handler returns becomes the view model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the view model: releasing it while a handler awaits cancels that handler's work.
extension UsersViewModel.Handlers {
    /// Filters the contacts by name once the user stops typing; a load still running would show everyone over it.
    ///
    /// The service stays the source of truth: the contacts are fetched again and those whose name contains the
    /// query (ignoring case) are shown; an empty query shows them all.
    func searchChanged(query: String) async -> State? {
        do {
            let users = try await usersService.fetchUsers()
            let trimmed = query.trimmingCharacters(in: .whitespaces)
            return .loaded(
                users: trimmed.isEmpty ? users : users.filter { $0.name.localizedCaseInsensitiveContains(trimmed) })
        } catch is CancellationError {
            return nil
        } catch {
            return .failed(message: describeError(error))
        }
    }
}
