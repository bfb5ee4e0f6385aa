// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `SessionStore` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveSessionStore: SessionStore {
    func store(session: Session) async {
        // Write the live `store` here.
    }

    func clear() {
        // Write the live `clear` here.
    }
}
