// Created by archgen from Space06.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension Space06Presenter {
    /// A page of orders came back.
    func pageArrived(page: Page) async {
        // Tell `view` what to display (after anything you await here, check `!Task.isCancelled` first). This runs
        // in the task of `customerSelected`, with its call's result.
    }

    /// Filters the orders.
    @discardableResult
    public func searchChanged(query: String) -> Task<Void, Never> {
        cancelWork(.searchChanged)
        return startWork(.searchChanged) { [weak self, debounceWait] in
            try? await debounceWait(.milliseconds(300))
            guard !Task.isCancelled else { return }
            // Decide what `searchChanged` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    public func closed() -> Task<Void, Never> {
        if let running = runningTask(of: .closed) { return running }
        return startWork(.closed) { [weak self] in
            // Decide what `closed` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    public func `extension`() -> Task<Void, Never> {
        if let running = runningTask(of: .`extension`) { return running }
        return startWork(.`extension`) { [weak self] in
            // Decide what `extension` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    public func `defer`() -> Task<Void, Never> {
        if let running = runningTask(of: .`defer`) { return running }
        return startWork(.`defer`) { [weak self] in
            // Decide what `defer` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    public func `where`() -> Task<Void, Never> {
        if let running = runningTask(of: .`where`) { return running }
        return startWork(.`where`) { [weak self] in
            // Decide what `where` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    public func `actor`() -> Task<Void, Never> {
        if let running = runningTask(of: .`actor`) { return running }
        return startWork(.`actor`) { [weak self] in
            // Decide what `actor` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }
}
