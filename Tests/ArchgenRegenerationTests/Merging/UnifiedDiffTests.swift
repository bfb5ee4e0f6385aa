import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

final class UnifiedDiffTests: XCTestCase {
    func testChangesAreShownWithThreeLinesOfContext() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 6\n", with: "line six\n") + "line 21\n"
        XCTAssertEqual(
            UnifiedDiff.render(from: old, to: new, oldPath: "a/F.swift", newPath: "b/F.swift"),
            """
            --- a/F.swift
            +++ b/F.swift
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            @@ -18,3 +18,4 @@
             line 18
             line 19
             line 20
            +line 21

            """)
    }

    func testNewAndDeletedFilesAndNoChange() {
        XCTAssertEqual(
            UnifiedDiff.render(from: "", to: "a\nb\n", oldPath: "/dev/null", newPath: "b/F"),
            "--- /dev/null\n+++ b/F\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        XCTAssertEqual(
            UnifiedDiff.render(from: "a\n", to: "", oldPath: "a/F", newPath: "/dev/null"),
            "--- a/F\n+++ /dev/null\n@@ -1,1 +0,0 @@\n-a\n")
        XCTAssertEqual(UnifiedDiff.render(from: "same\n", to: "same\n", oldPath: "a", newPath: "b"), "")
    }
}
