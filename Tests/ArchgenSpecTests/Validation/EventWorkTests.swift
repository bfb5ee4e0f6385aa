import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// Each event's `policy` and `cancels`: defaults by whether the event carries values, and a positioned error for
/// every value that generated code could not honour.
final class EventWorkTests: XCTestCase {
    private func module(_ spec: String) throws -> ModuleModel {
        try XCTUnwrap(SpecFixtures.generator.validate(SpecFixtures.input(spec)).module, spec)
    }

    /// The Users spec with `extra` added to the event named `event`.
    private func users(_ event: String, _ extra: String, pattern: String = "mvvm") -> String {
        SpecFixtures.users.replacingOccurrences(of: #""name": "\#(event)""#, with: #""name": "\#(event)", \#(extra)"#)
            .replacingOccurrences(of: #""pattern": "mvvm""#, with: #""pattern": "\#(pattern)""#)
    }

    func testAnEventWithValuesDefaultsToLatestAndOneWithoutToDrop() throws {
        let module = try module(SpecFixtures.users)
        let policies = Dictionary(uniqueKeysWithValues: module.events.map { ($0.name, $0.policy) })
        XCTAssertEqual(policies["viewAppeared"], .drop)
        XCTAssertEqual(policies["userTapped"], .parallel, "its call returns nothing: a command, never cut off")
        XCTAssertEqual(policies["retryTapped"], .some(nil), "a transition runs no work")
        XCTAssertEqual(policies["searchChanged"], .latest, "the unit owns a custom event's task")
        let mvp = try self.module(SpecFixtures.users.replacingOccurrences(of: "mvvm", with: "mvp"))
        XCTAssertEqual(mvp.events[3].policy, .latest, "in MVP too: its handler starts the presenter's work")
    }

    func testTheSpecsPolicyAndCancelsAreKept() throws {
        let spec = users("userTapped(user: User)", #""policy": "parallel""#)
            .replacingOccurrences(of: #""to": "loading""#, with: #""to": "loading", "cancels": ["viewAppeared"]"#)
        let module = try module(spec)
        XCTAssertEqual(module.events[1].policy, .parallel)
        XCTAssertEqual(module.events[2].cancels, [0])
    }

    func testEveryPolicyOrCancelsThatCannotBeHonouredIsAPositionedError() {
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("userTapped(user: User)", #""policy": "lastest""#)),
            [
                "Users.archgen.json:15:51: error: 'policy' is 'lastest', which is not one of 'latest', 'drop', "
                    + "'parallel'; did you mean 'latest'?"
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("retryTapped", #""policy": "drop""#)),
            [
                "Users.archgen.json:16:40: error: event 'retryTapped' has a 'policy', but it only changes the state and "
                    + "runs no work for a new send to wait for or cancel; remove 'policy'"
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("searchChanged(query: String)", #""policy": "drop""#, pattern: "mvp")), [],
            "an MVP custom event's handler applies its policy (its scaffold starts with it)")
        XCTAssertEqual(
            SpecFixtures.diagnostics(
                users("retryTapped", #""cancels": ["viewApeared", "retryTapped", "retryTapped"]"#)),
            [
                "Users.archgen.json:16:42: error: event 'retryTapped' cancels unknown event 'viewApeared'; did you mean "
                    + "'viewAppeared'?",
                "Users.archgen.json:16:57: error: event 'retryTapped' cancels itself; its 'policy' says what a new "
                    + "send does to its running work ('latest' cancels it)",
                "Users.archgen.json:16:72: error: event 'retryTapped' cancels itself; its 'policy' says what a new "
                    + "send does to its running work ('latest' cancels it)",
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("viewAppeared", #""cancels": ["retryTapped"]"#)),
            [
                "Users.archgen.json:14:43: error: event 'viewAppeared' cancels 'retryTapped', which only changes the "
                    + "state and has no work to cancel"
            ])
    }

    /// The Users spec whose appearance hands its users to a custom event (a step), `extra` added to that event.
    private func usersWithStep(_ extra: String = "", appearEvent: String? = nil) -> String {
        var spec = SpecFixtures.users.replacingOccurrences(
            of: #""onSuccess": "loaded""#, with: #""onSuccess": "usersArrived""#
        )
        .replacingOccurrences(
            of: #"{ "name": "retryTapped", "to": "loading" },"#,
            with: #"{ "name": "retryTapped", "to": "loading" }, { "name": "usersArrived(users: [User])"\#(extra) },"#)
        if let appearEvent {
            spec = spec.replacingOccurrences(
                of: #""pattern": "mvvm","#, with: #""pattern": "mvvm", "appearEvent": "\#(appearEvent)","#)
        }
        return spec
    }

    func testACustomEventThatReceivesAResultIsAStepOfTheCallersWork() throws {
        let module = try module(usersWithStep())
        let step = try XCTUnwrap(module.events.first { $0.name == "usersArrived" })
        XCTAssertEqual(step.resultOf, [0])
        XCTAssertNil(step.policy, "it runs in the caller's task, not in work of its own")
        XCTAssertEqual(module.events.filter(\.isStep).map(\.name), ["usersArrived"])
        let loaded = try self.module(usersWithStep().replacingOccurrences(of: "viewAppeared", with: "listLoaded"))
        XCTAssertEqual(loaded.appearEvent, 0, "the caller, not the step, is what appears")
    }

    func testAStepWithWorkKeysOrCancelledOrSentByTheViewIsAPositionedError() {
        XCTAssertEqual(
            SpecFixtures.diagnostics(usersWithStep(#", "policy": "drop", "cancels": ["userTapped"]"#)),
            [
                "Users.archgen.json:16:100: error: event 'usersArrived' receives the result of 'viewAppeared' and runs "
                    + "inside its work, so it has no 'policy' of its own; put 'policy' on 'viewAppeared'",
                "Users.archgen.json:16:120: error: event 'usersArrived' receives the result of 'viewAppeared' and runs "
                    + "inside its work, so it has no 'cancels' of its own; put 'cancels' on 'viewAppeared'",
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(
                usersWithStep().replacingOccurrences(
                    of: #""name": "userTapped(user: User)","#,
                    with: #""name": "userTapped(user: User)", "cancels": ["usersArrived"],"#)),
            [
                "Users.archgen.json:15:53: error: event 'userTapped' cancels 'usersArrived', which runs inside the work "
                    + "of 'viewAppeared'; cancel 'viewAppeared'"
            ])
        let stepWithoutValues = usersWithStep(appearEvent: "usersArrived").replacingOccurrences(
            of: "usersArrived(users: [User])", with: "usersArrived")
        XCTAssertEqual(
            SpecFixtures.diagnostics(stepWithoutValues),
            [
                "Users.archgen.json:4:37: error: appear event 'usersArrived' receives the result of 'viewAppeared', so "
                    + "no view sends it; name an event the view sends"
            ])
    }

    func testADebounceIsKeptInMillisecondsAndMakesThePolicyLatest() throws {
        let module = try module(users("viewAppeared", #""debounce": 0.25"#))
        XCTAssertEqual(module.events[0].debounce, 250)
        XCTAssertEqual(module.events[0].policy, .latest, "a debounce cancels the waiting send: 'drop' by default")
        XCTAssertNil(module.events[1].debounce)
        let custom = try self.module(users("searchChanged(query: String)", #""debounce": 1, "policy": "latest""#))
        XCTAssertEqual(custom.events[3].debounce, 1000)
    }

    func testEveryDebounceThatCannotBeHonouredIsAPositionedError() {
        for value in ["0", "-0.3", "0.0005", "61", "\"0.3\""] {
            let diagnostics = SpecFixtures.diagnostics(users("userTapped(user: User)", #""debounce": \#(value)"#))
            XCTAssertEqual(diagnostics.count, 1, value)
            XCTAssertTrue(diagnostics.first?.hasPrefix("Users.archgen.json:15:53: error: ") == true, "\(diagnostics)")
        }
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("userTapped(user: User)", #""debounce": 61"#)),
            [
                "Users.archgen.json:15:53: error: event 'userTapped' has 'debounce' 61; give the seconds a send waits "
                    + "for a newer one, more than 0 and at most 60, in whole milliseconds (0.3)"
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("userTapped(user: User)", #""debounce": 0.3, "policy": "parallel""#)),
            [
                "Users.archgen.json:15:68: error: event 'userTapped' has a 'debounce' and policy 'parallel'; a debounce "
                    + "cancels the waiting send when a newer one comes, which is policy 'latest'"
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(users("retryTapped", #""debounce": 0.3"#)),
            [
                "Users.archgen.json:16:42: error: event 'retryTapped' has a 'debounce', but it only changes the state "
                    + "and runs no work to wait for; remove 'debounce'"
            ])
        XCTAssertEqual(
            SpecFixtures.diagnostics(usersWithStep(#", "debounce": 0.3"#)),
            [
                "Users.archgen.json:16:102: error: event 'usersArrived' receives the result of 'viewAppeared' and runs "
                    + "inside its work, so it has no 'debounce' of its own; put 'debounce' on 'viewAppeared'"
            ])
    }

    func testAHandlerOrStorageNamedLikeTheWorkAUnitOwnsIsAnError() {
        let spec = SpecFixtures.users.replacingOccurrences(
            of: #""name": "searchChanged(query: String)""#, with: #""name": "startWork(query: String)""#)
        XCTAssertEqual(
            SpecFixtures.diagnostics(spec),
            [
                "Users.archgen.json:17:15: error: event 'startWork' would clash with the generated member 'startWork'; "
                    + "rename the event"
            ])
    }
}
