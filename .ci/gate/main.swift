// What the generated call gate's waits answer, and when: compiled with the gate of a golden Mocks file (`run`).
// Each check would fail if the gate answered by a clock (the old 1 ms polling with a 2 s timeout) or missed a signal.
import Foundation

/// A spy's call of the gate, as generated spies make it.
@Sendable func call(_ gate: GateCallGate) async { _ = await gate.pass() }

/// How long `body` took, in seconds.
func seconds(_ body: () async -> Void) async -> Double {
    let start = Date()
    await body()
    return Date().timeIntervalSince(start)
}

/// Writes `line` at once (unbuffered: what passed shows even when a hung wait ends the run).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

var failures = 0
@MainActor func check(_ ok: Bool, _ what: String) {
    say(ok ? "ok: \(what)" : "FAIL: \(what)")
    if !ok { failures += 1 }
}

// A call that comes after the wait began answers it.
do {
    let gate = GateCallGate()
    gate.hold()
    let task = Task {
        await Task.yield()
        await call(gate)
    }
    check(await gate.waitForCalls(1, before: task), "a call that comes while the test waits answers true")
    gate.releaseAll()
    await task.value
}

// A call that came before the wait began answers it at once (here: a second wait for the call still held).
do {
    let gate = GateCallGate()
    gate.hold()
    let task = Task { await call(gate) }
    check(await gate.waitForCalls(1, before: task), "the call is held")
    check(await gate.waitForCalls(1, before: task), "a call that came before the wait answers true")
    gate.releaseAll()
    await task.value
}

// A call that comes later than the old two-second timeout still answers true: no clock ends the wait.
do {
    let gate = GateCallGate()
    gate.hold()
    let task = Task {
        try? await Task.sleep(nanoseconds: 2_500_000_000)
        await call(gate)
    }
    check(await gate.waitForCalls(1, before: task), "a call that comes after 2.5 s answers true (no timeout)")
    gate.releaseAll()
    await task.value
}

// A send that ends without the call answers false as it ends, not after a timeout.
do {
    let gate = GateCallGate()
    gate.hold()
    let task = Task<Void, Never> {}
    var came = true
    let took = await seconds { came = await gate.waitForCalls(1, before: task) }
    check(!came, "a send that ends without calling answers false")
    check(took < 1, "... at once (\(String(format: "%.3f", took)) s; the old wait took 2 s)")
}

// Several sends: false only once all ended; the count is of every call held.
do {
    let gate = GateCallGate()
    gate.hold()
    let first = Task { await call(gate) }
    let second = Task { await call(gate) }
    check(await gate.waitForCalls(2, before: first, second), "two sends' calls answer a wait for two")
    gate.releaseAll()
    await first.value
    await second.value
}

// A wait that answers false lets the held calls go, so the rest of the test does not wait on them.
do {
    let gate = GateCallGate()
    gate.hold()
    let held = Task { await call(gate) }
    check(await gate.waitForCalls(1, before: held), "the first call is held")
    check(!(await gate.waitForCalls(2, before: Task<Void, Never> {})), "a second call that never comes answers false")
    await held.value
    check(true, "... and the held call went on without releaseAll()")
}

// A wait whose test is cancelled answers false.
do {
    let gate = GateCallGate()
    gate.hold()
    let never = Task {
        try? await Task.sleep(nanoseconds: 60_000_000_000)
    }
    let waiting = Task { await gate.waitForCalls(1, before: never) }
    waiting.cancel()
    check(!(await waiting.value), "a cancelled wait answers false")
    never.cancel()
}

// A held call cancelled answers waitForCancelledCall true; a further call held instead, or the send's end, false.
do {
    let gate = GateCallGate()
    gate.hold()
    let first = Task { await call(gate) }
    check(await gate.waitForCalls(1, before: first), "the first call is held")
    let second = Task {
        await Task.yield()
        first.cancel()
        await call(gate)
    }
    check(
        await gate.waitForCancelledCall(afterCalls: 1, before: second),
        "a send that cancels the held call answers waitForCancelledCall true")
    check(first.isCancelled, "... once the first task is cancelled")
    gate.releaseAll()
    await second.value
}
do {
    let gate = GateCallGate()
    gate.hold()
    let first = Task { await call(gate) }
    check(await gate.waitForCalls(1, before: first), "the first call is held")
    let second = Task { await call(gate) }
    check(
        !(await gate.waitForCancelledCall(afterCalls: 1, before: second)),
        "a send held at the gate without cancelling answers false (it would never end)")
    let ended = Task<Void, Never> {}
    check(
        !(await gate.waitForCancelledCall(afterCalls: 2, before: ended)),
        "a send that ends without cancelling answers false")
    gate.releaseAll()
    await first.value
    await second.value
}

say(failures == 0 ? "gate: every check passed" : "gate: \(failures) checks failed")
exit(failures == 0 ? 0 : 1)
