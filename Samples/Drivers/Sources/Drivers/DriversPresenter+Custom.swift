// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension DriversPresenter {
    /// Keeps every driver and shows those whose name contains the query typed meanwhile.
    func driversArrived(drivers: [Driver]) async {
        allDrivers = drivers
        view?.displayLoaded(drivers: matches(in: drivers))
    }

    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    ///
    /// As in seed 001, the search filters the drivers already loaded: nothing is fetched again, so typing is
    /// instant and works offline. Before the drivers arrive the query is only kept; `driversArrived` applies it.
    @discardableResult
    public func searchTextChanged(query: String) -> Task<Void, Never> {
        self.query = query
        if let allDrivers { view?.displayLoaded(drivers: matches(in: allDrivers)) }
        return Task {}
    }

    /// The drivers whose name contains the query, trimmed and ignoring case (all of them for an empty query).
    private func matches(in drivers: [Driver]) -> [Driver] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? drivers : drivers.filter { $0.name.localizedCaseInsensitiveContains(trimmed) }
    }
}
