// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `TweetsRepository` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveTweetsRepository: TweetsRepository {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func fetchAll() async throws -> [Tweet] {
        throw NotWritten(description: "LiveTweetsRepository.fetchAll is not written yet")
    }
}
