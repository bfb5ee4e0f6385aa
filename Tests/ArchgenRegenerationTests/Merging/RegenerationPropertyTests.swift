import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenRegeneration
@testable import ArchgenRendering
@testable import ArchgenSpec

/// Random spec changes and random edits by a person, in lines the spec change does not touch, in generated files and
/// scaffolds: regenerating must keep every edit and never conflict or ask the person for anything. `swift test` runs
/// a short round (24 cases); `.ci/run` sets `ARCHGEN_PROPERTY_CASES=120`, and
/// `ARCHGEN_PROPERTY_CASES=5000 swift test --filter RegenerationProperty` runs a longer round;
/// `ARCHGEN_PROPERTY_SEED` picks another sequence.
final class RegenerationPropertyTests: XCTestCase {
    private func sampleSpecs() throws -> [String] {
        let samples = SpecFixtures.repository.appendingPathComponent("Samples")
        return try ["Users", "Drivers", "Tweets", "People"].map { name in
            try String(contentsOf: samples.appendingPathComponent("\(name)/\(name).archgen.json"), encoding: .utf8)
        }
    }

    /// One random change to the spec, described for failure messages.
    private func mutate(_ spec: inout [String: Any], _ random: inout SeededGenerator, _ index: Int) -> String {
        var events = spec["events"] as? [[String: Any]] ?? []
        // Events no other key names (a step's handler, what another event cancels, the appear or refresh event).
        let named = Set(
            events.compactMap { $0["onSuccess"] as? String } + events.flatMap { $0["cancels"] as? [String] ?? [] }
                + [spec["appearEvent"], spec["refreshEvent"]].compactMap { $0 as? String })
        let plain = events.indices.filter { index in
            let name = events[index]["name"] as? String ?? ""
            return !name.contains("(") && !named.contains(name)
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            events.append(["name": "extra\(index)Tapped", "to": spec["initialState"] as! String])
            spec["events"] = events
            return "add event extra\(index)Tapped"
        case 1 where !plain.isEmpty:
            let removed = plain.randomElement(using: &random)!
            let name = events[removed]["name"] as! String
            events.remove(at: removed)
            spec["events"] = events
            return "remove event \(name)"
        case 2 where !plain.isEmpty:
            let renamed = plain.randomElement(using: &random)!
            let name = events[renamed]["name"] as! String
            events[renamed]["name"] = "renamed\(index)"
            spec["events"] = events
            return "rename event \(name)"
        case 3:
            var states = spec["states"] as! [Any]
            states.append("extra\(index)")
            spec["states"] = states
            return "add state extra\(index)"
        case 4:
            var dependencies = spec["dependencies"] as! [[String: Any]]
            var methods = dependencies[0]["methods"] as! [String]
            methods.append("extra\(index)(count: Int) async")
            dependencies[0]["methods"] = methods
            spec["dependencies"] = dependencies
            return "add method extra\(index)"
        default:
            let pattern: String = ["mvvm", "mvp", "vip", "mvc"].filter { $0 != spec["pattern"] as? String }
                .randomElement(using: &random)!
            spec["pattern"] = pattern
            if pattern == "mvc" { spec["ui"] = "uikit" }  // UIKit only
            return "switch pattern to \(pattern)"
        }
    }

    func testPersonEditsSurviveRandomSpecChanges() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["ARCHGEN_PROPERTY_CASES"].flatMap(Int.init) ?? 24
        var random = SeededGenerator(state: environment["ARCHGEN_PROPERTY_SEED"].flatMap(UInt64.init) ?? 2026)
        let specs = try sampleSpecs()
        let generator = SpecFixtures.generator
        // What each sample generates before its change: the same for every case that starts from it.
        let generatedBefore = specs.map { generator.generate(SpecFixtures.input($0, fileName: "Spec.archgen.json")) }
        var merges = 0
        var editsKept = 0
        var kinds: Set<String> = []
        for index in 0..<cases {
            let text = specs[index % specs.count]
            let before = generatedBefore[index % specs.count]
            var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let change = mutate(&json, &random, index)
            kinds.insert(change.split(separator: " ").prefix(2).joined(separator: " "))
            let changed = String(
                decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
            let after = generator.generate(SpecFixtures.input(changed, fileName: "Spec.archgen.json"))
            XCTAssertTrue(after.succeeded, "case \(index) (\(change)): \(after.diagnostics.map(\.message))")
            let newFiles = Dictionary(
                after.files.map { ("\($0.root)/\($0.path)", $0.contents) }, uniquingKeysWith: { $1 })
            for file in before.files {
                guard let new = newFiles["\(file.root)/\(file.path)"] else { continue }  // no longer generated: kept
                let base = LineDiff.lines(file.contents)
                // Lines the spec change touches, with a line of margin on each side.
                var touched = Set<Int>()
                for hunk in LineDiff.hunks(from: base, to: LineDiff.lines(new)) {
                    touched.formUnion((hunk.baseRange.lowerBound - 1)...(hunk.baseRange.upperBound))
                }
                var candidates = Array(
                    base.indices.filter {
                        !touched.contains($0 - 1) && !touched.contains($0) && !touched.contains($0 + 1)
                    })
                var chosen: [Int] = []
                while chosen.count < 3, let position = candidates.randomElement(using: &random) {
                    chosen.append(position)
                    candidates.removeAll { abs($0 - position) < 3 }
                }
                var edited = base
                var expected: [String] = []
                for (number, position) in chosen.sorted(by: >).enumerated() {
                    let marker = "// person edit \(index).\(number)"
                    if Bool.random(using: &random) {
                        edited.insert(Substring(marker + "\n"), at: position)
                        expected.append(marker + "\n")
                    } else {
                        let line =
                            edited[position].dropLast(edited[position].hasSuffix("\n") ? 1 : 0) + "  " + marker + "\n"
                        edited[position] = Substring(line)
                        expected.append(line)
                    }
                }
                var newFile = file
                newFile.contents = new
                let record = ModuleRecord(pattern: "mvvm", ui: "swiftui", entries: [ModuleRecord.Entry(file: file)])
                let output = RegenerationPlanner().plan([newFile], record: record, pattern: "mvvm", ui: "swiftui") {
                    _, _ in .file(edited.joined())
                }.outputs[0]
                guard [.merged, .unchanged, .kept].contains(output.fate) else {
                    XCTFail("case \(index) (\(change)): \(file.path) is '\(output.fate.word)':\n\(output.contents)")
                    continue
                }
                let result = output.contents
                merges += 1
                for line in expected {
                    XCTAssertTrue(result.contains(line), "case \(index) (\(change)) lost '\(line)' in \(file.path)")
                    editsKept += 1
                }
            }
        }
        XCTAssertEqual(kinds.count, 6, "a round this short does not try every kind of change: \(kinds.sorted())")
        XCTAssertGreaterThan(merges, cases, "most cases merge several files")
        XCTAssertGreaterThan(editsKept, cases)
    }
}
