// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import People

/// Your tests for the custom events, whose behaviour you wrote in `PeopleModel+Custom.swift`.
/// Build the model with the spies of `PeopleMocks.swift`, send the event, await its task, check the state.
nonisolated final class PeopleCustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `peopleArrived` and delete this.
extension PeopleCustomTests {
    func testPeopleArrived() throws {
        throw XCTSkip("not written yet: the test of `peopleArrived`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `queryChanged` and delete this.
extension PeopleCustomTests {
    func testQueryChanged() throws {
        throw XCTSkip("not written yet: the test of `queryChanged`, whose handler is yours")
    }
}
