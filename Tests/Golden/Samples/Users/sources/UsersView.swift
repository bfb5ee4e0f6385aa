// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders each state of `UsersViewModel` and sends it events. Start from here.
public struct UsersView: View {
    @State private var viewModel: UsersViewModel
    @State private var searchText = ""

    public init(viewModel: UsersViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        VStack {
            switch viewModel.state {
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Users.loading")
            case .loaded(let users):
                if users.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } actions: {
                    }
                    .accessibilityIdentifier("Users.loaded")
                } else {
                    List(users) { user in
                        Button {
                            viewModel.send(.userTapped(user: user))
                        } label: {
                            VStack(alignment: .leading) {
                                Text(user.name)
                                Text(user.phone)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityIdentifier("Users.userTapped.\(user.id)")
                    }
                    .accessibilityIdentifier("Users.loaded")
                }
            case .failed(let message):
                ContentUnavailableView {
                    Label {
                        Text("Something went wrong", bundle: textBundle)
                    } icon: {
                        Image(systemName: "exclamationmark.triangle")
                    }
                } description: {
                    Text(message)
                } actions: {
                }
                .accessibilityIdentifier("Users.failed")
            }
            Button {
                viewModel.send(.retryTapped)
            } label: {
                Text("Retry", bundle: textBundle)
            }
            .accessibilityIdentifier("Users.retryTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await viewModel.loadOnFirstAppearance() }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            viewModel.send(.searchChanged(query: searchText))
        }
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
