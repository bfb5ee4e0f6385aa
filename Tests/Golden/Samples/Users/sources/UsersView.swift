// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders each state of `UsersViewModel` and sends it events. Start from here.
public struct UsersView: View {
    @State private var viewModel: UsersViewModel

    public init(viewModel: UsersViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        VStack {
            switch viewModel.state {
            case .loading:
                Text("loading", bundle: textBundle)
                    .accessibilityIdentifier("Users.loading")
            case .loaded(let users):
                if users.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } description: {
                        Text("loaded", bundle: textBundle)
                    } actions: {
                    }
                    .accessibilityIdentifier("Users.loaded")
                } else {
                    List(Array(users.enumerated()), id: \.offset) { row in
                        Text(String(describing: row.element))
                    }
                    .accessibilityIdentifier("Users.loaded")
                }
            case .failed:
                Text("failed", bundle: textBundle)
                    .accessibilityIdentifier("Users.failed")
            }
            Button {
                viewModel.send(.retryTapped)
            } label: {
                Text("retryTapped", bundle: textBundle)
            }
            .accessibilityIdentifier("Users.retryTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await viewModel.loadOnFirstAppearance() }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: UsersTextBundleToken.self) }
private final class UsersTextBundleToken {}

#if DEBUG
extension UsersView {
    /// The screen with the preview dependencies of `UsersPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: UsersPreviewOutcome) -> UsersView {
        UsersView(
            viewModel: UsersViewModel(
                usersService: .preview(outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    UsersView.preview(.waits)
}

#Preview("loaded") {
    UsersView.preview(.succeeds)
}

#Preview("failed") {
    UsersView.preview(.fails)
}
#endif
#endif
