// Created by archgen from Tweets.archgen.json. This file is yours: archgen never overwrites it.

import Foundation
import XCTest

@testable import Tweets

/// Your tests for the custom events, whose behaviour you wrote in `TweetsInteractor+Custom.swift`.
/// Build the interactor with the spies of `TweetsMocks.swift`, make the request, await its task, check the
/// presentations.
nonisolated final class TweetsCustomTests: XCTestCase {
}
