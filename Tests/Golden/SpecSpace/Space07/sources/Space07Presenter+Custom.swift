// Created by archgen from Space07.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension Space07Presenter {
    /// A page of orders came back.
    func pageArrived(page: Page) async {
        // Tell `view` what to display (after anything you await here, check `!Task.isCancelled` first). This runs
        // in the task of `customerSelected`, with its call's result.
    }

    /// Filters the orders.
    @discardableResult
    func searchChanged(query: String) -> Task<Void, Never> {
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
    func closed() -> Task<Void, Never> {
        if let running = runningTask(of: .closed) { return running }
        return startWork(.closed) { [weak self] in
            // Decide what `closed` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `fileprivate`() -> Task<Void, Never> {
        if let running = runningTask(of: .`fileprivate`) { return running }
        return startWork(.`fileprivate`) { [weak self] in
            // Decide what `fileprivate` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `public`() -> Task<Void, Never> {
        if let running = runningTask(of: .`public`) { return running }
        return startWork(.`public`) { [weak self] in
            // Decide what `public` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `do`() -> Task<Void, Never> {
        if let running = runningTask(of: .`do`) { return running }
        return startWork(.`do`) { [weak self] in
            // Decide what `do` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `while`() -> Task<Void, Never> {
        if let running = runningTask(of: .`while`) { return running }
        return startWork(.`while`) { [weak self] in
            // Decide what `while` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `package`() -> Task<Void, Never> {
        if let running = runningTask(of: .`package`) { return running }
        return startWork(.`package`) { [weak self] in
            // Decide what `package` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }
}
