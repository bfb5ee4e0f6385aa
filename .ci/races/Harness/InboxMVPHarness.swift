// Hand-written for the race suite: drives the MVP presenter through its public methods as its view (a view
// controller would), recording every display; appearances go through the generated SwiftUI view adapter
// (`appeared()`, what the screen's `.task` awaits), which then becomes the presenter's view and is read instead.

import InboxMVP

typealias Mail = InboxMVP.Mail
typealias InboxService = InboxMVP.InboxService

@MainActor
final class Harness: RaceHarness, InboxMVPView {
    let presenter: InboxMVPPresenter
    private var adapter: InboxMVPViewAdapter?
    private var displayed = Screen(shown: .loading)
    private var heard: [Screen] = []

    init(server: GatedServer) {
        presenter = InboxMVPPresenter(inboxService: server, debounceWait: { try await server.debounce($0) })
        presenter.attach(self)
        // What `attach` displayed at once (the initial state) is not something a race told.
        heard = []
    }

    var unit: AnyObject { presenter }
    var told: [Screen]? { heard }

    var screen: Screen {
        guard let adapter else { return displayed }
        let shown: Screen.Shown
        switch adapter.content {
        case .loading: shown = .loading
        case .loaded(let mails): shown = .loaded(mails.map(\.id))
        case .failed(let message): shown = .failed(message)
        }
        let fields = adapter.fields
        return Screen(
            shown: shown, isLoadingMore: fields.isLoadingMore, readIDs: fields.readIDs, banner: fields.banner,
            markingID: fields.markingID)
    }

    func appear() -> Task<Void, Never> { presenter.viewAppeared() }

    func firstAppearance() async {
        if adapter == nil { adapter = InboxMVPViewAdapter(presenter: presenter) }
        await adapter?.appeared()
    }

    func makeScreen() { adapter = InboxMVPViewAdapter(presenter: presenter) }

    func nextPage() -> Task<Void, Never> { presenter.nextPageRequested() }
    func refresh() -> Task<Void, Never> { presenter.refreshPulled() }
    func search(_ text: String) -> Task<Void, Never> { presenter.searchChanged(text: text) }
    func tap(_ mail: Mail) -> Task<Void, Never> { presenter.mailTapped(mail: mail) }
    func delete(_ mail: Mail) -> Task<Void, Never> { presenter.deleteConfirmed(mail: mail) }
    func flag(_ mail: Mail) -> Task<Void, Never> { presenter.mailFlagged(mail: mail) }
    func share(_ mail: Mail) -> Task<Void, Never> { presenter.mailShared(mail: mail) }
    func reloadCounted() -> Task<Void, Never> { presenter.reloadCounted() }
    func emptyFolder() -> Task<Void, Never> { presenter.folderEmptied() }
    func refreshSearch() -> Task<Void, Never> { presenter.searchRefreshed() }
    func summary() -> Task<Void, Never> { presenter.summaryRequested() }
    func archive(_ mail: Mail) -> Task<Void, Never> { presenter.mailArchived(mail: mail) }
    func favourites() -> Task<Void, Never> { presenter.favouritesShown() }
    func archiveAfterCheck(_ mail: Mail) -> Task<Void, Never> { presenter.mailArchivedAfterCheck(mail: mail) }

    func displayLoading() { show(.loading) }
    func displayLoaded(mails: [Mail]) { show(.loaded(mails.map(\.id))) }
    func displayFailed(message: String) { show(.failed(message)) }

    func displayFields(_ fields: InboxMVPPresenter.Fields) {
        displayed.isLoadingMore = fields.isLoadingMore
        displayed.readIDs = fields.readIDs
        displayed.banner = fields.banner
        displayed.markingID = fields.markingID
        heard.append(displayed)
    }

    private func show(_ shown: Screen.Shown) {
        displayed.shown = shown
        heard.append(displayed)
    }
}
