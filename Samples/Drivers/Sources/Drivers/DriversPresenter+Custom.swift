// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly.
extension DriversPresenter {
    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    ///
    /// The service stays the source of truth: the drivers are fetched again and filtered.
    @discardableResult
    public func searchTextChanged(query: String) -> Task<Void, Never> {
        Task {
            do {
                let drivers = try await driversService.fetchDrivers()
                let trimmed = query.trimmingCharacters(in: .whitespaces)
                view?.displayLoaded(
                    drivers: trimmed.isEmpty
                        ? drivers : drivers.filter { $0.name.localizedCaseInsensitiveContains(trimmed) })
            } catch {
                view?.displayFailed(message: describeError(error))
            }
        }
    }
}
