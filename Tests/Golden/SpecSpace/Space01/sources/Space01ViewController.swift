// Created by archgen from Space01.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// The screen in UIKit: displays the scene's view models (a table for lists, a spinner while loading, a message and
/// an alert for a failure) and sends the interactor a request for each of the user's events. Start from here.
final class Space01ViewController: UIViewController, UITableViewDelegate, Space01DisplayLogic {
    /// Where the requests go: the scene's `BusinessLogic`.
    private let interactor: any Space01BusinessLogic
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The rows shown, by what identifies each.
    private var shownRows: [Space01Scene.OrderRow.ID: Space01Scene.OrderRow] = [:]
    /// The table's data source.
    private lazy var rows = UITableViewDiffableDataSource<Int, Space01Scene.OrderRow.ID>(
        tableView: tableView
    ) { [weak self] tableView, _, key in
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        guard let order = self?.shownRows[key] else { return cell }
        cell.textLabel?.text = order.title
        cell.detailTextLabel?.text = order.total
        cell.accessibilityIdentifier = "Space01.lookupTapped.\(order.id)"
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    /// Wires the scene as Clean Swift's configurator does: `interactor` presents to `presenter`, which displays here
    /// (held weakly: the view controller owns the chain), from when the view is loaded (`attachPresenter`).
    init(interactor: Space01Interactor, presenter: Space01Presenter) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
        presenter.display = self
        attachPresenter = { interactor.attach(presenter) }
    }

    /// Once the view is loaded: the interactor presents to the presenter from then on, starting with what the scene
    /// shows now (its first state: a first load's `while` state that equals it changes nothing to present).
    private var attachPresenter: (() -> Void)?

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
        attachPresenter?()
        attachPresenter = nil
        interactor.appeared(request: Space01Scene.Appeared.Request())
    }

    func displayIdle(viewModel: Space01Scene.Idle.ViewModel) {
        view.accessibilityIdentifier = "Space01.idle"
        clearBackground()
        showRows([])
    }

    func displayLoading(viewModel: Space01Scene.Loading.ViewModel) {
        view.accessibilityIdentifier = "Space01.loading"
        clearBackground()
        showRows([])
        showSpinner()
    }

    func displayLoaded(viewModel: Space01Scene.Loaded.ViewModel) {
        view.accessibilityIdentifier = "Space01.loaded"
        clearBackground()
        showRows(viewModel.orders)
        if viewModel.orders.isEmpty {
            showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
        }
    }

    func displayDetail(viewModel: Space01Scene.Detail.ViewModel) {
        view.accessibilityIdentifier = "Space01.detail"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Detail", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFailed(viewModel: Space01Scene.Failed.ViewModel) {
        view.accessibilityIdentifier = "Space01.failed"
        clearBackground()
        showRows([])
        showMessage(viewModel.message)
        let alert = UIAlertController(
            title: NSLocalizedString("Something went wrong", bundle: textBundle, comment: "A failure"),
            message: viewModel.message, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(
                title: NSLocalizedString("OK", bundle: textBundle, comment: "A failure's button"), style: .cancel))
        presentOnScreen(alert)
    }

    func displayCounted(viewModel: Space01Scene.Counted.ViewModel) {
        view.accessibilityIdentifier = "Space01.counted"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Counted", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFound(viewModel: Space01Scene.Found.ViewModel) {
        view.accessibilityIdentifier = "Space01.found"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Found", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayIndexed(viewModel: Space01Scene.Indexed.ViewModel) {
        view.accessibilityIdentifier = "Space01.indexed"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Indexed", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayHistoryShown(viewModel: Space01Scene.HistoryShown.ViewModel) {
        view.accessibilityIdentifier = "Space01.historyShown"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("History shown", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayMarked(viewModel: Space01Scene.Marked.ViewModel) {
        view.accessibilityIdentifier = "Space01.marked"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Marked", bundle: textBundle, comment: "A state of the screen"))
    }

    func displaySendingState(viewModel: Space01Scene.SendingState.ViewModel) {
        view.accessibilityIdentifier = "Space01.sendingState"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Sending state", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayLocated(viewModel: Space01Scene.Located.ViewModel) {
        view.accessibilityIdentifier = "Space01.located"
        clearBackground()
        showRows([])
        showMessage(NSLocalizedString("Located", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFields(_ fields: Space01Scene.Fields) {
        showFields(fields)
    }

    func displayRoute(_ route: Space01Scene.Route) {
        switch route {
        case .orderDetail:
            break  // Show the next scene here, passing it what it needs through its data store.
        case .close:
            break  // Show the next scene here, passing it what it needs through its data store.
        }
    }

    func displayEffect(_ effect: Space01Scene.Effect) {
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
    private func showRows(_ values: [Space01Scene.OrderRow]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Space01Scene.OrderRow.ID>()
        var shown: [Space01Scene.OrderRow.ID: Space01Scene.OrderRow] = [:]
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
        interactor.lookupTapped(request: Space01Scene.LookupTapped.Request(id: order.id))
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let key = rows.itemIdentifier(for: indexPath), let order = shownRows[key] else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(
                style: .normal,
                title: NSLocalizedString("Detail requested", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.interactor.detailRequested(request: Space01Scene.DetailRequested.Request(id: order.id))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Followed", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.interactor.followed(request: Space01Scene.Followed.Request(id: order.id))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
        ])
    }

    /// Pull to refresh: the control starts refreshing when pulled far enough; the refresh runs when the finger lifts,
    /// and the control stops once it ends.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let refreshControl = tableView.refreshControl, refreshControl.isRefreshing else { return }
        // (The task holds the view controller only to start the refresh: it may go while the refresh runs.)
        Task { [weak self] in
            let refresh = self?.interactor.refreshPulled(request: Space01Scene.RefreshPulled.Request())
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

    /// Puts each banner (its text, and the button that dismisses it) and each spinner around the rows, hidden.
    private func setUpFields() {
        banners.axis = .vertical
        banners.isLayoutMarginsRelativeArrangement = true
        spinners.axis = .vertical
        bannerLabel.numberOfLines = 0
        bannerView.addArrangedSubview(bannerLabel)
        bannerView.isHidden = true
        banners.addArrangedSubview(bannerView)
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
    private func showFields(_ fields: Space01Scene.Fields) {
        bannerLabel.text = fields.banner
        bannerView.isHidden = fields.banner == nil
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

extension Space01ViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        interactor.searchChanged(request: Space01Scene.SearchChanged.Request(query: text))
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space01TextBundleToken.self) }
private final class Space01TextBundleToken {}

#if DEBUG
extension Space01ViewController {
    /// The screen with the preview dependencies of `Space01Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space01PreviewOutcome) -> Space01ViewController {
        Space01ViewController(
            interactor: Space01Interactor(
                customerID: 16,
                any: true,
                ordersAPI: PreviewOrdersAPI(outcome: outcome),
                analytics: .preview(outcome)
            ),
            presenter: Space01Presenter()
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space01ViewController.preview(.waits)
}

#Preview("loaded") {
    Space01ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space01ViewController.preview(.fails)
}
#endif
#endif
