// Created by archgen from Space07.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// The screen in UIKit: shows what `Space07Presenter` displays (a table for lists, a spinner while loading, a
/// message and an alert for a failure) and calls the presenter for each of the user's events. Start from here.
final class Space07ViewController: UITableViewController, Space07View {
    private let presenter: Space07Presenter
    private let spinner = UIActivityIndicatorView(style: .large)
    private let messageLabel = UILabel()
    /// The rows, each identified by its value: the table's data source.
    private lazy var rows = UITableViewDiffableDataSource<Int, Order>(tableView: tableView) { tableView, _, order in
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        cell.textLabel?.text = order.title
        cell.detailTextLabel?.text = NumberFormatter.localizedString(
            from: NSDecimalNumber(decimal: order.total),
            number: .decimal
        )
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    init(presenter: Space07Presenter) {
        self.presenter = presenter
        super.init(style: .plain)
    }

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        tableView.dataSource = rows
        refreshControl = UIRefreshControl()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        // The presenter displays its state now, and every change from here on.
        presenter.attach(self)
        presenter.appeared()
    }

    func displayIdle() {
        view.accessibilityIdentifier = "Space07.idle"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayLoading() {
        view.accessibilityIdentifier = "Space07.loading"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        spinner.startAnimating()
        tableView.backgroundView = spinner
    }

    func displayLoaded(orders: [Order]) {
        view.accessibilityIdentifier = "Space07.loaded"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        var snapshot = NSDiffableDataSourceSnapshot<Int, Order>()
        snapshot.appendSections([0])
        snapshot.appendItems(orders)
        rows.apply(snapshot)
        if orders.isEmpty {
            showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
        }
    }

    func displayDetail(order: Order, customer: Customer) {
        view.accessibilityIdentifier = "Space07.detail"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("detail", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFailed(message: String) {
        view.accessibilityIdentifier = "Space07.failed"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(message)
        let alert = UIAlertController(
            title: NSLocalizedString("Something went wrong", bundle: textBundle, comment: "A failure"),
            message: message, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(
                title: NSLocalizedString("Try again", bundle: textBundle, comment: "A failure's button"),
                style: .default
            ) { [weak self] _ in
                self?.presenter.retried()
            })
        alert.addAction(
            UIAlertAction(
                title: NSLocalizedString("OK", bundle: textBundle, comment: "A failure's button"), style: .cancel))
        present(alert, animated: true)
    }

    func displayCounted(count: Int) {
        view.accessibilityIdentifier = "Space07.counted"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("counted", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFound(order: Order?) {
        view.accessibilityIdentifier = "Space07.found"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("found", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayIndexed(index: [UUID: Order]) {
        view.accessibilityIdentifier = "Space07.indexed"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("indexed", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayHistoryShown(history: Result<[Order], Never>) {
        view.accessibilityIdentifier = "Space07.historyShown"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("historyShown", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayMarked(mark: Int) {
        view.accessibilityIdentifier = "Space07.marked"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("marked", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayRequiredState(required: Int) {
        view.accessibilityIdentifier = "Space07.requiredState"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("requiredState", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayLocated(region: SpaceSupport.Region) {
        view.accessibilityIdentifier = "Space07.located"
        spinner.stopAnimating()
        tableView.backgroundView = nil
        rows.apply(NSDiffableDataSourceSnapshot())
        showMessage(NSLocalizedString("located", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFields(_ fields: Space07Presenter.Fields) {
        // Render the values the screen shows beside its state here.
    }

    func route(to route: Space07Presenter.Route) {
        switch route {
        case .orderDetail:
            break  // Show the next screen here.
        case .close:
            break  // Show the next screen here.
        }
    }

    func perform(_ effect: Space07Presenter.Effect) {
        switch effect {
        case .toast:
            break  // What the screen does once when asked.
        case .dismissKeyboard:
            break  // What the screen does once when asked.
        }
    }

    private func showMessage(_ text: String) {
        messageLabel.text = text
        tableView.backgroundView = messageLabel
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let order = rows.itemIdentifier(for: indexPath) else { return }
        presenter.picked(order: order)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let order = rows.itemIdentifier(for: indexPath) else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Cancel", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.cancelTapped(order: order)
                done(true)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Lookup", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.lookupTapped(id: order.id)
                done(true)
            },
            UIContextualAction(
                style: .normal,
                title: NSLocalizedString("Detail requested", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.detailRequested(id: order.id)
                done(true)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Followed", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.followed(id: order.id)
                done(true)
            },
        ])
    }

    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        // The last row is coming on screen: ask for the next page.
        if indexPath.row == rows.snapshot().numberOfItems - 1 {
            presenter.moreRequested()
        }
    }

    /// Pull to refresh: the control starts refreshing when pulled far enough; the refresh runs when the finger lifts,
    /// and the control stops once it ends.
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let refreshControl, refreshControl.isRefreshing else { return }
        Task { [weak self] in
            await self?.presenter.refreshPulled().value
            refreshControl.endRefreshing()
        }
    }
}

extension Space07ViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        presenter.logged(message: text)
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space07TextBundleToken.self) }
private final class Space07TextBundleToken {}

#if DEBUG
extension Space07ViewController {
    /// The screen with the preview dependencies of `Space07Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space07PreviewOutcome) -> Space07ViewController {
        Space07ViewController(
            presenter: Space07Presenter(
                customerID: 16,
                any: true,
                ordersAPI: .preview(outcome),
                analytics: PreviewAnalytics(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space07ViewController.preview(.waits)
}

#Preview("loaded") {
    Space07ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space07ViewController.preview(.fails)
}
#endif
#endif
