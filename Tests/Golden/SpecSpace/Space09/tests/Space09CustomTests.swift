// Created by archgen from Space09.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import Testing

@testable import Space09Kit

/// Your tests for the custom events, whose behaviour you wrote in `Space09ViewModel+Custom.swift`.
/// Build the view model with the spies of `Space09Mocks.swift`, send the event, await its task, check the state.
@MainActor
struct Space09CustomTests {
}

// Reported as skipped until you write the test of `pageArrived` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `pageArrived`, whose handler is yours"))
    func pageArrived() async throws {}
}

// Reported as skipped until you write the test of `searchChanged` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `searchChanged`, whose handler is yours"))
    func searchChanged() async throws {}
}

// Reported as skipped until you write the test of `closed` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `closed`, whose handler is yours"))
    func closed() async throws {}
}

// Reported as skipped until you write the test of `import` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `import`, whose handler is yours"))
    func `import`() async throws {}
}

// Reported as skipped until you write the test of `static` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `static`, whose handler is yours"))
    func `static`() async throws {}
}

// Reported as skipped until you write the test of `fallthrough` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `fallthrough`, whose handler is yours"))
    func `fallthrough`() async throws {}
}

// Reported as skipped until you write the test of `await` and delete this.
extension Space09CustomTests {
    @Test(.disabled("not written yet: the test of `await`, whose handler is yours"))
    func `await`() async throws {}
}
