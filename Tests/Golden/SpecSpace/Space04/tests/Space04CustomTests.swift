// Created by archgen from Space04.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport
import XCTest

@testable import Space04

/// Your tests for the custom events, whose behaviour you wrote in `Space04ViewModel+Custom.swift`.
/// Build the view model with the spies of `Space04Mocks.swift`, send the event, await its task, check the state.
nonisolated final class Space04CustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space04CustomTests {
    func testPageArrived() throws {
        throw XCTSkip("not written yet: the test of `pageArrived`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space04CustomTests {
    func testSearchChanged() throws {
        throw XCTSkip("not written yet: the test of `searchChanged`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space04CustomTests {
    func testClosed() throws {
        throw XCTSkip("not written yet: the test of `closed`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `consuming` and delete this.
extension Space04CustomTests {
    func testConsuming() throws {
        throw XCTSkip("not written yet: the test of `consuming`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `private` and delete this.
extension Space04CustomTests {
    func testPrivate() throws {
        throw XCTSkip("not written yet: the test of `private`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `continue` and delete this.
extension Space04CustomTests {
    func testContinue() throws {
        throw XCTSkip("not written yet: the test of `continue`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `throw` and delete this.
extension Space04CustomTests {
    func testThrow() throws {
        throw XCTSkip("not written yet: the test of `throw`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `try` and delete this.
extension Space04CustomTests {
    func testTry() throws {
        throw XCTSkip("not written yet: the test of `try`, whose handler is yours")
    }
}
