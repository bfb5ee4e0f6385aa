// Created by archgen from Weather.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: binds to `WeatherViewModel`, renders each state and sends it events. Start from here.
public final class WeatherViewController: UIViewController {
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
    }

    private func render(_ state: WeatherViewModel.State) {
        switch state {
        case .locating:
            label.text = NSLocalizedString("locating", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Weather.locating"
        case .loaded:
            label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Weather.loaded"
        case .notFound:
            label.text = NSLocalizedString("notFound", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Weather.notFound"
        case .failed:
            label.text = NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen")
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
