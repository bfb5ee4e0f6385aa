// Created by archgen from MovieDetail.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: shows what `MovieDetailPresenter` displays (a table for lists, a spinner while loading, a
/// message and an alert for a failure) and calls the presenter for each of the user's events. Start from here.
final class MovieDetailViewController: UIViewController, UITableViewDelegate, MovieDetailView {
    private let presenter: MovieDetailPresenter
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The rows shown, by what identifies each.
    private var shownRows: [CastMember: CastMember] = [:]
    /// The table's data source.
    private lazy var rows = UITableViewDiffableDataSource<Int, CastMember>(
        tableView: tableView
    ) { [weak self] tableView, _, key in
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
        guard let castMember = self?.shownRows[key] else { return cell }
        cell.textLabel?.text = castMember.name
        cell.detailTextLabel?.text = castMember.character
        cell.accessibilityIdentifier = "MovieDetail.castMemberShown"
        return cell
    }

    init(presenter: MovieDetailPresenter) {
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
        // The presenter displays its state now, and every change from here on.
        presenter.attach(self)
        presenter.viewLoaded()
    }

    func displayLoading() {
        view.accessibilityIdentifier = "MovieDetail.loading"
        clearBackground()
        showRows([])
        showSpinner()
    }

    func displayLoaded(movie: MovieDetails, cast: [CastMember]) {
        view.accessibilityIdentifier = "MovieDetail.loaded"
        clearBackground()
        showRows(cast)
        if cast.isEmpty {
            showMessage(NSLocalizedString("Nothing here yet", bundle: textBundle, comment: "An empty list"))
        }
    }

    func displayFailed(message: String) {
        view.accessibilityIdentifier = "MovieDetail.failed"
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

    func displayFields(_ fields: MovieDetailPresenter.Fields) {
        showFields(fields)
    }

    func perform(_ effect: MovieDetailPresenter.Effect) {
        switch effect {
        case .showCastPhoto:
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
    private func showRows(_ values: [CastMember]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, CastMember>()
        var shown: [CastMember: CastMember] = [:]
        snapshot.appendSections([0])
        for value in values where shown[value.self] == nil {
            shown[value.self] = value
            snapshot.appendItems([value.self])
        }
        snapshot.reloadItems(shown.keys.filter { shownRows[$0] != nil && shownRows[$0] != shown[$0] })
        shownRows = shown
        rows.apply(snapshot)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let key = rows.itemIdentifier(for: indexPath), let castMember = shownRows[key] else { return }
        presenter.castMemberShown(member: castMember)
    }

    // MARK: - Fields

    /// Shows the fields beside the state.
    private func showFields(_ fields: MovieDetailPresenter.Fields) {
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

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: MovieDetailTextBundleToken.self) }
private final class MovieDetailTextBundleToken {}

#if DEBUG
extension MovieDetailViewController {
    /// The screen with the preview dependencies of `MovieDetailPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: MovieDetailPreviewOutcome) -> MovieDetailViewController {
        MovieDetailViewController(
            presenter: MovieDetailPresenter(
                movieID: 70,
                movieService: PreviewMovieService(outcome: outcome),
                imageLoader: PreviewImageLoader(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    MovieDetailViewController.preview(.succeeds)
}
#endif
#endif
