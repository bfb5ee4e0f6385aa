// Created by archgen from MovieSearch.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import Observation
import UIKit

/// The screen in UIKit: observes `MovieSearchViewModel`, renders each state and sends it events. Start from here.
final class MovieSearchViewController: UIViewController {
    private let viewModel: MovieSearchViewModel
    private let label = UILabel()

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
        label.numberOfLines = 0
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        observeState()
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
        case .showError:
            break  // What the screen does once when asked.
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

    private func render(_ state: MovieSearchViewModel.State) {
        switch state {
        case .idle:
            label.text = NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "MovieSearch.idle"
        case .loading:
            label.text = NSLocalizedString("loading", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "MovieSearch.loading"
        case .loaded:
            label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "MovieSearch.loaded"
        case .empty:
            label.text = NSLocalizedString("empty", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "MovieSearch.empty"
        }
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
