import LocatedJSON
import XCTest

@testable import ArchgenCLI

/// `--format json` documents (their shapes are Documentation/Commands.md's), `--quiet` / `--verbose`, and colour.
final class OutputFormatTests: XCTestCase {
    /// The document's keys in order, and its members by key.
    private func object(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String:
        JSONValue]
    {
        let json = try JSONReader().read(text)
        guard case .object(let members) = json.kind else {
            XCTFail("not an object: \(text)", file: file, line: line)
            return [:]
        }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    private func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value?.kind else { return [] }
        return members.map(\.key)
    }

    private func items(_ value: JSONValue?) -> [JSONValue] {
        guard case .array(let items)? = value?.kind else { return [] }
        return items
    }

    private func string(_ value: JSONValue?, _ key: String) -> String? {
        guard case .object(let members)? = value?.kind,
            case .string(let text)? = members.first(where: { $0.key == key })?.value.kind
        else { return nil }
        return text
    }

    /// A package with an up-to-date module, an edited generated file, and a spec with a mistake.
    private func workspace() throws -> Sandbox {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm", "--quiet").code, 0)
        try sandbox.write("Broken/Broken.archgen.json", "{\n  \"archgen\": 1,\n  \"module\": \"broken\"\n}\n")
        return sandbox
    }

    func testStatusJSON() throws {
        let sandbox = try workspace()
        let models = "Sources/Users/UsersModels.swift"
        try sandbox.write(models, try XCTUnwrap(sandbox.read(models)) + "// mine\n")
        // A new dependency method: the generated files that declare and spy on it are out of date.
        try sandbox.write(
            "Users.archgen.json",
            try XCTUnwrap(sandbox.read("Users.archgen.json")).replacingOccurrences(
                of: "\"fetchItems() async throws -> [UsersItem]\"",
                with: "\"fetchItems() async throws -> [UsersItem]\", \"deleteItem(id: UUID) async throws\""))
        let run = sandbox.run("status", "--format", "json")
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(run.errors, "", "the problems are in the document")
        let document = try object(run.output)
        XCTAssertEqual(Array(document.keys), ["modules"])
        let modules = items(document["modules"])
        XCTAssertEqual(modules.map { string($0, "spec") }, ["Broken/Broken.archgen.json", "Users.archgen.json"])
        XCTAssertEqual(keys(modules[0]), ["spec", "state", "problems"])
        XCTAssertEqual(string(modules[0], "state"), "invalid")
        let problem = items(try object(JSONWriter.format(modules[0]))["problems"]).first
        XCTAssertEqual(keys(problem), ["line", "column", "message"])
        let users = modules[1]
        XCTAssertEqual(
            keys(users), ["spec", "module", "pattern", "ui", "state", "record", "templates", "files", "edited"])
        XCTAssertEqual(string(users, "state"), "out of date")
        let fields = try object(JSONWriter.format(users))
        XCTAssertEqual(keys(fields["templates"]), ["recorded", "current", "changed"])
        let files = items(fields["files"])
        XCTAssertTrue(files.contains { string($0, "path") == "Sources/Users/UsersDependencies.swift" }, run.output)
        XCTAssertEqual(Set(files.map { string($0, "status") }), ["out of date"])
        XCTAssertEqual(keys(files.first), ["path", "status", "needsAction"])
        XCTAssertEqual(items(fields["edited"]).map(\.kind), [.string(models)])
    }

    func testValidateJSON() throws {
        let sandbox = try workspace()
        let run = sandbox.run("validate", "--format", "json")
        XCTAssertEqual(run.code, 65)
        let document = try object(run.output)
        XCTAssertEqual(document["valid"]?.kind, .bool(false))
        let specs = items(document["specs"])
        XCTAssertEqual(specs.map { keys($0) }, [["spec", "valid", "problems"], ["spec", "valid", "problems"]])
        XCTAssertEqual(specs.map { string($0, "spec") }, ["Broken/Broken.archgen.json", "Users.archgen.json"])
        let problems = items(try object(JSONWriter.format(specs[0]))["problems"])
        XCTAssertFalse(problems.isEmpty)
        XCTAssertEqual(keys(problems[0]), ["line", "column", "message"])
        XCTAssertEqual(items(try object(JSONWriter.format(specs[1]))["problems"]), [])
        XCTAssertEqual(sandbox.run("validate", "Users.archgen.json", "--format", "json").code, 0)
        XCTAssertEqual(sandbox.run("validate", "--format", "yaml").code, 64)
    }

    func testGenerateCheckAndDryRunJSON() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm", "--quiet").code, 0)
        var run = sandbox.run("generate", "--check", "--format", "json")
        XCTAssertEqual(run.code, 0)
        XCTAssertEqual(
            run.output, JSONOutput.object([("check", true), ("upToDate", true), ("files", .array([]))]).text)
        // A scaffold the spec's change cannot be merged into needs the person: it says what to change.
        let view = "Sources/Users/UsersView.swift"
        try sandbox.write(
            view,
            try XCTUnwrap(sandbox.read(view)).replacingOccurrences(
                of: "            case .failed(let message):\n", with: "            case .failed(let reason):\n"))
        try sandbox.write(
            "Users.archgen.json",
            try XCTUnwrap(sandbox.read("Users.archgen.json")).replacingOccurrences(of: "failed", with: "broken"))
        run = sandbox.run("generate", "--check", "--format", "json")
        XCTAssertEqual(run.code, 1)
        var document = try object(run.output)
        XCTAssertEqual(document["upToDate"]?.kind, .bool(false))
        let pending = items(document["files"]).first { string($0, "path") == view }
        XCTAssertEqual(string(pending, "status"), "to change")
        XCTAssertEqual(keys(pending), ["path", "status", "needsAction", "details"])
        run = sandbox.run("generate", "--dry-run", "--format", "json")
        XCTAssertEqual(run.code, 1)
        document = try object(run.output)
        XCTAssertEqual(Array(document.keys).sorted(), ["dryRun", "files", "summary"])
        XCTAssertEqual(document["dryRun"]?.kind, .bool(true))
        XCTAssertEqual(items(document["files"]).count, 12, "every file is listed")
        XCTAssertEqual(keys(document["summary"]), ["updated", "to change", "unchanged", "kept (scaffold)"])
        XCTAssertEqual(sandbox.run("generate", "--diff", "--format", "json").code, 64)
    }

    func testQuietAndVerbose() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm", "--quiet").output, "")
        XCTAssertEqual(sandbox.run("validate", "--quiet").output, "")
        XCTAssertEqual(sandbox.run("status", "-q").output, "", "quiet lists only modules that need something")
        XCTAssertEqual(sandbox.run("generate", "--check", "--quiet").output, "")
        XCTAssertEqual(sandbox.run("status").output.split(separator: "\n").count, 1)
        XCTAssertEqual(sandbox.run("generate", "-v").output.split(separator: "\n").count, 13)
    }

    func testColourOnlyWhereItCanBeSeen() throws {
        let sandbox = try Sandbox()
        let console = BufferConsole(colors: true)
        XCTAssertEqual(
            ArchgenTool(workingDirectory: sandbox.root, console: console).run(["new", "Users", "--pattern", "mvvm"]), 0)
        XCTAssertTrue(console.output.contains("\u{1B}[32mcreated\u{1B}[0m         Sources/Users/UsersModels.swift\n"))
        XCTAssertFalse(sandbox.run("generate", "--dry-run", "--force").output.contains("\u{1B}["))
        XCTAssertEqual(reportLine("to change", "a.swift", colors: true), "\u{1B}[31mto change\u{1B}[0m       a.swift\n")
        XCTAssertEqual(reportLine("unchanged", "a.swift", colors: true), "unchanged       a.swift\n")
        XCTAssertTrue(StandardConsole.colors(noColor: nil, term: "xterm-256color", isTerminal: true))
        XCTAssertFalse(StandardConsole.colors(noColor: "1", term: "xterm-256color", isTerminal: true))
        XCTAssertTrue(
            StandardConsole.colors(noColor: "", term: "xterm", isTerminal: true), "an empty NO_COLOR is unset")
        XCTAssertFalse(StandardConsole.colors(noColor: nil, term: "dumb", isTerminal: true))
        XCTAssertFalse(StandardConsole.colors(noColor: nil, term: "xterm", isTerminal: false))
    }
}
