// Created by archgen from Drivers.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: shows what `DriversPresenter` displays (a table for lists, a spinner while loading, a
/// message and an alert for a failure) and calls the presenter for each of the user's events. Start from here.
public final class DriversViewController: UIViewController, UITableViewDelegate, DriversView {
    private let presenter: DriversPresenter
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The rows shown, by what identifies each.
    private var shownRows: [Driver.ID: Driver] = [:]
    /// The table's data source.
    private lazy var rows = UITableViewDiffableDataSource<Int, Driver.ID>(
        tableView: tableView
    ) { [weak self] tableView, _, key in
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        guard let driver = self?.shownRows[key] else { return cell }
        cell.textLabel?.text = driver.name
        cell.detailTextLabel?.text = driver.team
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    public init(presenter: DriversPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
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
        tableView.dataSource = rows
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        // The presenter displays its state now, and every change from here on.
        presenter.attach(self)
        presenter.viewDidLoad()
    }

    public func displayLoading() {
        view.accessibilityIdentifier = "Drivers.loading"
        clearBackground()
        showRows([])
        showSpinner()
    }

    public func displayLoaded(drivers: [Driver]) {
        view.accessibilityIdentifier = "Drivers.loaded"
        clearBackground()
        showRows(drivers)
        if drivers.isEmpty {
            showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
        }
    }

    public func displayFailed(message: String) {
        view.accessibilityIdentifier = "Drivers.failed"
        clearBackground()
        showRows([])
        showMessage(message)
        let alert = UIAlertController(
            title: NSLocalizedString("Something went wrong", bundle: textBundle, comment: "A failure"),
            message: message, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(
                title: NSLocalizedString("OK", bundle: textBundle, comment: "A failure's button"), style: .cancel))
        presentOnScreen(alert)
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

    /// Shows `values` as the table's rows, each once (the table takes no repeated row), reloading those still shown
    /// whose values changed.
    private func showRows(_ values: [Driver]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Driver.ID>()
        var shown: [Driver.ID: Driver] = [:]
        snapshot.appendSections([0])
        for value in values where shown[value.id] == nil {
            shown[value.id] = value
            snapshot.appendItems([value.id])
        }
        snapshot.reloadItems(shown.keys.filter { shownRows[$0] != nil && shownRows[$0] != shown[$0] })
        shownRows = shown
        rows.apply(snapshot)
    }

    // MARK: - Alerts

    /// An alert waiting for the view to be on screen.
    private var waitingAlert: UIAlertController?

    override public func viewDidAppear(_ animated: Bool) {
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

extension DriversViewController: UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        presenter.searchTextChanged(query: text)
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
