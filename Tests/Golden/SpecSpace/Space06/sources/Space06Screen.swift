// Created by archgen from Space06.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the presenter displayed through `Space06ViewAdapter`, which owns the presenter. Start
/// from here.
public struct Space06Screen: View {
    @State private var adapter: Space06ViewAdapter

    public init(adapter: Space06ViewAdapter) {
        _adapter = State(initialValue: adapter)
    }

    public var body: some View {
        VStack {
            switch adapter.content {
            case .idle:
                Text("idle", bundle: textBundle)
                    .accessibilityIdentifier("Space06.idle")
            case .loading:
                Text("loading", bundle: textBundle)
                    .accessibilityIdentifier("Space06.loading")
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
                    .accessibilityIdentifier("Space06.loaded")
                } else {
                    List(Array(orders.enumerated()), id: \.offset) { row in
                        Text(String(describing: row.element))
                    }
                    .accessibilityIdentifier("Space06.loaded")
                }
            case .detail:
                Text("detail", bundle: textBundle)
                    .accessibilityIdentifier("Space06.detail")
            case .failed:
                Text("failed", bundle: textBundle)
                    .accessibilityIdentifier("Space06.failed")
            case .counted:
                Text("counted", bundle: textBundle)
                    .accessibilityIdentifier("Space06.counted")
            case .found:
                Text("found", bundle: textBundle)
                    .accessibilityIdentifier("Space06.found")
            case .indexed:
                Text("indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space06.indexed")
            case .historyShown:
                Text("historyShown", bundle: textBundle)
                    .accessibilityIdentifier("Space06.historyShown")
            case .marked:
                Text("marked", bundle: textBundle)
                    .accessibilityIdentifier("Space06.marked")
            case .overrideState:
                Text("overrideState", bundle: textBundle)
                    .accessibilityIdentifier("Space06.overrideState")
            }
            Button {
                adapter.presenter.countRequested()
            } label: {
                Text("countRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.countRequested")
            Button {
                adapter.presenter.indexRequested()
            } label: {
                Text("indexRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.indexRequested")
            Button {
                adapter.presenter.summaryRequested()
            } label: {
                Text("summaryRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.summaryRequested")
            Button {
                adapter.presenter.formatterRequested()
            } label: {
                Text("formatterRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.formatterRequested")
            Button {
                adapter.presenter.historyRequested()
            } label: {
                Text("historyRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.historyRequested")
            Button {
                adapter.presenter.pinged()
            } label: {
                Text("pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.pinged")
            Button {
                adapter.presenter.flushed()
            } label: {
                Text("flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.flushed")
            Button {
                adapter.presenter.reset()
            } label: {
                Text("reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.reset")
            Button {
                adapter.presenter.closed()
            } label: {
                Text("closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.closed")
            Button {
                adapter.presenter.moreRequested()
            } label: {
                Text("moreRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.moreRequested")
            Button {
                adapter.presenter.watched()
            } label: {
                Text("watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.watched")
            Button {
                adapter.presenter.retried()
            } label: {
                Text("retried", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.retried")
            Button {
                adapter.presenter.bannerClosed()
            } label: {
                Text("bannerClosed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.bannerClosed")
            Button {
                adapter.presenter.`extension`()
            } label: {
                Text("extension", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.extension")
            Button {
                adapter.presenter.`defer`()
            } label: {
                Text("defer", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.defer")
            Button {
                adapter.presenter.`where`()
            } label: {
                Text("where", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.where")
            Button {
                adapter.presenter.`actor`()
            } label: {
                Text("actor", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.actor")
            Button {
                adapter.presenter.extensionTapped()
            } label: {
                Text("extensionTapped", bundle: textBundle)
            }
            .accessibilityIdentifier("Space06.extensionTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await adapter.appeared() }
        .refreshable { await adapter.presenter.refreshPulled().value }
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
