// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Drivers

/// Tests for `driversArrived` and `searchTextChanged`, the custom events written in `DriversPresenter+Custom.swift`.
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

    /// The presenter once the grid has arrived (its `viewDidLoad` hands the drivers to `driversArrived`).
    @MainActor
    private func loaded() async -> (DriversPresenter, DriversViewSpy, DriversServiceSpy) {
        let (presenter, view, service) = makePresenter()
        await presenter.viewDidLoad().value
        return (presenter, view, service)
    }

    @MainActor
    func testTheDriversArriveInFull() async {
        let (_, view, _) = await loaded()
        // (It starts on the spinner: the view is told each change, so `.loading` is not displayed again.)
        XCTAssertEqual(view.displays, [.loaded(drivers: grid)])
    }

    @MainActor
    func testSearchKeepsDriversWhoseNameContainsTheQueryIgnoringCase() async {
        let (presenter, view, _) = await loaded()
        await presenter.searchTextChanged(query: " LE ").value
        XCTAssertEqual(view.displays.last, .loaded(drivers: [grid[2]]))
        await presenter.searchTextChanged(query: "s").value
        XCTAssertEqual(view.displays.last, .loaded(drivers: [grid[0], grid[1], grid[2]]))
    }

    @MainActor
    func testEmptyQueryRestoresTheFullList() async {
        let (presenter, view, _) = await loaded()
        await presenter.searchTextChanged(query: "max").value
        await presenter.searchTextChanged(query: "").value
        XCTAssertEqual(view.displays.suffix(2), [.loaded(drivers: [grid[0]]), .loaded(drivers: grid)])
    }

    @MainActor
    func testNoMatchShowsAnEmptyList() async {
        let (presenter, view, _) = await loaded()
        await presenter.searchTextChanged(query: "Senna").value
        XCTAssertEqual(view.displays.last, .loaded(drivers: []))
    }

    @MainActor
    func testSearchFiltersTheLoadedDriversWithoutFetchingAgain() async {
        let (presenter, _, service) = await loaded()
        await presenter.searchTextChanged(query: "max").value
        await presenter.searchTextChanged(query: "lewis").value
        XCTAssertEqual(service.fetchDriversCalls.count, 1)
    }

    @MainActor
    func testAQueryTypedBeforeTheDriversArriveFiltersThemWhenTheyDo() async {
        let (presenter, view, _) = makePresenter()
        await presenter.searchTextChanged(query: "norris").value
        XCTAssertEqual(view.displays, [], "nothing to filter yet: the spinner stays")
        await presenter.viewDidLoad().value
        XCTAssertEqual(view.displays, [.loaded(drivers: [grid[1]])])
    }

    @MainActor
    func testAFailedLoadLeavesNothingToSearch() async {
        let (presenter, view, service) = makePresenter()
        service.fetchDriversResult = .failure(DriversMockError(description: "offline"))
        await presenter.viewDidLoad().value
        await presenter.searchTextChanged(query: "max").value
        XCTAssertEqual(view.displays, [.failed(message: "offline")])
    }
}
