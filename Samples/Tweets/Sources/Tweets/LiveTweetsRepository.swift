// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `TweetsRepository` the app uses: a feed of a dozen tweets, served after a short delay as a network would.
public struct LiveTweetsRepository: TweetsRepository {
    static let feed: [Tweet] = (1...12).map { number in
        Tweet(
            id: UUID(uuidString: String(format: "7E3F0000-0000-4000-8000-%012d", number))!,
            sender: ["@ada", "@grace", "@alan", "@katherine"][number % 4],
            content: "Tweet number \(number) of the feed.",
            imageURLs: number.isMultiple(of: 3) ? [URL(string: "https://example.com/images/\(number).png")!] : [])
    }

    /// How long a fetch takes.
    var delay: Duration

    public init(delay: Duration = .milliseconds(300)) {
        self.delay = delay
    }

    public func fetchAll() async throws -> [Tweet] {
        try await Task.sleep(for: delay)
        return Self.feed
    }
}
