// Created by archgen from Space01.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// The screen in UIKit: displays the scene's view models and sends it requests. Start from here.
final class Space01ViewController: UIViewController, Space01DisplayLogic {
    private let interactor: Space01Interactor
    private let label = UILabel()

    init(interactor: Space01Interactor, presenter: Space01Presenter) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
        interactor.presenter = presenter
        presenter.display = self
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
        interactor.appeared(request: Space01Scene.Appeared.Request())
    }

    func displayIdle(viewModel: Space01Scene.Idle.ViewModel) {
        label.text = NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.idle"
    }

    func displayLoading(viewModel: Space01Scene.Loading.ViewModel) {
        label.text = NSLocalizedString("loading", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.loading"
    }

    func displayLoaded(viewModel: Space01Scene.Loaded.ViewModel) {
        label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.loaded"
    }

    func displayDetail(viewModel: Space01Scene.Detail.ViewModel) {
        label.text = NSLocalizedString("detail", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.detail"
    }

    func displayFailed(viewModel: Space01Scene.Failed.ViewModel) {
        label.text = NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.failed"
    }

    func displayCounted(viewModel: Space01Scene.Counted.ViewModel) {
        label.text = NSLocalizedString("counted", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.counted"
    }

    func displayFound(viewModel: Space01Scene.Found.ViewModel) {
        label.text = NSLocalizedString("found", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.found"
    }

    func displayIndexed(viewModel: Space01Scene.Indexed.ViewModel) {
        label.text = NSLocalizedString("indexed", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.indexed"
    }

    func displayHistoryShown(viewModel: Space01Scene.HistoryShown.ViewModel) {
        label.text = NSLocalizedString("historyShown", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.historyShown"
    }

    func displayMarked(viewModel: Space01Scene.Marked.ViewModel) {
        label.text = NSLocalizedString("marked", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.marked"
    }

    func displaySendingState(viewModel: Space01Scene.SendingState.ViewModel) {
        label.text = NSLocalizedString("sendingState", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.sendingState"
    }

    func displayLocated(viewModel: Space01Scene.Located.ViewModel) {
        label.text = NSLocalizedString("located", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "Space01.located"
    }

    func displayFields(_ fields: Space01Scene.Fields) {
        // Render the values the scene shows beside its state here.
    }

    func displayRoute(_ route: Space01Scene.Route) {
        switch route {
        case .orderDetail:
            break  // Show the next scene here, passing it what it needs through its data store.
        case .close:
            break  // Show the next scene here, passing it what it needs through its data store.
        }
    }

    func displayEffect(_ effect: Space01Scene.Effect) {
        switch effect {
        case .toast:
            break  // What the screen does once when asked.
        case .dismissKeyboard:
            break  // What the screen does once when asked.
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: Space01TextBundleToken.self) }
private final class Space01TextBundleToken {}

#if DEBUG
extension Space01ViewController {
    /// The screen with the preview dependencies of `Space01Previews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: Space01PreviewOutcome) -> Space01ViewController {
        Space01ViewController(
            interactor: Space01Interactor(
                customerID: 16,
                any: true,
                ordersAPI: PreviewOrdersAPI(outcome: outcome),
                analytics: .preview(outcome)
            ),
            presenter: Space01Presenter()
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    Space01ViewController.preview(.waits)
}

#Preview("loaded") {
    Space01ViewController.preview(.succeeds)
}

#Preview("failed") {
    Space01ViewController.preview(.fails)
}
#endif
#endif
