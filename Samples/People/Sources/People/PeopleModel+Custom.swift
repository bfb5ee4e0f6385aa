// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// Custom events, one handler each: `send(_:)` hands the event to its handler in a task the model owns,
/// and the state the handler returns becomes the model's (nil leaves it as it is), unless that task was
/// superseded or cancelled meanwhile. A handler reaches the state, the dependencies and the stored values through
/// `Handlers`, which does not hold the model: releasing it while a handler awaits cancels that handler's work.
extension PeopleModel.Handlers {
    /// Keeps everyone, sorted by name, and shows those the query matches.
    /// It runs in the task of `appeared`, with its call's result.
    func peopleArrived(people: [Person]) async -> State? {
        everyone = people.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        return matches()
    }

    /// Shows the people whose name contains the query (everyone when it is empty), once they have arrived.
    func queryChanged(query: String) async -> State? {
        self.query = query
        return matches()
    }

    /// Everyone whose name contains the query (ignoring case and accents), or that there is no one. Before people
    /// have arrived (while loading, or after a failure) there is no one to filter: the state stays (nil), and the
    /// query applies when they arrive.
    private func matches() -> State? {
        guard let everyone else { return nil }
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        let matches = trimmed.isEmpty ? everyone : everyone.filter { $0.name.localizedStandardContains(trimmed) }
        if everyone.isEmpty { return .nobody }
        return matches.isEmpty ? .noMatches(query: trimmed) : .loaded(people: matches)
    }
}
