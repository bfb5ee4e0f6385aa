// Created by archgen from Drivers.archgen.json. This file is yours: archgen never overwrites it.

import Foundation
import XCTest

@testable import Drivers

/// Your tests for the custom events, whose behaviour you wrote in `DriversPresenter+Custom.swift`.
/// Build the presenter with the spies of `DriversMocks.swift`, call the method, await its task, check the displays.
nonisolated final class DriversCustomTests: XCTestCase {
}
