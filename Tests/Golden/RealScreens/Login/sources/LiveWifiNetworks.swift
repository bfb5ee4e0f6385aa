// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `WifiNetworks` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveWifiNetworks: WifiNetworks {
    func saveCurrent() {
        // Write the live `saveCurrent` here.
    }
}
