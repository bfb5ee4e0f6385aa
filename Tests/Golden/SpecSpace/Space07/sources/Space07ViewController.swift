// Created by archgen from Space07.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// The screen in UIKit: a table for lists, a spinner while loading, an alert with a retry button for errors.
/// It shows what `Space07Presenter` displays and calls the presenter for each event. Start from here.
final class Space07ViewController: UITableViewController, Space07View {
    private let presenter: Space07Presenter
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The text of each row; replace with your own cells.
    private var rows: [String] = []

    init(presenter: Space07Presenter) {
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
        presenter.appeared()
    }

    func displayIdle() {
        view.accessibilityIdentifier = "Space07.idle"
        spinner.stopAnimating()
    }

    func displayLoading() {
        view.accessibilityIdentifier = "Space07.loading"
        spinner.startAnimating()
    }

    func displayLoaded(orders: [Order]) {
        view.accessibilityIdentifier = "Space07.loaded"
        spinner.stopAnimating()
        rows = orders.map { String(describing: $0) }
        tableView.reloadData()
    }

    func displayDetail(order: Order, customer: Customer) {
        view.accessibilityIdentifier = "Space07.detail"
        spinner.stopAnimating()
    }

    func displayFailed(message: String) {
        view.accessibilityIdentifier = "Space07.failed"
        spinner.stopAnimating()
        let alert = UIAlertController(
            title: NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen"), message: message,
            preferredStyle: .alert)
        let retry = NSLocalizedString("Retry", bundle: textBundle, comment: "A button")
        alert.addAction(
            UIAlertAction(title: retry, style: .default) { [weak self] _ in
                self?.presenter.appeared()
            })
        present(alert, animated: true)
    }

    func displayCounted(count: Int) {
        view.accessibilityIdentifier = "Space07.counted"
        spinner.stopAnimating()
    }

    func displayFound(order: Order?) {
        view.accessibilityIdentifier = "Space07.found"
        spinner.stopAnimating()
    }

    func displayIndexed(index: [UUID: Order]) {
        view.accessibilityIdentifier = "Space07.indexed"
        spinner.stopAnimating()
    }

    func displayHistoryShown(history: Result<[Order], Never>) {
        view.accessibilityIdentifier = "Space07.historyShown"
        spinner.stopAnimating()
    }

    func displayMarked(mark: Int) {
        view.accessibilityIdentifier = "Space07.marked"
        spinner.stopAnimating()
    }

    func displayRequiredState(required: Int) {
        view.accessibilityIdentifier = "Space07.requiredState"
        spinner.stopAnimating()
    }

    func displayLocated(region: SpaceSupport.Region) {
        view.accessibilityIdentifier = "Space07.located"
        spinner.stopAnimating()
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
