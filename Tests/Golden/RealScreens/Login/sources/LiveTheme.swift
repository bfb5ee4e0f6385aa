// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `Theme` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveTheme: Theme {
    func isDarkMode() -> AsyncStream<Bool> {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return AsyncStream { $0.finish() }
    }
}
