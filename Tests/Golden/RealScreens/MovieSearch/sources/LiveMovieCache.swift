// Created by archgen from MovieSearch.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `MovieCache` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveMovieCache: MovieCache {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func save(movies: [Movie], query: String) async {
        // Write the live `save` here.
    }

    func movies(query: String) async throws -> [Movie] {
        throw NotWritten(description: "LiveMovieCache.movies is not written yet")
    }
}
