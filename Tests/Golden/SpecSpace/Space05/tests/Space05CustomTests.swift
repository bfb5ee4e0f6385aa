// Created by archgen from Space05.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport
import XCTest

@testable import Space05

/// Your tests for the custom events, whose behaviour you wrote in `Space05ViewModel+Custom.swift`.
/// Build the view model with the spies of `Space05Mocks.swift`, send the event, await its task, check the state.
nonisolated final class Space05CustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space05CustomTests {
    func testPageArrived() throws {
        throw XCTSkip("not written yet: the test of `pageArrived`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space05CustomTests {
    func testSearchChanged() throws {
        throw XCTSkip("not written yet: the test of `searchChanged`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space05CustomTests {
    func testClosed() throws {
        throw XCTSkip("not written yet: the test of `closed`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `enum` and delete this.
extension Space05CustomTests {
    func testEnum() throws {
        throw XCTSkip("not written yet: the test of `enum`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `precedencegroup` and delete this.
extension Space05CustomTests {
    func testPrecedencegroup() throws {
        throw XCTSkip("not written yet: the test of `precedencegroup`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `default` and delete this.
extension Space05CustomTests {
    func testDefault() throws {
        throw XCTSkip("not written yet: the test of `default`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `switch` and delete this.
extension Space05CustomTests {
    func testSwitch() throws {
        throw XCTSkip("not written yet: the test of `switch`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `async` and delete this.
extension Space05CustomTests {
    func testAsync() throws {
        throw XCTSkip("not written yet: the test of `async`, whose handler is yours")
    }
}
