// Hand-written for the race suite (.ci/races/run): the gated test doubles and the harness every pattern's adapter
// implements. Not generated, and independent of archgen's spies: each call the unit makes is held until the test
// answers it, and what the call saw (a cancellation, its end) is recorded, so a test can interleave results as a
// real network would deliver them. The adapter file of each pattern declares `Mail` and `InboxService` (its module's).

import Foundation
import XCTest

/// What the screen shows, the same in every pattern: the state (a list by its ids) and the fields.
struct Screen: Equatable, CustomStringConvertible {
    enum Shown: Equatable {
        case loading
        case loaded([Int])
        case failed(String)
    }

    var shown: Shown
    var isLoadingMore = false
    var readIDs: [Int] = []
    var banner: String? = nil
    var markingID: Int? = nil

    var description: String {
        "\(shown) isLoadingMore: \(isLoadingMore) readIDs: \(readIDs) banner: \(banner ?? "nil")"
            + " markingID: \(markingID.map(String.init) ?? "nil")"
    }
}

/// One pattern's unit, driven through the pattern's own public boundary (send, presenter methods, the interactor's
/// requests, the model's API) and read through what it tells its view.
@MainActor
protocol RaceHarness: AnyObject {
    /// A unit in its initial state (`loading`), calling `server`, its debounce waiting at `server`.
    init(server: GatedServer)
    /// The unit (view model, presenter, interactor, model): the test checks it is freed.
    var unit: AnyObject { get }
    /// What the screen shows now.
    var screen: Screen { get }
    /// Every screen the unit told its view, in order; nil where the pattern tells none (SwiftUI observes).
    var told: [Screen]? { get }
    func appear() -> Task<Void, Never>
    /// What the pattern's view awaits in `.task` (the first load, once per screen); MVC, which has none, sends the
    /// appear event and awaits its task, as a view controller would.
    func firstAppearance() async
    func nextPage() -> Task<Void, Never>
    func refresh() -> Task<Void, Never>
    func search(_ text: String) -> Task<Void, Never>
    func tap(_ mail: Mail) -> Task<Void, Never>
    func delete(_ mail: Mail) -> Task<Void, Never>
    func flag(_ mail: Mail) -> Task<Void, Never>
    func share(_ mail: Mail) -> Task<Void, Never>
    func reloadCounted() -> Task<Void, Never>
    func emptyFolder() -> Task<Void, Never>
    func refreshSearch() -> Task<Void, Never>
    func summary() -> Task<Void, Never>
    func archive(_ mail: Mail) -> Task<Void, Never>
    func archiveAfterCheck(_ mail: Mail) -> Task<Void, Never>
    /// Makes the screen's SwiftUI object for the unit as it is now (MVP's view adapter, VIP's store), as SwiftUI does
    /// when a view is made again for a unit that lives on; where the unit is what the view reads, nothing.
    func makeScreen()
}

extension RaceHarness {
    func makeScreen() {}
}

/// One call the server received, held until the test answers it (or its task is cancelled).
final class HeldCall: @unchecked Sendable, CustomStringConvertible {
    enum Answer: Sendable {
        case mails([Mail])
        case text(String)
        case count(Int)
        case done
        case failure(any Error)
    }

    /// How the call ended for its caller.
    enum End: Equatable {
        case returned
        case threw
        case cancelled
    }

    let method: String
    let argument: String
    /// Held like a dependency that finishes what it started: a cancellation is seen, and the call waits for its answer.
    let ignoresCancellation: Bool
    // The lock guards the fields below: the caller, its cancellation handler and the test touch them.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Answer, any Error>?
    private var answer: Answer?
    private var _sawCancellation = false
    private var _end: End?

    init(method: String, argument: String, ignoresCancellation: Bool = false) {
        self.method = method
        self.argument = argument
        self.ignoresCancellation = ignoresCancellation
    }

    var description: String { "\(method)(\(argument))" }
    /// Whether the caller's task was cancelled while the call was held.
    var sawCancellation: Bool { lock.withLock { _sawCancellation } }
    /// How the call ended, if it did.
    var end: End? { lock.withLock { _end } }

    func succeed(_ mails: [Mail]) { resume(.mails(mails)) }
    func succeed(text: String) { resume(.text(text)) }
    func succeed(count: Int) { resume(.count(count)) }
    func done() { resume(.done) }
    func fail(_ error: any Error) { resume(.failure(error)) }

    fileprivate func wait() async throws -> Answer {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, any Error>) in
                let now: Result<Answer, any Error>? = lock.withLock {
                    if _sawCancellation && !ignoresCancellation {
                        _end = .cancelled
                        return .failure(CancellationError())
                    }
                    if let answer { return .success(answer) }
                    self.continuation = continuation
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let waiting: CheckedContinuation<Answer, any Error>? = lock.withLock {
                _sawCancellation = true
                guard answer == nil, !ignoresCancellation, let waiting = continuation else { return nil }
                continuation = nil
                _end = .cancelled
                return waiting
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    private func resume(_ answer: Answer) {
        let waiting: CheckedContinuation<Answer, any Error>? = lock.withLock {
            guard self.answer == nil, _end == nil else { return nil }
            self.answer = answer
            if case .failure = answer { _end = .threw } else { _end = .returned }
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: answer)
    }
}

/// The mail server and the debounce clock, gated: every call and every debounce wait is held until answered.
final class GatedServer: InboxService, @unchecked Sendable {
    struct Failure: Error, Equatable {}

    // The lock guards `calls`: the unit calls from any isolation.
    private let lock = NSLock()
    private var calls: [HeldCall] = []
    private var _ignoresCancellation = false

    /// Whether later calls wait for their answer when their task is cancelled (see `HeldCall.ignoresCancellation`).
    var ignoresCancellation: Bool {
        get { lock.withLock { _ignoresCancellation } }
        set { lock.withLock { _ignoresCancellation = newValue } }
    }

    func fetchPage(page: Int) async throws -> [Mail] {
        guard case .mails(let mails) = try await hold("fetchPage", "\(page)") else { return [] }
        return mails
    }

    func search(text: String) async throws -> [Mail] {
        guard case .mails(let mails) = try await hold("search", text) else { return [] }
        return mails
    }

    func markRead(id: Int) async throws {
        _ = try await hold("markRead", "\(id)")
    }

    func delete(id: Int) async throws {
        _ = try await hold("delete", "\(id)")
    }

    func flag(id: Int) async throws {
        _ = try await hold("flag", "\(id)")
    }

    /// A log that does not await (held-out 46: made in the failure of a delete's reload, it kept the reload a
    /// command's, which then outlived the screen and was superseded by nothing).
    func logFailure(message: String) {}

    func link(id: Int) async throws -> String {
        guard case .text(let link) = try await hold("link", "\(id)") else { return "" }
        return link
    }

    func emptyFolder() async throws {
        _ = try await hold("emptyFolder", "")
    }

    func archive(id: Int) async throws {
        _ = try await hold("archive", "\(id)")
    }

    /// A write that does not await, made once an archive succeeded: recorded, never held.
    func noteArchived(id: Int) {
        lock.withLock { calls.append(HeldCall(method: "noteArchived", argument: "\(id)")) }
    }

    /// A local pick that does not await: the favourites are the mails with an even id.
    func favourites(mails: [Mail]) -> [Mail] { mails.filter { $0.id.isMultiple(of: 2) } }

    /// A check that does not await, made before an archive: every mail may be archived.
    func canArchive(id: Int) -> Bool { true }

    func unreadCount() async throws -> Int {
        guard case .count(let count) = try await hold("unreadCount", "") else { return 0 }
        return count
    }

    /// The unit's `debounceWait`: held as a call named `debounce`, ended by `done()`, thrown out by a cancellation.
    func debounce<Delay>(_ delay: Delay) async throws {
        _ = try await hold("debounce", "\(delay)")
    }

    /// The calls of `method` so far, in order.
    func calls(_ method: String) -> [HeldCall] {
        lock.withLock { calls.filter { $0.method == method } }
    }

    /// The `index`th call of `method` (from 0), waiting up to two seconds for it to come.
    @MainActor
    func call(
        _ method: String, _ index: Int = 0, file: StaticString = #filePath, line: UInt = #line
    ) async -> HeldCall? {
        if await eventually({ self.calls(method).count > index }) { return calls(method)[index] }
        XCTFail("no call \(index) of \(method) came (calls: \(lock.withLock { calls }))", file: file, line: line)
        return nil
    }

    private func hold(_ method: String, _ argument: String) async throws -> HeldCall.Answer {
        let call = HeldCall(method: method, argument: argument, ignoresCancellation: ignoresCancellation)
        lock.withLock { calls.append(call) }
        switch try await call.wait() {
        case .failure(let error): throw error
        case let answer: return answer
        }
    }
}

/// Whether `condition` holds within `seconds` (checked every millisecond, on the main actor).
@MainActor
func eventually(within seconds: Double = 2, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return condition()
}

/// Lets whatever is ready run: tasks started, results applied, cancellations seen (used before asserting that
/// something did NOT happen).
@MainActor
func settle() async {
    for _ in 0..<5 {
        for _ in 0..<50 { await Task.yield() }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
}

/// Whether `task` ends within `seconds` (a task that never ends fails the test instead of hanging the suite).
@MainActor
func finishes(_ task: Task<Void, Never>, within seconds: Double = 2) async -> Bool {
    let ended = Flag()
    Task {
        await task.value
        ended.set()
    }
    return await eventually(within: seconds) { ended.isSet }
}

/// A flag set once, from any isolation.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// Checks that `task` ends within two seconds.
@MainActor
func assertFinishes(
    _ task: Task<Void, Never>, _ message: String = "the task did not end", file: StaticString = #filePath,
    line: UInt = #line
) async {
    let ended = await finishes(task)
    XCTAssertTrue(ended, message, file: file, line: line)
}

/// Checks that `condition` holds within two seconds.
@MainActor
func assertEventually(
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async {
    let held = await eventually(condition)
    XCTAssertTrue(held, message, file: file, line: line)
}

/// An object held weakly: the test checks it is freed.
final class WeakReference {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// Mails with these ids.
func mails(_ ids: Int...) -> [Mail] {
    ids.map { Mail(id: $0, subject: "mail \($0)") }
}
