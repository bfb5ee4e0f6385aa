// Created by archgen from MovieDetail.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: a table for lists, a spinner while loading, an alert with a retry button for errors.
/// It shows what `MovieDetailPresenter` displays and calls the presenter for each event. Start from here.
final class MovieDetailViewController: UITableViewController, MovieDetailView {
    private let presenter: MovieDetailPresenter
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The text of each row; replace with your own cells.
    private var rows: [String] = []

    init(presenter: MovieDetailPresenter) {
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
        presenter.viewLoaded()
    }

    func displayLoading() {
        view.accessibilityIdentifier = "MovieDetail.loading"
        spinner.startAnimating()
    }

    func displayLoaded(movie: MovieDetails, cast: [CastMember]) {
        view.accessibilityIdentifier = "MovieDetail.loaded"
        spinner.stopAnimating()
    }

    func displayFailed(message: String) {
        view.accessibilityIdentifier = "MovieDetail.failed"
        spinner.stopAnimating()
        let alert = UIAlertController(
            title: NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen"), message: message,
            preferredStyle: .alert)
        let retry = NSLocalizedString("Retry", bundle: textBundle, comment: "A button")
        alert.addAction(
            UIAlertAction(title: retry, style: .default) { [weak self] _ in
                self?.presenter.viewLoaded()
            })
        present(alert, animated: true)
    }

    func displayFields(_ fields: MovieDetailPresenter.Fields) {
        // Render the values the screen shows beside its state here.
    }

    func perform(_ effect: MovieDetailPresenter.Effect) {
        switch effect {
        case .showCastPhoto:
            break  // What the screen does once when asked.
        case .showError:
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
