// Created by archgen from Space04.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SpaceSupport
import SwiftUI

/// The screen: renders each state of `Space04ViewModel` and sends it events. Start from here.
public struct Space04View: View {
    @State private var viewModel: Space04ViewModel

    public init(viewModel: Space04ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        VStack {
            switch viewModel.state {
            case .idle:
                Text("idle", bundle: textBundle)
                    .accessibilityIdentifier("Space04.idle")
            case .loading:
                Text("loading", bundle: textBundle)
                    .accessibilityIdentifier("Space04.loading")
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
                    .accessibilityIdentifier("Space04.loaded")
                } else {
                    List(Array(orders.enumerated()), id: \.offset) { row in
                        Text(String(describing: row.element))
                    }
                    .accessibilityIdentifier("Space04.loaded")
                }
            case .detail:
                Text("detail", bundle: textBundle)
                    .accessibilityIdentifier("Space04.detail")
            case .failed:
                Text("failed", bundle: textBundle)
                    .accessibilityIdentifier("Space04.failed")
            case .counted:
                Text("counted", bundle: textBundle)
                    .accessibilityIdentifier("Space04.counted")
            case .found:
                Text("found", bundle: textBundle)
                    .accessibilityIdentifier("Space04.found")
            case .indexed:
                Text("indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space04.indexed")
            case .historyShown:
                Text("historyShown", bundle: textBundle)
                    .accessibilityIdentifier("Space04.historyShown")
            case .marked:
                Text("marked", bundle: textBundle)
                    .accessibilityIdentifier("Space04.marked")
            case .weakState:
                Text("weakState", bundle: textBundle)
                    .accessibilityIdentifier("Space04.weakState")
            case .located:
                Text("located", bundle: textBundle)
                    .accessibilityIdentifier("Space04.located")
            }
            Button {
                viewModel.send(.countRequested)
            } label: {
                Text("countRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.countRequested")
            Button {
                viewModel.send(.indexRequested)
            } label: {
                Text("indexRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.indexRequested")
            Button {
                viewModel.send(.summaryRequested)
            } label: {
                Text("summaryRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.summaryRequested")
            Button {
                viewModel.send(.formatterRequested)
            } label: {
                Text("formatterRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.formatterRequested")
            Button {
                viewModel.send(.historyRequested)
            } label: {
                Text("historyRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.historyRequested")
            Button {
                viewModel.send(.pinged)
            } label: {
                Text("pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.pinged")
            Button {
                viewModel.send(.flushed)
            } label: {
                Text("flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.flushed")
            Button {
                viewModel.send(.reset)
            } label: {
                Text("reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.reset")
            Button {
                viewModel.send(.closed)
            } label: {
                Text("closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.closed")
            Button {
                viewModel.send(.moreRequested)
            } label: {
                Text("moreRequested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.moreRequested")
            Button {
                viewModel.send(.watched)
            } label: {
                Text("watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.watched")
            Button {
                viewModel.send(.retried)
            } label: {
                Text("retried", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.retried")
            Button {
                viewModel.send(.bannerClosed)
            } label: {
                Text("bannerClosed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.bannerClosed")
            Button {
                viewModel.send(.`consuming`)
            } label: {
                Text("consuming", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.consuming")
            Button {
                viewModel.send(.`private`)
            } label: {
                Text("private", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.private")
            Button {
                viewModel.send(.`continue`)
            } label: {
                Text("continue", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.continue")
            Button {
                viewModel.send(.`throw`)
            } label: {
                Text("throw", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.throw")
            Button {
                viewModel.send(.`try`)
            } label: {
                Text("try", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.try")
            Button {
                viewModel.send(.consumingTapped)
            } label: {
                Text("consumingTapped", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.consumingTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await viewModel.loadOnFirstAppearance() }
        .refreshable { await viewModel.send(.refreshPulled).value }
        .onAppear {
            viewModel.onEffect = { effect in
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
private var textBundle: Bundle { Bundle(for: Space04TextBundleToken.self) }
private final class Space04TextBundleToken {}

#if DEBUG
extension Space04View {
    /// The screen with the preview dependencies of `Space04Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space04PreviewOutcome) -> Space04View {
        Space04View(
            viewModel: Space04ViewModel(
                customerID: 16,
                any: true,
                ordersAPI: .preview(outcome),
                analytics: PreviewAnalytics(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space04View.preview(.waits)
}

#Preview("loaded") {
    Space04View.preview(.succeeds)
}

#Preview("failed") {
    Space04View.preview(.fails)
}
#endif
#endif
