// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: the event's method hands the event to its handler in a task the presenter owns,
/// and the state the handler returns becomes the presenter's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the presenter: releasing it while a handler awaits cancels that handler's work.
extension DriversPresenter.Handlers {
    /// Keeps every driver and shows those whose name contains the query typed meanwhile.
    ///
    /// It runs in the task of `viewDidLoad`, with its call's result.
    func driversArrived(drivers: [Driver]) async -> State? {
        allDrivers = drivers
        return .loaded(drivers: matches(in: drivers))
    }

    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    ///
    /// As in the MVP article archgen started from, the search filters the drivers already loaded: nothing is fetched
    /// again, so typing is instant and works offline. Before the drivers arrive the query is only kept;
    /// `driversArrived` applies it.
    func searchTextChanged(query: String) async -> State? {
        self.query = query
        guard let allDrivers else { return nil }
        return .loaded(drivers: matches(in: allDrivers))
    }

    /// The drivers whose name contains the query, trimmed and ignoring case (all of them for an empty query).
    private func matches(in drivers: [Driver]) -> [Driver] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? drivers : drivers.filter { $0.name.localizedCaseInsensitiveContains(trimmed) }
    }
}
