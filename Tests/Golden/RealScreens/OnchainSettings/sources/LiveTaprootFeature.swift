// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `TaprootFeature` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveTaprootFeature: TaprootFeature {
    func status() async -> TaprootStatus {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return TaprootStatus.active
    }

    func hoursToActivation(blocks: Int) async -> Int {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return 0
    }
}
