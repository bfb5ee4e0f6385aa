// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: shows what `OnchainSettingsPresenter` displays (a table for lists, a spinner while loading, a
/// message and an alert for a failure) and calls the presenter for each of the user's events. Start from here.
final class OnchainSettingsViewController: UIViewController, UITableViewDelegate, OnchainSettingsView {
    private let presenter: OnchainSettingsPresenter
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)

    init(presenter: OnchainSettingsPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.delegate = self
        // The presenter displays its state now, and every change from here on.
        presenter.attach(self)
        presenter.viewWillAppear()
    }

    func displayStarting() {
        view.accessibilityIdentifier = "OnchainSettings.starting"
        clearBackground()
    }

    func displayTaprootOn() {
        view.accessibilityIdentifier = "OnchainSettings.taprootOn"
        clearBackground()
        showMessage(NSLocalizedString("Taproot on", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayTaprootOff() {
        view.accessibilityIdentifier = "OnchainSettings.taprootOff"
        clearBackground()
        showMessage(NSLocalizedString("Taproot off", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayPending(hours: Int) {
        view.accessibilityIdentifier = "OnchainSettings.pending"
        clearBackground()
        showMessage(NSLocalizedString("Pending", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayUnavailable() {
        view.accessibilityIdentifier = "OnchainSettings.unavailable"
        clearBackground()
        showMessage(NSLocalizedString("Unavailable", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFields(_ fields: OnchainSettingsPresenter.Fields) {
        showFields(fields)
    }

    func route(to route: OnchainSettingsPresenter.Route) {
        switch route {
        case .sessionExpired:
            break  // Show the next screen here.
        case .forceUpdate:
            break  // Show the next screen here.
        }
    }

    func perform(_ effect: OnchainSettingsPresenter.Effect) {
        switch effect {
        case .confirmTaproot:
            let alert = UIAlertController(
                title: NSLocalizedString("Confirm taproot?", bundle: textBundle, comment: "A confirmation"),
                message: nil,
                preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("Taproot", bundle: textBundle, comment: "A confirmation's button"),
                    style: .default
                ) { [weak self] _ in
                    self?.presenter.taprootConfirmed()
                })
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("Cancel", bundle: textBundle, comment: "A confirmation's button"),
                    style: .cancel))
            presentOnScreen(alert)
        case .showError(let message):
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("OK", bundle: textBundle, comment: "A message's button"),
                    style: .cancel
                ))
            presentOnScreen(alert)
        }
    }

    private func showMessage(_ text: String) {
        messageLabel.text = text
        tableView.backgroundView = messageLabel
    }

    private func showSpinner() {
        spinner.startAnimating()
        tableView.backgroundView = spinner
    }

    /// Takes away the spinner and the message, and an alert still waiting to be presented.
    private func clearBackground() {
        spinner.stopAnimating()
        tableView.backgroundView = nil
        waitingAlert = nil
    }

    // MARK: - Fields

    /// Shows the fields beside the state.
    private func showFields(_ fields: OnchainSettingsPresenter.Fields) {
        // Show them here.
    }

    // MARK: - Alerts

    /// An alert waiting for the view to be on screen.
    private var waitingAlert: UIAlertController?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let alert = waitingAlert {
            waitingAlert = nil
            presentOnScreen(alert)
        }
    }

    /// Presents `alert` now when the view is on screen, over an alert already up, else once the view appears.
    private func presentOnScreen(_ alert: UIAlertController) {
        var presenter: UIViewController = self
        while let up = presenter.presentedViewController as? UIAlertController, !up.isBeingDismissed { presenter = up }
        if viewIfLoaded?.window != nil, presenter.presentedViewController == nil {
            presenter.present(alert, animated: true)
        } else {
            waitingAlert = alert
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: OnchainSettingsTextBundleToken.self) }
private final class OnchainSettingsTextBundleToken {}

#if DEBUG
extension OnchainSettingsViewController {
    /// The screen with the preview dependencies of `OnchainSettingsPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: OnchainSettingsPreviewOutcome) -> OnchainSettingsViewController {
        OnchainSettingsViewController(
            presenter: OnchainSettingsPresenter(
                taprootFeature: PreviewTaprootFeature(outcome: outcome),
                preferencesStore: PreviewPreferencesStore(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("starting") {
    OnchainSettingsViewController.preview(.waits)
}

#Preview("viewWillAppear succeeds") {
    OnchainSettingsViewController.preview(.succeeds)
}
#endif
#endif
