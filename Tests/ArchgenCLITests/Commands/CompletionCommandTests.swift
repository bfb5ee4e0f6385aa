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
}
