// Created by archgen from Space07.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// The screen in UIKit: shows what `Space07Presenter` displays (a table for lists, a spinner while loading, a
/// message and an alert for a failure) and calls the presenter for each of the user's events. Start from here.
final class Space07ViewController: UIViewController, UITableViewDelegate, Space07View {
    private let presenter: Space07Presenter
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The rows shown, by what identifies each.
    private var shownRows: [Order.ID: Order] = [:]
    /// The table's data source.
    private lazy var rows = UITableViewDiffableDataSource<Int, Order.ID>(
        tableView: tableView
    ) { [weak self] tableView, _, key in
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        guard let order = self?.shownRows[key] else { return cell }
        cell.textLabel?.text = order.title
        cell.detailTextLabel?.text = NumberFormatter.localizedString(
            from: NSDecimalNumber(decimal: order.total),
            number: .decimal
        )
        cell.accessibilityIdentifier = "Space07.picked.\(order.id)"
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    init(presenter: Space07Presenter) {
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
        tableView.dataSource = rows
        tableView.refreshControl = UIRefreshControl()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        setUpFields()
        // The presenter displays its state now, and every change from here on.
        presenter.attach(self)
        presenter.appeared()
    }

    func displayIdle() {
        view.accessibilityIdentifier = "Space07.idle"
        clearBackground()
        showRows([])
    }

    func displayLoading() {
        view.accessibilityIdentifier = "Space07.loading"
        clearBackground()
        showRows([])
        showSpinner()
    }

    func displayLoaded(orders: [Order]) {
        view.accessibilityIdentifier = "Space07.loaded"
        clearBackground()
        showRows(orders)
        if orders.isEmpty {
            showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
        }
    }

    func displayDetail(order: Order, customer: Customer) {
        view.accessibilityIdentifier = "Space07.detail"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Detail", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFailed(message: String) {
        view.accessibilityIdentifier = "Space07.failed"
        clearBackground()
        showRows([])
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
        presentOnScreen(alert)
    }

    func displayCounted(count: Int) {
        view.accessibilityIdentifier = "Space07.counted"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Counted", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFound(order: Order?) {
        view.accessibilityIdentifier = "Space07.found"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Found", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayIndexed(index: [UUID: Order]) {
        view.accessibilityIdentifier = "Space07.indexed"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Indexed", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayHistoryShown(history: Result<[Order], Never>) {
        view.accessibilityIdentifier = "Space07.historyShown"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("History shown", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayMarked(mark: Int) {
        view.accessibilityIdentifier = "Space07.marked"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Marked", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayRequiredState(required: Int) {
        view.accessibilityIdentifier = "Space07.requiredState"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Required state", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayLocated(region: SpaceSupport.Region) {
        view.accessibilityIdentifier = "Space07.located"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Located", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFields(_ fields: Space07Presenter.Fields) {
        showFields(fields)
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
        case .toast(let message):
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("OK", bundle: textBundle, comment: "A message's button"),
                    style: .cancel
                ))
            presentOnScreen(alert)
        case .dismissKeyboard:
            break  // What the screen does once when asked.
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

    /// Shows `values` as the table's rows, each once (the table takes no repeated row), reloading those still shown
    /// whose values changed.
    private func showRows(_ values: [Order]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Order.ID>()
        var shown: [Order.ID: Order] = [:]
        snapshot.appendSections([0])
        for value in values where shown[value.id] == nil {
            shown[value.id] = value
            snapshot.appendItems([value.id])
        }
        snapshot.reloadItems(shown.keys.filter { shownRows[$0] != nil && shownRows[$0] != shown[$0] })
        shownRows = shown
        rows.apply(snapshot)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let key = rows.itemIdentifier(for: indexPath), let order = shownRows[key] else { return }
        presenter.picked(order: order)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let key = rows.itemIdentifier(for: indexPath), let order = shownRows[key] else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Cancel", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.cancelTapped(order: order)
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Lookup", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.lookupTapped(id: order.id)
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal,
                title: NSLocalizedString("Detail requested", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.detailRequested(id: order.id)
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Followed", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.followed(id: order.id)
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Order checked", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.presenter.orderChecked(order: order)
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
        ])
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        // The last row is coming on screen: ask for the next page.
        if indexPath.row == rows.snapshot().numberOfItems - 1 {
            presenter.moreRequested()
        }
    }

    /// Pull to refresh: the control starts refreshing when pulled far enough; the refresh runs when the finger lifts,
    /// and the control stops once it ends.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let refreshControl = tableView.refreshControl, refreshControl.isRefreshing else { return }
        // (The task holds the view controller only to start the refresh: it may go while the refresh runs.)
        Task { [weak self] in
            let refresh = self?.presenter.refreshPulled()
            await refresh?.value
            refreshControl.endRefreshing()
        }
    }

    // MARK: - Fields

    /// The banners, above the rows, and the spinners, below them.
    private let banners = UIStackView()
    private let spinners = UIStackView()
    private let bannerView = UIStackView()
    private let bannerLabel = UILabel()
    private let isLoadingMoreSpinner = UIActivityIndicatorView(style: .medium)

    /// Puts each banner (its text, and the button that dismisses it) and each spinner around the rows, hidden.
    private func setUpFields() {
        banners.axis = .vertical
        banners.isLayoutMarginsRelativeArrangement = true
        spinners.axis = .vertical
        bannerLabel.numberOfLines = 0
        bannerView.addArrangedSubview(bannerLabel)
        bannerView.isHidden = true
        banners.addArrangedSubview(bannerView)
        spinners.addArrangedSubview(isLoadingMoreSpinner)
    }

    /// `stack` sized to what it shows at the table's width (a table lays its header and footer out by their frames).
    private func fitted(_ stack: UIStackView) -> UIStackView {
        let width = tableView.bounds.width
        let height = stack.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return stack
    }

    /// Shows the fields: a banner while its text is there, a spinner while its work runs.
    private func showFields(_ fields: Space07Presenter.Fields) {
        bannerLabel.text = fields.banner
        bannerView.isHidden = fields.banner == nil
        if fields.isLoadingMore {
            isLoadingMoreSpinner.startAnimating()
        } else {
            isLoadingMoreSpinner.stopAnimating()
        }
        tableView.tableHeaderView = fitted(banners)
        tableView.tableFooterView = fitted(spinners)
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

extension Space07ViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        presenter.searchChanged(query: text)
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
