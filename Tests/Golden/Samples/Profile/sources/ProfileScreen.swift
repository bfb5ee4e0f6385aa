// Created by archgen from Profile.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the presenter displayed through `ProfileViewAdapter`, which owns the presenter. Start
/// from here.
public struct ProfileScreen: View {
    @State private var adapter: ProfileViewAdapter

    public init(adapter: ProfileViewAdapter) {
        _adapter = State(initialValue: adapter)
    }

    public var body: some View {
        VStack {
            switch adapter.content {
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Profile.loading")
            case .loaded:
                Text("Loaded", bundle: textBundle)
                    .accessibilityIdentifier("Profile.loaded")
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
                .accessibilityIdentifier("Profile.failed")
            }
            Button {
                adapter.presenter.retryTapped()
            } label: {
                Text("Retry", bundle: textBundle)
            }
            .accessibilityIdentifier("Profile.retryTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await adapter.appeared() }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: ProfileTextBundleToken.self) }
private final class ProfileTextBundleToken {}

#if DEBUG
extension ProfileScreen {
    /// The screen with the preview dependencies of `ProfilePreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: ProfilePreviewOutcome) -> ProfileScreen {
        ProfileScreen(
            adapter: ProfileViewAdapter(
                presenter: ProfilePresenter(
                    profileService: PreviewProfileService(outcome: outcome)
                )
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    ProfileScreen.preview(.waits)
}

#Preview("loaded") {
    ProfileScreen.preview(.succeeds)
}

#Preview("failed") {
    ProfileScreen.preview(.fails)
}
#endif
#endif
