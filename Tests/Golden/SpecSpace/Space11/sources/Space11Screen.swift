// Created by archgen from Space11.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SpaceSupport
import SwiftUI

/// The screen: renders what the presenter displayed through `Space11ViewAdapter`, which owns the presenter. Start
/// from here.
struct Space11Screen: View {
    @State private var adapter: Space11ViewAdapter
    @State private var searchText = ""
    /// The message of the effect `toast`, shown in an alert until a person dismisses it.
    @State private var toastMessage: String?

    init(adapter: Space11ViewAdapter) {
        _adapter = State(initialValue: adapter)
    }

    var body: some View {
        VStack {
            switch adapter.content {
            case .idle:
                Color.clear
                    .accessibilityIdentifier("Space11.idle")
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Space11.loading")
            case .loaded(let orders):
                if orders.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } actions: {
                    }
                    .accessibilityIdentifier("Space11.loaded")
                } else {
                    List(orders) { order in
                        Button {
                            adapter.presenter.picked(order: order)
                        } label: {
                            VStack(alignment: .leading) {
                                Text(order.title)
                                Text(order.total.formatted())
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityIdentifier("Space11.picked.\(order.id)")
                        .swipeActions {
                            Button {
                                adapter.presenter.cancelTapped(order: order)
                            } label: {
                                Text("Cancel", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space11.cancelTapped.\(order.id)")
                            Button {
                                adapter.presenter.lookupTapped(id: order.id)
                            } label: {
                                Text("Lookup", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space11.lookupTapped.\(order.id)")
                            Button {
                                adapter.presenter.detailRequested(id: order.id)
                            } label: {
                                Text("Detail requested", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space11.detailRequested.\(order.id)")
                            Button {
                                adapter.presenter.followed(id: order.id)
                            } label: {
                                Text("Followed", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space11.followed.\(order.id)")
                            Button {
                                adapter.presenter.orderChecked(order: order)
                            } label: {
                                Text("Order checked", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space11.orderChecked.\(order.id)")
                        }
                        // The last row appeared: ask for the next page.
                        .onAppear {
                            if order == orders.last {
                                adapter.presenter.moreRequested()
                            }
                        }
                    }
                    .accessibilityIdentifier("Space11.loaded")
                }
            case .detail:
                Text("Detail", bundle: textBundle)
                    .accessibilityIdentifier("Space11.detail")
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
                    Button {
                        adapter.presenter.retried()
                    } label: {
                        Text("Try again", bundle: textBundle)
                    }
                    .accessibilityIdentifier("Space11.retried")
                }
                .accessibilityIdentifier("Space11.failed")
            case .counted:
                Text("Counted", bundle: textBundle)
                    .accessibilityIdentifier("Space11.counted")
            case .found:
                Text("Found", bundle: textBundle)
                    .accessibilityIdentifier("Space11.found")
            case .indexed:
                Text("Indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space11.indexed")
            case .historyShown:
                Text("History shown", bundle: textBundle)
                    .accessibilityIdentifier("Space11.historyShown")
            case .marked:
                Text("Marked", bundle: textBundle)
                    .accessibilityIdentifier("Space11.marked")
            case .indirectState:
                Text("Indirect state", bundle: textBundle)
                    .accessibilityIdentifier("Space11.indirectState")
            case .located:
                Text("Located", bundle: textBundle)
                    .accessibilityIdentifier("Space11.located")
            }
            if let text = adapter.fields.banner {
                HStack {
                    Text(text)
                }
            }
            if adapter.fields.isLoadingMore {
                ProgressView()
            }
            Button {
                adapter.presenter.refreshPulled()
            } label: {
                Text("Refresh pulled", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.refreshPulled")
            Button {
                adapter.presenter.countRequested()
            } label: {
                Text("Count requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.countRequested")
            Button {
                adapter.presenter.indexRequested()
            } label: {
                Text("Index requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.indexRequested")
            Button {
                adapter.presenter.summaryRequested()
            } label: {
                Text("Summary requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.summaryRequested")
            Button {
                adapter.presenter.formatterRequested()
            } label: {
                Text("Formatter requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.formatterRequested")
            Button {
                adapter.presenter.historyRequested()
            } label: {
                Text("History requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.historyRequested")
            Button {
                adapter.presenter.pinged()
            } label: {
                Text("Pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.pinged")
            Button {
                adapter.presenter.flushed()
            } label: {
                Text("Flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.flushed")
            Button {
                adapter.presenter.reset()
            } label: {
                Text("Reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.reset")
            Button {
                adapter.presenter.closed()
            } label: {
                Text("Closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.closed")
            Button {
                adapter.presenter.watched()
            } label: {
                Text("Watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.watched")
            Button {
                adapter.presenter.bannerClosed()
            } label: {
                Text("Banner closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.bannerClosed")
            Button {
                adapter.presenter.`internal`()
            } label: {
                Text("Internal", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.internal")
            Button {
                adapter.presenter.`typealias`()
            } label: {
                Text("Typealias", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.typealias")
            Button {
                adapter.presenter.`guard`()
            } label: {
                Text("Guard", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.guard")
            Button {
                adapter.presenter.`is`()
            } label: {
                Text("Is", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.is")
            Button {
                adapter.presenter.internalTapped()
            } label: {
                Text("Internal", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.internalTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await adapter.appeared() }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            adapter.presenter.searchChanged(query: searchText)
        }
        .onAppear {
            // The handler holds no view (whose state holds the unit: a cycle), only the bindings it sets.
            let toastMessage = $toastMessage
            adapter.onEffect = { effect in
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
private var textBundle: Bundle { Bundle(for: Space11TextBundleToken.self) }
private final class Space11TextBundleToken {}

#if DEBUG
extension Space11Screen {
    /// The screen with the preview dependencies of `Space11Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space11PreviewOutcome) -> Space11Screen {
        Space11Screen(
            adapter: Space11ViewAdapter(
                presenter: Space11Presenter(
                    customerID: 16,
                    any: true,
                    ordersAPI: PreviewOrdersAPI(outcome: outcome),
                    analytics: .preview(outcome)
                )
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space11Screen.preview(.waits)
}

#Preview("loaded") {
    Space11Screen.preview(.succeeds)
}

#Preview("failed") {
    Space11Screen.preview(.fails)
}
#endif
#endif
