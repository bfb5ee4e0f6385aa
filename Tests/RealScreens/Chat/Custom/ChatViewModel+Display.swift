// Hand-written: what the spec cannot say (its expressions cannot trim text or make a String of an Int).

import Foundation

extension ChatViewModel {
    /// The draft without the spaces and new lines around it: what the send button sends (`sendTapped(text:)`), and
    /// nothing, which disables it, while the draft is blank.
    var trimmedDraft: String {
        fields.draft.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The peer's status under its name, or a placeholder when it has none.
    var peerStatusText: String {
        peer.status ?? "No status yet."
    }

    /// Whether the current user sent `message` (its bubble sits on the right). The server names senders, so this
    /// matches the user's name, or the user's id written as a name.
    func ownsMessage(_ message: ChatMessage) -> Bool {
        message.from == currentUserName || message.from == String(currentUserId)
    }
}
