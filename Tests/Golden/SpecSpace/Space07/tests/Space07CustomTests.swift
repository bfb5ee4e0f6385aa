// Created by archgen from Space07.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport
import XCTest

@testable import Space07Kit

/// Your tests for the custom events, whose behaviour you wrote in `Space07Presenter+Custom.swift`.
/// Build the presenter with the spies of `Space07Mocks.swift`, call the method, await its task, check the displays.
nonisolated final class Space07CustomTests: XCTestCase {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space07CustomTests {
    func testPageArrived() throws {
        throw XCTSkip("not written yet: the test of `pageArrived`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space07CustomTests {
    func testSearchChanged() throws {
        throw XCTSkip("not written yet: the test of `searchChanged`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space07CustomTests {
    func testClosed() throws {
        throw XCTSkip("not written yet: the test of `closed`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `fileprivate` and delete this.
extension Space07CustomTests {
    func testFileprivate() throws {
        throw XCTSkip("not written yet: the test of `fileprivate`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `public` and delete this.
extension Space07CustomTests {
    func testPublic() throws {
        throw XCTSkip("not written yet: the test of `public`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `do` and delete this.
extension Space07CustomTests {
    func testDo() throws {
        throw XCTSkip("not written yet: the test of `do`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `while` and delete this.
extension Space07CustomTests {
    func testWhile() throws {
        throw XCTSkip("not written yet: the test of `while`, whose handler is yours")
    }
}

// Reported as skipped until you write the test of `package` and delete this.
extension Space07CustomTests {
    func testPackage() throws {
        throw XCTSkip("not written yet: the test of `package`, whose handler is yours")
    }
}
