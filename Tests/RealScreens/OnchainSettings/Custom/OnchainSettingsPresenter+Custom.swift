// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events: the view calls these methods of the presenter directly.
extension OnchainSettingsPresenter {
    /// Stops following the stored default address type: the work `viewWillAppear` started ends (the next appearance
    /// starts it again). A change already sent to the server is not cancelled: it finishes and shows its outcome.
    @discardableResult
    func viewWillDisappear() -> Task<Void, Never> {
        cancelWork(.viewWillAppear)
        return Task {}
    }
}
