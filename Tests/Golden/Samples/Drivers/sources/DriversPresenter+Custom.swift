// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension DriversPresenter {
    /// Keeps every driver and shows those whose name contains the query typed meanwhile.
    func driversArrived(drivers: [Driver]) async {
        // Tell `view` what to display (after anything you await here, check `!Task.isCancelled` first). This runs
        // in the task of `viewDidLoad`, with its call's result.
    }

    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    @discardableResult
    public func searchTextChanged(query: String) -> Task<Void, Never> {
        cancelWork(.searchTextChanged)
        return startWork(.searchTextChanged) { [weak self] in
            // Decide what `searchTextChanged` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }
}
