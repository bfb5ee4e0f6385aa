// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly. Each runs its work in a task the presenter
/// owns (`startWork`, with the event's policy), so a newer send or the presenter's release cancels it. A step (one
/// that receives another event's result) runs in that event's task instead, and no view calls it.
extension OnchainSettingsPresenter {
    /// Stops following the stored default address type; a change already sent still finishes.
    @discardableResult
    func viewWillDisappear() -> Task<Void, Never> {
        if let running = runningTask(of: .viewWillDisappear) { return running }
        cancelWork(.viewWillAppear)
        return startWork(.viewWillDisappear) { [weak self] in
            // Decide what `viewWillDisappear` does: call a dependency, then, unless the task was cancelled meanwhile
            // (`guard let self, !Task.isCancelled else { return }`), tell `view` what to display.
            _ = self
        }
    }
}
