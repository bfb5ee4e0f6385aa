// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import Observation
import UIKit

/// The screen in UIKit: observes `OrdersViewModel`, renders each state and sends it events. Start from here.
final class OrdersViewController: UIViewController, UITableViewDelegate {
    private let viewModel: OrdersViewModel
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
        cell.accessibilityIdentifier = "Orders.orderPicked.\(order.id)"
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    init(viewModel: OrdersViewModel) {
        self.viewModel = viewModel
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
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        setUpFields()
        observeState()
        observeFields()
        viewModel.onEffect = { [weak self] effect in
            self?.perform(effect)
        }
    }

    /// The screen appears: the first time, its first load runs; appearing again loads only where the screen still
    /// shows what it showed when it first appeared. Leaving the screen stops a first load still running.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // (An appearance whose disappearance never came, a swipe back begun and given up, leaves once this one waits:
        // the load they share runs on.)
        let previous = appearance
        appearance = Task { [viewModel] in await viewModel.loadOnFirstAppearance() }
        previous?.cancel()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearance?.cancel()
    }

    /// The appearance waiting for the first load, while it runs.
    private var appearance: Task<Void, Never>?

    /// Does what the view model asks once.
    private func perform(_ effect: OrdersViewModel.Effect) {
        switch effect {
        case .toast(let message):
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(
                UIAlertAction(
                    title: NSLocalizedString("OK", bundle: textBundle, comment: "A message's button"),
                    style: .cancel
                ))
            presentOnScreen(alert)
        }
    }

    /// Renders the state now and again after every change.
    private func observeState() {
        withObservationTracking {
            render(viewModel.state)
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeState() }
        }
    }

    /// Shows the fields now and again after every change (apart from the state: a field's change renders no state
    /// again, nor presents its alert again).
    private func observeFields() {
        withObservationTracking {
            showFields(viewModel.fields)
        } onChange: { [weak self] in
            Task { @MainActor in self?.observeFields() }
        }
    }

    private func render(_ state: OrdersViewModel.State) {
        clearBackground()
        switch state {
        case .idle:
            view.accessibilityIdentifier = "Orders.idle"
            showRows([])
        case .loading:
            view.accessibilityIdentifier = "Orders.loading"
            showRows([])
            showSpinner()
        case .loaded(let orders):
            view.accessibilityIdentifier = "Orders.loaded"
            showRows(orders)
            if orders.isEmpty {
                showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
            }
        case .detail:
            view.accessibilityIdentifier = "Orders.detail"
            showRows([])
            showMessage(NSLocalizedString("Detail", bundle: textBundle, comment: "A state of the screen"))
        case .counted:
            view.accessibilityIdentifier = "Orders.counted"
            showRows([])
            showMessage(NSLocalizedString("Counted", bundle: textBundle, comment: "A state of the screen"))
        case .cancelled:
            view.accessibilityIdentifier = "Orders.cancelled"
            showRows([])
            showMessage(NSLocalizedString("Cancelled", bundle: textBundle, comment: "A state of the screen"))
        case .failed(let message):
            view.accessibilityIdentifier = "Orders.failed"
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
        viewModel.send(.orderPicked(order: order))
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let key = rows.itemIdentifier(for: indexPath), let order = shownRows[key] else { return nil }
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(
                style: .destructive,
                title: NSLocalizedString("Order removed", bundle: textBundle, comment: "A row's action")
            ) { [weak self] _, _, done in
                self?.viewModel.send(.orderRemoved(order: order))
                // The row changes when the unit shows it (after a confirmation, a write): not as the swipe ends.
                done(false)
            }
        ])
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        // The last row is coming on screen: ask for the next page.
        if indexPath.row == rows.snapshot().numberOfItems - 1 {
            viewModel.send(.moreRequested)
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
        let bannerDismiss = UIButton(type: .system)
        bannerDismiss.setTitle(
            NSLocalizedString("Dismiss", bundle: textBundle, comment: "A banner's button"), for: .normal)
        bannerDismiss.accessibilityIdentifier = "Orders.bannerClosed"
        bannerDismiss.addAction(
            UIAction { [weak self] _ in
                self?.viewModel.send(.bannerClosed)
            }, for: .touchUpInside)
        bannerView.addArrangedSubview(bannerDismiss)
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
    private func showFields(_ fields: OrdersViewModel.Fields) {
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

extension OrdersViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        viewModel.send(.searched(text: text))
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: OrdersTextBundleToken.self) }
private final class OrdersTextBundleToken {}

#if DEBUG
extension OrdersViewController {
    /// The screen with the preview dependencies of `OrdersPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: OrdersPreviewOutcome) -> OrdersViewController {
        OrdersViewController(
            viewModel: OrdersViewModel(
                customerID: 16,
                ordersService: PreviewOrdersService(outcome: outcome),
                analytics: .preview(outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    OrdersViewController.preview(.waits)
}

#Preview("counted") {
    OrdersViewController.preview(.succeeds)
}
#endif
#endif
