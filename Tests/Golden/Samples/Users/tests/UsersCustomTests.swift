// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Users

/// Your tests for the custom events, whose behaviour you wrote in `UsersViewModel+Custom.swift`.
/// Build the view model with the spies of `UsersMocks.swift`, send the event, await its task, check the state.
nonisolated final class UsersCustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension UsersCustomTests {
    func testSearchChanged() throws {
        throw XCTSkip("not written yet: the test of `searchChanged`, whose handler is yours")
    }
}
