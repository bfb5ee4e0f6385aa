// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `WeatherService` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveWeatherService: WeatherService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func forecast(latitude: Double, longitude: Double) async throws -> Forecast {
        throw NotWritten(description: "LiveWeatherService.forecast is not written yet")
    }
}
