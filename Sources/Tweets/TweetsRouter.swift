// Created by archgen from Tweets.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

/// Where the scene can go next: add a method per destination.
@MainActor
protocol TweetsRoutingLogic {}

/// Routes from the scene, passing on what the data store holds.
@MainActor
final class TweetsRouter: TweetsRoutingLogic {
    /// What the next scene may need.
    var dataStore: (any TweetsDataStore)?

    init(dataStore: (any TweetsDataStore)? = nil) {
        self.dataStore = dataStore
    }
}
