// Created by archgen from Space09.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import Observation
import UIKit

/// The screen in UIKit: observes `Space09ViewModel`, renders each state and sends it events. Start from here.
final class Space09ViewController: UIViewController {
    private let viewModel: Space09ViewModel
    private let label = UILabel()

    init(viewModel: Space09ViewModel) {
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
        viewModel.send(.appeared)
    }

    /// Does what the view model asks once.
    private func perform(_ effect: Space09ViewModel.Effect) {
        switch effect {
        case .toast:
            break  // What the screen does once when asked.
        case .dismissKeyboard:
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

    private func render(_ state: Space09ViewModel.State) {
        switch state {
        case .idle:
            label.text = NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.idle"
        case .loading:
            label.text = NSLocalizedString("loading", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.loading"
        case .loaded:
            label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.loaded"
        case .detail:
            label.text = NSLocalizedString("detail", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.detail"
        case .failed:
            label.text = NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.failed"
        case .counted:
            label.text = NSLocalizedString("counted", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.counted"
        case .found:
            label.text = NSLocalizedString("found", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.found"
        case .indexed:
            label.text = NSLocalizedString("indexed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.indexed"
        case .historyShown:
            label.text = NSLocalizedString("historyShown", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.historyShown"
        case .marked:
            label.text = NSLocalizedString("marked", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.marked"
        case .finalState:
            label.text = NSLocalizedString("finalState", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space09.finalState"
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space09TextBundleToken.self) }
private final class Space09TextBundleToken {}

#if DEBUG
extension Space09ViewController {
    /// The screen with the preview dependencies of `Space09Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space09PreviewOutcome) -> Space09ViewController {
        Space09ViewController(
            viewModel: Space09ViewModel(
                customerID: 16,
                any: true,
                ordersAPI: PreviewOrdersAPI(outcome: outcome),
                analytics: .preview(outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space09ViewController.preview(.waits)
}

#Preview("loaded") {
    Space09ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space09ViewController.preview(.fails)
}
#endif
#endif
