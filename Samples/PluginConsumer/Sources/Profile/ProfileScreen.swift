// Created by archgen from Profile.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the presenter displayed through `ProfileViewAdapter`. Start from here.
struct ProfileScreen: View {
    @State private var adapter = ProfileViewAdapter()
    private let presenter: ProfilePresenter

    init(presenter: ProfilePresenter) {
        self.presenter = presenter
    }

    var body: some View {
        VStack {
            switch adapter.content {
            case .loading:
                Text("loading")
                    .accessibilityIdentifier("Profile.loading")
            case .loaded:
                Text("loaded")
                    .accessibilityIdentifier("Profile.loaded")
            case .failed:
                Text("failed")
                    .accessibilityIdentifier("Profile.failed")
            }
            Button {
                presenter.retryTapped()
            } label: {
                Text("retryTapped")
            }
            .accessibilityIdentifier("Profile.retryTapped")
        }
        .task {
            presenter.view = adapter
            // SwiftUI cancels `.task` when the view goes away: the work stops with it.
            let work = presenter.viewAppeared()
            await withTaskCancellationHandler {
                await work.value
            } onCancel: {
                work.cancel()
            }
        }
    }
}
#endif
