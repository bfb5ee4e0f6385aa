// Created by archgen from MovieSearch.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `MovieService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveMovieService: MovieService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func search(query: String, page: Int) async throws -> MoviePage {
        throw NotWritten(description: "LiveMovieService.search is not written yet")
    }
}
