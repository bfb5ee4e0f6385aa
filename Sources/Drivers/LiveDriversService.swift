// Created by archgen from Drivers.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

/// The `DriversService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveDriversService: DriversService {
    func fetchDrivers() async throws -> [Driver] {
        fatalError("LiveDriversService.fetchDrivers is not written yet")
    }
}
