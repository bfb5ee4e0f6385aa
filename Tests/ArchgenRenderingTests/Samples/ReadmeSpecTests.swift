import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenBehaviour
@testable import ArchgenRendering
@testable import ArchgenSpec

/// Every spec the README shows (a ```json block with `"archgen": 1`) validates and generates: the documentation's
/// examples cannot drift from the grammar.
final class ReadmeSpecTests: XCTestCase {
    func testEverySpecTheReadmeShowsValidatesAndGenerates() throws {
        let readme = try String(
            contentsOf: SpecFixtures.repository.appendingPathComponent("README.md"),
            encoding: .utf8)
        let fence = "```"
        let blocks = readme.components(separatedBy: fence + "json\n").dropFirst().compactMap { rest in
            rest.components(separatedBy: fence).first
        }
        let specs = blocks.filter { $0.contains("\"archgen\": 1") }
        XCTAssertGreaterThanOrEqual(specs.count, 2, "the README shows a simple spec and a real screen's")
        for spec in specs {
            let result = SpecFixtures.generator.generate(SpecFixtures.input(spec))
            XCTAssertEqual(result.diagnostics.map { $0.formatted(path: "README") }, [], spec)
            XCTAssertTrue(result.succeeded && !result.files.isEmpty, spec)
        }
    }
}
