// Created by archgen from Space12.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit, kept light: it owns `Space12Model`, renders each state the model tells it and sends the
/// model the user's events. Rows come from a `Space12DataSource`, and each cell lays itself out. Start from here.
public final class Space12ViewController: UITableViewController, Space12ModelDelegate {
    private let model: Space12Model
    private let spinner = UIActivityIndicatorView(style: .large)
    private let messageLabel = UILabel()
    /// The rows shown (the table holds its data source weakly).
    private var dataSource: (any UITableViewDataSource)?
    /// The text the search event was last sent.
    private var searchedText = ""

    public init(model: Space12Model) {
        self.model = model
        super.init(style: .plain)
        model.delegate = self
    }

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        tableView.register(OrderCell.self, forCellReuseIdentifier: OrderCell.reuseIdentifier)
        refreshControl = UIRefreshControl()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        setUpFields()
        render(model.state)
        showFields(model.fields)
    }

    /// The screen appears: the first time, its first load runs; appearing again loads only where the screen still
    /// shows what it showed when it first appeared. Leaving the screen stops a first load still running.
    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // (An appearance whose disappearance never came, a swipe back begun and given up, leaves once this one waits:
        // the load they share runs on.)
        let previous = appearance
        appearance = Task { [model] in await model.loadOnFirstAppearance() }
        previous?.cancel()
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearance?.cancel()
    }

    /// The appearance waiting for the first load, while it runs.
    private var appearance: Task<Void, Never>?

    public func model(_ model: Space12Model, didChange state: Space12Model.State) {
        // A state that comes before the view is loaded is rendered by `viewDidLoad`.
        guard isViewLoaded else { return }
        render(state)
    }

    public func model(_ model: Space12Model, didChange fields: Space12Model.Fields) {
        // Fields that come before the view is loaded are shown by `viewDidLoad`.
        guard isViewLoaded else { return }
        showFields(fields)
    }

    public func model(_ model: Space12Model, route: Space12Model.Route) {
        switch route {
        case .orderDetail:
            break  // Show the next screen here.
        case .close:
            break  // Show the next screen here.
        }
    }

    public func model(_ model: Space12Model, perform effect: Space12Model.Effect) {
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

    private func render(_ state: Space12Model.State) {
        // An alert still waiting to be presented is dropped by the next state.
        waitingAlert = nil
        switch state {
        case .idle:
            view.accessibilityIdentifier = "Space12.idle"
            showMessage("")
        case .loading:
            view.accessibilityIdentifier = "Space12.loading"
            showSpinner()
        case .loaded(let orders):
            view.accessibilityIdentifier = "Space12.loaded"
            showRows(
                Space12DataSource(items: orders, cellIdentifier: OrderCell.reuseIdentifier) { cell, item in
                    guard let cell = cell as? OrderCell else { return }
                    cell.title = item.title
                    cell.total = item.total
                    cell.tags = item.tags
                    cell.placedAt = item.placedAt
                    cell.note = item.note
                    cell.rating = item.rating
                    cell.attachment = item.attachment
                    cell.link = item.link
                    cell.isPaid = item.isPaid
                    cell.initial = item.initial
                    cell.`let` = item.`let`
                    cell.`var` = item.`var`
                })
        case .detail:
            view.accessibilityIdentifier = "Space12.detail"
            showMessage(NSLocalizedString("Detail", bundle: textBundle, comment: "A state of the screen"))
        case .failed(let message):
            view.accessibilityIdentifier = "Space12.failed"
            showMessage(message)
            let alert = UIAlertController(
                title: NSLocalizedString("Something went wrong", bundle: textBundle, comment: "A failure"),
                message: message, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("Try again", bundle: textBundle, comment: "A failure's button"),
                    style: .default
                ) { [weak self] _ in
                    self?.model.send(.retried)
                })
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("OK", bundle: textBundle, comment: "A failure's button"), style: .cancel))
            presentOnScreen(alert)
        case .counted:
            view.accessibilityIdentifier = "Space12.counted"
            showMessage(NSLocalizedString("Counted", bundle: textBundle, comment: "A state of the screen"))
        case .found:
            view.accessibilityIdentifier = "Space12.found"
            showMessage(NSLocalizedString("Found", bundle: textBundle, comment: "A state of the screen"))
        case .indexed:
            view.accessibilityIdentifier = "Space12.indexed"
            showMessage(NSLocalizedString("Indexed", bundle: textBundle, comment: "A state of the screen"))
        case .historyShown:
            view.accessibilityIdentifier = "Space12.historyShown"
            showMessage(NSLocalizedString("History shown", bundle: textBundle, comment: "A state of the screen"))
        case .marked:
            view.accessibilityIdentifier = "Space12.marked"
            showMessage(NSLocalizedString("Marked", bundle: textBundle, comment: "A state of the screen"))
        case .isolatedState:
            view.accessibilityIdentifier = "Space12.isolatedState"
            showMessage(NSLocalizedString("Isolated state", bundle: textBundle, comment: "A state of the screen"))
        }
    }

    private func showSpinner() {
        spinner.startAnimating()
        tableView.backgroundView = spinner
        replaceRows(with: nil)
    }

    private func showMessage(_ text: String) {
        spinner.stopAnimating()
        messageLabel.text = text
        tableView.backgroundView = messageLabel
        replaceRows(with: nil)
    }

    private func showRows(_ rows: any UITableViewDataSource) {
        spinner.stopAnimating()
        tableView.backgroundView = nil
        replaceRows(with: rows)
    }

    /// Shows `rows`, or none (the spinner and messages are the table's background, behind its rows).
    private func replaceRows(with rows: (any UITableViewDataSource)?) {
        dataSource = rows
        tableView.dataSource = rows
        tableView.reloadData()
    }

    /// The `Order` a row shows, when the table lists them.
    private func order(at indexPath: IndexPath) -> Order? {
        (dataSource as? Space12DataSource<Order>)?.items[indexPath.row]
    }

    override public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let order = order(at: indexPath) else { return }
        model.send(.picked(order: order))
    }

    override public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let order = order(at: indexPath) else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Cancel", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.model.send(.cancelTapped(order: order))
                // The row changes when the model shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Lookup", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.model.send(.lookupTapped(id: order.id))
                // The row changes when the model shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal,
                title: NSLocalizedString("Detail requested", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.model.send(.detailRequested(id: order.id))
                // The row changes when the model shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Followed", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.model.send(.followed(id: order.id))
                // The row changes when the model shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Order checked", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.model.send(.orderChecked(order: order))
                // The row changes when the model shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
        ])
    }

    override public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        // The last row is coming on screen: ask for the next page.
        if indexPath.row == tableView.numberOfRows(inSection: 0) - 1 {
            model.send(.moreRequested)
        }
    }

    /// Pull to refresh: the control starts refreshing when pulled far enough; the refresh runs when the finger lifts,
    /// and the control stops once it ends.
    override public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let refreshControl, refreshControl.isRefreshing else { return }
        // (The task holds the view controller only to start the refresh: it may go while the refresh runs.)
        Task { [weak self] in
            let refresh = self?.model.send(.refreshPulled)
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
    private func showFields(_ fields: Space12Model.Fields) {
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

extension Space12ViewController: UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        model.send(.searchChanged(query: text))
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space12TextBundleToken.self) }
private final class Space12TextBundleToken {}

#if DEBUG
extension Space12ViewController {
    /// The screen with the preview dependencies of `Space12Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space12PreviewOutcome) -> Space12ViewController {
        Space12ViewController(
            model: Space12Model(
                customerID: 16,
                any: true,
                ordersAPI: PreviewOrdersAPI(outcome: outcome),
                analytics: .preview(outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space12ViewController.preview(.waits)
}

#Preview("loaded") {
    Space12ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space12ViewController.preview(.fails)
}
#endif
#endif
