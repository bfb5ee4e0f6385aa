// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `VPN` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveVPN: VPN {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func disconnect() async throws {
        throw NotWritten(description: "LiveVPN.disconnect is not written yet")
    }

    func refreshProtocols(reset: Bool, reconnect: Bool) async {
        // Write the live `refreshProtocols` here.
    }
}
