#if canImport(SwiftUI) && canImport(UIKit)
import Drivers
import SwiftUI
import Tweets
import UIKit
import Users

/// The app's root: one tab per feature module, the UIKit one hosted in SwiftUI.
public struct AppRootView: View {
    @State private var contacts = AppScreens.contacts()
    @State private var drivers = AppScreens.drivers()
    @State private var feed = AppScreens.feed()

    public init() {}

    public var body: some View {
        TabView {
            UsersView(viewModel: contacts)
                .tabItem { Label("Contacts", systemImage: "person.2") }
            DriversTab(presenter: drivers)
                .tabItem { Label("Drivers", systemImage: "flag.checkered") }
            TweetsScreen(store: feed)
                .tabItem { Label("Feed", systemImage: "text.bubble") }
        }
    }
}

/// The drivers' UIKit screen in a navigation controller, inside SwiftUI.
private struct DriversTab: UIViewControllerRepresentable {
    let presenter: DriversPresenter

    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: DriversViewController(presenter: presenter))
    }

    func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
#endif
