// Created by archgen from Chat.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders each state of `ChatViewModel` and sends it events. Start from here.
struct ChatView: View {
    @State private var viewModel: ChatViewModel
    @State private var searchText = ""

    init(viewModel: ChatViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            switch viewModel.state {
            case .noMessages:
                Color.clear
                    .accessibilityIdentifier("Chat.noMessages")
            case .conversation(let messages):
                if messages.isEmpty {
                    ContentUnavailableView {
                        Label {
                            Text("Nothing here yet", bundle: textBundle)
                        } icon: {
                            Image(systemName: "tray")
                        }
                    } actions: {
                    }
                    .accessibilityIdentifier("Chat.conversation")
                } else {
                    List(messages) { chatMessage in
                        VStack(alignment: .leading) {
                            Text(chatMessage.from)
                            Text(chatMessage.to)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                    .accessibilityIdentifier("Chat.conversation")
                }
            }
            if let text = viewModel.fields.errorMessage {
                HStack {
                    Text(text)
                }
            }
            Button {
                viewModel.send(.viewDisappeared)
            } label: {
                Text("View disappeared", bundle: textBundle)
            }
            .accessibilityIdentifier("Chat.viewDisappeared")
            Button {
                viewModel.send(.backTapped)
            } label: {
                Text("Back", bundle: textBundle)
            }
            .accessibilityIdentifier("Chat.backTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await viewModel.loadOnFirstAppearance() }
        .searchable(text: $searchText)
        .onChange(of: searchText) {
            viewModel.send(.draftChanged(text: searchText))
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: ChatTextBundleToken.self) }
private final class ChatTextBundleToken {}

#if DEBUG
extension ChatView {
    /// The screen with the preview dependencies of `ChatPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: ChatPreviewOutcome) -> ChatView {
        ChatView(
            viewModel: ChatViewModel(
                currentUserId: 40,
                currentUserName: "currentUserName",
                peer: ChatUser(id: 23, isOnline: true, name: "name", status: "status"),
                chatSocketService: PreviewChatSocketService(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("noMessages") {
    ChatView.preview(.succeeds)
}
#endif
#endif
