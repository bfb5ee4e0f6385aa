// Hand-written tests of `ChatViewModel+Display.swift`.

import Foundation
import XCTest

@testable import Chat

nonisolated final class ChatDisplayTests: XCTestCase {
    @MainActor
    private func makeViewModel(status: String?) -> ChatViewModel {
        ChatViewModel(
            currentUserId: 7,
            currentUserName: "Ana",
            peer: ChatUser(id: 9, isOnline: true, name: "Bo", status: status),
            chatSocketService: ChatSocketServiceSpy()
        )
    }

    private func message(from sender: String) -> ChatMessage {
        ChatMessage(
            id: "1|\(sender)|hi", from: sender, to: "x", body: "hi", timestamp: Date(timeIntervalSince1970: 1),
            isAutomated: false)
    }

    @MainActor
    func testTrimmedDraftDropsTheBlanksAroundTheText() async {
        let viewModel = makeViewModel(status: nil)
        await viewModel.send(.draftChanged(text: "  hello there \n")).value
        XCTAssertEqual(viewModel.trimmedDraft, "hello there")
    }

    @MainActor
    func testTrimmedDraftOfABlankDraftIsEmpty() async {
        let viewModel = makeViewModel(status: nil)
        await viewModel.send(.draftChanged(text: " \n\t ")).value
        XCTAssertEqual(viewModel.trimmedDraft, "")
    }

    @MainActor
    func testPeerStatusTextIsThePeersStatus() async {
        XCTAssertEqual(makeViewModel(status: "Away").peerStatusText, "Away")
    }

    @MainActor
    func testPeerStatusTextWithoutAStatusIsThePlaceholder() async {
        XCTAssertEqual(makeViewModel(status: nil).peerStatusText, "No status yet.")
    }

    @MainActor
    func testAMessageFromTheUsersNameIsOwned() async {
        XCTAssertTrue(makeViewModel(status: nil).ownsMessage(message(from: "Ana")))
    }

    @MainActor
    func testAMessageFromTheUsersIdIsOwned() async {
        XCTAssertTrue(makeViewModel(status: nil).ownsMessage(message(from: "7")))
    }

    @MainActor
    func testAMessageFromThePeerIsNotOwned() async {
        let viewModel = makeViewModel(status: nil)
        XCTAssertFalse(viewModel.ownsMessage(message(from: "Bo")))
        XCTAssertFalse(viewModel.ownsMessage(message(from: "9")))
    }
}
