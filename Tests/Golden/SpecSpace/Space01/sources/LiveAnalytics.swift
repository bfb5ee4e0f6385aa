// Created by archgen from Space01.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

extension Analytics {
    /// What a closure nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    /// The `Analytics` the app uses: fill in each closure with the real work (networking, storage, ...).
    static let live = Analytics(
        track: { _ in
            // Write the live `track` here.
        },
        flush: {
            throw NotWritten(description: "Analytics.live.flush is not written yet")
        }
    )
}
