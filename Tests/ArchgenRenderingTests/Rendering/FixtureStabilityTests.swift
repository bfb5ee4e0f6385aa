import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import Foundation
import XCTest

/// Sample values in generated tests come from what each value is for, so growing a spec never rewrites the tests of
/// behaviours it did not touch (which would be churn in every review and a source of merge conflicts).
final class FixtureStabilityTests: XCTestCase {
    /// Each generated test function of a module's generated test files, by name, with its lines.
    private func testFunctions(_ spec: String, fileName: String) throws -> [String: String] {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: fileName))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        var functions: [String: String] = [:]
        for file in result.files where file.root == .tests && file.ownership == .generated {
            var current: (name: String, lines: [String])?
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                if let match = line.firstMatch(of: /^    func (\w+)\(\) async \{$/) {
                    current = ("\(file.path)/\(match.1)", [])
                } else if line == "    }", let function = current {
                    functions[function.name] = function.lines.joined(separator: "\n")
                    current = nil
                } else {
                    current?.lines.append(String(line))
                }
            }
        }
        return functions
    }

    func testGrowingASampleSpecChangesNoExistingTest() throws {
        for name in ["Users", "Drivers", "Tweets"] {
            let url = SpecFixtures.samples.appendingPathComponent("\(name)/\(name).archgen.json")
            let original = try String(contentsOf: url, encoding: .utf8)
            var spec = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [String: Any])
            // A model, a state that holds it, a state without values, and events that go there: a typical next
            // step for a screen.
            spec["models"] =
                (spec["models"] as? [Any] ?? []) + [
                    ["name": "Badge", "properties": ["id: UUID", "title: String", "count: Int", "earnedAt: Date"]]
                ]
            spec["states"] = (spec["states"] as? [Any] ?? []) + ["badgeShown(badge: Badge)", "emptied"]
            spec["events"] =
                (spec["events"] as? [Any] ?? []) + [
                    ["name": "badgeTapped(badge: Badge)", "to": "badgeShown"], ["name": "cleared", "to": "emptied"],
                ]
            let grown = String(decoding: try JSONSerialization.data(withJSONObject: spec), as: UTF8.self)

            let before = try testFunctions(original, fileName: "\(name).archgen.json")
            let after = try testFunctions(grown, fileName: "\(name).archgen.json")
            XCTAssertFalse(before.isEmpty)
            XCTAssertGreaterThan(after.count, before.count, "\(name): the new behaviour gets its tests")
            for (function, body) in before {
                XCTAssertEqual(after[function], body, "\(name): \(function) changed when the spec grew")
            }
        }
    }
}
