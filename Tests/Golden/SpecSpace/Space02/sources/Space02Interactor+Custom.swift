// Created by archgen from Space02.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: `Space02BusinessLogic` asks for these; decide what each one does. Each runs its work in a task
/// the interactor owns (`startWork`, with the event's policy), so a newer request or the interactor's release cancels
/// it. A step (one that receives another event's result) runs in that event's task instead, and is not on
/// `Space02BusinessLogic`.
extension Space02Interactor {
    func pageArrived(page: Page) async {
        // Hand a response to `presenter` through a `present…` method (after anything you await here, check
        // `!Task.isCancelled` first). This runs in the task of `customerSelected`, with its call's result.
    }

    @discardableResult
    public func searchChanged(request: Space02Scene.SearchChanged.Request) -> Task<Void, Never> {
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
    public func closed(request: Space02Scene.Closed.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .closed) { return running }
        return startWork(.closed) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    public func `borrowing`(request: Space02Scene.Borrowing.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`borrowing`) { return running }
        return startWork(.`borrowing`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    public func `open`(request: Space02Scene.Open.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`open`) { return running }
        return startWork(.`open`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    public func `case`(request: Space02Scene.Case.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`case`) { return running }
        return startWork(.`case`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    public func `repeat`(request: Space02Scene.Repeat.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`repeat`) { return running }
        return startWork(.`repeat`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }

    @discardableResult
    public func `throws`(request: Space02Scene.Throws.Request) -> Task<Void, Never> {
        if let running = runningTask(of: .`throws`) { return running }
        return startWork(.`throws`) { [weak self] in
            // Call a dependency with the request's values, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), hand a response to `presenter`.
            _ = self
        }
    }
}
