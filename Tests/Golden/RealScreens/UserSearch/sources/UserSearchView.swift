// Created by archgen from UserSearch.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders each state of `UserSearchViewModel` and sends it events. Start from here.
struct UserSearchView: View {
    @State private var viewModel: UserSearchViewModel
    @State private var searchText = ""

    init(viewModel: UserSearchViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            switch viewModel.state {
            case .idle:
                Color.clear
                    .accessibilityIdentifier("UserSearch.idle")
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("UserSearch.loading")
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
                    .accessibilityIdentifier("UserSearch.loaded")
                } else {
                    List(users) { gitHubUser in
                        Button {
                            viewModel.send(.userTapped(user: gitHubUser))
                        } label: {
                            VStack(alignment: .leading) {
                                Text(gitHubUser.login)
                                Text(gitHubUser.avatarUrl ?? "")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityIdentifier("UserSearch.userTapped.\(gitHubUser.id)")
                        // The last row appeared: ask for the next page.
                        .onAppear {
                            if gitHubUser == users.last {
                                viewModel.send(.nearEndReached)
                            }
                        }
                    }
                    .accessibilityIdentifier("UserSearch.loaded")
                }
            case .empty:
                Text("Nothing here yet", bundle: textBundle)
                    .accessibilityIdentifier("UserSearch.empty")
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
                .accessibilityIdentifier("UserSearch.failed")
            }
        }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            viewModel.send(.queryChanged(text: searchText))
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: UserSearchTextBundleToken.self) }
private final class UserSearchTextBundleToken {}

#if DEBUG
extension UserSearchView {
    /// The screen with the preview dependencies of `UserSearchPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: UserSearchPreviewOutcome) -> UserSearchView {
        UserSearchView(
            viewModel: UserSearchViewModel(
                gitHubService: PreviewGitHubService(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("idle") {
    UserSearchView.preview(.succeeds)
}
#endif
#endif
