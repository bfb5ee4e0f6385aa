// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `Geocoder` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveGeocoder: Geocoder {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func locations(`for` address: String) async throws -> [Location] {
        throw NotWritten(description: "LiveGeocoder.locations is not written yet")
    }
}
