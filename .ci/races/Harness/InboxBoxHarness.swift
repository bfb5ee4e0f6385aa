// Hand-written for the race suite: drives the MVVM view model with Box binding through `send` and
// `loadOnFirstAppearance()`, and records every state and fields value its boxes tell a bound view controller.

import InboxBox
import XCTest

typealias Mail = InboxBox.Mail
typealias InboxService = InboxBox.InboxService

@MainActor
final class Harness: RaceHarness {
    let viewModel: InboxBoxViewModel
    private(set) var screen = Screen(shown: .loading)
    private var heard: [Screen] = []

    init(server: GatedServer) {
        viewModel = InboxBoxViewModel(inboxService: server, debounceWait: { try await server.debounce($0) })
        viewModel.state.bind { [weak self] state in
            guard let self else { return }
            switch state {
            case .loading: screen.shown = .loading
            case .loaded(let mails): screen.shown = .loaded(mails.map(\.id))
            case .failed(let message): screen.shown = .failed(message)
            }
            heard.append(screen)
        }
        viewModel.fields.bind { [weak self] fields in
            guard let self else { return }
            screen.isLoadingMore = fields.isLoadingMore
            screen.readIDs = fields.readIDs
            screen.banner = fields.banner
            screen.markingID = fields.markingID
            heard.append(screen)
        }
    }

    var unit: AnyObject { viewModel }
    var told: [Screen]? { heard }

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

/// Box's own promise, beside the shared scenarios: a listener unbound hears no more values, the others still do.
nonisolated final class BoxBindingTests: XCTestCase {
    @MainActor
    func testAnUnboundListenerHearsNoMoreStates() async {
        let server = GatedServer()
        let viewModel = InboxBoxViewModel(inboxService: server, debounceWait: { try await server.debounce($0) })
        var unbound = 0
        var bound = 0
        let binding = viewModel.state.bind { _ in unbound += 1 }
        viewModel.state.bind { _ in bound += 1 }
        viewModel.state.unbind(binding)
        let appeared = viewModel.send(.viewAppeared)
        guard let first = await server.call("fetchPage") else { return }
        first.succeed([])
        await appeared.value
        XCTAssertEqual(unbound, 1, "the unbound listener heard only the value it was bound to")
        XCTAssertGreaterThan(bound, 1, "the listener still bound heard the new states")
    }
}
