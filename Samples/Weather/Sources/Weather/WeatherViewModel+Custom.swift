// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view model's `send(_:)` hands each of these to the method of the same name.
extension WeatherViewModel {
    /// Shows the forecast of the first place found, or says that none was.
    func locationsFound(locations: [Location]) async {
        guard let location = locations.first else {
            state.value = .notFound
            return
        }
        do {
            let forecast = try await weatherService.forecast(latitude: location.latitude, longitude: location.longitude)
            state.value = .loaded(location: location, forecast: forecast)
        } catch {
            state.value = .failed(message: String(describing: error))
        }
    }
}
