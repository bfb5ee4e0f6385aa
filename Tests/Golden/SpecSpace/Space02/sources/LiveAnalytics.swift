// Created by archgen from Space02.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `Analytics` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveAnalytics: Analytics {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func track(event name: String) {
        // Write the live `track` here.
    }

    public func flush() async throws {
        throw NotWritten(description: "LiveAnalytics.flush is not written yet")
    }
}
