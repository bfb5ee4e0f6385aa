// Hand-written (Tests/RealScreens/Login/Custom): replaces the scaffold archgen writes.

import Foundation

/// Turns the server's captcha into one the screen can show: both images decoded from base64, and the piece's offset.
struct LiveCaptchaDecoder: CaptchaDecoder {
    /// The captcha is missing a part, or an image is not base64.
    struct Unreadable: Error, Equatable {}

    func puzzle(from challenge: CaptchaChallenge?) throws -> CaptchaPuzzle {
        guard let challenge, let top = challenge.top,
            let background = Self.image(challenge.background), let slider = Self.image(challenge.slider)
        else { throw Unreadable() }
        return CaptchaPuzzle(background: background, slider: slider, top: top)
    }

    /// The bytes of a base64 image (a `data:` URL's prefix is allowed), nil when there are none.
    private static func image(_ text: String?) -> Data? {
        guard var text, !text.isEmpty else { return nil }
        if text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") {
            text = String(text[text.index(after: comma)...])
        }
        guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters), !data.isEmpty else {
            return nil
        }
        return data
    }
}
