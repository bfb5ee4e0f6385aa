// Created by archgen from Space01.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport
import Testing

@testable import Space01Kit

/// Your tests for the custom events, whose behaviour you wrote in `Space01Interactor+Custom.swift`.
/// Build the interactor with the spies of `Space01Mocks.swift`, make the request, await its task, check the
/// presentations.
@MainActor
struct Space01CustomTests {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `pageArrived`, whose handler is yours"))
    func pageArrived() async throws {}
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `searchChanged`, whose handler is yours"))
    func searchChanged() async throws {}
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `closed`, whose handler is yours"))
    func closed() async throws {}
}

// Reported as skipped until you write the test of `associatedtype` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `associatedtype`, whose handler is yours"))
    func `associatedtype`() async throws {}
}

// Reported as skipped until you write the test of `nonisolated` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `nonisolated`, whose handler is yours"))
    func `nonisolated`() async throws {}
}

// Reported as skipped until you write the test of `break` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `break`, whose handler is yours"))
    func `break`() async throws {}
}

// Reported as skipped until you write the test of `in` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `in`, whose handler is yours"))
    func `in`() async throws {}
}

// Reported as skipped until you write the test of `super` and delete this.
extension Space01CustomTests {
    @Test(.disabled("not written yet: the test of `super`, whose handler is yours"))
    func `super`() async throws {}
}
