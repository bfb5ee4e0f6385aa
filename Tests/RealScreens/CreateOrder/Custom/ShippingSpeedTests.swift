import Foundation
import XCTest

@testable import CreateOrder

/// The hand-written `ShippingSpeed`: its raw values are the shipping picker's rows, which show the labels the scene
/// presents, so the two must line up.
nonisolated final class ShippingSpeedTests: XCTestCase {
    func testRawValuesAreThePickerRowsInOrder() {
        XCTAssertEqual(ShippingSpeed.allCases, [.standard, .oneDay, .twoDay])
        XCTAssertEqual(ShippingSpeed.allCases.map(\.rawValue), [0, 1, 2])
        XCTAssertNil(ShippingSpeed(rawValue: 3))
    }

    @MainActor
    func testTheScenePresentsOneLabelPerSpeed() async {
        let interactor = CreateOrderInteractor(orderToEdit: nil, ordersStore: OrdersStoreSpy())
        await interactor.viewLoaded(request: CreateOrderScene.ViewLoaded.Request()).value
        XCTAssertEqual(interactor.fields.shippingMethods.count, ShippingSpeed.allCases.count)
        XCTAssertEqual(interactor.fields.shippingMethods[ShippingSpeed.oneDay.rawValue], "One-Day Shipping")
    }
}
