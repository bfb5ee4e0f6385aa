// Hand-written for the race suite: sends requests to the VIP interactor (its BusinessLogic) wired to the generated
// presenter and a display logic of ours, recording every view model displayed; appearances go through the generated
// SwiftUI store (`appeared()`, what the screen's `.task` awaits), which then owns the display and is read instead.

import InboxVIP

typealias Mail = InboxVIP.Mail
typealias InboxService = InboxVIP.InboxService

/// The display logic: what a VIP view controller is shown.
@MainActor
final class Display: InboxVIPDisplayLogic {
    private(set) var screen = Screen(shown: .loading)
    private(set) var heard: [Screen] = []

    func displayLoading(viewModel: InboxVIPScene.Loading.ViewModel) { show(.loading) }
    func displayLoaded(viewModel: InboxVIPScene.Loaded.ViewModel) { show(.loaded(viewModel.mails.map(\.id))) }
    func displayFailed(viewModel: InboxVIPScene.Failed.ViewModel) { show(.failed(viewModel.message)) }

    func displayFields(_ fields: InboxVIPScene.Fields) {
        screen.isLoadingMore = fields.isLoadingMore
        screen.readIDs = fields.readIDs
        screen.banner = fields.banner
        screen.markingID = fields.markingID
        heard.append(screen)
    }

    private func show(_ shown: Screen.Shown) {
        screen.shown = shown
        heard.append(screen)
    }
}

@MainActor
final class Harness: RaceHarness {
    let interactor: InboxVIPInteractor
    private let display = Display()
    private var store: InboxVIPStore?

    init(server: GatedServer) {
        interactor = InboxVIPInteractor(
            presenter: InboxVIPPresenter(display: display), inboxService: server,
            debounceWait: { try await server.debounce($0) })
    }

    var unit: AnyObject { interactor }
    var told: [Screen]? { display.heard }

    var screen: Screen {
        guard let store else { return display.screen }
        let shown: Screen.Shown
        switch store.content {
        case .loading: shown = .loading
        case .loaded(let viewModel): shown = .loaded(viewModel.mails.map(\.id))
        case .failed(let viewModel): shown = .failed(viewModel.message)
        }
        let fields = store.fields
        return Screen(
            shown: shown, isLoadingMore: fields.isLoadingMore, readIDs: fields.readIDs, banner: fields.banner,
            markingID: fields.markingID)
    }

    func appear() -> Task<Void, Never> { interactor.viewAppeared(request: .init()) }

    func firstAppearance() async {
        if store == nil { store = InboxVIPStore(interactor: interactor) }
        await store?.appeared()
    }

    func makeScreen() { store = InboxVIPStore(interactor: interactor) }

    func nextPage() -> Task<Void, Never> { interactor.nextPageRequested(request: .init()) }
    func refresh() -> Task<Void, Never> { interactor.refreshPulled(request: .init()) }
    func search(_ text: String) -> Task<Void, Never> { interactor.searchChanged(request: .init(text: text)) }
    func tap(_ mail: Mail) -> Task<Void, Never> { interactor.mailTapped(request: .init(mail: mail)) }
    func delete(_ mail: Mail) -> Task<Void, Never> { interactor.deleteConfirmed(request: .init(mail: mail)) }
    func flag(_ mail: Mail) -> Task<Void, Never> { interactor.mailFlagged(request: .init(mail: mail)) }
    func share(_ mail: Mail) -> Task<Void, Never> { interactor.mailShared(request: .init(mail: mail)) }
    func reloadCounted() -> Task<Void, Never> { interactor.reloadCounted(request: .init()) }
    func emptyFolder() -> Task<Void, Never> { interactor.folderEmptied(request: .init()) }
    func refreshSearch() -> Task<Void, Never> { interactor.searchRefreshed(request: .init()) }
    func summary() -> Task<Void, Never> { interactor.summaryRequested(request: .init()) }
    func archive(_ mail: Mail) -> Task<Void, Never> { interactor.mailArchived(request: .init(mail: mail)) }
    func favourites() -> Task<Void, Never> { interactor.favouritesShown(request: .init()) }
    func archiveAfterCheck(_ mail: Mail) -> Task<Void, Never> {
        interactor.mailArchivedAfterCheck(request: .init(mail: mail))
    }
}
