// Created by archgen from Tweets.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The feed: a spinner while loading, then the tweets (pull to refresh; five more as the last one comes on screen),
/// or an error with a retry button.
public struct TweetsScreen: View {
    @State private var store: TweetsStore

    public init(store: TweetsStore) {
        _store = State(initialValue: store)
    }

    public var body: some View {
        NavigationStack {
            content
                .navigationTitle(Text("Feed", bundle: textBundle))
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await store.appeared() }
    }

    @ViewBuilder
    private var content: some View {
        switch store.content {
        case .loading:
            ProgressView()
        case .loaded(let viewModel):
            List(viewModel.tweets) { tweet in
                VStack(alignment: .leading) {
                    Text(tweet.sender)
                        .font(.headline)
                    Text(tweet.content)
                    if !tweet.imageURLs.isEmpty {
                        Label {
                            // Inflected by Foundation: "1 image", "2 images", and so on in each language.
                            Text("^[\(tweet.imageURLs.count) image](inflect: true)", bundle: textBundle)
                        } icon: {
                            Image(systemName: "photo")
                        }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    }
                }
                .onAppear {
                    store.interactor.rowAppeared(request: TweetsScene.RowAppeared.Request(id: tweet.id))
                }
            }
            .refreshable {
                await store.interactor.refresh(request: TweetsScene.Refresh.Request()).value
            }
        case .failed(let viewModel):
            ContentUnavailableView {
                Label {
                    Text("The feed could not be loaded", bundle: textBundle)
                } icon: {
                    Image(systemName: "wifi.slash")
                }
            } description: {
                Text(viewModel.message)
            } actions: {
                Button {
                    store.interactor.initialLoad(request: TweetsScene.InitialLoad.Request())
                } label: {
                    Text("Retry", bundle: textBundle)
                }
            }
        }
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
