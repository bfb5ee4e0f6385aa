import ArchgenTestSupport
import XCTest

@testable import ArchgenRegeneration
@testable import ArchgenRendering
@testable import ArchgenSpec

final class ThreeWayMergeTests: XCTestCase {
    private let merger = ThreeWayMerge(yoursLabel: "UsersViewModel.swift")

    private func merge(_ base: String, _ yours: String, _ theirs: String) -> ThreeWayMerge.Result {
        merger.merge(base: base, yours: yours, theirs: theirs)
    }

    func testLinesKeepTheirTerminators() {
        XCTAssertEqual(LineDiff.lines("a\nb\r\nc"), ["a\n", "b\r\n", "c"])
        XCTAssertEqual(LineDiff.lines(""), [])
        XCTAssertEqual(LineDiff.lines("a\n").joined(), "a\n")
    }

    func testHunksDescribeEachChange() {
        let base = LineDiff.lines("a\nb\nc\nd\n")
        XCTAssertEqual(
            LineDiff.hunks(from: base, to: LineDiff.lines("a\nB\nc\nd\ne\n")),
            [Hunk(baseRange: 1..<2, replacement: ["B\n"]), Hunk(baseRange: 4..<4, replacement: ["e\n"])])
        XCTAssertEqual(LineDiff.hunks(from: base, to: LineDiff.lines("b\nc\n")).map(\.baseRange), [0..<1, 3..<4])
        XCTAssertEqual(LineDiff.hunks(from: base, to: base), [])
    }

    func testChangesOnOneSideAreTaken() {
        let base = "a\nb\nc\nd\ne\n"
        XCTAssertEqual(merge(base, base, "a\nB\nc\nd\ne\n"), .init(text: "a\nB\nc\nd\ne\n", conflicts: 0))
        XCTAssertEqual(merge(base, "a\nb\nc\nD\ne\n", base), .init(text: "a\nb\nc\nD\ne\n", conflicts: 0))
    }

    func testChangesToDifferentLinesAreBothKept() {
        let base = "one\ntwo\nthree\nfour\nfive\nsix\n"
        let yours = "one\ntwo\n// mine\nthree\nfour\nfive\nsix\n"
        let theirs = "one\ntwo\nthree\nfour\nfive\nSIX\nseven\n"
        XCTAssertEqual(
            merge(base, yours, theirs), .init(text: "one\ntwo\n// mine\nthree\nfour\nfive\nSIX\nseven\n", conflicts: 0))
        // Deletions too.
        XCTAssertEqual(
            merge(base, "two\nthree\nfour\nfive\nsix\n", "one\ntwo\nthree\nfour\nfive\n"),
            .init(text: "two\nthree\nfour\nfive\n", conflicts: 0))
    }

    func testTheSameChangeOnBothSidesIsTakenOnce() {
        XCTAssertEqual(merge("a\nb\nc\n", "a\nX\nc\n", "a\nX\nc\n"), .init(text: "a\nX\nc\n", conflicts: 0))
    }

    func testOverlappingChangesConflictAndShowAllThreeVersions() {
        let result = merge("a\nb\nc\n", "a\nmine\nc\n", "a\nspec\nc\n")
        XCTAssertEqual(result.conflicts, 1)
        XCTAssertEqual(
            result.text,
            """
            a
            <<<<<<< UsersViewModel.swift
            mine
            ||||||| archgen's previous output
            b
            =======
            spec
            >>>>>>> spec
            c

            """)
    }

    func testAConflictOnALastLineWithoutLineBreakKeepsMarkersOnTheirOwnLines() {
        let result = merge("a\nb", "a\nmine", "a\nspec")
        XCTAssertEqual(result.conflicts, 1)
        XCTAssertTrue(
            result.text.hasSuffix("mine\n||||||| archgen's previous output\nb\n=======\nspec\n>>>>>>> spec\n"),
            result.text)
    }

    func testResolvingAConflictAndMergingAgainChangesNothing() {
        let theirs = "a\nspec\nc\n"
        let resolved = "a\nspec and mine\nc\n"
        // Once archgen records its new output as the base, the person's resolution is their only change.
        XCTAssertEqual(merge(theirs, resolved, theirs), .init(text: resolved, conflicts: 0))
    }

    /// Random edits to separate regions on each side always merge cleanly and keep both sides' edits.
    func testRandomEditsInSeparateRegionsKeepBothSides() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 12...40, using: &generator)
            let base = (0..<count).map { "line \($0)\n" }
            let split = Int.random(in: 4..<(count - 4), using: &generator)
            var yours = base
            var theirs = base
            // The person edits the first part, the spec the second, with an untouched line between them.
            let yourIndex = Int.random(in: 0..<(split - 1), using: &generator)
            let theirIndex = Int.random(in: (split + 1)..<count, using: &generator)
            theirs[theirIndex] = "spec \(theirIndex)\n"
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: yours[yourIndex] = "mine \(yourIndex)\n"
            case 1: yours.insert("mine inserted\n", at: yourIndex)
            default: yours.remove(at: yourIndex)
            }
            let result = merge(base.joined(), yours.joined(), theirs.joined())
            XCTAssertEqual(result.conflicts, 0)
            var expected = yours
            let shift = yours.count - base.count
            expected[theirIndex + shift] = "spec \(theirIndex)\n"
            XCTAssertEqual(result.text, expected.joined())
        }
    }
}
