// Created by archgen from Space04.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SpaceSupport
import SwiftUI

/// The screen: renders each state of `Space04ViewModel` and sends it events. Start from here.
public struct Space04View: View {
    @State private var viewModel: Space04ViewModel
    @State private var searchText = ""
    /// The message of the effect `toast`, shown in an alert until a person dismisses it.
    @State private var toastMessage: String?

    public init(viewModel: Space04ViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        VStack {
            switch viewModel.state {
            case .idle:
                Color.clear
                    .accessibilityIdentifier("Space04.idle")
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Space04.loading")
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
                    .accessibilityIdentifier("Space04.loaded")
                } else {
                    List(orders) { order in
                        Button {
                            viewModel.send(.picked(order: order))
                        } label: {
                            VStack(alignment: .leading) {
                                Text(order.title)
                                Text(order.total.formatted())
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .accessibilityIdentifier("Space04.picked.\(order.id)")
                        .swipeActions {
                            Button {
                                viewModel.send(.cancelTapped(order: order))
                            } label: {
                                Text("Cancel", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space04.cancelTapped.\(order.id)")
                            Button {
                                viewModel.send(.lookupTapped(id: order.id))
                            } label: {
                                Text("Lookup", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space04.lookupTapped.\(order.id)")
                            Button {
                                viewModel.send(.detailRequested(id: order.id))
                            } label: {
                                Text("Detail requested", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space04.detailRequested.\(order.id)")
                            Button {
                                viewModel.send(.followed(id: order.id))
                            } label: {
                                Text("Followed", bundle: textBundle)
                            }
                            .accessibilityIdentifier("Space04.followed.\(order.id)")
                        }
                    }
                    .accessibilityIdentifier("Space04.loaded")
                }
            case .detail:
                Text("Detail", bundle: textBundle)
                    .accessibilityIdentifier("Space04.detail")
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
                .accessibilityIdentifier("Space04.failed")
            case .counted:
                Text("Counted", bundle: textBundle)
                    .accessibilityIdentifier("Space04.counted")
            case .found:
                Text("Found", bundle: textBundle)
                    .accessibilityIdentifier("Space04.found")
            case .indexed:
                Text("Indexed", bundle: textBundle)
                    .accessibilityIdentifier("Space04.indexed")
            case .historyShown:
                Text("History shown", bundle: textBundle)
                    .accessibilityIdentifier("Space04.historyShown")
            case .marked:
                Text("Marked", bundle: textBundle)
                    .accessibilityIdentifier("Space04.marked")
            case .weakState:
                Text("Weak state", bundle: textBundle)
                    .accessibilityIdentifier("Space04.weakState")
            case .located:
                Text("Located", bundle: textBundle)
                    .accessibilityIdentifier("Space04.located")
            }
            if let text = viewModel.fields.banner {
                HStack {
                    Text(text)
                }
            }
            Button {
                viewModel.send(.countRequested)
            } label: {
                Text("Count requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.countRequested")
            Button {
                viewModel.send(.indexRequested)
            } label: {
                Text("Index requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.indexRequested")
            Button {
                viewModel.send(.summaryRequested)
            } label: {
                Text("Summary requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.summaryRequested")
            Button {
                viewModel.send(.formatterRequested)
            } label: {
                Text("Formatter requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.formatterRequested")
            Button {
                viewModel.send(.historyRequested)
            } label: {
                Text("History requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.historyRequested")
            Button {
                viewModel.send(.pinged)
            } label: {
                Text("Pinged", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.pinged")
            Button {
                viewModel.send(.flushed)
            } label: {
                Text("Flushed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.flushed")
            Button {
                viewModel.send(.reset)
            } label: {
                Text("Reset", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.reset")
            Button {
                viewModel.send(.closed)
            } label: {
                Text("Closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.closed")
            Button {
                viewModel.send(.moreRequested)
            } label: {
                Text("More requested", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.moreRequested")
            Button {
                viewModel.send(.watched)
            } label: {
                Text("Watched", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.watched")
            Button {
                viewModel.send(.retried)
            } label: {
                Text("Retried", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.retried")
            Button {
                viewModel.send(.bannerClosed)
            } label: {
                Text("Banner closed", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.bannerClosed")
            Button {
                viewModel.send(.`consuming`)
            } label: {
                Text("Consuming", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.consuming")
            Button {
                viewModel.send(.`private`)
            } label: {
                Text("Private", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.private")
            Button {
                viewModel.send(.`continue`)
            } label: {
                Text("Continue", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.continue")
            Button {
                viewModel.send(.`throw`)
            } label: {
                Text("Throw", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.throw")
            Button {
                viewModel.send(.`try`)
            } label: {
                Text("Try", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.try")
            Button {
                viewModel.send(.consumingTapped)
            } label: {
                Text("Consuming", bundle: textBundle)
            }
            .accessibilityIdentifier("Space04.consumingTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await viewModel.loadOnFirstAppearance() }
        .refreshable { await viewModel.send(.refreshPulled).value }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            viewModel.send(.searchChanged(query: searchText))
        }
        .onAppear {
            // The handler holds no view (whose state holds the unit: a cycle), only the bindings it sets.
            let toastMessage = $toastMessage
            viewModel.onEffect = { effect in
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
