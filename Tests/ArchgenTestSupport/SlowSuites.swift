import Foundation

/// The suites that run the toolchain's compiler or formatter, or every key of the covering set, run in CI's rounds
/// (`ARCHGEN_SLOW_SUITES=1`, which `.ci/run` sets) and not in the README's `swift test`, which stays within a minute.
public enum SlowSuites {
    public static let enabled = ProcessInfo.processInfo.environment["ARCHGEN_SLOW_SUITES"] == "1"

    /// Why a slow suite is skipped, for its `XCTSkipUnless`.
    public static let skipped = "a slow suite: ARCHGEN_SLOW_SUITES=1 runs it (.ci/run sets it)"
}
