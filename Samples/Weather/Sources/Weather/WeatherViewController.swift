// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// Today's weather where the user asks: a search bar for the address, the place and its forecast below. The screen
/// starts with a default address, so it shows the weather at once; typing asks again once the user stops (the spec's
/// debounce), so a half-typed address is never looked up.
public final class WeatherViewController: UIViewController, UISearchResultsUpdating {
    /// Where the screen looks first.
    public static let defaultAddress = "Neihu District, Taipei"

    private let viewModel: WeatherViewModel
    private let label = UILabel()

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
        title = NSLocalizedString("Weather", bundle: textBundle, comment: "The screen's title")
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = search
        label.numberOfLines = 0
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        viewModel.state.bind { [weak self] state in
            self?.render(state)
        }
        viewModel.send(.locationChanged(address: Self.defaultAddress))
    }

    /// Each change of the address asks for its weather; the view model waits for the typing to stop.
    public func updateSearchResults(for searchController: UISearchController) {
        let address = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces) ?? ""
        viewModel.send(.locationChanged(address: address.isEmpty ? Self.defaultAddress : address))
    }

    private func render(_ state: WeatherViewModel.State) {
        switch state {
        case .locating:
            label.text = NSLocalizedString("Looking for the place…", bundle: textBundle, comment: "While locating")
            view.accessibilityIdentifier = "Weather.locating"
        case .loaded(let location, let forecast):
            label.text = "\(location.name)\n\(Int(forecast.temperature.rounded())) °C, \(forecast.summary)"
            view.accessibilityIdentifier = "Weather.loaded"
        case .notFound:
            label.text = NSLocalizedString(
                "No place goes by that address.", bundle: textBundle, comment: "When no place is found")
            view.accessibilityIdentifier = "Weather.notFound"
        case .failed(let message):
            label.text = message
            view.accessibilityIdentifier = "Weather.failed"
        }
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
