import Drivers
import Tweets
import Users

/// The app's composition root: each feature module's screen built with its live dependencies, as an app target
/// that imports public feature modules does it. It uses only what the modules make public: nothing here was edited
/// into the generated code.
@MainActor
public enum AppScreens {
    /// The contact list (MVVM, SwiftUI): its view model, with the live service.
    public static func contacts() -> UsersViewModel {
        UsersViewModel(usersService: .live)
    }

    /// The drivers (MVP, UIKit): the presenter; the view controller that shows it becomes its view.
    public static func drivers() -> DriversPresenter {
        DriversPresenter(driversService: LiveDriversService())
    }

    /// The feed (VIP, SwiftUI): the scene's interactor and presenter, wired, and a router over its data store.
    public static func feed() -> Feed {
        let interactor = TweetsInteractor(tweetsRepository: LiveTweetsRepository())
        let presenter = TweetsPresenter()
        interactor.presenter = presenter
        return Feed(interactor: interactor, presenter: presenter, router: TweetsRouter(dataStore: interactor))
    }

    /// The parts of the feed scene the app keeps.
    public struct Feed {
        public let interactor: TweetsInteractor
        public let presenter: TweetsPresenter
        public let router: TweetsRouter
    }
}
