import XCTest

final class OtherCommandTests: XCTestCase {
    func testHelpListsCommandsAndExitCodes() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run("--help")
        XCTAssertEqual(run.code, 0)
        for expected in [
            "OVERVIEW: ", "USAGE: archgen <command> [<arguments>] [--templates <dir>] [--quiet | --verbose]",
            "COMMANDS:", "  new ", "  generate ",
            "EXIT CODES:", "  73  an output could not be written",
        ] {
            XCTAssertTrue(run.output.contains(expected), expected)
        }
        let help = sandbox.run("help", "new").output
        XCTAssertTrue(help.hasPrefix("OVERVIEW: Create a module"), help)
        for section in [
            "\nUSAGE: archgen new <module> [--pattern <pattern>]", "\nARGUMENTS:\n  <module>",
            "\nOPTIONS:\n  --pattern <pattern>",
        ] {
            XCTAssertTrue(help.contains(section), section)
        }
        XCTAssertEqual(sandbox.run("generate", "--help").output, sandbox.run("help", "generate").output)
        let helpHelp = sandbox.run("help", "help")
        XCTAssertEqual(helpHelp.code, 0)
        XCTAssertTrue(helpHelp.output.hasPrefix("OVERVIEW: Show help for a command"), helpHelp.output)
        XCTAssertEqual(sandbox.run("--version").output, "archgen 0.1.0\n")
    }

    func testUnknownCommandSuggestsTheNearest() throws {
        let run = try Sandbox().run("generat")
        XCTAssertEqual(run.code, 64)
        XCTAssertTrue(
            run.errors.hasPrefix("error: Unknown command 'generat'; did you mean 'generate'?\nUsage: archgen"),
            run.errors)
    }

    func testValidateReportsEachSpec() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.run("new", "Users", "--pattern", "mvvm").code, 0)
        var run = sandbox.run("validate", "Users.archgen.json")
        XCTAssertEqual(run.code, 0)
        XCTAssertEqual(run.output, "Users.archgen.json is valid\n")
        try sandbox.write("Bad.archgen.json", "{\n  \"archgen\": 1\n}\n}\n")
        run = sandbox.run("validate")
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(
            run.errors,
            "Bad.archgen.json:4:1: error: invalid JSON: unexpected character '}' after the end of the JSON value; a JSON "
                + "file holds one value\nerror: Bad.archgen.json has 1 problem\n"
        )
    }

    func testPatternsListsEveryFileWithItsOwner() throws {
        let run = try Sandbox().run("patterns")
        XCTAssertEqual(run.code, 0)
        XCTAssertTrue(run.output.hasPrefix("mvc: Model-View-Controller"), run.output)
        XCTAssertTrue(run.output.contains("\nmvp: Model-View-Presenter"), run.output)
        XCTAssertTrue(run.output.contains("  <sources>/<M>DataSource.swift           generated"), run.output)
        XCTAssertTrue(run.output.contains("\nmvvm: Model-View-ViewModel"), run.output)
        XCTAssertTrue(run.output.contains("\nvip: VIP (Clean Swift)"), run.output)
        XCTAssertTrue(
            run.output.contains("  <sources>/<M>Interactor.swift           generated BusinessLogic"), run.output)
        for line in [
            "  <sources>/<M>ViewModel.swift            generated the view model: State, Event, send(_:) implementing every event\n",
            "  <sources>/<M>View.swift                 scaffold  a SwiftUI view to start from (SwiftUI only)\n",
            "  <sources>/Live<Dependency>.swift        scaffold  the live implementation of a dependency (one per dependency)\n",
            "  <tests>/<M>ViewModelTests.swift         generated the suite: a base class (XCTest) that makes the unit with",
            "  <tests>/<M>ViewModelTests+<Event>.swift generated an event's tests: a test per way through the event, in a class of its own",
        ] {
            XCTAssertTrue(run.output.contains(line), line)
        }
    }

    func testRenderPrintsExactlyTheResult() throws {
        let sandbox = try Sandbox()
        try sandbox.write("t.mustache", "{{#items}}\n- {{name}} {{> tag}}\n{{/items}}\n{{code}}|{{{code}}}")
        try sandbox.write("partials/tag.mustache", "<{{n}}>")
        try sandbox.write(
            "data.json", #"{ "items": [{ "name": "a", "n": 1 }, { "name": "b", "n": 2.5 }], "code": "a<b" }"#)
        var run = sandbox.run("render", "t.mustache", "--context", "data.json", "--partials", "partials")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertEqual(run.output, "- a <1>\n- b <2.5>\na&lt;b|a<b")
        run = sandbox.run("render", "t.mustache", "--context", #"{"code": "a<b"}"#, "--escape", "none")
        XCTAssertEqual(run.output, "a<b|a<b")
        run = sandbox.run("render", "missing.mustache", "--context", "{}")
        XCTAssertEqual(run.code, 66)
    }

    func testExportedTemplatesCustomiseGeneration() throws {
        let sandbox = try Sandbox()
        var run = sandbox.run("templates", "export", "MyTemplates")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertNotNil(sandbox.read("MyTemplates/mvvm/manifest.json"))
        try sandbox.write(
            "MyTemplates/shared/header.mustache", "// Generated by archgen from {{specFileName}} for ACME.\n")
        run = sandbox.run("--templates", "MyTemplates", "new", "Users", "--pattern", "mvvm")
        XCTAssertEqual(run.code, 0, run.errors)
        XCTAssertTrue(
            try XCTUnwrap(sandbox.read("Sources/Users/UsersModels.swift")).hasPrefix(
                "// Generated by archgen from Users.archgen.json for ACME.\n"))
        run = sandbox.run("templates", "export", "MyTemplates")
        XCTAssertEqual(run.code, 1, "a customised file is not replaced without --force")
        XCTAssertTrue(
            run.output.contains(
                "refused (differs from the built-in template; pass --force to replace it) MyTemplates/shared/header.mustache"
            ), run.output)
    }
}
