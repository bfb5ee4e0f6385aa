/// Who runs which work: each event's `policy` (what a new send does while its work still runs) and `cancels` (the
/// events whose running work it cancels first), checked once every event is known.
extension ValidationContext {
    /// Patterns whose custom handlers start and own their tasks themselves (the view calls the handler directly), so
    /// generated code has no task of theirs to apply a policy to or to cancel.
    static let handlersOwnTheirTasks: Set<String> = ["mvp", "vip"]

    /// Sets `policy` and `cancels` on `events`, which correspond one to one to `raws`.
    mutating func resolveWork(
        _ raws: [RawSpec.Event], events: inout [ModuleModel.Event], dependencies: [ModuleModel.Dependency],
        pattern: String
    ) {
        let handlersOwnTasks = Self.handlersOwnTheirTasks.contains(pattern)
        func runsWork(_ event: ModuleModel.Event) -> Bool {
            switch event.behaviour {
            case .calls: true
            case .transition: false
            case .custom: !handlersOwnTasks
            }
        }
        for (index, raw) in raws.enumerated() {
            let event = events[index]
            if let policy = raw.policy {
                if case .transition = event.behaviour {
                    report(.policyWithoutWork(event: event.name), at: policy.location)
                } else if !runsWork(event) {
                    report(.workOwnedByHandler(event: event.name, key: "policy", pattern: pattern), at: policy.location)
                } else {
                    events[index].policy = choice(policy, key: "policy", default: ModuleModel.Policy.latest)
                }
            } else if runsWork(event) {
                // Sent again with other values, the newer send is what the user wants; sent again without values
                // (a second appearance, a double tap), the running work already does it.
                // A synchronous call has nothing to wait for or cancel: each send makes it.
                if case .calls(let call) = event.behaviour,
                    !dependencies[call.dependency].methods[call.method].isAsync
                {
                    events[index].policy = .parallel
                } else {
                    events[index].policy = event.values.isEmpty ? .drop : .latest
                }
            }
            var cancels: [Int] = []
            for name in raw.cancels {
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
                } else if !runsWork(events[other]) {
                    if case .transition = events[other].behaviour {
                        report(.cancelsEventWithoutWork(event: event.name, other: name.value), at: name.location)
                    } else {
                        report(
                            .workOwnedByHandler(event: name.value, key: "cancels", pattern: pattern),
                            at: name.location)
                    }
                } else if !cancels.contains(other) {
                    cancels.append(other)
                }
            }
            events[index].cancels = cancels
        }
    }
}
