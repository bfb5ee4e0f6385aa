// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `DriversService` the app uses: this season's grid, served after a short delay as a network would.
public struct LiveDriversService: DriversService {
    static let grid = [
        Driver(id: 1, name: "Max Verstappen", team: "Red Bull Racing"),
        Driver(id: 4, name: "Lando Norris", team: "McLaren"),
        Driver(id: 16, name: "Charles Leclerc", team: "Ferrari"),
        Driver(id: 44, name: "Lewis Hamilton", team: "Ferrari"),
        Driver(id: 63, name: "George Russell", team: "Mercedes"),
        Driver(id: 81, name: "Oscar Piastri", team: "McLaren"),
        Driver(id: 14, name: "Fernando Alonso", team: "Aston Martin"),
        Driver(id: 23, name: "Alexander Albon", team: "Williams"),
    ]

    /// How long a fetch takes.
    var delay: Duration

    public init(delay: Duration = .milliseconds(300)) {
        self.delay = delay
    }

    public func fetchDrivers() async throws -> [Driver] {
        try await Task.sleep(for: delay)
        return Self.grid
    }
}
