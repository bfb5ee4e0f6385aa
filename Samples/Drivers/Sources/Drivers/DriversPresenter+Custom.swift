// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension DriversPresenter {
    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    ///
    /// The service stays the source of truth: the drivers are fetched again and filtered. A newer query cancels
    /// this one, whose result then shows nothing (nor does its cancellation).
    @discardableResult
    public func searchTextChanged(query: String) -> Task<Void, Never> {
        cancelWork(.searchTextChanged)
        return startWork(.searchTextChanged) { [weak self, driversService] in
            do {
                let drivers = try await driversService.fetchDrivers()
                guard let self, !Task.isCancelled else { return }
                let trimmed = query.trimmingCharacters(in: .whitespaces)
                view?.displayLoaded(
                    drivers: trimmed.isEmpty
                        ? drivers : drivers.filter { $0.name.localizedCaseInsensitiveContains(trimmed) })
            } catch {
                guard let self, !Task.isCancelled, !(error is CancellationError) else { return }
                view?.displayFailed(message: describeError(error))
            }
        }
    }
}
