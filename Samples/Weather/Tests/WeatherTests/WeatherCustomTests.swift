// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import Weather

/// Your tests for the custom events, whose behaviour you wrote in `WeatherViewModel+Custom.swift`.
/// Build the view model with the spies of `WeatherMocks.swift`, send the event, await its task, check the state.
nonisolated final class WeatherCustomTests: XCTestCase {
    @MainActor
    func testTheFirstPlaceFoundGetsItsForecast() async {
        let geocoder = GeocoderSpy()
        let weatherService = WeatherServiceSpy()
        let neihu = Location(name: "Neihu District", latitude: 25.08, longitude: 121.59)
        let elsewhere = Location(name: "Neihu, Hualien", latitude: 23.9, longitude: 121.5)
        let forecast = Forecast(
            date: Date(timeIntervalSince1970: 0), iconName: "c01d", temperature: 28, summary: "Clear")
        weatherService.forecastResult = .success(forecast)
        let viewModel = WeatherViewModel(geocoder: geocoder, weatherService: weatherService, debounceWait: { _ in })
        geocoder.locationsResult = .success([neihu, elsewhere])
        var heard: [WeatherViewModel.State] = []
        viewModel.state.bind { heard.append($0) }

        await viewModel.send(.locationChanged(address: "Neihu")).value

        XCTAssertEqual(weatherService.forecastCalls.map(\.latitude), [25.08])
        XCTAssertEqual(weatherService.forecastCalls.map(\.longitude), [121.59])
        // The box hands its listener the state at once; a state set to what it holds already is not told again.
        XCTAssertEqual(heard, [.locating, .loaded(location: neihu, forecast: forecast)])
    }

    @MainActor
    func testNoPlaceFoundSaysSoWithoutAskingForAForecast() async {
        let geocoder = GeocoderSpy()
        geocoder.locationsResult = .success([])
        let weatherService = WeatherServiceSpy()
        let viewModel = WeatherViewModel(geocoder: geocoder, weatherService: weatherService, debounceWait: { _ in })

        await viewModel.send(.locationChanged(address: "Nowhere")).value

        XCTAssertEqual(viewModel.state.value, .notFound)
        XCTAssertEqual(weatherService.forecastCalls.count, 0)
    }

    /// Leaving the screen while the step awaits the forecast releases the view model and cancels the work.
    @MainActor
    func testReleasingTheViewModelWhileTheForecastIsAwaitedCancelsIt() async {
        weak var released: WeatherViewModel?
        let geocoder = GeocoderSpy()
        geocoder.locationsResult = .success([Location(name: "x", latitude: 1, longitude: 2)])
        let weatherService = WeatherServiceSpy()
        weatherService.forecastResult = .failure(WeatherMockError(description: "late"))
        weatherService.gate.hold()
        let task: Task<Void, Never>
        do {
            let viewModel = WeatherViewModel(geocoder: geocoder, weatherService: weatherService, debounceWait: { _ in })
            released = viewModel
            task = viewModel.send(.locationChanged(address: "x"))
            let came = await weatherService.gate.waitForCalls(1, before: task)
            XCTAssertTrue(came)
        }
        XCTAssertNil(released, "the step keeps the view model alive while it awaits")
        XCTAssertTrue(task.isCancelled, "releasing the view model does not cancel the step")
        weatherService.gate.releaseAll()
        await task.value
    }

    @MainActor
    func testAForecastThatFailsShowsTheError() async {
        let weatherService = WeatherServiceSpy()
        weatherService.forecastResult = .failure(WeatherMockError(description: "offline"))
        let geocoder = GeocoderSpy()
        geocoder.locationsResult = .success([Location(name: "x", latitude: 1, longitude: 2)])
        let viewModel = WeatherViewModel(geocoder: geocoder, weatherService: weatherService, debounceWait: { _ in })

        await viewModel.send(.locationChanged(address: "x")).value

        XCTAssertEqual(viewModel.state.value, .failed(message: "offline"))
    }
}
