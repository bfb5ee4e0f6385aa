// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `PreferencesStore` the app uses: fill in each method with the real work (networking, storage, ...).
struct LivePreferencesStore: PreferencesStore {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func defaultAddressType() -> AsyncThrowingStream<AddressType, Error> {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return AsyncThrowingStream { $0.finish() }
    }

    func setTaprootDefault(_ enabled: Bool) async throws {
        throw NotWritten(description: "LivePreferencesStore.setTaprootDefault is not written yet")
    }
}
