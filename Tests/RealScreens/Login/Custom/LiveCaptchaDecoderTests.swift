// Hand-written (Tests/RealScreens/Login/Custom): tests of the hand-written captcha decoder.

import Foundation
import XCTest

@testable import Login

final class LiveCaptchaDecoderTests: XCTestCase {
    private let decoder = LiveCaptchaDecoder()

    private func challenge(background: String? = "AQID", slider: String? = "BAU=", top: Int? = 42) -> CaptchaChallenge {
        CaptchaChallenge(background: background, slider: slider, top: top, asciiArt: nil)
    }

    func testDecodesBothImagesAndKeepsTheOffset() throws {
        let puzzle = try decoder.puzzle(from: challenge())
        XCTAssertEqual(puzzle, CaptchaPuzzle(background: Data([1, 2, 3]), slider: Data([4, 5]), top: 42))
    }

    func testAcceptsADataURL() throws {
        let puzzle = try decoder.puzzle(from: challenge(background: "data:image/png;base64,AQID"))
        XCTAssertEqual(puzzle.background, Data([1, 2, 3]))
    }

    func testNoChallengeIsUnreadable() {
        XCTAssertThrowsError(try decoder.puzzle(from: nil)) { XCTAssertTrue($0 is LiveCaptchaDecoder.Unreadable) }
    }

    func testAMissingPartIsUnreadable() {
        for broken in [challenge(background: nil), challenge(slider: nil), challenge(top: nil), challenge(slider: "")] {
            XCTAssertThrowsError(try decoder.puzzle(from: broken)) {
                XCTAssertTrue($0 is LiveCaptchaDecoder.Unreadable)
            }
        }
    }

    func testAnImageThatIsNotBase64IsUnreadable() {
        XCTAssertThrowsError(try decoder.puzzle(from: challenge(background: "%%%"))) {
            XCTAssertTrue($0 is LiveCaptchaDecoder.Unreadable)
        }
    }
}
