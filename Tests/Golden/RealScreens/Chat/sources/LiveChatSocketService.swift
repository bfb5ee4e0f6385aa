// Created by archgen from Chat.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `ChatSocketService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveChatSocketService: ChatSocketService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func events(userId: Int, peerId: Int) -> AsyncThrowingStream<ChatSocketEvent, Error> {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return AsyncThrowingStream { $0.finish() }
    }

    func send(text: String) async throws {
        throw NotWritten(description: "LiveChatSocketService.send is not written yet")
    }

    func disconnect() async {
        // Write the live `disconnect` here.
    }
}
