// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `Emergency` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveEmergency: Emergency {
    func cleanConfigs() {
        // Write the live `cleanConfigs` here.
    }

    func isConnected() -> Bool {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return false
    }
}
