/// Which event a starter view sends when it appears, when the spec's `appearEvent` does not say: the first event
/// without values whose name says so (`viewAppeared`, `onAppear`, `initialLoad`, `viewDidLoad`, `screenShown`), never
/// one whose name says that something was tapped, closed or routed (`learnMoreTapped`, `popTapped`, `closeTapped`).
/// An event that merely calls a dependency is not enough: sending it on appear could open a page or close the screen.
enum AppearEvent {
    static let appearWords: Set<String> = [
        "appear", "appeared", "appears", "load", "loaded", "loads", "shown", "opened", "started", "launched",
    ]
    static let userWords: Set<String> = [
        "tap", "tapped", "taps", "pressed", "clicked", "selected", "close", "closed", "dismiss", "dismissed", "pop",
        "popped", "back", "route", "routed", "cancel", "cancelled", "canceled", "logout", "swiped", "pulled",
    ]

    static func guess(_ events: [ModuleModel.Event]) -> Int? {
        events.firstIndex { event in
            let words = Set(self.words(event.name))
            return event.values.isEmpty && !event.isStep && !words.isDisjoint(with: appearWords)
                && words.isDisjoint(with: userWords)
        }
    }

    /// `viewDidLoad` → `view`, `did`, `load`; `loadURLTapped` → `load`, `url`, `tapped`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (!(characters[max(index - 1, 0)].isUppercase) || next?.isLowercase == true)
            if startsWord, !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
