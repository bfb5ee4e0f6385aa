// Created by archgen from Users.archgen.json. This file is yours: archgen never overwrites it.

import Foundation
import XCTest

@testable import Users

/// Your tests for the custom events, whose behaviour you wrote in `UsersViewModel+Custom.swift`.
/// Build the view model with the spies of `UsersMocks.swift`, send the event, await its task, check the state.
nonisolated final class UsersCustomTests: XCTestCase {
}
