// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit, kept light: it owns `PeopleModel`, renders each state the model tells it and sends the
/// model the user's events. Rows come from a `PeopleDataSource`, and each cell lays itself out. Start from here.
public final class PeopleViewController: UITableViewController, PeopleModelDelegate, UISearchResultsUpdating {
    private let model: PeopleModel
    private let spinner = UIActivityIndicatorView(style: .large)
    private let messageLabel = UILabel()
    /// The rows shown (the table holds its data source weakly).
    private var dataSource: (any UITableViewDataSource)?

    public init(model: PeopleModel) {
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
        tableView.register(PersonCell.self, forCellReuseIdentifier: PersonCell.reuseIdentifier)
        title = NSLocalizedString("People", bundle: textBundle, comment: "The screen's title")
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        render(model.state)
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

    /// Typing filters the people already loaded (the model keeps everyone).
    public func updateSearchResults(for searchController: UISearchController) {
        model.send(.queryChanged(query: searchController.searchBar.text ?? ""))
    }

    /// The appearance waiting for the first load, while it runs.
    private var appearance: Task<Void, Never>?

    public func model(_ model: PeopleModel, didChange state: PeopleModel.State) {
        // A state that comes before the view is loaded is rendered by `viewDidLoad`.
        guard isViewLoaded else { return }
        render(state)
    }

    private func render(_ state: PeopleModel.State) {
        // An alert still waiting to be presented is dropped by the next state.
        waitingAlert = nil
        switch state {
        case .loading:
            view.accessibilityIdentifier = "People.loading"
            showSpinner()
        case .loaded(let people):
            view.accessibilityIdentifier = "People.loaded"
            showRows(
                PeopleDataSource(items: people, cellIdentifier: PersonCell.reuseIdentifier) { cell, item in
                    guard let cell = cell as? PersonCell else { return }
                    cell.name = item.name
                    cell.birthDate = item.birthDate
                })
        case .nobody:
            view.accessibilityIdentifier = "People.nobody"
            showMessage(NSLocalizedString("Your address book is empty.", bundle: textBundle, comment: "No people"))
        case .noMatches(let query):
            view.accessibilityIdentifier = "People.noMatches"
            let format = NSLocalizedString(
                "Nobody's name contains \u{201C}%@\u{201D}.", bundle: textBundle, comment: "No match")
            showMessage(String(format: format, query))
        case .failed(let message):
            view.accessibilityIdentifier = "People.failed"
            showMessage(message)
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

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: PeopleTextBundleToken.self) }
private final class PeopleTextBundleToken {}

#if DEBUG
extension PeopleViewController {
    /// The screen with the preview dependencies of `PeoplePreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: PeoplePreviewOutcome) -> PeopleViewController {
        PeopleViewController(
            model: PeopleModel(
                addressBook: PreviewAddressBook(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    PeopleViewController.preview(.waits)
}

#Preview("appeared succeeds") {
    PeopleViewController.preview(.succeeds)
}

#Preview("failed") {
    PeopleViewController.preview(.fails)
}
#endif
#endif
