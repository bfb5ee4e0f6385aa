// Created by archgen from CreateOrder.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: displays the scene's view models (a table for lists, a spinner while loading, a message and
/// an alert for a failure) and sends the interactor a request for each of the user's events. Start from here.
final class CreateOrderViewController: UIViewController, UITableViewDelegate, CreateOrderDisplayLogic {
    /// Where the requests go: the scene's `BusinessLogic`.
    private let interactor: any CreateOrderBusinessLogic
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)

    /// Wires the scene as Clean Swift's configurator does: `interactor` presents to `presenter`, which displays here
    /// (held weakly: the view controller owns the chain), from when the view is loaded (`attachPresenter`).
    init(interactor: CreateOrderInteractor, presenter: CreateOrderPresenter) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
        presenter.display = self
        attachPresenter = { interactor.attach(presenter) }
    }

    /// Once the view is loaded: the interactor presents to the presenter from then on, starting with what the scene
    /// shows now (its first state: a first load's `while` state that equals it changes nothing to present).
    private var attachPresenter: (() -> Void)?

    /// Made in code only: from a storyboard or nib there is nothing to make it with.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
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
        attachPresenter?()
        attachPresenter = nil
        interactor.viewLoaded(request: CreateOrderScene.ViewLoaded.Request())
    }

    func displayBlank(viewModel: CreateOrderScene.Blank.ViewModel) {
        view.accessibilityIdentifier = "CreateOrder.blank"
        clearBackground()
    }

    func displayEditing(viewModel: CreateOrderScene.Editing.ViewModel) {
        view.accessibilityIdentifier = "CreateOrder.editing"
        clearBackground()
        showMessage(NSLocalizedString("Editing", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayExpiration(viewModel: CreateOrderScene.Expiration.ViewModel) {
        view.accessibilityIdentifier = "CreateOrder.expiration"
        clearBackground()
        showMessage(NSLocalizedString("Expiration", bundle: textBundle, comment: "A state of the screen"))
    }

    func displayFields(_ fields: CreateOrderScene.Fields) {
        showFields(fields)
    }

    func displayRoute(_ route: CreateOrderScene.Route) {
        switch route {
        case .listOrders:
            break  // Show the next scene here, passing it what it needs through its data store.
        case .showOrder:
            break  // Show the next scene here, passing it what it needs through its data store.
        }
    }

    func displayEffect(_ effect: CreateOrderScene.Effect) {
        switch effect {
        case .createFailed:
            break  // What the screen does once when asked.
        case .updateFailed:
            break  // What the screen does once when asked.
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

    /// Takes away the spinner and the message.
    private func clearBackground() {
        spinner.stopAnimating()
        tableView.backgroundView = nil
    }

    // MARK: - Fields

    /// Shows the fields beside the state.
    private func showFields(_ fields: CreateOrderScene.Fields) {
        // Show them here.
    }
}

/// Where this screen's text is translated from: the bundle of the module's code (a framework's, or the app's). A Swift
/// package target that declares resources has a bundle of its own: return `.module` here instead.
private var textBundle: Bundle { Bundle(for: CreateOrderTextBundleToken.self) }
private final class CreateOrderTextBundleToken {}

#if DEBUG
extension CreateOrderViewController {
    /// The screen with the preview dependencies of `CreateOrderPreviews.swift`, each answering as `outcome` says.
    static func preview(_ outcome: CreateOrderPreviewOutcome) -> CreateOrderViewController {
        CreateOrderViewController(
            interactor: CreateOrderInteractor(
                orderToEdit: Order(
                    id: "id",
                    date: Date(timeIntervalSince1970: 948847),
                    total: Decimal(23),
                    details: OrderDetails(
                        firstName: "firstName",
                        lastName: "lastName",
                        phone: "phone",
                        email: "email",
                        shipmentAddress: Address(
                            street1: "street1",
                            street2: "street2",
                            city: "city",
                            state: "state",
                            zip: "zip"
                        ),
                        shippingSpeed: ShippingSpeed.standard,
                        paymentMethod: PaymentMethod(
                            creditCardNumber: "creditCardNumber",
                            expirationDate: Date(timeIntervalSince1970: 608491),
                            cvv: "cvv"
                        ),
                        billingAddress: Address(
                            street1: "street12",
                            street2: "street2",
                            city: "city",
                            state: "state",
                            zip: "zip"
                        )
                    )
                ),
                ordersStore: PreviewOrdersStore(outcome: outcome)
            ),
            presenter: CreateOrderPresenter()
        )
    }
}
#endif

#if DEBUG && canImport(DeveloperToolsSupport)

#Preview("blank") {
    CreateOrderViewController.preview(.succeeds)
}
#endif
#endif
