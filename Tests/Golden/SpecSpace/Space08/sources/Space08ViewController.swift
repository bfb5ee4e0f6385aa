// Created by archgen from Space08.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: binds to `Space08ViewModel`, renders each state and sends it events. Start from here.
public final class Space08ViewController: UIViewController, UITableViewDelegate {
    private let viewModel: Space08ViewModel
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
        cell.accessibilityIdentifier = "Space08.picked.\(order.id)"
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    public init(viewModel: Space08ViewModel) {
        self.viewModel = viewModel
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
        tableView.refreshControl = UIRefreshControl()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        setUpFields()
        viewModel.state.bind { [weak self] state in
            self?.render(state)
        }
        viewModel.fields.bind { [weak self] fields in
            self?.showFields(fields)
        }
        viewModel.onEffect = { [weak self] effect in
            self?.perform(effect)
        }
    }

    /// The screen appears: the first time, its first load runs; appearing again loads only where the screen still
    /// shows what it showed when it first appeared. Leaving the screen stops a first load still running.
    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // (An appearance whose disappearance never came, a swipe back begun and given up, leaves once this one waits:
        // the load they share runs on.)
        let previous = appearance
        appearance = Task { [viewModel] in await viewModel.loadOnFirstAppearance() }
        previous?.cancel()
    }

    override public func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearance?.cancel()
    }

    /// The appearance waiting for the first load, while it runs.
    private var appearance: Task<Void, Never>?

    /// Does what the view model asks once.
    private func perform(_ effect: Space08ViewModel.Effect) {
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

    private func render(_ state: Space08ViewModel.State) {
        clearBackground()
        switch state {
        case .idle:
            view.accessibilityIdentifier = "Space08.idle"
            showRows([])
        case .loading:
            view.accessibilityIdentifier = "Space08.loading"
            showRows([])
            showSpinner()
        case .loaded(let orders):
            view.accessibilityIdentifier = "Space08.loaded"
            showRows(orders)
            if orders.isEmpty {
                showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
            }
        case .detail:
            view.accessibilityIdentifier = "Space08.detail"
            showRows([])
            showMessage(NSLocalizedString("Detail", bundle: textBundle, comment: "A state of the screen"))
        case .failed(let message):
            view.accessibilityIdentifier = "Space08.failed"
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
                    self?.viewModel.send(.retried)
                })
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("OK", bundle: textBundle, comment: "A failure's button"), style: .cancel))
            presentOnScreen(alert)
        case .counted:
            view.accessibilityIdentifier = "Space08.counted"
            showRows([])
            showMessage(NSLocalizedString("Counted", bundle: textBundle, comment: "A state of the screen"))
        case .found:
            view.accessibilityIdentifier = "Space08.found"
            showRows([])
            showMessage(NSLocalizedString("Found", bundle: textBundle, comment: "A state of the screen"))
        case .indexed:
            view.accessibilityIdentifier = "Space08.indexed"
            showRows([])
            showMessage(NSLocalizedString("Indexed", bundle: textBundle, comment: "A state of the screen"))
        case .historyShown:
            view.accessibilityIdentifier = "Space08.historyShown"
            showRows([])
            showMessage(NSLocalizedString("History shown", bundle: textBundle, comment: "A state of the screen"))
        case .marked:
            view.accessibilityIdentifier = "Space08.marked"
            showRows([])
            showMessage(NSLocalizedString("Marked", bundle: textBundle, comment: "A state of the screen"))
        case .convenienceState:
            view.accessibilityIdentifier = "Space08.convenienceState"
            showRows([])
            showMessage(NSLocalizedString("Convenience state", bundle: textBundle, comment: "A state of the screen"))
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

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let key = rows.itemIdentifier(for: indexPath), let order = shownRows[key] else { return }
        viewModel.send(.picked(order: order))
    }

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let key = rows.itemIdentifier(for: indexPath), let order = shownRows[key] else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Cancel", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.viewModel.send(.cancelTapped(order: order))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Lookup", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.viewModel.send(.lookupTapped(id: order.id))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal,
                title: NSLocalizedString("Detail requested", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.viewModel.send(.detailRequested(id: order.id))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Followed", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.viewModel.send(.followed(id: order.id))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
            UIContextualAction(
                style: .normal, title: NSLocalizedString("Order checked", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.viewModel.send(.orderChecked(order: order))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            },
        ])
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        // The last row is coming on screen: ask for the next page.
        if indexPath.row == rows.snapshot().numberOfItems - 1 {
            viewModel.send(.moreRequested)
        }
    }

    /// Pull to refresh: the control starts refreshing when pulled far enough; the refresh runs when the finger lifts,
    /// and the control stops once it ends.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let refreshControl = tableView.refreshControl, refreshControl.isRefreshing else { return }
        // (The task holds the view controller only to start the refresh: it may go while the refresh runs.)
        Task { [weak self] in
            let refresh = self?.viewModel.send(.refreshPulled)
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
    private func showFields(_ fields: Space08ViewModel.Fields) {
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

extension Space08ViewController: UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        viewModel.send(.searchChanged(query: text))
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space08TextBundleToken.self) }
private final class Space08TextBundleToken {}

#if DEBUG
extension Space08ViewController {
    /// The screen with the preview dependencies of `Space08Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space08PreviewOutcome) -> Space08ViewController {
        Space08ViewController(
            viewModel: Space08ViewModel(
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
    Space08ViewController.preview(.waits)
}

#Preview("loaded") {
    Space08ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space08ViewController.preview(.fails)
}
#endif
#endif
