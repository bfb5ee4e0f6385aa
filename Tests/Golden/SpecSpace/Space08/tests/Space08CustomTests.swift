// Created by archgen from Space08.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import Testing

@testable import Space08Kit

/// Your tests for the custom events, whose behaviour you wrote in `Space08ViewModel+Custom.swift`.
/// Build the view model with the spies of `Space08Mocks.swift`, send the event, await its task, check the state.
@MainActor
struct Space08CustomTests {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `pageArrived`, whose handler is yours"))
    func pageArrived() async throws {}
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `searchChanged`, whose handler is yours"))
    func searchChanged() async throws {}
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `closed`, whose handler is yours"))
    func closed() async throws {}
}

// Reported as skipped until you write the test of `func` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `func`, whose handler is yours"))
    func `func`() async throws {}
}

// Reported as skipped until you write the test of `rethrows` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `rethrows`, whose handler is yours"))
    func `rethrows`() async throws {}
}

// Reported as skipped until you write the test of `else` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `else`, whose handler is yours"))
    func `else`() async throws {}
}

// Reported as skipped until you write the test of `as` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `as`, whose handler is yours"))
    func `as`() async throws {}
}

// Reported as skipped until you write the test of `some` and delete this.
extension Space08CustomTests {
    @Test(.disabled("not written yet: the test of `some`, whose handler is yours"))
    func `some`() async throws {}
}
