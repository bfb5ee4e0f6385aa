// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `AuthService` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveAuthService: AuthService {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func authToken(useAsciiCaptcha: Bool) async throws -> AuthToken {
        throw NotWritten(description: "LiveAuthService.authToken is not written yet")
    }

    func login(
        username: String,
        password: String,
        twoFactorCode: String,
        secureToken: String,
        captcha: CaptchaAnswer?
    ) async throws -> Session {
        throw NotWritten(description: "LiveAuthService.login is not written yet")
    }
}
