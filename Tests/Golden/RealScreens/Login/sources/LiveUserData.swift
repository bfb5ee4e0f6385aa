// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `UserData` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveUserData: UserData {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func prepare() async throws {
        throw NotWritten(description: "LiveUserData.prepare is not written yet")
    }
}
