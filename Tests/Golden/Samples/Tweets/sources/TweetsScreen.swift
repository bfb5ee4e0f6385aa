// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the scene displayed through `TweetsStore`, which owns the scene. Start from here.
public struct TweetsScreen: View {
    @State private var store: TweetsStore

    public init(store: TweetsStore) {
        _store = State(initialValue: store)
    }

    public var body: some View {
        VStack {
            switch store.content {
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Tweets.loading")
            case .loaded(let viewModel):
                if viewModel.tweets.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } actions: {
                    }
                    .accessibilityIdentifier("Tweets.loaded")
                } else {
                    List(viewModel.tweets) { tweet in
                        Button {
                            store.interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: tweet.id))
                        } label: {
                            VStack(alignment: .leading) {
                                Text(tweet.sender)
                                Text(tweet.content)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityIdentifier("Tweets.rowAppeared.\(tweet.id)")
                    }
                    .accessibilityIdentifier("Tweets.loaded")
                }
            case .failed(let viewModel):
                ContentUnavailableView {
                    Label {
                        Text("Something went wrong", bundle: textBundle)
                    } icon: {
                        Image(systemName: "exclamationmark.triangle")
                    }
                } description: {
                    Text(viewModel.message)
                } actions: {
                }
                .accessibilityIdentifier("Tweets.failed")
            }
            Button {
                store.interactor.refresh(request: TweetsScene.Refresh.Request())
            } label: {
                Text("Refresh", bundle: textBundle)
            }
            .accessibilityIdentifier("Tweets.refresh")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await store.appeared() }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: TweetsTextBundleToken.self) }
private final class TweetsTextBundleToken {}

#if DEBUG
extension TweetsScreen {
    /// The screen with the preview dependencies of `TweetsPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: TweetsPreviewOutcome) -> TweetsScreen {
        TweetsScreen(
            store: TweetsStore(
                interactor: TweetsInteractor(
                    tweetsRepository: PreviewTweetsRepository(outcome: outcome)
                )
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    TweetsScreen.preview(.waits)
}

#Preview("initialLoad succeeds") {
    TweetsScreen.preview(.succeeds)
}

#Preview("failed") {
    TweetsScreen.preview(.fails)
}
#endif
#endif
