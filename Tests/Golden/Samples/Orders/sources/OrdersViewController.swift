// Created by archgen from Orders.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import Observation
import UIKit

/// The screen in UIKit: observes `OrdersViewModel`, renders each state and sends it events. Start from here.
final class OrdersViewController: UIViewController {
    private let viewModel: OrdersViewModel
    private let label = UILabel()

    init(viewModel: OrdersViewModel) {
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
        viewModel.send(.shown)
    }

    /// Does what the view model asks once.
    private func perform(_ effect: OrdersViewModel.Effect) {
        switch effect {
        case .toast:
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

    private func render(_ state: OrdersViewModel.State) {
        switch state {
        case .idle:
            label.text = NSLocalizedString("idle", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.idle"
        case .loading:
            label.text = NSLocalizedString("loading", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.loading"
        case .loaded:
            label.text = NSLocalizedString("loaded", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.loaded"
        case .detail:
            label.text = NSLocalizedString("detail", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.detail"
        case .counted:
            label.text = NSLocalizedString("counted", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.counted"
        case .cancelled:
            label.text = NSLocalizedString("cancelled", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.cancelled"
        case .failed:
            label.text = NSLocalizedString("failed", bundle: textBundle, comment: "A state of the screen")
            view.accessibilityIdentifier = "Orders.failed"
        }
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: OrdersTextBundleToken.self) }
private final class OrdersTextBundleToken {}

#if DEBUG
extension OrdersViewController {
    /// The screen with the preview dependencies of `OrdersPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: OrdersPreviewOutcome) -> OrdersViewController {
        OrdersViewController(
            viewModel: OrdersViewModel(
                customerID: 16,
                ordersService: PreviewOrdersService(outcome: outcome),
                analytics: .preview(outcome)
            )
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("loading") {
    OrdersViewController.preview(.waits)
}

#Preview("counted") {
    OrdersViewController.preview(.succeeds)
}
#endif
#endif
