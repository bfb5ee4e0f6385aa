// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Drivers

/// Tests for `searchTextChanged`, the custom event written in `DriversPresenter+Custom.swift`.
nonisolated final class DriversCustomTests: XCTestCase {
    private let grid = [
        Driver(id: 1, name: "Max Verstappen", team: "Red Bull Racing"),
        Driver(id: 4, name: "Lando Norris", team: "McLaren"),
        Driver(id: 44, name: "Lewis Hamilton", team: "Ferrari"),
    ]

    @MainActor
    private func makePresenter() -> (DriversPresenter, DriversViewSpy, DriversServiceSpy) {
        let view = DriversViewSpy()
        let service = DriversServiceSpy()
        service.fetchDriversResult = .success(grid)
        return (DriversPresenter(view: view, driversService: service), view, service)
    }

    @MainActor
    func testSearchKeepsDriversWhoseNameContainsTheQueryIgnoringCase() async {
        let (presenter, view, _) = makePresenter()
        await presenter.searchTextChanged(query: "LE").value
        XCTAssertEqual(view.displays, [.loaded(drivers: [grid[2]])])
        await presenter.searchTextChanged(query: "s").value
        XCTAssertEqual(view.displays.last, .loaded(drivers: [grid[0], grid[1], grid[2]]))
    }

    @MainActor
    func testEmptyQueryRestoresTheFullList() async {
        let (presenter, view, _) = makePresenter()
        await presenter.searchTextChanged(query: "max").value
        await presenter.searchTextChanged(query: "").value
        XCTAssertEqual(view.displays, [.loaded(drivers: [grid[0]]), .loaded(drivers: grid)])
    }

    @MainActor
    func testNoMatchShowsAnEmptyList() async {
        let (presenter, view, _) = makePresenter()
        await presenter.searchTextChanged(query: "Senna").value
        XCTAssertEqual(view.displays, [.loaded(drivers: [])])
    }

    @MainActor
    func testSearchShowsTheErrorWhenDriversCannotBeFetched() async {
        let (presenter, view, service) = makePresenter()
        service.fetchDriversResult = .failure(DriversMockError(description: "offline"))
        await presenter.searchTextChanged(query: "max").value
        XCTAssertEqual(view.displays, [.failed(message: "offline")])
    }

    /// Typing on while a search runs: the older search is cancelled, and its result, arriving last, shows nothing.
    @MainActor
    func testANewerQueryWinsEvenWhenTheOlderResultArrivesLast() async {
        let (presenter, view, service) = makePresenter()
        service.gate.hold(ignoringCancellation: true)
        let older = presenter.searchTextChanged(query: "max")
        let olderCame = await service.gate.waitForCalls(1)
        XCTAssertTrue(olderCame)
        let newer = presenter.searchTextChanged(query: "")
        let newerCame = await service.gate.waitForCalls(2)
        XCTAssertTrue(newerCame)
        XCTAssertTrue(older.isCancelled)
        service.gate.release(call: 2)
        await newer.value
        service.gate.release(call: 1)
        await older.value
        XCTAssertEqual(view.displays, [.loaded(drivers: grid)])
    }

    /// A search cancelled while its call runs (the service throws `CancellationError`) shows no failure.
    @MainActor
    func testACancelledSearchShowsNoFailure() async {
        let (presenter, view, service) = makePresenter()
        service.gate.hold()
        let search = presenter.searchTextChanged(query: "max")
        let came = await service.gate.waitForCalls(1)
        XCTAssertTrue(came)
        search.cancel()
        await search.value
        XCTAssertEqual(view.displays, [])
    }
}
