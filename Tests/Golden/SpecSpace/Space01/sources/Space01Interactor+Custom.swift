// Created by archgen from Space01.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// Custom events: `Space01BusinessLogic` asks for these; decide what each one does. Each runs its work in a task
/// the interactor owns (`startWork`, with the event's policy), so a newer request or the interactor's release cancels
/// it. A step (one that receives another event's result) runs in that event's task instead, and is not on
/// `Space01BusinessLogic`.
extension Space01Interactor {
    /// A page of orders came back.
    func pageArrived(page: Page) async {
        // Hand a response to `presenter` through a `present…` method (after anything you await here, check
        // `!Task.isCancelled` first). This runs in the task of `customerSelected`, with its call's result.
    }

    /// Filters the orders.
    @discardableResult
    func searchChanged(request: Space01Scene.SearchChanged.Request) -> Task<Void, Never> {
        cancelWork(.searchChanged)
        return startWork(.searchChanged) { [weak self, debounceWait] in
            try? await debounceWait(.milliseconds(300))
            guard !Task.isCancelled else { return }
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    func closed(request: Space01Scene.Closed.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .closed) { return running }
        return startWork(.closed) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    func `associatedtype`(request: Space01Scene.Associatedtype.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`associatedtype`) { return running }
        return startWork(.`associatedtype`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    func `nonisolated`(request: Space01Scene.Nonisolated.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`nonisolated`) { return running }
        return startWork(.`nonisolated`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    func `break`(request: Space01Scene.Break.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`break`) { return running }
        return startWork(.`break`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    func `in`(request: Space01Scene.In.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`in`) { return running }
        return startWork(.`in`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    func `super`(request: Space01Scene.Super.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`super`) { return running }
        return startWork(.`super`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }
}
