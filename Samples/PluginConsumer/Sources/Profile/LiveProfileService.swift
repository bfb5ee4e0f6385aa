// Created by archgen from Profile.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `ProfileService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveProfileService: ProfileService {
    func fetchProfile() async throws -> UserProfile {
        fatalError("LiveProfileService.fetchProfile is not written yet")
    }
}
