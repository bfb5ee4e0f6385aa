// Created by archgen from Profile.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `ProfileService` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveProfileService: ProfileService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func fetchProfile() async throws -> UserProfile {
        throw NotWritten(description: "LiveProfileService.fetchProfile is not written yet")
    }
}
