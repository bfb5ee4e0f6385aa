// Created by archgen from Space06.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the presenter displayed through `Space06ViewAdapter`, which owns the presenter. Start
/// from here.
public struct Space06Screen: View {
    @State private var adapter: Space06ViewAdapter
    @State private var searchText = ""
    /// The message of the effect `toast`, shown in an alert until a person dismisses it.
    @State private var toastMessage: String?

    public init(adapter: Space06ViewAdapter) {
        _adapter = State(initialValue: adapter)
    }

    public var body: some View {
        VStack {
            switch adapter.content {
            case .idle:
                Color.clear
                    .accessibilityIdentifier("Space06.idle")
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Space06.loading")
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
                    .accessibilityIdentifier("Space06.loaded")
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
                        .accessibilityIdentifier("Space06.picked.\(order.id)")
                        .swipeActions {
                            Button {
                                adapter.presenter.cancelTapped(order: order)
                            } label: {
                                Text("Cancel", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space06.cancelTapped.\(order.id)")
                            Button {
                                adapter.presenter.lookupTapped(id: order.id)
                            } label: {
                                Text("Lookup", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space06.lookupTapped.\(order.id)")
                            Button {
                                adapter.presenter.detailRequested(id: order.id)
                            } label: {
                                Text("Detail requested", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space06.detailRequested.\(order.id)")
                            Button {
                                adapter.presenter.followed(id: order.id)
                            } label: {
                                Text("Followed", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space06.followed.\(order.id)")
                        }
                    }
                    .accessibilityIdentifier("Space06.loaded")
                }
            case .detail:
                Text("Detail", bundle: textBundle)
                    .accessibilityIdentifier("Space06.detail")
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
                .accessibilityIdentifier("Space06.failed")
            case .counted:
                Text("Counted", bundle: textBundle)
                    .accessibilityIdentifier("Space06.counted")
            case .found:
                Text("Found", bundle: textBundle)
                    .accessibilityIdentifier("Space06.found")
            case .indexed:
                Text("Indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space06.indexed")
            case .historyShown:
                Text("History shown", bundle: textBundle)
                    .accessibilityIdentifier("Space06.historyShown")
            case .marked:
                Text("Marked", bundle: textBundle)
                    .accessibilityIdentifier("Space06.marked")
            case .overrideState:
                Text("Override state", bundle: textBundle)
                    .accessibilityIdentifier("Space06.overrideState")
            }
            if let text = adapter.fields.banner {
                HStack {
                    Text(text)
                }
            }
            Button {
                adapter.presenter.countRequested()
            } label: {
                Text("Count requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.countRequested")
            Button {
                adapter.presenter.indexRequested()
            } label: {
                Text("Index requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.indexRequested")
            Button {
                adapter.presenter.summaryRequested()
            } label: {
                Text("Summary requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.summaryRequested")
            Button {
                adapter.presenter.formatterRequested()
            } label: {
                Text("Formatter requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.formatterRequested")
            Button {
                adapter.presenter.historyRequested()
            } label: {
                Text("History requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.historyRequested")
            Button {
                adapter.presenter.pinged()
            } label: {
                Text("Pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.pinged")
            Button {
                adapter.presenter.flushed()
            } label: {
                Text("Flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.flushed")
            Button {
                adapter.presenter.reset()
            } label: {
                Text("Reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.reset")
            Button {
                adapter.presenter.closed()
            } label: {
                Text("Closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.closed")
            Button {
                adapter.presenter.moreRequested()
            } label: {
                Text("More requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.moreRequested")
            Button {
                adapter.presenter.watched()
            } label: {
                Text("Watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.watched")
            Button {
                adapter.presenter.retried()
            } label: {
                Text("Retried", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.retried")
            Button {
                adapter.presenter.bannerClosed()
            } label: {
                Text("Banner closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.bannerClosed")
            Button {
                adapter.presenter.`extension`()
            } label: {
                Text("Extension", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.extension")
            Button {
                adapter.presenter.`defer`()
            } label: {
                Text("Defer", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.defer")
            Button {
                adapter.presenter.`where`()
            } label: {
                Text("Where", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.where")
            Button {
                adapter.presenter.`actor`()
            } label: {
                Text("Actor", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.actor")
            Button {
                adapter.presenter.extensionTapped()
            } label: {
                Text("Extension", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.extensionTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await adapter.appeared() }
        .refreshable { await adapter.presenter.refreshPulled().value }
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
private var textBundle: Bundle { Bundle(for: Space06TextBundleToken.self) }
private final class Space06TextBundleToken {}

#if DEBUG
extension Space06Screen {
    /// The screen with the preview dependencies of `Space06Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space06PreviewOutcome) -> Space06Screen {
        Space06Screen(
            adapter: Space06ViewAdapter(
                presenter: Space06Presenter(
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
    Space06Screen.preview(.waits)
}

#Preview("loaded") {
    Space06Screen.preview(.succeeds)
}

#Preview("failed") {
    Space06Screen.preview(.fails)
}
#endif
#endif
