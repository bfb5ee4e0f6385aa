// Created by archgen from MovieSearch.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import Observation
import UIKit

/// The screen in UIKit: observes `MovieSearchViewModel`, renders each state and sends it events. Start from here.
final class MovieSearchViewController: UIViewController, UITableViewDelegate {
    private let viewModel: MovieSearchViewModel
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The rows shown, by what identifies each.
    private var shownRows: [Movie.ID: Movie] = [:]
    /// The table's data source.
    private lazy var rows = UITableViewDiffableDataSource<Int, Movie.ID>(
        tableView: tableView
    ) { [weak self] tableView, _, key in
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        guard let movie = self?.shownRows[key] else { return cell }
        cell.textLabel?.text = movie.title
        cell.detailTextLabel?.text = movie.overview
        cell.accessibilityIdentifier = "MovieSearch.movieSelected.\(movie.id)"
        return cell
    }
    /// The text the search event was last sent.
    private var searchedText = ""

    init(viewModel: MovieSearchViewModel) {
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
        observeState()
        observeFields()
        viewModel.onEffect = { [weak self] effect in
            self?.perform(effect)
        }
    }

    /// Does what the view model asks once.
    private func perform(_ effect: MovieSearchViewModel.Effect) {
        switch effect {
        case .dismissKeyboard:
            break  // What the screen does once when asked.
        case .showOfflineBanner:
            break  // What the screen does once when asked.
        case .showError(let message):
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

    private func render(_ state: MovieSearchViewModel.State) {
        clearBackground()
        switch state {
        case .idle:
            view.accessibilityIdentifier = "MovieSearch.idle"
            showRows([])
        case .loading:
            view.accessibilityIdentifier = "MovieSearch.loading"
            showRows([])
            showSpinner()
        case .loaded(let movies):
            view.accessibilityIdentifier = "MovieSearch.loaded"
            showRows(movies)
            if movies.isEmpty {
                showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
            }
        case .empty:
            view.accessibilityIdentifier = "MovieSearch.empty"
            showRows([])
            showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "A state of the screen"))
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
    private func showRows(_ values: [Movie]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Movie.ID>()
        var shown: [Movie.ID: Movie] = [:]
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
        guard let key = rows.itemIdentifier(for: indexPath), let movie = shownRows[key] else { return }
        viewModel.send(.movieSelected(movie: movie))
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        // The last row is coming on screen: ask for the next page.
        if indexPath.row == rows.snapshot().numberOfItems - 1 {
            viewModel.send(.reachedBottom)
        }
    }

    // MARK: - Fields

    /// Shows the fields beside the state.
    private func showFields(_ fields: MovieSearchViewModel.Fields) {
        // Show them here.
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

extension MovieSearchViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        viewModel.send(.searchSubmitted(text: text))
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: MovieSearchTextBundleToken.self) }
private final class MovieSearchTextBundleToken {}

#if DEBUG
extension MovieSearchViewController {
    /// The screen with the preview dependencies of `MovieSearchPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: MovieSearchPreviewOutcome) -> MovieSearchViewController {
        MovieSearchViewController(
            viewModel: MovieSearchViewModel(
                movieService: PreviewMovieService(outcome: outcome),
                connectivity: PreviewConnectivity(outcome: outcome),
                movieCache: PreviewMovieCache(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("idle") {
    MovieSearchViewController.preview(.succeeds)
}
#endif
#endif
