import ArchgenBehaviour
import ArchgenSpec

/// Decides the generated tests of events said with the keys of real screens: one per way through the event's work
/// that `PathFinder` finds (its values set up, the event sent and awaited, then everything checked: the state, the
/// fields, the kept values the work sets, the routes, the effects and every call with its arguments); one per way
/// that starts work, checking what shows before the work runs; and one that cancels that work while its first call
/// waits, checking that nothing more shows. A way archgen cannot set up is named in the test file instead.
/// A way archgen could not test: the event its note is about first (the skipped test that stands for it is named
/// after that event) and the note itself.
struct Untested {
    var event: String
    var text: String
}

struct ProgramTestBuilder {
    let module: ModuleModel
    /// How model values are spelled: calls of the test target's fixture builders.
    let fixtures: ModelFixtures

    /// For each event a view or another event sends: how each alternative at the top registers its task with the
    /// unit's work (the writer's `registrations`, which the tests of what a send cancels read).
    let registrations: [String: EventWriter.Registrations]

    init(module: ModuleModel, registrations: [String: EventWriter.Registrations]) {
        (self.module, self.fixtures, self.registrations) = (module, ModelFixtures(module), registrations)
    }

    /// What the tests of a module collect as they are made, event by event.
    struct Collected {
        var tests: [Context.ProgramTest] = []
        var untested: [Untested] = []
        var appear: Context.AppearTest?
        var names = TestNames()
        /// Whether the module still needs a release test of a query's work, and of a write's.
        var releases: Bool
        var releasesWrite = true
        /// The events whose query replacing what is shown, or whose write that replaces it once it succeeded, cancelled
        /// another's work in a test.
        var replacers: Set<String> = []
    }

    /// One event's search for ways, and what its tests covered so far.
    struct EventRun {
        let event: ModuleModel.Event
        let blocks: [ModuleModel.Block]
        let finder: PathFinder
        /// A send whose guards do not hold (the values of one, when there is such a way).
        let nothing: PathFinder.Path?
        /// The alternatives at the top whose work was tested.
        var whiles: Set<String> = []
        var policyTested = false
        var cancelsTested = false
        /// The alternatives some test reaches.
        var reached: Set<String> = []
    }

    /// The tests, and why some ways have none. `releases`: whether the module needs a release test of its own (no
    /// event of the first format has one). `appear`: the first load's test, where the appear event is said with these
    /// keys.
    func tests(releases: Bool) -> (tests: [Context.ProgramTest], untested: [Untested], appear: Context.AppearTest?) {
        var collected = Collected(releases: releases)
        for event in module.events {
            guard case .blocks(let blocks) = event.behaviour else { continue }
            let finder = PathFinder(module: module, event: event, blocks: blocks)
            let paths = finder.paths()
            var run = EventRun(
                event: event, blocks: blocks, finder: finder,
                nothing: paths.first { $0.trace.decisions.first == "top=-1" })
            for path in paths where !path.trace.handedOver {
                pathTests(path, &run, &collected)
            }
            collected.untested += notes(run, appearTested: collected.appear != nil)
        }
        return (collected.tests, collected.untested, collected.appear)
    }

    /// The test of `path`, and once per alternative at the top that starts work, the tests of that work.
    private func pathTests(_ path: PathFinder.Path, _ run: inout EventRun, _ collected: inout Collected) {
        let event = run.event
        let (name, doc) = self.name(way(event, blocks: run.blocks, path: path), &collected.names)
        guard let test = test(event, path: path, finder: run.finder, name: name, doc: doc, mode: .awaits) else {
            collected.untested.append(
                Untested(
                    event: event.name,
                    text: "No test of '\(event.name)' \(describe(path)): archgen cannot set up its values."))
            return
        }
        run.reached.formUnion(path.trace.decisions.map(PathFinder.alternative))
        collected.tests.append(test)
        guard let top = path.trace.decisions.first, let index = Int(top.dropFirst(4)), index >= 0,
            let work = run.blocks[index].work, run.whiles.insert(top).inserted
        else { return }
        workTests(path, work: work, &run, &collected)
    }

    /// Why some of an event's tests are missing: the first load's, a canceller's, an alternative no way reaches.
    private func notes(_ run: EventRun, appearTested: Bool) -> [Untested] {
        let event = run.event
        var untested: [Untested] = []
        // Work that starts with calls that do not await cannot be held at its start (held-out 50: a screen whose
        // events each fire an analytics pixel first got none of these tests, and no word why).
        let first = event.firstCalls
        if !run.policyTested, let call = first.first, !first.contains(where: module.awaits),
            run.blocks.allCalls.contains(where: module.awaits)
        {
            let dependency = module.dependencies[call.dependency]
            untested.append(
                Untested(
                    event: event.name,
                    text:
                        "No test of what a second send of '\(event.name)' does, nor of its cancellation or release: its "
                        + "work starts with '\(dependency.name).\(dependency.methods[call.method].name)', which does "
                        + "not await, so no spy can hold it there; where it can come after the call that awaits (a "
                        + "log), put it there, else test these by hand."))
        }
        if !appearTested, module.appearEvent.map({ module.events[$0].name }) == event.name {
            untested.append(
                Untested(
                    event: event.name,
                    text:
                        "No test that the first load of '\(event.name)' runs once, and again when cancelled: archgen found "
                        + "no way whose work a spy can hold, that shows something (one that leaves the screen as it "
                        + "first appeared is owed at the next appearance) and that a second load after a cancelled one "
                        + "takes again; test it by hand."))
        }
        if !run.cancelsTested, let index = module.events.firstIndex(where: { $0.name == event.name }) {
            for other in module.events where other.cancels.contains(index) {
                untested.append(
                    Untested(
                        event: other.name,
                        text:
                            "No test that '\(other.name)' cancels the running '\(event.name)': its work makes no call "
                            + "a test can hold (async, or returning a stream); test it by hand."))
            }
        }
        // Every alternative no test reaches is named: the search for values that lead there gave up.
        for (key, block) in PathFinder.alternatives(run.blocks, key: "top") where !run.reached.contains(key) {
            untested.append(
                Untested(
                    event: event.name,
                    text:
                        "No test of '\(event.name)' reaches \(Self.spoken(key)) ('\(words(block))'): archgen found no values "
                        + "that lead there; test it by hand."))
        }
        return untested
    }

    /// An alternative's key as a person reads it: `top=1` is "alternative 2 of the event", `top.0.success.0.failure=0`
    /// "alternative 1 of its 'onFailure' in 'onSuccess'".
    static func spoken(_ key: String) -> String {
        let parts = key.split(separator: "=")
        let ordinal = (parts.last.flatMap { Int($0) } ?? 0) + 1
        let outcomes = parts[0].split(separator: ".").filter { $0 != "top" && !$0.allSatisfy(\.isNumber) }
        guard !outcomes.isEmpty else { return "alternative \(ordinal) of the event" }
        let names = outcomes.reversed().map { "'on\(SwiftNames.upperFirst(String($0)))'" }
        return "alternative \(ordinal) of its " + names.joined(separator: " in ")
    }

    func upper(_ name: String) -> String { SwiftNames.upperFirst(name) }

    // MARK: - Naming

    /// The way in words, for the note of a way without a test.
    private func describe(_ path: PathFinder.Path) -> String {
        "(" + path.trace.decisions.joined(separator: ", ") + ")"
    }
}
