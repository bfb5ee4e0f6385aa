// Created by archgen from CreateOrder.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: displays the scene's view models and sends it requests. Start from here.
final class CreateOrderViewController: UIViewController, CreateOrderDisplayLogic {
    private let interactor: CreateOrderInteractor
    private let label = UILabel()

    init(interactor: CreateOrderInteractor, presenter: CreateOrderPresenter) {
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
        interactor.viewLoaded(request: CreateOrderScene.ViewLoaded.Request())
    }

    func displayBlank(viewModel: CreateOrderScene.Blank.ViewModel) {
        label.text = NSLocalizedString("blank", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "CreateOrder.blank"
    }

    func displayEditing(viewModel: CreateOrderScene.Editing.ViewModel) {
        label.text = NSLocalizedString("editing", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "CreateOrder.editing"
    }

    func displayExpiration(viewModel: CreateOrderScene.Expiration.ViewModel) {
        label.text = NSLocalizedString("expiration", bundle: textBundle, comment: "A state of the screen")
        view.accessibilityIdentifier = "CreateOrder.expiration"
    }

    func displayFields(_ fields: CreateOrderScene.Fields) {
        // Render the values the scene shows beside its state here.
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
