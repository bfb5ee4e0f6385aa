// Hand-written for the race suite: drives the MVC model through `send` as its delegate (the view controller's
// role), recording every state and fields value it is told; an appearance is the model's `loadOnFirstAppearance()`.

import InboxMVC

typealias Mail = InboxMVC.Mail
typealias InboxService = InboxMVC.InboxService

@MainActor
final class Harness: RaceHarness, InboxMVCModelDelegate {
    let model: InboxMVCModel
    private(set) var screen = Screen(shown: .loading)
    private var heard: [Screen] = []

    init(server: GatedServer) {
        model = InboxMVCModel(inboxService: server, debounceWait: { try await server.debounce($0) })
        model.delegate = self
    }

    var unit: AnyObject { model }
    var told: [Screen]? { heard }

    func appear() -> Task<Void, Never> { model.send(.viewAppeared) }

    func firstAppearance() async { await model.loadOnFirstAppearance() }

    func nextPage() -> Task<Void, Never> { model.send(.nextPageRequested) }
    func refresh() -> Task<Void, Never> { model.send(.refreshPulled) }
    func search(_ text: String) -> Task<Void, Never> { model.send(.searchChanged(text: text)) }
    func tap(_ mail: Mail) -> Task<Void, Never> { model.send(.mailTapped(mail: mail)) }
    func delete(_ mail: Mail) -> Task<Void, Never> { model.send(.deleteConfirmed(mail: mail)) }
    func flag(_ mail: Mail) -> Task<Void, Never> { model.send(.mailFlagged(mail: mail)) }
    func share(_ mail: Mail) -> Task<Void, Never> { model.send(.mailShared(mail: mail)) }
    func reloadCounted() -> Task<Void, Never> { model.send(.reloadCounted) }
    func emptyFolder() -> Task<Void, Never> { model.send(.folderEmptied) }
    func refreshSearch() -> Task<Void, Never> { model.send(.searchRefreshed) }
    func summary() -> Task<Void, Never> { model.send(.summaryRequested) }
    func archive(_ mail: Mail) -> Task<Void, Never> { model.send(.mailArchived(mail: mail)) }
    func favourites() -> Task<Void, Never> { model.send(.favouritesShown) }
    func archiveAfterCheck(_ mail: Mail) -> Task<Void, Never> { model.send(.mailArchivedAfterCheck(mail: mail)) }

    func model(_ model: InboxMVCModel, didChange state: InboxMVCModel.State) {
        switch state {
        case .loading: screen.shown = .loading
        case .loaded(let mails): screen.shown = .loaded(mails.map(\.id))
        case .failed(let message): screen.shown = .failed(message)
        }
        heard.append(screen)
    }

    func model(_ model: InboxMVCModel, didChange fields: InboxMVCModel.Fields) {
        screen.isLoadingMore = fields.isLoadingMore
        screen.readIDs = fields.readIDs
        screen.banner = fields.banner
        screen.markingID = fields.markingID
        heard.append(screen)
    }
}
