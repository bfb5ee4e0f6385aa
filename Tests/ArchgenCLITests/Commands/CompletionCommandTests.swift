import Foundation
import XCTest

@testable import ArchgenCLI

final class CompletionCommandTests: XCTestCase {
    /// Runs a shell on a script; nil when the shell is not installed.
    private func shell(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String)? {
        guard let path = ["/bin/\(name)", "/usr/bin/\(name)"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testEveryShellsScriptHasEveryCommandAndOptionAndParses() throws {
        let sandbox = try Sandbox(package: false)
        for shellName in ["bash", "zsh", "fish"] {
            let run = sandbox.run("completion", shellName)
            XCTAssertEqual(run.code, 0, run.errors)
            for command in ArchgenTool.commands {
                XCTAssertTrue(run.output.contains(command.name), "\(shellName): \(command.name)")
                for option in command.options {
                    XCTAssertTrue(run.output.contains(option.name), "\(shellName): \(command.name) --\(option.name)")
                }
            }
            try sandbox.write("script.\(shellName)", run.output)
            if let check = try shell(shellName, ["-n", sandbox.url("script.\(shellName)").path]) {
                XCTAssertEqual(check.status, 0, "\(shellName) -n: \(check.output)")
            }
        }
        XCTAssertEqual(sandbox.run("completion", "powershell").code, 64)
    }

    func testBashCompletesCommandsOptionsAndTheirValues() throws {
        let sandbox = try Sandbox(package: false)
        try sandbox.write("archgen.bash", sandbox.run("completion", "bash").output)
        func complete(_ words: [String]) throws -> [String]? {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let script =
                "source '\(sandbox.url("archgen.bash").path)'; COMP_WORDS=(\(quoted)); "
                + "COMP_CWORD=\(words.count - 1); _archgen; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try shell("bash", ["-c", script]).map { $0.output.split(separator: "\n").map(String.init) }
        }
        guard let commands = try complete(["archgen", "ge"]) else { throw XCTSkip("no bash") }
        XCTAssertEqual(commands, ["generate"])
        XCTAssertEqual(try complete(["archgen", "new", "Users", "--pattern", "mv"]), ["mvvm", "mvp", "mvc"])
        XCTAssertEqual(try complete(["archgen", "generate", "--dis"]), ["--discard-edits"])
    }

    func testSpecsAreCompletedByTheirSuffixNeverAsAnyFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Users.archgen.json", "{}")
        try sandbox.write("Users.archgen.record", "")
        try sandbox.write("Specs/Feed.archgen.json", "{}")
        try sandbox.write("archgen.bash", sandbox.run("completion", "bash").output)
        func complete(_ words: [String]) throws -> [String]? {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let script =
                "cd '\(sandbox.root.path)'; source archgen.bash; COMP_WORDS=(\(quoted)); "
                + "COMP_CWORD=\(words.count - 1); _archgen; printf '%s\\n' \"${COMPREPLY[@]}\""
            return try shell("bash", ["-c", script]).map { $0.output.split(separator: "\n").map(String.init).sorted() }
        }
        guard let specs = try complete(["archgen", "generate", "U"]) else { throw XCTSkip("no bash") }
        XCTAssertEqual(specs, ["Users.archgen.json"])
        XCTAssertEqual(try complete(["archgen", "status", "P"]), [], "Package.swift is not a spec")
        XCTAssertEqual(try complete(["archgen", "validate", "S"]), ["Specs"])
        XCTAssertEqual(try complete(["archgen", "new", "Feed", "--spec", "U"]), ["Users.archgen.json"])
        XCTAssertEqual(try complete(["archgen", "render", "P"]), ["Package.swift"], "a template may be any file")
        for shell in ["zsh", "fish"] {
            let script = sandbox.run("completion", shell).output
            XCTAssertTrue(
                script.contains(
                    shell == "zsh" ? "'*:spec:_files -g \"*.archgen.json\"'" : "__fish_complete_suffix .archgen.json"),
                shell)
        }
    }
}
