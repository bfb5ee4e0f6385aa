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

    /// The feed (VIP, SwiftUI): its store, which owns the scene (wired); the scene's data store is
    /// `store.dataStore`, for where the app goes next.
    public static func feed() -> TweetsStore {
        TweetsStore(interactor: TweetsInteractor(tweetsRepository: LiveTweetsRepository()))
    }
}
