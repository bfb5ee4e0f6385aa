#if canImport(SwiftUI)
import SwiftUI

/// The user search: a search field over the users found. Rows open the user (through the view model's route);
/// the row five from the end asks for the next page.
struct UserSearchView: View {
    @State private var viewModel: UserSearchViewModel
    @State private var text = ""

    init(viewModel: UserSearchViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            switch viewModel.state {
            case .idle:
                EmptyView()
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("UserSearch.loading")
            case .loaded(let users):
                List(users) { user in
                    Button {
                        viewModel.send(.userTapped(user: user))
                    } label: {
                        UserSearchRow(user: user)
                    }
                    .onAppear {
                        if user.asksForNextPage(in: users) { viewModel.send(.nearEndReached) }
                    }
                }
                .accessibilityIdentifier("UserSearch.loaded")
            case .empty:
                Text("No users found", bundle: textBundle)
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("UserSearch.empty")
            case .failed(let message):
                Text(message)
                    .accessibilityIdentifier("UserSearch.failed")
            }
        }
        .searchable(text: $text, prompt: Text("Search GitHub users", bundle: textBundle))
        .onChange(of: text) { _, newText in
            viewModel.send(.queryChanged(text: newText))
        }
    }
}

/// A user found: the login, and the bio when GitHub gives one. (The avatar is the app's image loader's.)
private struct UserSearchRow: View {
    let user: GitHubUser

    var body: some View {
        HStack {
            Image(systemName: "person.crop.circle")
            VStack(alignment: .leading) {
                Text(user.login)
                    .font(.headline)
                if let bio = user.bio {
                    Text(bio)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
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
