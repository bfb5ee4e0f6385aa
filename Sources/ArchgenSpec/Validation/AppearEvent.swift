/// Which event a starter view sends when it appears, when the spec's `appearEvent` does not say: the first event
/// without values whose name says so (`viewAppeared`, `onAppear`, `initialLoad`, `viewDidLoad`, `screenShown`), never
/// one whose name says that something was tapped, closed or routed (`learnMoreTapped`, `popTapped`, `closeTapped`).
/// An event that merely calls a dependency is not enough: sending it on appear could open a page or close the screen.
/// Nor is one that a row appearing sends (`lastRowAppeared`, `cellAppeared`), or one that loads the next page (its
/// outcome appends to a list, `appendingNew`): the starter view sends that one when the last row appears.
enum AppearEvent {
    static let appearWords: Set<String> = [
        "appear", "appeared", "appears", "load", "loaded", "loads", "shown", "opened", "started", "launched",
    ]
    static let userWords: Set<String> = [
        "tap", "tapped", "taps", "pressed", "clicked", "selected", "close", "closed", "dismiss", "dismissed", "pop",
        "popped", "back", "route", "routed", "cancel", "cancelled", "canceled", "logout", "swiped", "pulled",
    ]
    /// Words of a part of the screen, not the screen: a row or the list's end appearing.
    static let partWords: Set<String> = [
        "row", "rows", "cell", "cells", "item", "items", "last", "end", "bottom", "more",
    ]

    static func guess(_ events: [ModuleModel.Event]) -> Int? {
        events.firstIndex { event in
            let words = Set(SwiftNames.words(event.name))
            return event.values.isEmpty && !event.isStep && !words.isDisjoint(with: appearWords)
                && words.isDisjoint(with: userWords) && words.isDisjoint(with: partWords) && !event.appendsPages
        }
    }

}
