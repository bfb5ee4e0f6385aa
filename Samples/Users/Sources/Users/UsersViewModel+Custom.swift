// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view model's `send(_:)` hands each of these to the method of the same name.
extension UsersViewModel {
    /// Filters the contacts by name as the user types.
    ///
    /// The service stays the source of truth: the contacts are fetched again and those whose name contains the
    /// query (ignoring case) are shown; an empty query shows them all.
    func searchChanged(query: String) async {
        do {
            let users = try await usersService.fetchUsers()
            let trimmed = query.trimmingCharacters(in: .whitespaces)
            state = .loaded(
                users: trimmed.isEmpty ? users : users.filter { $0.name.localizedCaseInsensitiveContains(trimmed) })
        } catch {
            state = .failed(message: String(describing: error))
        }
    }
}
