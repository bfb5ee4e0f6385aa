import Foundation
import XCTest

/// Hostile and broken specs: each file of `Corpus/` must give exactly the diagnostics in its `.expected` file,
/// exit 65, write nothing, and never crash.
final class BadSpecCorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    func testEveryCorpusSpecGivesItsDiagnosticsAndWritesNothing() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { $0.hasSuffix(".archgen.json") }.sorted()
        XCTAssertGreaterThanOrEqual(specs.count, 60)
        for name in specs {
            let sandbox = try Sandbox()
            try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(name), to: sandbox.url(name))
            let expected = try String(
                contentsOf: Self.corpus.appendingPathComponent(
                    name.replacingOccurrences(of: ".archgen.json", with: ".expected")),
                encoding: .utf8)
            let run = sandbox.run("generate", name)
            XCTAssertEqual(run.code, 65, name)
            XCTAssertEqual(run.errors, expected, name)
            XCTAssertEqual(run.output, "", name)
            XCTAssertEqual(sandbox.files(), ["Package.swift", name], "\(name) wrote files")
        }
    }

    private func runHuge(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Sandbox.Run {
        let sandbox = try Sandbox()
        try sandbox.write("Huge.archgen.json", text)
        let run = sandbox.run("generate", "Huge.archgen.json")
        XCTAssertEqual(sandbox.files(), ["Huge.archgen.json", "Package.swift"], file: file, line: line)
        return run
    }

    func testDeepNestingIsAnErrorNotAStackOverflow() throws {
        let run = try runHuge(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(
            run.errors,
            "Huge.archgen.json:1:257: error: invalid JSON: arrays and objects nest more than 256 levels deep\n"
                + "error: Huge.archgen.json has 1 problem; no files were written\n")
    }

    func testATenMegabyteSpecIsReadAndItsMistakeFound() throws {
        let doc = String(repeating: "A long line of documentation. ", count: 350_000)
        let text = """
            {
              "archgen": 1, "module": "Big", "pattern": "mvvm", "doc": "\(doc)",
              "states": ["idle"], "initialState": "idel"
            }
            """
        XCTAssertGreaterThan(text.utf8.count, 10_000_000)
        let run = try runHuge(text)
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(
            run.errors,
            "Huge.archgen.json:3:39: error: initial state 'idel' is not one of the states; did you mean 'idle'?\n"
                + "error: Huge.archgen.json has 1 problem; no files were written\n")
    }

    func testTenThousandEventsAreCheckedOneByOne() throws {
        let events = (0..<10_000).map { #"{ "name": "event\#($0)", "to": "idle" }"# }.joined(separator: ",\n    ")
        let text = """
            {
              "archgen": 1, "module": "Big", "pattern": "mvvm",
              "states": ["idle"], "initialState": "idle",
              "events": [
                \(events),
                { "name": "event42", "to": "idl" }
              ]
            }
            """
        let run = try runHuge(text)
        XCTAssertEqual(run.code, 65)
        XCTAssertEqual(
            run.errors,
            """
            Huge.archgen.json:4:13: error: 'events' has 10001 entries, more than the 600 archgen writes (the Swift \
            compiler cannot check that a switch over more is exhaustive in reasonable time); split the screen into \
            smaller modules
            Huge.archgen.json:10005:15: error: event 'event42' is declared more than once
            Huge.archgen.json:10005:32: error: event 'event42' goes to unknown state 'idl'; did you mean 'idle'?
            error: Huge.archgen.json has 3 problems; no files were written

            """)
    }
}
