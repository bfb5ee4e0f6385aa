// Hand-written for the race suite: drives the MVVM (SwiftUI, @Observable) view model through `send` and
// `loadOnFirstAppearance()`, and reads its `state` and `fields`.

import InboxSwiftUI

typealias Mail = InboxSwiftUI.Mail
typealias InboxService = InboxSwiftUI.InboxService

@MainActor
final class Harness: RaceHarness {
    let viewModel: InboxSwiftUIViewModel

    init(server: GatedServer) {
        viewModel = InboxSwiftUIViewModel(inboxService: server, debounceWait: { try await server.debounce($0) })
    }

    var unit: AnyObject { viewModel }
    var told: [Screen]? { nil }

    var screen: Screen {
        let fields = viewModel.fields
        let shown: Screen.Shown
        switch viewModel.state {
        case .loading: shown = .loading
        case .loaded(let mails): shown = .loaded(mails.map(\.id))
        case .failed(let message): shown = .failed(message)
        }
        return Screen(
            shown: shown, isLoadingMore: fields.isLoadingMore, readIDs: fields.readIDs, banner: fields.banner,
            markingID: fields.markingID)
    }

    func appear() -> Task<Void, Never> { viewModel.send(.viewAppeared) }
    func firstAppearance() async { await viewModel.loadOnFirstAppearance() }
    func nextPage() -> Task<Void, Never> { viewModel.send(.nextPageRequested) }
    func refresh() -> Task<Void, Never> { viewModel.send(.refreshPulled) }
    func search(_ text: String) -> Task<Void, Never> { viewModel.send(.searchChanged(text: text)) }
    func tap(_ mail: Mail) -> Task<Void, Never> { viewModel.send(.mailTapped(mail: mail)) }
    func delete(_ mail: Mail) -> Task<Void, Never> { viewModel.send(.deleteConfirmed(mail: mail)) }
    func flag(_ mail: Mail) -> Task<Void, Never> { viewModel.send(.mailFlagged(mail: mail)) }
    func share(_ mail: Mail) -> Task<Void, Never> { viewModel.send(.mailShared(mail: mail)) }
    func reloadCounted() -> Task<Void, Never> { viewModel.send(.reloadCounted) }
    func emptyFolder() -> Task<Void, Never> { viewModel.send(.folderEmptied) }
    func refreshSearch() -> Task<Void, Never> { viewModel.send(.searchRefreshed) }
    func summary() -> Task<Void, Never> { viewModel.send(.summaryRequested) }
    func archive(_ mail: Mail) -> Task<Void, Never> { viewModel.send(.mailArchived(mail: mail)) }
    func favourites() -> Task<Void, Never> { viewModel.send(.favouritesShown) }
    func archiveAfterCheck(_ mail: Mail) -> Task<Void, Never> { viewModel.send(.mailArchivedAfterCheck(mail: mail)) }
}
