// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: binds to `WeatherViewModel`, renders each state and sends it events. Start from here.
public final class WeatherViewController: UIViewController, UITableViewDelegate {
    private let viewModel: WeatherViewModel
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The text the search event was last sent.
    private var searchedText = ""

    public init(viewModel: WeatherViewModel) {
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
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        viewModel.state.bind { [weak self] state in
            self?.render(state)
        }
    }

    private func render(_ state: WeatherViewModel.State) {
        clearBackground()
        switch state {
        case .locating:
            view.accessibilityIdentifier = "Weather.locating"
            showSpinner()
        case .loaded:
            view.accessibilityIdentifier = "Weather.loaded"
            showMessage(NSLocalizedString("Loaded", bundle: textBundle, comment: "A state of the screen"))
        case .notFound:
            view.accessibilityIdentifier = "Weather.notFound"
            showMessage(NSLocalizedString("Not found", bundle: textBundle, comment: "A state of the screen"))
        case .failed(let message):
            view.accessibilityIdentifier = "Weather.failed"
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

extension WeatherViewController: UISearchResultsUpdating {
    public func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        guard text != searchedText else { return }
        searchedText = text
        viewModel.send(.locationChanged(address: text))
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: WeatherTextBundleToken.self) }
private final class WeatherTextBundleToken {}

#if DEBUG
extension WeatherViewController {
    /// The screen with the preview dependencies of `WeatherPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: WeatherPreviewOutcome) -> WeatherViewController {
        WeatherViewController(
            viewModel: WeatherViewModel(
                geocoder: PreviewGeocoder(outcome: outcome),
                weatherService: PreviewWeatherService(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("locating") {
    WeatherViewController.preview(.succeeds)
}
#endif
#endif
