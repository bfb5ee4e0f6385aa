// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `WeatherService` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveWeatherService: WeatherService {
    public init() {}

    public func forecast(latitude: Double, longitude: Double) async throws -> Forecast {
        fatalError("LiveWeatherService.forecast is not written yet")
    }
}
