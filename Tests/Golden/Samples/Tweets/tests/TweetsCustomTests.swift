// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Tweets

/// Your tests for the custom events, whose behaviour you wrote in `TweetsInteractor+Custom.swift`.
/// Build the interactor with the spies of `TweetsMocks.swift`, make the request, await its task, check the
/// presentations.
nonisolated final class TweetsCustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `feedFetched` and delete this.
extension TweetsCustomTests {
    func testFeedFetched() throws {
        throw XCTSkip("not written yet: the test of `feedFetched`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `rowAppeared` and delete this.
extension TweetsCustomTests {
    func testRowAppeared() throws {
        throw XCTSkip("not written yet: the test of `rowAppeared`, whose handler is yours")
    }
}
