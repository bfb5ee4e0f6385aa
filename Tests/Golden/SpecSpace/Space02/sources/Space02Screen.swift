// Created by archgen from Space02.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the scene displayed through `Space02Store`, which owns the scene. Start from here.
public struct Space02Screen: View {
    @State private var store: Space02Store
    @State private var searchText = ""
    /// The message of the effect `toast`, shown in an alert until a person dismisses it.
    @State private var toastMessage: String?

    public init(store: Space02Store) {
        _store = State(initialValue: store)
    }

    public var body: some View {
        VStack {
            switch store.content {
            case .idle:
                Color.clear
                    .accessibilityIdentifier("Space02.idle")
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Space02.loading")
            case .loaded(let viewModel):
                if viewModel.orders.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } actions: {
                    }
                    .accessibilityIdentifier("Space02.loaded")
                } else {
                    List(viewModel.orders) { order in
                        Button {
                            store.interactor.lookupTapped(request: Space02Scene.LookupTapped.Request(id: order.id))
                        } label: {
                            VStack(alignment: .leading) {
                                Text(order.title)
                                Text(order.total)
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityIdentifier("Space02.lookupTapped.\(order.id)")
                        .swipeActions {
                            Button {
                                store.interactor.detailRequested(
                                    request: Space02Scene.DetailRequested.Request(id: order.id)
                                )
                            } label: {
                                Text("Detail requested", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space02.detailRequested.\(order.id)")
                            Button {
                                store.interactor.followed(request: Space02Scene.Followed.Request(id: order.id))
                            } label: {
                                Text("Followed", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space02.followed.\(order.id)")
                        }
                        // The last row appeared: ask for the next page.
                        .onAppear {
                            if order == viewModel.orders.last {
                                store.interactor.moreRequested(request: Space02Scene.MoreRequested.Request())
                            }
                        }
                    }
                    .accessibilityIdentifier("Space02.loaded")
                }
            case .detail:
                Text("Detail", bundle: textBundle)
                    .accessibilityIdentifier("Space02.detail")
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
                    Button {
                        store.interactor.retried(request: Space02Scene.Retried.Request())
                    } label: {
                        Text("Try again", bundle: textBundle)
                    }
                    .accessibilityIdentifier("Space02.retried")
                }
                .accessibilityIdentifier("Space02.failed")
            case .counted:
                Text("Counted", bundle: textBundle)
                    .accessibilityIdentifier("Space02.counted")
            case .found:
                Text("Found", bundle: textBundle)
                    .accessibilityIdentifier("Space02.found")
            case .indexed:
                Text("Indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space02.indexed")
            case .historyShown:
                Text("History shown", bundle: textBundle)
                    .accessibilityIdentifier("Space02.historyShown")
            case .marked:
                Text("Marked", bundle: textBundle)
                    .accessibilityIdentifier("Space02.marked")
            case .eachState:
                Text("Each state", bundle: textBundle)
                    .accessibilityIdentifier("Space02.eachState")
            }
            if let text = store.fields.banner {
                HStack {
                    Text(text)
                }
            }
            if store.fields.isLoadingMore {
                ProgressView()
            }
            Button {
                store.interactor.refreshPulled(request: Space02Scene.RefreshPulled.Request())
            } label: {
                Text("Refresh pulled", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.refreshPulled")
            Button {
                store.interactor.countRequested(request: Space02Scene.CountRequested.Request())
            } label: {
                Text("Count requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.countRequested")
            Button {
                store.interactor.indexRequested(request: Space02Scene.IndexRequested.Request())
            } label: {
                Text("Index requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.indexRequested")
            Button {
                store.interactor.summaryRequested(request: Space02Scene.SummaryRequested.Request())
            } label: {
                Text("Summary requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.summaryRequested")
            Button {
                store.interactor.formatterRequested(request: Space02Scene.FormatterRequested.Request())
            } label: {
                Text("Formatter requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.formatterRequested")
            Button {
                store.interactor.historyRequested(request: Space02Scene.HistoryRequested.Request())
            } label: {
                Text("History requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.historyRequested")
            Button {
                store.interactor.pinged(request: Space02Scene.Pinged.Request())
            } label: {
                Text("Pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.pinged")
            Button {
                store.interactor.flushed(request: Space02Scene.Flushed.Request())
            } label: {
                Text("Flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.flushed")
            Button {
                store.interactor.reset(request: Space02Scene.Reset.Request())
            } label: {
                Text("Reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.reset")
            Button {
                store.interactor.closed(request: Space02Scene.Closed.Request())
            } label: {
                Text("Closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.closed")
            Button {
                store.interactor.watched(request: Space02Scene.Watched.Request())
            } label: {
                Text("Watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.watched")
            Button {
                store.interactor.bannerClosed(request: Space02Scene.BannerClosed.Request())
            } label: {
                Text("Banner closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.bannerClosed")
            Button {
                store.interactor.`borrowing`(request: Space02Scene.Borrowing.Request())
            } label: {
                Text("Borrowing", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.borrowing")
            Button {
                store.interactor.`open`(request: Space02Scene.Open.Request())
            } label: {
                Text("Open", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.open")
            Button {
                store.interactor.`case`(request: Space02Scene.Case.Request())
            } label: {
                Text("Case", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.case")
            Button {
                store.interactor.`repeat`(request: Space02Scene.Repeat.Request())
            } label: {
                Text("Repeat", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.repeat")
            Button {
                store.interactor.`throws`(request: Space02Scene.Throws.Request())
            } label: {
                Text("Throws", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.throws")
            Button {
                store.interactor.borrowingTapped(request: Space02Scene.BorrowingTapped.Request())
            } label: {
                Text("Borrowing", bundle: textBundle)
            }
            .accessibilityIdentifier("Space02.borrowingTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await store.appeared() }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            store.interactor.searchChanged(request: Space02Scene.SearchChanged.Request(query: searchText))
        }
        .onAppear {
            // The handler holds no view (whose state holds the unit: a cycle), only the bindings it sets.
            let toastMessage = $toastMessage
            store.onEffect = { effect in
                switch effect {
                case .toast(let message):
                    toastMessage.wrappedValue = message
                case .dismissKeyboard:
                    break  // What the view does once when asked.
                }
            }
        }
        .alert(
            Text(toastMessage ?? ""),
            isPresented: Binding(get: { toastMessage != nil }, set: { if !$0 { toastMessage = nil } }),
            presenting: toastMessage
        ) { _ in
            Button(role: .cancel) {
            } label: {
                Text("OK", bundle: textBundle)
            }
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space02TextBundleToken.self) }
private final class Space02TextBundleToken {}

#if DEBUG
extension Space02Screen {
    /// The screen with the preview dependencies of `Space02Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space02PreviewOutcome) -> Space02Screen {
        Space02Screen(
            store: Space02Store(
                interactor: Space02Interactor(
                    customerID: 16,
                    any: true,
                    ordersAPI: .preview(outcome),
                    analytics: PreviewAnalytics(outcome: outcome)
                )
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space02Screen.preview(.waits)
}

#Preview("loaded") {
    Space02Screen.preview(.succeeds)
}

#Preview("failed") {
    Space02Screen.preview(.fails)
}
#endif
#endif
