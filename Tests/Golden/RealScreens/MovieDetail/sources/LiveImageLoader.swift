// Created by archgen from MovieDetail.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `ImageLoader` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveImageLoader: ImageLoader {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func imageData(path: String) async throws -> Data {
        throw NotWritten(description: "LiveImageLoader.imageData is not written yet")
    }
}
