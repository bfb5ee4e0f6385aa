// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Where the scene can go next: add a method per destination.
@MainActor
public protocol TweetsRoutingLogic {}

/// Routes from the scene, passing on what the data store holds.
@MainActor
public final class TweetsRouter: TweetsRoutingLogic {
    /// What the next scene may need.
    public var dataStore: (any TweetsDataStore)?

    public init(dataStore: (any TweetsDataStore)? = nil) {
        self.dataStore = dataStore
    }
}
