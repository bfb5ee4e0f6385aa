// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `Locations` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveLocations: Locations {
    func refreshLater(seconds: Double) {
        // Write the live `refreshLater` here.
    }
}
