// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

extension Analytics {
    /// The `Analytics` the app uses: fill in each closure with the real work (networking, storage, ...).
    static let live = Analytics(
        track: { _, _ in
            // Write the live `track` here.
        }
    )
}
