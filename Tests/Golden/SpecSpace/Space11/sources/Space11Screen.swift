// Created by archgen from Space11.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SpaceSupport
import SwiftUI

/// The screen: renders what the presenter displayed through `Space11ViewAdapter`, which owns the presenter. Start
/// from here.
struct Space11Screen: View {
    @State private var adapter: Space11ViewAdapter

    init(adapter: Space11ViewAdapter) {
        _adapter = State(initialValue: adapter)
    }

    var body: some View {
        VStack {
            switch adapter.content {
            case .idle:
                Text("idle", bundle: textBundle)
                    .accessibilityIdentifier("Space11.idle")
            case .loading:
                Text("loading", bundle: textBundle)
                    .accessibilityIdentifier("Space11.loading")
            case .loaded(let orders):
                if orders.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } description: {
                        Text("loaded", bundle: textBundle)
                    } actions: {
                    }
                    .accessibilityIdentifier("Space11.loaded")
                } else {
                    List(Array(orders.enumerated()), id: \.offset) { row in
                        Text(String(describing: row.element))
                    }
                    .accessibilityIdentifier("Space11.loaded")
                }
            case .detail:
                Text("detail", bundle: textBundle)
                    .accessibilityIdentifier("Space11.detail")
            case .failed:
                Text("failed", bundle: textBundle)
                    .accessibilityIdentifier("Space11.failed")
            case .counted:
                Text("counted", bundle: textBundle)
                    .accessibilityIdentifier("Space11.counted")
            case .found:
                Text("found", bundle: textBundle)
                    .accessibilityIdentifier("Space11.found")
            case .indexed:
                Text("indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space11.indexed")
            case .historyShown:
                Text("historyShown", bundle: textBundle)
                    .accessibilityIdentifier("Space11.historyShown")
            case .marked:
                Text("marked", bundle: textBundle)
                    .accessibilityIdentifier("Space11.marked")
            case .indirectState:
                Text("indirectState", bundle: textBundle)
                    .accessibilityIdentifier("Space11.indirectState")
            case .located:
                Text("located", bundle: textBundle)
                    .accessibilityIdentifier("Space11.located")
            }
            Button {
                adapter.presenter.refreshPulled()
            } label: {
                Text("refreshPulled", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.refreshPulled")
            Button {
                adapter.presenter.countRequested()
            } label: {
                Text("countRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.countRequested")
            Button {
                adapter.presenter.indexRequested()
            } label: {
                Text("indexRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.indexRequested")
            Button {
                adapter.presenter.summaryRequested()
            } label: {
                Text("summaryRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.summaryRequested")
            Button {
                adapter.presenter.formatterRequested()
            } label: {
                Text("formatterRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.formatterRequested")
            Button {
                adapter.presenter.historyRequested()
            } label: {
                Text("historyRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.historyRequested")
            Button {
                adapter.presenter.pinged()
            } label: {
                Text("pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.pinged")
            Button {
                adapter.presenter.flushed()
            } label: {
                Text("flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.flushed")
            Button {
                adapter.presenter.reset()
            } label: {
                Text("reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.reset")
            Button {
                adapter.presenter.closed()
            } label: {
                Text("closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.closed")
            Button {
                adapter.presenter.moreRequested()
            } label: {
                Text("moreRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.moreRequested")
            Button {
                adapter.presenter.watched()
            } label: {
                Text("watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.watched")
            Button {
                adapter.presenter.retried()
            } label: {
                Text("retried", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.retried")
            Button {
                adapter.presenter.bannerClosed()
            } label: {
                Text("bannerClosed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.bannerClosed")
            Button {
                adapter.presenter.`internal`()
            } label: {
                Text("internal", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.internal")
            Button {
                adapter.presenter.`typealias`()
            } label: {
                Text("typealias", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.typealias")
            Button {
                adapter.presenter.`guard`()
            } label: {
                Text("guard", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.guard")
            Button {
                adapter.presenter.`is`()
            } label: {
                Text("is", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.is")
            Button {
                adapter.presenter.internalTapped()
            } label: {
                Text("internalTapped", bundle: textBundle)
            }
            .accessibilityIdentifier("Space11.internalTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await adapter.appeared() }
        .onAppear {
            adapter.onEffect = { effect in
                switch effect {
                case .toast:
                    break  // What the view does once when asked.
                case .dismissKeyboard:
                    break  // What the view does once when asked.
                }
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
