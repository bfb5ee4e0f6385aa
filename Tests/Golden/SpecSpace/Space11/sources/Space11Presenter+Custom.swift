// Created by archgen from Space11.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension Space11Presenter {
    func pageArrived(page: Page) async {
        // Tell `view` what to display (after anything you await here, check `!Task.isCancelled` first). This runs
        // in the task of `customerSelected`, with its call's result.
    }

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
    func `internal`() -> Task<Void, Never> {
        if let running = runningTask(of: .`internal`) { return running }
        return startWork(.`internal`) { [weak self] in
            // Decide what `internal` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `typealias`() -> Task<Void, Never> {
        if let running = runningTask(of: .`typealias`) { return running }
        return startWork(.`typealias`) { [weak self] in
            // Decide what `typealias` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `guard`() -> Task<Void, Never> {
        if let running = runningTask(of: .`guard`) { return running }
        return startWork(.`guard`) { [weak self] in
            // Decide what `guard` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }

    @discardableResult
    func `is`() -> Task<Void, Never> {
        if let running = runningTask(of: .`is`) { return running }
        return startWork(.`is`) { [weak self] in
            // Decide what `is` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }
}
