// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Weather

/// Your tests for the custom events, whose behaviour you wrote in `WeatherViewModel+Custom.swift`.
/// Build the view model with the spies of `WeatherMocks.swift`, send the event, await its task, check the state.
nonisolated final class WeatherCustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `locationsFound` and delete this.
extension WeatherCustomTests {
    func testLocationsFound() throws {
        throw XCTSkip("not written yet: the test of `locationsFound`, whose handler is yours")
    }
}
