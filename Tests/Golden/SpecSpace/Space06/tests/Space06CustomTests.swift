// Created by archgen from Space06.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import Testing

@testable import Space06Kit

/// Your tests for the custom events, whose behaviour you wrote in `Space06Presenter+Custom.swift`.
/// Build the presenter with the spies of `Space06Mocks.swift`, call the method, await its task, check the displays.
@MainActor
struct Space06CustomTests {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `pageArrived`, whose handler is yours"))
    func pageArrived() async throws {}
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `searchChanged`, whose handler is yours"))
    func searchChanged() async throws {}
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `closed`, whose handler is yours"))
    func closed() async throws {}
}

// Reported as skipped until you write the test of `extension` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `extension`, whose handler is yours"))
    func `extension`() async throws {}
}

// Reported as skipped until you write the test of `defer` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `defer`, whose handler is yours"))
    func `defer`() async throws {}
}

// Reported as skipped until you write the test of `where` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `where`, whose handler is yours"))
    func `where`() async throws {}
}

// Reported as skipped until you write the test of `actor` and delete this.
extension Space06CustomTests {
    @Test(.disabled("not written yet: the test of `actor`, whose handler is yours"))
    func `actor`() async throws {}
}
