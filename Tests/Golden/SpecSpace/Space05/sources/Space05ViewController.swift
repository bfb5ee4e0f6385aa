// Created by archgen from Space05.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// The screen in UIKit: binds to `Space05ViewModel`, renders each state and sends it events. Start from here.
final class Space05ViewController: UIViewController {
    private let viewModel: Space05ViewModel
    private let label = UILabel()

    init(viewModel: Space05ViewModel) {
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
        viewModel.state.bind { [weak self] state in
            self?.render(state)
        }
        viewModel.onEffect = { [weak self] effect in
            self?.perform(effect)
        }
        viewModel.send(.appeared)
    }

    /// Does what the view model asks once.
    private func perform(_ effect: Space05ViewModel.Effect) {
        switch effect {
        case .toast:
            break  // What the screen does once when asked.
        case .dismissKeyboard:
            break  // What the screen does once when asked.
        }
    }

    private func render(_ state: Space05ViewModel.State) {
        switch state {
        case .idle:
            label.text = NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.idle"
        case .loading:
            label.text = NSLocalizedString("loading", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.loading"
        case .loaded:
            label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.loaded"
        case .detail:
            label.text = NSLocalizedString("detail", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.detail"
        case .failed:
            label.text = NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.failed"
        case .counted:
            label.text = NSLocalizedString("counted", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.counted"
        case .found:
            label.text = NSLocalizedString("found", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.found"
        case .indexed:
            label.text = NSLocalizedString("indexed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.indexed"
        case .historyShown:
            label.text = NSLocalizedString("historyShown", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.historyShown"
        case .marked:
            label.text = NSLocalizedString("marked", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.marked"
        case .unownedState:
            label.text = NSLocalizedString("unownedState", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.unownedState"
        case .located:
            label.text = NSLocalizedString("located", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space05.located"
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space05TextBundleToken.self) }
private final class Space05TextBundleToken {}

#if DEBUG
extension Space05ViewController {
    /// The screen with the preview dependencies of `Space05Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space05PreviewOutcome) -> Space05ViewController {
        Space05ViewController(
            viewModel: Space05ViewModel(
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
    Space05ViewController.preview(.waits)
}

#Preview("loaded") {
    Space05ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space05ViewController.preview(.fails)
}
#endif
#endif
