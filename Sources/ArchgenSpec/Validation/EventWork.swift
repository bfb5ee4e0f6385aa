import LocatedJSON

/// Who runs which work: each event's `policy` (what a new send does while its work still runs) and `cancels` (the
/// events whose running work it cancels first), checked once every event is known.
extension ValidationContext {
    /// Sets `resultOf`, `policy` and `cancels` on `events`, which correspond one to one to `raws`. Every event that
    /// calls a dependency or is custom runs work in a task its unit owns, in every pattern (in MVP and VIP, the custom
    /// handler starts it with the unit's `startWork`), except a step, which runs in the task of the event whose result
    /// it receives.
    mutating func resolveWork(
        _ raws: [RawSpec.Event], events: inout [ModuleModel.Event], dependencies: [ModuleModel.Dependency],
        storage: [String]
    ) {
        // A custom event that receives a call's result is a step of that call's work: it runs in the caller's task.
        for (index, event) in events.enumerated() {
            if case .blocks(let blocks) = event.behaviour {
                for block in blocks.allBlocks {
                    if case .handOver(let handler, _)? = block.work, !events[handler].resultOf.contains(index) {
                        events[handler].resultOf.append(index)
                    }
                }
            }
        }
        for (index, raw) in raws.enumerated() {
            let event = events[index]
            if event.isStep {
                let keys = [
                    ("policy", raw.policy?.location), ("cancels", raw.cancels.first?.location),
                    ("debounce", raw.debounce?.location),
                ]
                for (key, location) in keys {
                    if let location {
                        report(
                            .stepWithWorkKey(event: event.name, key: key, caller: Self.caller(of: event, in: events)),
                            at: location)
                    }
                }
                continue
            }
            resolvePolicy(raw.policy, of: &events[index], dependencies: dependencies)
            if raw.policy == nil, events[index].behaviour == .custom, events[index].policy == .latest,
                Self.soundsLikeAWrite(event.name)
            {
                // (What a handler does archgen cannot see: a delete by hand was cut off by the next row's: held-out 53.)
                report(.customLatest(event: event.name), at: raw.declaration.location)
            }
            if let debounce = raw.debounce {
                resolveDebounce(
                    debounce, policy: raw.policy, of: &events[index], runsWork: Self.runsWork(event),
                    dependencies: dependencies)
                warnOfKeptSets(events[index], storage: storage, dependencies: dependencies, at: debounce.location)
            }
            events[index].cancels = cancels(raw.cancels, by: index, events: events, dependencies: dependencies)
        }
    }

    /// A debounced query that sets kept values before its call: a newer send stops it (a keystroke, or one its own
    /// guards refuse: Language.md 7) and the state shown goes back, but the values stay as it set them (nothing runs
    /// when a task is cancelled), so a next page asks for a search nobody sees (review 46 F3). Set them in `onSuccess`.
    private mutating func warnOfKeptSets(
        _ event: ModuleModel.Event, storage: [String], dependencies: [ModuleModel.Dependency],
        at location: SourceLocation
    ) {
        guard case .blocks(let blocks) = event.behaviour, event.debounce != nil,
            !Self.writes(event, dependencies: dependencies)
        else { return }
        for block in blocks where block.work != nil {
            for case .storage(let index) in block.assignments.map(\.target) {
                report(.setBeforeCancellableCall(event: event.name, name: storage[index]), at: location)
            }
        }
    }

    /// Whether an event's name has a word of a write (`deleteSwiped`, `starToggled`): its handler, which archgen cannot
    /// read, likely writes.
    static func soundsLikeAWrite(_ name: String) -> Bool {
        !writeWords.isDisjoint(with: SwiftNames.words(name))
    }

    private static let writeWords: Set<String> = [
        "delete", "remove", "save", "mark", "toggle", "star", "like", "follow", "unfollow", "archive", "update",
        "create", "add", "post", "submit", "send", "upload", "edit", "rename", "move", "flag", "pin", "block",
        "report", "accept", "decline", "buy", "pay",
    ]

    /// Whether `event` runs work of its own: a block calls or observes something, or it is custom (not a step).
    private static func runsWork(_ event: ModuleModel.Event) -> Bool {
        switch event.behaviour {
        case .blocks(let blocks): return blocks.allBlocks.contains { $0.work != nil }
        case .custom: return !event.isStep
        }
    }

    /// The name of the event whose work the step `event` is part of.
    private static func caller(of event: ModuleModel.Event, in events: [ModuleModel.Event]) -> String {
        events[event.resultOf[0]].name
    }

    /// The `policy` of `event`, as the spec says or by default: a command with values runs each send, a synchronous
    /// call each send too, and other work is dropped (no values) or replaced (values) by a newer send.
    private mutating func resolvePolicy(
        _ policy: Located<String>?, of event: inout ModuleModel.Event, dependencies: [ModuleModel.Dependency]
    ) {
        let writes = Self.writes(event, dependencies: dependencies)
        if let policy {
            if !Self.runsWork(event) {
                report(.policyWithoutWork(event: event.name), at: policy.location)
            } else {
                event.policy = choice(policy, key: "policy", default: ModuleModel.Policy.latest)
                event.policyIsExplicit = true
                if writes, event.policy == .latest {
                    report(
                        .cancelsCommand(event: event.name, command: event.name, how: "sent again cancels"),
                        at: policy.location)
                }
            }
        } else if writes, !event.values.isEmpty {
            // A write is never cut off by a newer send of its own event: each send's write runs, but for a send with
            // the same values while the first's writes run (a double tap writes once; one without values is dropped
            // while its write runs, below).
            // (A write that does not await is made as its task starts: a second tap finds it done.)
            event.policy = .parallel
            event.dropsRepeatedSends = event.leadingCalls(dependencies).contains {
                dependencies[$0.dependency].awaitsWrite($0.method)
            }
        } else if Self.runsWork(event) {
            // Sent again with other values, the newer send is what the user wants; sent again without values
            // (a second appearance, a double tap), the running work already does it.
            // A synchronous call has nothing to wait for or cancel: each send makes it.
            if case .blocks(let blocks) = event.behaviour,
                !blocks.allBlocks.contains(where: { block in
                    if case .stream? = block.work { return true }
                    return false
                }),
                blocks.allCalls.allSatisfy({ !dependencies[$0.dependency].methods[$0.method].isAsync })
            {
                event.policy = .parallel
            } else {
                event.policy = event.values.isEmpty ? .drop : .latest
            }
        }
    }

    /// The events whose running work the event at `index` cancels first (its `cancels`): each an event with work of
    /// its own, not itself nor a step; cancelling a command is warned about.
    private mutating func cancels(
        _ names: [Located<String>], by index: Int, events: [ModuleModel.Event], dependencies: [ModuleModel.Dependency]
    ) -> [Int] {
        let event = events[index]
        var cancels: [Int] = []
        for name in names {
            guard let other = events.firstIndex(where: { $0.name == name.value }) else {
                report(
                    .unknownCancelledEvent(
                        event: event.name, name: name.value,
                        suggestion: Suggestion.nearest(to: name.value, in: events.map(\.name))),
                    at: name.location)
                continue
            }
            if other == index {
                report(.cancelsItself(event: event.name), at: name.location)
            } else if events[other].isStep {
                let caller = Self.caller(of: events[other], in: events)
                report(.cancelsStep(event: event.name, step: name.value, caller: caller), at: name.location)
            } else if !Self.runsWork(events[other]) {
                report(.cancelsEventWithoutWork(event: event.name, other: name.value), at: name.location)
            } else if !cancels.contains(other) {
                cancels.append(other)
                if Self.writes(events[other], dependencies: dependencies) {
                    report(
                        .cancelsCommand(event: event.name, command: name.value, how: "cancels"), at: name.location)
                }
            }
        }
        return cancels
    }

    /// A `debounce` of `event`: seconds, more than 0 and at most 60, in whole milliseconds; it needs work to wait
    /// for, and cancelling the waiting send is policy `latest` (the default with it).
    private mutating func resolveDebounce(
        _ debounce: Located<String>, policy: Located<String>?, of event: inout ModuleModel.Event, runsWork: Bool,
        dependencies: [ModuleModel.Dependency]
    ) {
        guard runsWork else {
            report(.debounceWithoutWork(event: event.name), at: debounce.location)
            return
        }
        let milliseconds = Double(debounce.value).map { $0 * 1000 }
        guard let milliseconds, milliseconds > 0, milliseconds <= 60_000,
            abs(milliseconds.rounded() - milliseconds) < 1e-6
        else {
            report(.debounceValue(event: event.name, value: debounce.value), at: debounce.location)
            return
        }
        if let policy, let chosen = event.policy, chosen != .latest {
            report(.debounceNeedsLatest(event: event.name, policy: chosen.rawValue), at: policy.location)
            return
        }
        // A newer send supersedes the waiting one (for a command, only while it waits: a write that started runs);
        // a query's send that repeats the values of the one running when its wait ends is dropped.
        event.policy = .latest
        let isCustom = event.behaviour == .custom
        event.dropsRepeatedSends = !event.values.isEmpty && !isCustom && !Self.writes(event, dependencies: dependencies)
        event.debounce = Int(milliseconds.rounded())
    }

    /// Whether `event`'s work makes a command (a call that writes): its default policy is `parallel`, and whatever
    /// cancels it is warned about.
    static func writes(_ event: ModuleModel.Event, dependencies: [ModuleModel.Dependency]) -> Bool {
        guard case .blocks(let blocks) = event.behaviour else { return false }
        return blocks.allCalls.contains { dependencies[$0.dependency].isCommand($0.method) }
    }
}
