import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// Ways archgen left untested on specs written from the README alone (held-out screens, stop 38), each reduced to a
/// spec of a few lines: the generated tests now reach them.
final class HeldOutGapTests: XCTestCase {
    private func tests(_ spec: String) throws -> String {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Gap.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        return result.files.filter { $0.path.contains("Tests") }.map(\.contents).joined(separator: "\n")
    }

    /// The body of the generated test `name` in `tests`.
    private func body(of name: String, in tests: String) throws -> String {
        try XCTUnwrap(
            tests.components(separatedBy: "func \(name)() async {").dropFirst().first?
                .components(separatedBy: "\n    }\n").first, tests)
    }

    /// A `Double` result compared with a whole number far from its sample (`result >= 1800`, the sample 64.5): the
    /// candidates of a `Double` are each side of every number the guards write, as an `Int`'s are.
    func testADoubleGuardIsTestedOnEachSideOfItsLimit() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "Clock", "methods": ["secondsSince() async -> Double"] }],
              "states": ["idle", "reset"], "initialState": "idle",
              "events": [{ "name": "becameActive", "calls": "Clock.secondsSince()",
                           "onSuccess": [{ "if": "result >= 1800", "to": "reset" }] }] }
            """)
        XCTAssertTrue(tests.contains("func testBecameActiveSucceedsIfResultAtLeast1800() async {"), tests)
        XCTAssertFalse(tests.contains("// No test"), tests)
    }

    /// An appear event guarded by the flag its `during` sets: a cancelled first load puts the flag back, so the next
    /// appearance loads again, and the first-load tests start from there (not from the flag still set).
    func testAFirstLoadGuardedByItsDuringFlagIsTestedOnceAndAgainWhenCancelled() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "S", "methods": ["load() async throws -> [Int]"] }],
              "storage": ["isLoading: Bool"],
              "states": ["idle", "loaded(items: [Int])", "failed(message: String)"], "initialState": "idle",
              "events": [{ "name": "viewAppeared", "if": "!isLoading", "during": ["isLoading = true"],
                           "calls": "S.load()", "onSuccess": "loaded", "onFailure": "failed" }] }
            """)
        XCTAssertTrue(tests.contains("func testTheFirstLoadRunsAgainWhenItWasCancelled() async {"), tests)
        XCTAssertFalse(tests.contains("// No test that the first load"), tests)
    }

    /// A next page that repeats a row already shown adds it once (held-out `SearchMovies`, stop 39: `appendingNew`
    /// replaced by `+` passed every generated test, since no page ever repeated a row): the page a test answers starts
    /// with the first row the start state shows, and the expected list holds that row once.
    func testANextPageRepeatsARowShownSoTheTestSeesItAddedOnce() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "models": [{ "name": "Item", "properties": ["id: Int", "title: String"] }],
              "dependencies": [{ "name": "Feed", "methods": ["page() async throws -> [Item]"] }],
              "states": ["idle", "loaded(items: [Item])"], "initialState": "idle",
              "events": [{ "name": "reachedEnd", "when": "loaded", "calls": "Feed.page()",
                           "onSuccess": { "to": "loaded(items: items.appendingNew(result))" }, "onFailure": {} }] }
            """)
        let test = try body(of: "testReachedEndWhenLoadedSucceeds", in: tests)
        let lines = test.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let items = try XCTUnwrap(lines.first { $0.hasPrefix("let items = [") }, test)
        let row = String(items.dropFirst("let items = [".count).dropLast())
        XCTAssertTrue(lines.contains("let result = [\(row), Item.fixture()]"), test)
        XCTAssertTrue(lines.contains { $0.contains("state: .loaded(items: result)") }, test)
    }

    /// A value set for the work's duration (`during`) starts as it is by default in the success test, so the test sees
    /// it put back (review 39: the success test started with `isSearching: true`, where a flag left set passed).
    func testADuringFlagStartsUnsetInTheSuccessTest() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "S", "methods": ["search(text: String) async throws -> [String]"] }],
              "fields": ["isSearching: Bool"],
              "states": ["idle", "loaded(items: [String])", "failed(message: String)"], "initialState": "idle",
              "events": [{ "name": "searchChanged(text: String)", "during": ["isSearching = true"],
                           "calls": "S.search(text: text)", "onSuccess": "loaded", "onFailure": "failed" }] }
            """)
        let test = try body(of: "testSearchChangedSucceeds", in: tests)
        XCTAssertTrue(test.contains("let sut = makeSUT()"), test)
        XCTAssertTrue(test.contains("expectShows(sut, state: .loaded(items: result))"), test)
    }

    /// The query a command's outcome makes after its write (a delete's reload) answers what it read: its outcome
    /// does nothing once the stored value it read was set (review 39: a reload for the old search replaced the new
    /// search's results). Language.md, section 4. The unit counts the value's writes: `Storage` declares the count.
    func testAReloadAfterAWriteChecksTheValuesItRead() throws {
        let result = SpecFixtures.generator.generate(
            SpecFixtures.input(
                """
                { "archgen": 1, "module": "Gap", "pattern": "mvvm",
                  "dependencies": [{ "name": "S", "methods": [
                      "find(query: String) async throws -> [String]", "delete(name: String) async throws"] }],
                  "storage": ["query: String"],
                  "states": ["idle", "loaded(items: [String])"], "initialState": "idle",
                  "events": [{ "name": "deleteConfirmed(name: String)", "calls": "S.delete(name: name)",
                               "onSuccess": { "calls": "S.find(query: query)", "onSuccess": "loaded", "onFailure": {} },
                               "onFailure": {} }] }
                """, fileName: "Gap.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("GapViewModel.swift") }?.contents)
        let reload = try XCTUnwrap(unit.components(separatedBy: "try await s.find(query: query)").dropFirst().first)
        let guardLine = try XCTUnwrap(reload.split(separator: "\n").first { $0.contains("guard let self") })
        XCTAssertTrue(guardLine.contains("self.storage.writes.query == writes.query"), String(reload.prefix(600)))
        XCTAssertTrue(unit.contains("didSet { wasSet(\\.query, \"query\") }"), unit)
        // Setting it cancels the reload at once (review 40: a stale next page kept its spinner and stalled paging).
        XCTAssertTrue(unit.contains("storage.onSet = { [work] in work.cancel(reading: $0) }"), unit)
        XCTAssertTrue(reload.contains("work.answered(id)"), String(reload.prefix(600)))
    }

    /// The unit's code, generated from `spec`.
    private func unit(_ spec: String) throws -> String {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Gap.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        return try XCTUnwrap(result.files.first { $0.path.hasSuffix("GapViewModel.swift") }?.contents)
    }

    /// A query's result is judged as it arrives; a stream its outcome starts is not judged again by the call's
    /// readings (seed 71 spec 9: the outcome set the value itself, and the stream's end was dropped as stale).
    func testAStreamAnOutcomeStartsIsNotJudgedByTheCallsReadings() throws {
        let unit = try unit(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "S", "methods": [
                  "find(page: Int) async throws -> [String]", "follow() -> AsyncStream<Int>"] }],
              "storage": ["page: Int"],
              "states": ["idle", "loaded(items: [String])"], "initialState": "idle",
              "events": [{ "name": "opened", "calls": "S.find(page: page)",
                           "onSuccess": { "set": ["page = 2"], "observes": "S.follow()",
                                          "onEach": { "to": "idle" }, "onEnd": { "set": ["page = 3"] } },
                           "onFailure": {} }] }
            """)
        let checks = unit.components(separatedBy: "self.storage.writes.page == writes.page").count - 1
        XCTAssertEqual(checks, 1, "only the hold where the result arrives judges it: \(unit)")
    }

    /// Alternatives chosen by the unit after an await carry their first calls' arguments, not the kept values those
    /// read: the outcomes read the unit as it is then (seed 70 spec 22: `token = note` read `note` from before it
    /// was set).
    func testAnOutcomeAfterAChoiceByTheUnitReadsAKeptValueAsItIsThen() throws {
        let unit = try unit(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "S", "methods": ["count() async -> Int", "mark(_ note: String) async throws"] }],
              "storage": ["note: String"], "fields": ["token: String"],
              "states": ["idle", "loaded"], "initialState": "idle",
              "events": [{ "name": "opened", "calls": "S.count()",
                           "onSuccess": [{ "when": "idle", "calls": "S.mark(note)",
                                           "onSuccess": {}, "onFailure": { "set": ["note = message", "token = note"] } },
                                         { "to": "loaded" }] }] }
            """)
        XCTAssertTrue(unit.contains("self.note = message\n"), unit)
        XCTAssertTrue(unit.contains("fields.token = self.note\n"), "the kept value as the failure set it: \(unit)")
    }

    /// A decimal in a guard names its test without `_`, which swift-format's lowerCamelCase rule refuses (seed 73).
    func testADecimalInAGuardNamesItsTestInLowerCamelCase() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "S", "methods": ["rate() async -> Double"] }],
              "states": ["idle", "low", "high"], "initialState": "idle",
              "events": [{ "name": "rated", "calls": "S.rate()",
                           "onSuccess": [{ "if": "result < 0.5", "to": "low" }, { "to": "high" }] }] }
            """)
        XCTAssertTrue(tests.contains("IfResultBelow0Point5() async {"), tests)
        XCTAssertFalse(tests.contains("0_5"), tests)
    }

    /// A row sent again while its first send runs is another row (another `id`), so the test tells the two calls apart
    /// (review 39: `otherTodo` had the same id, so deleting the wrong row passed).
    func testARowSentAgainIsAnotherRow() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "models": [{ "name": "Todo", "properties": ["id: UUID", "title: String"] }],
              "dependencies": [{ "name": "S", "methods": ["delete(id: UUID) async throws"] }],
              "states": ["idle"], "initialState": "idle",
              "events": [{ "name": "deleteConfirmed(todo: Todo)", "calls": "S.delete(id: todo.id)", "onFailure": {} }] }
            """)
        let test = try body(of: "testDeleteConfirmedSentAgainRunsBesideTheRunningOne", in: tests)
        XCTAssertTrue(test.contains("let otherTodo = Todo.fixture(id: UUID(uuidString: "), test)
        // The two calls' ids, as the test expects them: two different ones.
        let expected = try XCTUnwrap(test.components(separatedBy: "deleteCalls.map(\\.id),").last)
        let ids = expected.split(separator: "\n").filter { $0.contains("UUID(uuidString:") }
        XCTAssertEqual(Set(ids.map { $0.trimmingCharacters(in: .whitespaces) }).count, 2, test)
    }

    /// A debounced command runs beside its running send (policy `parallel`): the second send's guards run once its
    /// wait is over, while the first still shows its `while` state, which its own `when` may refuse (held-out seed 75
    /// G21: the policy test started the second send where a cancelled first would leave the unit, and expected a
    /// second call the generated code never makes).
    func testADebouncedCommandSentAgainSeesTheRunningSendsWhileState() throws {
        func spec(when: String) -> String {
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "U", "methods": ["upload(draft: String) async"] }],
              "states": ["loaded", "pending"], "initialState": "loaded",
              "events": [{ "name": "picked(draft: String)", \(when)"calls": "U.upload(draft: draft)",
                           "while": "pending", "debounce": 0.5 }] }
            """
        }
        let refused = try tests(spec(when: #""when": "loaded", "#))
        XCTAssertFalse(refused.contains("SentAgain"), refused)
        let both = try body(of: "testPickedSentAgainRunsBesideTheRunningOne", in: try tests(spec(when: "")))
        XCTAssertTrue(both.contains("XCTAssertEqual(sut.u.uploadCalls.count, 2)"), both)
    }

    /// An event that always acts (its last alternative has no guard) cancels the running work first and takes its way
    /// on what that work put back, as the generated code does: the test of it cancelling sets up the calls of that way
    /// (held-out seed 75 G23: set up for the way the running work's `while` state led to, its call found no result).
    func testACancellerThatAlwaysActsTakesItsWayOnWhatTheCancelledWorkPutBack() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "S", "methods": ["watch() async throws -> Int", "check() async throws -> Int"] }],
              "states": ["loading", "idle", "done"], "initialState": "loading",
              "events": [
                { "name": "watchStarted", "calls": "S.watch()", "while": "idle", "onSuccess": "done", "onFailure": {} },
                { "name": "picked", "cancels": ["watchStarted"], "when": "loading", "calls": "S.check()",
                  "onSuccess": "done", "onFailure": {}, "else": { "to": "done" } }] }
            """)
        let test = try body(of: "testPickedCancelsTheRunningWatchStarted", in: tests)
        XCTAssertTrue(test.contains("sut.s.checkResult = "), test)
    }

    /// A value that divides by zero is no value a test can expect (a `Double`'s NaN never equals itself; an `Int`
    /// traps): the search takes values that avoid it, and a way that always divides by zero is left to a person with
    /// its reason (held-out seed 76 G21 expected `amount == 0.0 / 0.0`).
    func testAWayThatDividesByZeroIsNotExpected() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm", "storage": ["amount: Double"],
              "states": ["idle", "done"], "initialState": "idle",
              "events": [{ "name": "tapped", "set": ["amount = amount - amount", "amount = amount / amount"], "to": "done" },
                         { "name": "split(parts: Double)", "set": ["amount = amount / parts"], "to": "done" }] }
            """)
        XCTAssertFalse(tests.contains("/ 0"), tests)
        XCTAssertTrue(tests.contains("func testByHandTapped() throws {"), tests)
        let split = try body(of: "testSplit", in: tests)
        XCTAssertFalse(split.contains("let parts = 0\n") || split.contains("let parts = 0.0\n"), split)
        XCTAssertTrue(split.contains("XCTAssertEqual(sut.viewModel.amount, "), split)
    }

    /// A local step after a write (a removal from the kept list) cancels the refresh asked before the write, though
    /// the refresh's success sets the list the step reads: a call that does not await computes from what it is given
    /// and spares nothing (held-out 50 repro 02: spared, the refresh answered last and brought the row back).
    func testALocalStepAfterAWriteSparesNoQueryAskedBeforeIt() throws {
        let unit = try unit(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "models": [{ "name": "Item", "properties": ["id: Int"] }],
              "dependencies": [
                { "name": "Service", "methods": ["fetch() async throws -> [Item]", "remove(item: Item) async throws"] },
                { "name": "Lists", "methods": ["removing(item: Item, from items: [Item]) -> [Item]"] }],
              "storage": ["items: [Item]"], "effects": ["showError(message: String)"],
              "states": ["idle", "loaded(list: [Item])"], "initialState": "idle",
              "events": [
                { "name": "refresh", "calls": "Service.fetch()",
                  "onSuccess": { "set": ["items = result"], "to": "loaded(list: result)" },
                  "onFailure": { "effect": "showError(message: message)" } },
                { "name": "unfavorite(item: Item)", "calls": "Service.remove(item: item)",
                  "onSuccess": { "calls": "Lists.removing(item: item, from: items)",
                                 "onSuccess": { "set": ["items = result"], "to": "loaded(list: result)" } },
                  "onFailure": { "effect": "showError(message: message)" } }] }
            """)
        XCTAssertTrue(unit.contains("work.replaces(id)\n"), unit)
        XCTAssertFalse(unit.contains("sparing:"), unit)
    }

    /// Work that starts with a call that does not await (an analytics pixel) and awaits after it: no spy can hold it at
    /// its start, so its policy, cancellation and release tests are missing, and a test skipped by hand says why
    /// (held-out 50: a screen lost them all with no word); a synchronous event alone (nothing to hold) says nothing.
    func testWorkThatStartsWithACallThatDoesNotAwaitSaysWhyItsPolicyIsUntested() throws {
        let tests = try tests(
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "Pixels", "methods": ["fire(id: Int)", "count() -> Int"] },
                               { "name": "Api", "methods": ["load() async throws -> [String]"] }],
              "states": ["idle", "loaded(items: [String])", "failed(message: String)"], "initialState": "idle",
              "events": [{ "name": "opened", "calls": "Pixels.fire(id: 1)",
                           "onSuccess": { "calls": "Api.load()", "onSuccess": "loaded", "onFailure": "failed" } },
                         { "name": "counted", "calls": "Pixels.count()", "onSuccess": { "to": "idle" } }] }
            """)
        XCTAssertTrue(
            tests.contains(
                "/// No test of what a second send of 'opened' does, nor of its cancellation or release: its work starts"
            ),
            tests)
        XCTAssertTrue(tests.contains("func testByHandOpened() throws {"), tests)
        XCTAssertFalse(tests.contains("second send of 'counted'"), tests)
    }

    /// A send that sets a kept value the running query's call read cancels that query only where the query's task
    /// registered the reading: where an outcome judges its answer before awaiting again. Here the answer only leads to
    /// a command, so both sends run, and the policy test says so (held-out seed 76 G21 expected the first cancelled).
    func testASendCancelsTheRunningQueryItsSetReadOnlyWhereTheAnswerIsJudged() throws {
        func spec(onSuccess: String) -> String {
            """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm", "storage": ["items: [Int]"],
              "dependencies": [{ "name": "S", "methods": ["resolve(items: [Int]) async -> Int", "refresh() async throws"] }],
              "states": ["idle", "done(count: Int)"], "initialState": "idle",
              "events": [{ "name": "saved(flag: Bool)", "set": ["items = items + items"],
                           "calls": "S.resolve(items: items)", "onSuccess": \(onSuccess) }] }
            """
        }
        let unjudged = try tests(spec(onSuccess: #"{ "calls": "S.refresh()", "onFailure": {} }"#))
        XCTAssertTrue(unjudged.contains("func testSavedSentAgainRunsBesideTheRunningOne() async {"), unjudged)
        let judged = try tests(
            spec(onSuccess: #"[{ "to": "done(count: result)", "calls": "S.refresh()", "onFailure": {} }]"#))
        XCTAssertTrue(judged.contains("func testSavedSentAgainCancelsTheRunningOne() async {"), judged)
    }

    /// The unit tells its view the fields (the state) only when they change, so a test expects a change only where
    /// archgen can tell the value changed: a described error's `isEmpty` it can (its words come first), its `count` it
    /// cannot, and that way is left to a person (held-out seed 78 G8 expected the same fields told twice).
    func testFieldsAreExpectedToldOnlyWhereArchgenCanTellTheyChanged() throws {
        func spec(_ second: String) -> String {
            """
            { "archgen": 1, "module": "Gap", "pattern": "vip", "fields": ["rating: Double = 0.5"],
              "models": [{ "name": "FetchError", "cases": ["offline"], "error": true }],
              "dependencies": [{ "name": "S", "methods": ["save() async throws"] }],
              "states": ["idle"], "initialState": "idle",
              "events": [{ "name": "tapped", "calls": "S.save()",
                           "onFailure": { "error": "FetchError.offline", "set": ["rating = 2", "\(second)"] } }] }
            """
        }
        let decided = try tests(spec("rating = message.isEmpty ? 3 : rating"))
        let test = try body(of: "testTappedFailsOnOffline", in: decided)
        XCTAssertTrue(test.contains("toldFields: [.init(rating: 2)])"), test)
        let undecided = try tests(spec("rating = message.count > 30 ? 3 : rating"))
        XCTAssertFalse(undecided.contains("func testTappedFailsOnOffline()"), undecided)
        XCTAssertTrue(undecided.contains("func testByHandTapped() throws {"), undecided)
    }

    /// Held-out 47: a reload that does not await (from a cache), after a write or on its own, still replaces what is
    /// shown: it cancels a refresh asked before it (which would bring a restored row back by answering last), and the
    /// generated tests check that it does.
    func testAReloadThatDoesNotAwaitCancelsTheQueriesAskedBeforeIt() throws {
        let spec = """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "models": [{ "name": "Item", "properties": ["id: String", "name: String"] }],
              "dependencies": [
                { "name": "Cache", "methods": ["items() -> [Item]"] },
                { "name": "BinService", "methods": ["list() async throws -> [Item]", "restore(item: Item) async throws"] }
              ],
              "states": ["idle", "loaded(items: [Item])", "failed(message: String)"], "initialState": "idle",
              "events": [
                { "name": "refreshPulled", "calls": "BinService.list", "onSuccess": "loaded", "onFailure": "failed" },
                { "name": "restoreTapped(item: Item)", "calls": "BinService.restore(item: item)",
                  "onSuccess": { "calls": "Cache.items", "onSuccess": "loaded" }, "onFailure": "failed" },
                { "name": "cacheTapped", "calls": "Cache.items", "onSuccess": "loaded" }
              ] }
            """
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Gap.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("GapViewModel.swift") }).contents
        let lines = unit.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let reloads = lines.indices.filter { lines[$0].hasSuffix("cache.items()") }
        XCTAssertEqual(reloads.count, 2, unit)
        // (After the restore's write, at once: what was asked before answers for the screen before the write.)
        XCTAssertEqual(
            reloads.map { lines[$0 - 1] }, ["self?.work.replaces(id, atOnce: true)", "self?.work.replaces(id)"], unit)
        let tests = try tests(spec)
        XCTAssertTrue(tests.contains("func testCacheTappedReplacesTheRunningRefreshPulled() async {"), tests)
    }

    /// Held-out 48 (QR login): the approval's write whose success shows `done` replaces what is shown once it
    /// succeeded, so the validation asked before it, answering late, cannot show `awaiting` over `done`: both register
    /// with the unit's work, though only one event has a query (the screen's only other one is the write). The write
    /// registers as it succeeds, not before: one that fails replaces nothing (review 49 F2).
    func testAWriteWhoseSuccessShowsAStateCancelsTheQueriesAskedBeforeIt() throws {
        let spec = """
            { "archgen": 1, "module": "Gap", "pattern": "mvvm",
              "dependencies": [{ "name": "Auth", "methods": ["validate(token: String) async throws -> String",
                  "authenticate(token: String) async throws", "log(text: String)"] }],
              "inputs": ["token: String"],
              "states": ["verifying", "awaiting(location: String)", "authenticating", "done", "failed(message: String)"],
              "initialState": "verifying",
              "events": [
                { "name": "viewLoaded", "calls": "Auth.validate(token: token)", "while": "verifying",
                  "onSuccess": "awaiting", "onFailure": "failed" },
                { "name": "confirmTapped", "calls": "Auth.authenticate(token: token)", "while": "authenticating",
                  "onSuccess": "done", "onFailure": "failed" },
                { "name": "logged", "calls": "Auth.log(text: token)", "onSuccess": "done" }
              ] }
            """
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Gap.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("GapViewModel.swift") }).contents
        let lines = unit.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let validate = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("try await auth.validate(token: token)") }, unit)
        XCTAssertTrue(lines[validate - 2...validate].contains("self?.work.replaces(id)"), unit)
        let write = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("try await auth.authenticate(token: token)") }, unit)
        XCTAssertFalse(lines[write - 2...write].contains("self?.work.replaces(id)"), unit)
        XCTAssertEqual(
            Array(lines[write + 1...write + 3]),
            ["guard let self, !Task.isCancelled else { return }", "work.replaces(id, atOnce: true)", "state = .done"],
            unit)
        // (A write that does not await answers at once: nothing is asked before it that it could overtake.)
        let log = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("auth.log(") }, unit)
        XCTAssertFalse(lines[log - 2..<log].contains("self?.work.replaces(id)"), unit)
    }

    /// Review 49 F1: a refresh that asks for `query` spares a running search that sets `query` with its answer (the
    /// search's answer then cancels the refresh, which read the text before); it still replaces a next page's.
    func testAReplacingQuerySparesARunningQueryWhoseAnswerSetsAValueItReads() throws {
        let spec = """
            { "archgen": 1, "module": "Spare", "pattern": "mvvm",
              "models": [{ "name": "Mail", "properties": ["id: Int"] }],
              "dependencies": [{ "name": "Server", "methods": ["search(text: String) async throws -> [Mail]",
                  "page(text: String, page: Int) async throws -> [Mail]"] }],
              "storage": ["query: String", "page: Int = 1"],
              "states": ["loading", "loaded(mails: [Mail])", "failed(message: String)"],
              "initialState": "loading",
              "events": [
                { "name": "searched(text: String)", "calls": "Server.search(text: text)", "while": "loading",
                  "onSuccess": { "set": ["query = text"], "to": "loaded(mails: result)" }, "onFailure": "failed" },
                { "name": "refreshed", "calls": "Server.search(text: query)",
                  "onSuccess": "loaded", "onFailure": "failed" },
                { "name": "moreRequested", "when": "loaded", "calls": "Server.page(text: query, page: page)",
                  "onSuccess": { "set": ["page = page + 1"], "to": "loaded(mails: mails + result)" },
                  "onFailure": "failed" }
              ] }
            """
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Spare.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("SpareViewModel.swift") }).contents
        XCTAssertTrue(unit.contains("self?.work.replaces(id, sparing: [.searched])"), unit)
        let tests = try tests(spec)
        XCTAssertFalse(tests.contains("func testRefreshedReplacesTheRunningSearched"), tests)
        XCTAssertTrue(tests.contains("func testRefreshedReplacesTheRunningMoreRequested"), tests)
    }

    /// Held-out 50 repro 01, review 50 F2: a query that replaces what is shown cancels the queries asked before it only
    /// once its success is shown (`work.won`; a failure that shows a state cancels only the queries that asked with a
    /// value its success sets); until then their answers wait for it (`work.newer`).
    func testAReplacingQueryCancelsWhatItReplacesOnlyOnceItsAnswerIsShown() throws {
        let spec = """
            { "archgen": 1, "module": "Pick", "pattern": "mvvm",
              "dependencies": [{ "name": "Repo", "methods": ["fetch() async throws -> [String]"] }],
              "states": ["loading", "loaded(items: [String])", "failed(message: String)"],
              "initialState": "loading",
              "events": [
                { "name": "viewAppeared", "calls": "Repo.fetch()", "onSuccess": "loaded", "onFailure": "failed" },
                { "name": "picked(id: String)", "calls": "Repo.fetch()", "onSuccess": "loaded", "onFailure": {} }
              ] }
            """
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Pick.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("PickViewModel.swift") }).contents
        let lines = unit.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let wait = "while let newer = self?.work.newer(than: id) { await newer.value }"
        let hold = "guard let self, !Task.isCancelled else { return }"
        let failing = "guard let self, !Task.isCancelled, !(error is CancellationError) else { return }"
        var calls = lines.indices.filter { lines[$0] == "let result = try await repo.fetch()" }.makeIterator()
        // The first load: its success wins, its failure (a state) only over what asked with what it sets; both wait.
        let load = try XCTUnwrap(calls.next(), unit)
        XCTAssertEqual(Array(lines[load + 1...load + 3]), [wait, hold, "work.won(id)"], unit)
        let loadCatch = try XCTUnwrap(lines[load...].firstIndex(of: "} catch {"), unit)
        XCTAssertEqual(
            Array(lines[loadCatch + 1...loadCatch + 3]), [wait, failing, "work.won(id, failing: true)"], unit)
        // The pick: its success wins; its failure, which shows nothing, neither waits nor ends anything.
        let pick = try XCTUnwrap(calls.next(), unit)
        XCTAssertEqual(lines[pick - 2], "self?.work.replaces(taskID)", unit)
        XCTAssertEqual(
            Array(lines[pick + 1...pick + 3]),
            [
                wait.replacingOccurrences(of: "than: id", with: "than: taskID"), hold,
                "work.won(taskID)",
            ], unit)
        let pickCatch = try XCTUnwrap(lines[pick...].firstIndex(of: "} catch {"), unit)
        XCTAssertEqual(lines[pickCatch + 1], "_ = error", unit)
    }

    /// Held-out 52 repro 01: a query in steps whose first step sets a field, not the state, has not shown its answer
    /// there: the queries it replaces are cancelled where its last step's success shows the list, and where that step
    /// fails into a field only, they answer (a refresh's count answered, its items failed: the first load still shows).
    func testAQueryInStepsWinsWhereItsAnswerIsShownNotAtItsFirstStep() throws {
        let spec = """
            { "archgen": 1, "module": "Feed", "pattern": "mvvm",
              "dependencies": [{ "name": "Feed", "methods": ["count() async throws -> Int",
                  "items() async throws -> [String]"] }],
              "fields": ["total: Int"],
              "states": ["loading", "loaded(items: [String])", "failed(message: String)"],
              "initialState": "loading",
              "events": [
                { "name": "viewAppeared", "calls": "Feed.items", "while": "loading", "onSuccess": "loaded",
                  "onFailure": "failed" },
                { "name": "refreshPulled", "calls": "Feed.count", "while": "loading",
                  "onSuccess": { "set": ["total = result"], "calls": "Feed.items", "onSuccess": "loaded",
                    "onFailure": { "set": ["total = 0"] } },
                  "onFailure": { "set": ["total = 0"] } }
              ] }
            """
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Feed.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("FeedViewModel.swift") }).contents
        let refresh = try XCTUnwrap(unit.range(of: "case .refreshPulled:"), unit)
        let lines = unit[refresh.upperBound...].components(separatedBy: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let count = try XCTUnwrap(lines.firstIndex(of: "let result = try await feed.count()"), unit)
        let items = try XCTUnwrap(lines.firstIndex(of: "let result = try await feed.items()"), unit)
        XCTAssertFalse(lines[count..<items].contains { $0.hasPrefix("work.won(") }, unit)
        XCTAssertEqual(lines[items + 3], "work.won(id)", unit)
        let end = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("func loadOnFirstAppearance()") }, unit)
        XCTAssertEqual(lines[items..<end].filter { $0.hasPrefix("work.won(") }, ["work.won(id)"], unit)
    }

    /// Held-out 51 repros 01, 02: a call that does not await and shows a local view of a kept value a running query's
    /// success sets spares that query; one that sets the value itself (a local edit) still cancels it (held-out 50).
    func testALocalViewSparesTheQueryThatSetsWhatItReadsAndALocalEditDoesNot() throws {
        let spec = """
            { "archgen": 1, "module": "Pick", "pattern": "mvvm",
              "models": [{ "name": "Post", "properties": ["id: Int"] }],
              "dependencies": [{ "name": "Api", "methods": ["fetch() async throws -> [Post]",
                  "favourites(_ posts: [Post]) -> [Post]", "removing(_ posts: [Post], id: Int) -> [Post]"] }],
              "storage": ["all: [Post]"],
              "states": ["idle", "loaded(posts: [Post])"],
              "initialState": "idle",
              "events": [
                { "name": "viewLoaded", "calls": "Api.fetch", "onSuccess": { "set": ["all = result"],
                  "to": "loaded(posts: result)" }, "onFailure": {} },
                { "name": "favouritesShown", "calls": "Api.favourites(all)", "onSuccess": "loaded(posts: result)" },
                { "name": "removed(id: Int)", "calls": "Api.removing(all, id: id)",
                  "onSuccess": { "set": ["all = result"], "to": "loaded(posts: result)" } }
              ] }
            """
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Pick.archgen.json"))
        XCTAssertEqual(result.diagnostics, [])
        let unit = try XCTUnwrap(result.files.first { $0.path.hasSuffix("PickViewModel.swift") }).contents
        // (The view spares the removal too: its success sets `all`. The removal, which sets `all`, spares nothing.)
        XCTAssertTrue(unit.contains("self?.work.replaces(id, sparing: [.viewLoaded, .removed])"), unit)
        XCTAssertTrue(unit.contains("self?.work.replaces(taskID)\n"), unit)
    }
}
