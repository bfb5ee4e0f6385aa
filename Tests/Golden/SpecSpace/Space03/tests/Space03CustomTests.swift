// Created by archgen from Space03.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import Testing

@testable import Space03Kit

/// Your tests for the custom events, whose behaviour you wrote in `Space03Model+Custom.swift`.
/// Build the model with the spies of `Space03Mocks.swift`, send the event, await its task, check the state.
@MainActor
struct Space03CustomTests {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `pageArrived`, whose handler is yours"))
    func pageArrived() async throws {}
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `searchChanged`, whose handler is yours"))
    func searchChanged() async throws {}
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `closed`, whose handler is yours"))
    func closed() async throws {}
}

// Reported as skipped until you write the test of `class` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `class`, whose handler is yours"))
    func `class`() async throws {}
}

// Reported as skipped until you write the test of `operator` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `operator`, whose handler is yours"))
    func `operator`() async throws {}
}

// Reported as skipped until you write the test of `catch` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `catch`, whose handler is yours"))
    func `catch`() async throws {}
}

// Reported as skipped until you write the test of `return` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `return`, whose handler is yours"))
    func `return`() async throws {}
}

// Reported as skipped until you write the test of `true` and delete this.
extension Space03CustomTests {
    @Test(.disabled("not written yet: the test of `true`, whose handler is yours"))
    func `true`() async throws {}
}
