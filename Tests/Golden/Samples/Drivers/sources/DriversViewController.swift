// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: a table for lists, a spinner while loading, an alert with a retry button for errors.
/// It shows what `DriversPresenter` displays and calls the presenter for each event. Start from here.
public final class DriversViewController: UITableViewController, DriversView {
    private let presenter: DriversPresenter
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The text of each row; replace with your own cells.
    private var rows: [String] = []

    public init(presenter: DriversPresenter) {
        self.presenter = presenter
        super.init(style: .plain)
        presenter.view = self
    }

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.backgroundView = spinner
        presenter.viewDidLoad()
    }

    public func displayLoading() {
        view.accessibilityIdentifier = "Drivers.loading"
        spinner.startAnimating()
    }

    public func displayLoaded(drivers: [Driver]) {
        view.accessibilityIdentifier = "Drivers.loaded"
        spinner.stopAnimating()
        rows = drivers.map { String(describing: $0) }
        tableView.reloadData()
    }

    public func displayFailed(message: String) {
        view.accessibilityIdentifier = "Drivers.failed"
        spinner.stopAnimating()
        let alert = UIAlertController(
            title: NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen"), message: message,
            preferredStyle: .alert)
        let retry = NSLocalizedString("Retry", bundle: textBundle, comment: "A button")
        alert.addAction(
            UIAlertAction(title: retry, style: .default) { [weak self] _ in
                self?.presenter.viewDidLoad()
            })
        present(alert, animated: true)
    }

    // MARK: - Table

    override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: DriversTextBundleToken.self) }
private final class DriversTextBundleToken {}

#if DEBUG
extension DriversViewController {
    /// The screen with the preview dependencies of `DriversPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: DriversPreviewOutcome) -> DriversViewController {
        DriversViewController(
            presenter: DriversPresenter(
                driversService: PreviewDriversService(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    DriversViewController.preview(.waits)
}

#Preview("viewDidLoad succeeds") {
    DriversViewController.preview(.succeeds)
}

#Preview("failed") {
    DriversViewController.preview(.fails)
}
#endif
#endif
