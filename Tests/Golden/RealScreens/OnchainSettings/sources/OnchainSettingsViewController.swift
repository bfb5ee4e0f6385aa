// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: a table for lists, a spinner while loading, an alert with a retry button for errors.
/// It shows what `OnchainSettingsPresenter` displays and calls the presenter for each event. Start from here.
final class OnchainSettingsViewController: UITableViewController, OnchainSettingsView {
    private let presenter: OnchainSettingsPresenter
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The text of each row; replace with your own cells.
    private var rows: [String] = []

    init(presenter: OnchainSettingsPresenter) {
        self.presenter = presenter
        super.init(style: .plain)
        presenter.view = self
    }

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.backgroundView = spinner
        presenter.viewWillAppear()
    }

    func displayStarting() {
        view.accessibilityIdentifier = "OnchainSettings.starting"
        spinner.stopAnimating()
    }

    func displayTaprootOn() {
        view.accessibilityIdentifier = "OnchainSettings.taprootOn"
        spinner.stopAnimating()
    }

    func displayTaprootOff() {
        view.accessibilityIdentifier = "OnchainSettings.taprootOff"
        spinner.stopAnimating()
    }

    func displayPending(hours: Int) {
        view.accessibilityIdentifier = "OnchainSettings.pending"
        spinner.stopAnimating()
    }

    func displayUnavailable() {
        view.accessibilityIdentifier = "OnchainSettings.unavailable"
        spinner.stopAnimating()
    }

    func displayFields(_ fields: OnchainSettingsPresenter.Fields) {
        // Render the values the screen shows beside its state here.
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
            break  // What the screen does once when asked.
        case .showError:
            break  // What the screen does once when asked.
        }
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
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
