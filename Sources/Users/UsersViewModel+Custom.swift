// Created by archgen from Users.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

/// Custom events: the view model's `send(_:)` hands each of these to the method of the same name.
extension UsersViewModel {
    /// Filters the contacts by name as the user types.
    func searchChanged(query: String) async {
        // Decide what `searchChanged` does: set `state`, call a dependency, or both.
    }
}
