/// Every fixed line of the generated concurrency idiom, in one place: the code writer spells events with these, and
/// no template spells them again (templates spell only what differs by pattern: how a state, a route or an effect is
/// shown). The runtime they call (`work.start`, `showing`, `setting`) is `Templates/shared/work.mustache`.
enum Idiom {
    /// Holds the unit for what follows, unless it is gone, the task was cancelled meanwhile, or a value the awaited
    /// call read was set meanwhile (`sameReadings`, each `notSetSince`, Language.md "Work").
    static func holdUnit(_ sameReadings: [String] = []) -> String {
        "guard " + (["let self", "!Task.isCancelled"] + sameReadings).joined(separator: ", ") + " else { return }"
    }
    /// How many times each kept value was set, as a call reads them (a copy, `Templates/shared/handlers.mustache`).
    static let writes = "self.storage.writes"
    /// That the kept value `name` (escaped) was not set since `taken`, a copy of `writes`, was taken.
    static func notSetSince(_ name: String, _ taken: String) -> String {
        "\(writes).\(name) == \(taken).\(name)"
    }

    /// The call the task awaits next read the kept values `names`: setting one cancels the task.
    static func read(_ names: [String], holdingUnit: Bool, _ id: String) -> String {
        (holdingUnit ? "" : "self?.") + "work.read(\(id), [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "])"
    }
    /// Where the unit is held: takes the copy `name` of `writes` for the call that reads the kept values `names`, and
    /// registers them as read.
    static func takeCopy(_ name: String, reading names: [String], _ id: String) -> [String] {
        ["\(name) = \(writes)", read(names, holdingUnit: true, id)]
    }
    /// The call the task awaits next answers with a state to show: as replacing what is shown (once its answer is shown,
    /// `won`, the other events' such calls asked before it are cancelled), or as showing it.
    /// `sparing`: the works whose running queries it does not cancel (`ModuleModel.spares`).
    /// `atOnce`: after the task's writes, it cancels those calls now (they answer for the screen before the writes).
    static func showsAnswer(
        replacing: Bool, _ id: String, holdingUnit: Bool = false, sparing: [String] = [], atOnce: Bool = false
    ) -> String {
        (holdingUnit ? "" : "self?.") + "work." + (replacing ? "replaces" : "shows") + "(\(id)"
            + (sparing.isEmpty ? "" : ", sparing: [" + sparing.map { "." + $0 }.joined(separator: ", ") + "]")
            + (atOnce ? ", atOnce: true" : "") + ")"
    }
    /// After the await of such a call registered with the unit's work: while a newer query that replaces what is shown
    /// runs, the answer waits for it, holding neither the unit nor its work (`work.newer`); the check that follows
    /// drops it if that query's answer was shown meanwhile.
    static func awaitNewer(_ id: String) -> String {
        "while let newer = self?.work.newer(than: \(id)) { await newer.value }"
    }
    /// The answer of a query that replaces what is shown is shown: the queries asked before it are cancelled, or, for
    /// a failure (`failing`), those that wait for it having asked with a value its success sets.
    static func won(_ id: String, failing: Bool = false) -> String {
        "work.won(\(id)" + (failing ? ", failing: true)" : ")")
    }
    /// The result of that call was judged: the task is no longer cancelled as the values it read are set, nor by a
    /// newer query replacing what is shown.
    static func answered(_ id: String) -> String { "work.answered(\(id))" }

    /// Ends the task if it was cancelled meanwhile, without holding the unit.
    static let checkCancelled = "guard !Task.isCancelled else { return }"
    static let checkUnitAndCancelled = "guard self != nil, !Task.isCancelled else { return }"

    /// A command's task past its writes: releasing the unit now cancels it.
    static func wrote(holdingUnit: Bool, _ id: String) -> String {
        holdingUnit ? "work.wrote(\(id))" : "self?.work.wrote(\(id))"
    }
    /// The start of a failure's handling: a cancellation is never a failure.
    static func failure(holdingUnit: Bool, _ sameReadings: [String] = []) -> String {
        "guard "
            + ((holdingUnit ? ["let self"] : []) + ["!Task.isCancelled", "!(error is CancellationError)"]
            + (holdingUnit ? sameReadings : [])).joined(separator: ", ") + " else { return }"
    }

    /// A failure's `message`: the unit's wording of the error (reached weakly where the unit is not held).
    static func message(holdingUnit: Bool) -> String {
        holdingUnit
            ? "let message = describeError(error)" : "guard let message = self?.describeError(error) else { return }"
    }

    /// A failure whose outcome does nothing.
    static let ignoreError = "_ = error"
    /// What a send that starts no work returns.
    static let finished = "return Task {}"

    /// A send of an event whose work is running, under policy `drop`: it gets the running task.
    static func dropped(_ work: String) -> String {
        "if let running = work.running(.\(work)) { return running }"
    }

    /// A send of a command event with the same values (`sentWith`) as a send whose writes still run: it gets that
    /// send's task (a double tap writes once).
    static func droppedRepeat(_ work: String, _ values: [String]) -> String {
        "if let running = work.writing(.\(work), \(sentWith(values))) { return running }"
    }

    /// The argument of `work.start` and `work.writing` that names a command's values.
    static func sentWith(_ values: [String]) -> String { "sentWith: [" + values.joined(separator: ", ") + "]" }

    /// Cancels the running work of `works` (and puts back what it set for its duration).
    static func cancel(_ works: [String]) -> String {
        "work.cancel(" + works.map { "." + $0 }.joined(separator: ", ") + ")"
    }

    /// Cancels the sends of `work` still waiting for their debounce (a command's: a write that started runs on).
    static func cancelWaiting(_ work: String) -> String { "work.cancelWaiting(.\(work))" }

    /// The first line of an event's task: `return work.start(.search, ...) {` and, when given, its capture list.
    static func start(_ work: String, arguments: [String]) -> String {
        "return work.start(" + (["." + work] + arguments).joined(separator: ", ") + ") {"
    }

    /// The arguments of `work.start` that wait out a debounce; `superseding`, the send then ends the others of its
    /// work (policy `latest`), taking over the state they show unless `takingState` is false.
    static func debounce(_ wait: String, superseding: Bool, takingState: Bool) -> String {
        "after: \(wait), using: debounceWait"
            + (superseding ? ", superseding: true" + (takingState ? "" : ", takingState: false") : "")
    }

    /// What a later step of the work set for its duration, put back when the work ends.
    static func restoreWhenDone(_ restore: String, _ id: String) -> String { "work.restore(\(id), \(restore))" }

    /// Shows a state while work runs (`showing(.loading)`).
    static func showing(_ state: String) -> String { "showing(\(state))" }

    /// Sets a field or stored value while work runs (`setting(\.fields.isLoadingMore, true)`).
    static func setting(_ path: String, _ value: String) -> String { "setting(\\.\(path), \(value))" }

    /// A custom handler's call in the task: it gets what it works with, returns what changes, and the unit applies it.
    static func handOver(_ call: String, checkingCancellation: Bool) -> [String] {
        [
            checkingCancellation
                ? "guard !Task.isCancelled, let handlers = self?.handlers else { return }"
                : "guard let handlers = self?.handlers else { return }",
            "let next = await handlers.\(call)",
            "self?.applyHandlerResult(next)",
        ]
    }
}
