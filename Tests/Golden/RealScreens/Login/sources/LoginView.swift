// Created by archgen from Login.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders each state of `LoginViewModel` and sends it events. Start from here.
struct LoginView: View {
    @State private var viewModel: LoginViewModel

    init(viewModel: LoginViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            switch viewModel.state {
            case .editing:
                Color.clear
                    .accessibilityIdentifier("Login.editing")
            case .loading:
                ProgressView()
                    .accessibilityIdentifier("Login.loading")
            case .solvingCaptcha:
                Text("Solving captcha", bundle: textBundle)
                    .accessibilityIdentifier("Login.solvingCaptcha")
                Button {
                    viewModel.send(.captchaDismissed)
                } label: {
                    Text("Captcha dismissed", bundle: textBundle)
                }
                .accessibilityIdentifier("Login.captchaDismissed")
            case .emailRejected:
                Text("Email rejected", bundle: textBundle)
                    .accessibilityIdentifier("Login.emailRejected")
            case .tokenFailed(let message):
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
                .accessibilityIdentifier("Login.tokenFailed")
            case .captchaUnreadable:
                Text("Captcha unreadable", bundle: textBundle)
                    .accessibilityIdentifier("Login.captchaUnreadable")
            case .twoFactorRequired:
                Text("Two factor required", bundle: textBundle)
                    .accessibilityIdentifier("Login.twoFactorRequired")
            case .twoFactorInvalid:
                Text("Two factor invalid", bundle: textBundle)
                    .accessibilityIdentifier("Login.twoFactorInvalid")
            case .serverRejected:
                Text("Server rejected", bundle: textBundle)
                    .accessibilityIdentifier("Login.serverRejected")
            case .networkFailed(let message):
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
                .accessibilityIdentifier("Login.networkFailed")
            }
            Button {
                viewModel.send(.themeFollowed)
            } label: {
                Text("Theme followed", bundle: textBundle)
            }
            .accessibilityIdentifier("Login.themeFollowed")
            Button {
                viewModel.send(.twoFactorLinkTapped)
            } label: {
                Text("Two factor link", bundle: textBundle)
            }
            .accessibilityIdentifier("Login.twoFactorLinkTapped")
            Button {
                viewModel.send(.twoFactorTitleTapped)
            } label: {
                Text("Two factor title", bundle: textBundle)
            }
            .accessibilityIdentifier("Login.twoFactorTitleTapped")
            Button {
                viewModel.send(.forgotPasswordTapped)
            } label: {
                Text("Forgot password", bundle: textBundle)
            }
            .accessibilityIdentifier("Login.forgotPasswordTapped")
            Button {
                viewModel.send(.fieldFocused)
            } label: {
                Text("Field focused", bundle: textBundle)
            }
            .accessibilityIdentifier("Login.fieldFocused")
            Button {
                viewModel.send(.continueTapped)
            } label: {
                Text("Continue", bundle: textBundle)
            }
            .accessibilityIdentifier("Login.continueTapped")
        }
        // The first load, once per screen (SwiftUI cancels `.task` when the view goes away, and the load with it).
        .task { await viewModel.loadOnFirstAppearance() }
        .onAppear {
            // The handler holds no view (whose state holds the unit: a cycle), only the bindings it sets.
            viewModel.onEffect = { effect in
                switch effect {
                case .dismissKeyboard:
                    break  // What the view does once when asked.
                }
            }
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: LoginTextBundleToken.self) }
private final class LoginTextBundleToken {}

#if DEBUG
extension LoginView {
    /// The screen with the preview dependencies of `LoginPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: LoginPreviewOutcome) -> LoginView {
        LoginView(
            viewModel: LoginViewModel(
                authService: PreviewAuthService(outcome: outcome),
                captchaDecoder: PreviewCaptchaDecoder(outcome: outcome),
                preferences: PreviewPreferences(outcome: outcome),
                wifiNetworks: PreviewWifiNetworks(outcome: outcome),
                sessionStore: PreviewSessionStore(outcome: outcome),
                userData: PreviewUserData(outcome: outcome),
                emergency: PreviewEmergency(outcome: outcome),
                vpn: PreviewVPN(outcome: outcome),
                locations: PreviewLocations(outcome: outcome),
                networkMonitor: PreviewNetworkMonitor(outcome: outcome),
                theme: PreviewTheme(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("editing") {
    LoginView.preview(.succeeds)
}
#endif
#endif
