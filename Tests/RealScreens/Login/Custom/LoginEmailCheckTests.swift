// Hand-written (Tests/RealScreens/Login/Custom): the generated `else` of `continueTapped` (a username with "@"), which
// archgen's own tests never reach: its search for test values tries no string that contains "@".

import Foundation
import XCTest

@testable import Login

final class LoginEmailCheckTests: XCTestCase {
    @MainActor
    func testAnEmailAsUsernameIsRejectedWithoutCallingTheServer() async {
        let auth = AuthServiceSpy()
        let viewModel = LoginViewModel(
            authService: auth, captchaDecoder: CaptchaDecoderSpy(), preferences: PreferencesSpy(),
            wifiNetworks: WifiNetworksSpy(), sessionStore: SessionStoreSpy(), userData: UserDataSpy(),
            emergency: EmergencySpy(), vpn: VPNSpy(), locations: LocationsSpy(), networkMonitor: NetworkMonitorSpy(),
            theme: ThemeSpy())
        var effects: [LoginViewModel.Effect] = []
        viewModel.onEffect = { effects.append($0) }
        viewModel.send(.usernameChanged(text: "me@example.com"))
        viewModel.send(.passwordChanged(text: "secret"))
        XCTAssertTrue(viewModel.fields.isFormValid)

        await viewModel.send(.continueTapped).value

        XCTAssertEqual(viewModel.state, .emailRejected)
        XCTAssertEqual(effects, [.dismissKeyboard])
        XCTAssertEqual(auth.authTokenCalls.count, 0)
        XCTAssertEqual(auth.loginCalls.count, 0)
    }
}
