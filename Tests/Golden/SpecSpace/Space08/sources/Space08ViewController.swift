// Created by archgen from Space08.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: binds to `Space08ViewModel`, renders each state and sends it events. Start from here.
public final class Space08ViewController: UIViewController {
    private let viewModel: Space08ViewModel
    private let label = UILabel()

    public init(viewModel: Space08ViewModel) {
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
        viewModel.onEffect = { [weak self] effect in
            self?.perform(effect)
        }
        viewModel.send(.appeared)
    }

    /// Does what the view model asks once.
    private func perform(_ effect: Space08ViewModel.Effect) {
        switch effect {
        case .toast:
            break  // What the screen does once when asked.
        case .dismissKeyboard:
            break  // What the screen does once when asked.
        }
    }

    private func render(_ state: Space08ViewModel.State) {
        switch state {
        case .idle:
            label.text = NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.idle"
        case .loading:
            label.text = NSLocalizedString("loading", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.loading"
        case .loaded:
            label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.loaded"
        case .detail:
            label.text = NSLocalizedString("detail", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.detail"
        case .failed:
            label.text = NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.failed"
        case .counted:
            label.text = NSLocalizedString("counted", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.counted"
        case .found:
            label.text = NSLocalizedString("found", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.found"
        case .indexed:
            label.text = NSLocalizedString("indexed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.indexed"
        case .historyShown:
            label.text = NSLocalizedString("historyShown", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.historyShown"
        case .marked:
            label.text = NSLocalizedString("marked", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.marked"
        case .convenienceState:
            label.text = NSLocalizedString("convenienceState", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Space08.convenienceState"
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space08TextBundleToken.self) }
private final class Space08TextBundleToken {}

#if DEBUG
extension Space08ViewController {
    /// The screen with the preview dependencies of `Space08Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space08PreviewOutcome) -> Space08ViewController {
        Space08ViewController(
            viewModel: Space08ViewModel(
                customerID: 16,
                any: true,
                ordersAPI: .preview(outcome),
                analytics: PreviewAnalytics(outcome: outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space08ViewController.preview(.waits)
}

#Preview("loaded") {
    Space08ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space08ViewController.preview(.fails)
}
#endif
#endif
