// Created by archgen from Drivers.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

/// Custom events: the view calls these methods of the presenter directly.
extension DriversPresenter {
    /// Shows the drivers whose name contains the query, ignoring case; an empty query shows them all.
    @discardableResult
    func searchTextChanged(query: String) -> Task<Void, Never> {
        // Decide what `searchTextChanged` does: call a dependency, then tell `view` what to display.
        Task {}
    }
}
