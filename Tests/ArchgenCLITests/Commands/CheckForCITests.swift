import XCTest

@testable import ArchgenCLI

/// `generate --check` in CI: findings as compiler errors at a line, GitHub annotations, and `--strict`, which also
/// fails for a generated file someone edited.
final class CheckForCITests: XCTestCase {
    private func module() throws -> Sandbox {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm", "-q").code, 0)
        return sandbox
    }

    func testStrictFailsForAnEditedGeneratedFileThatAPlainCheckAccepts() throws {
        let sandbox = try module()
        let path = "Sources/Users/UsersViewModel.swift"
        let text = try XCTUnwrap(sandbox.read(path))
        try sandbox.write(path, text + "// a hand edit\n")
        XCTAssertEqual(sandbox.run("generate", "--check").code, 0)
        let run = sandbox.run("generate", "--check", "--strict")
        XCTAssertEqual(run.code, 1)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertEqual(
            run.output,
            "\(path):\(line):1: error: generated file edited here (--strict): move the edit into a scaffold or the "
                + "templates, or run 'archgen generate --discard-edits \(path)'\n"
                + "1 file needs regenerating or your action; run 'archgen generate'\n")
        // A scaffold is the person's: editing it is what it is for.
        try sandbox.write(path, text)
        try sandbox.write("Sources/Users/UsersView.swift", "// my view\n")
        XCTAssertEqual(sandbox.run("generate", "--check", "--strict").code, 0)
        XCTAssertEqual(sandbox.run("generate", "--strict").code, 64, "--strict is for --check")
    }

    func testGitHubFormatAnnotatesEachFindingAndEachSpecProblem() throws {
        let sandbox = try module()
        try FileManager.default.removeItem(at: sandbox.url("Tests/UsersTests/UsersMocks.swift"))
        var run = sandbox.run("generate", "--check", "--format", "github")
        XCTAssertEqual(run.code, 1)
        XCTAssertTrue(
            run.output.hasPrefix(
                "::error file=Tests/UsersTests/UsersMocks.swift,line=1,col=1,title=archgen::missing: run 'archgen "
                    + "generate' to write it\n"), run.output)
        try sandbox.write(
            "Bad.archgen.json",
            #"{ "archgen": 1, "module": "Bad", "pattern": "mvp", "states": ["idle"], "initialState": "idel" }"#)
        run = sandbox.run("validate", "Bad.archgen.json", "--format", "github")
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(
            run.output,
            "::error file=Bad.archgen.json,line=1,col=88,title=archgen::initial state 'idel' is not one of the states; "
                + "did you mean 'idle'?\n")
        XCTAssertEqual(sandbox.run("generate", "--format", "github").code, 64, "github annotates --check only")
        XCTAssertEqual(sandbox.run("status", "--format", "github").code, 64)
    }

    func testAFindingPointsAtTheFirstLineThatDiffers() {
        XCTAssertEqual(Finding.firstDifference("a\nb\nc\n", "a\nb\nc\n"), 4)
        XCTAssertEqual(Finding.firstDifference("a\nb\nc\n", "a\nB\nc\n"), 2)
        XCTAssertEqual(Finding.firstDifference("a\n", "a\nb\n"), 2)
        XCTAssertEqual(Finding.firstDifference("", "a"), 1)
    }
}
