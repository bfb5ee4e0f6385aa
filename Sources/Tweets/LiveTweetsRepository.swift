// Created by archgen from Tweets.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

/// The `TweetsRepository` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveTweetsRepository: TweetsRepository {
    func fetchAll() async throws -> [Tweet] {
        fatalError("LiveTweetsRepository.fetchAll is not written yet")
    }
}
