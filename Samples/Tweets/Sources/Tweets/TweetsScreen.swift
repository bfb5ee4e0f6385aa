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
                .navigationTitle("Feed")
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
                        Label("\(tweet.imageURLs.count) image", systemImage: "photo")
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
                Label("The feed could not be loaded", systemImage: "wifi.slash")
            } description: {
                Text(viewModel.message)
            } actions: {
                Button("Retry") {
                    store.interactor.initialLoad(request: TweetsScene.InitialLoad.Request())
                }
            }
        }
    }
}

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
