import ArchgenTestSupport
import Foundation
import XCTest

@testable import ArchgenBehaviour
@testable import ArchgenRendering
@testable import ArchgenSpec

/// Every spec the README and the documentation show (a ```json block with `"archgen": 1`) validates and generates:
/// the documentation's examples cannot drift from the grammar.
final class ReadmeSpecTests: XCTestCase {
    /// The ```json blocks that hold a whole spec, in the file at `path` (relative to the repository).
    private func specs(in path: String) throws -> [String] {
        let text = try String(contentsOf: SpecFixtures.repository.appendingPathComponent(path), encoding: .utf8)
        let fence = "```"
        let blocks = text.components(separatedBy: fence + "json\n").dropFirst().compactMap { rest in
            rest.components(separatedBy: fence).first
        }
        return blocks.filter { $0.contains("\"archgen\": 1") }
    }

    func testEverySpecTheDocumentationShowsValidatesAndGenerates() throws {
        let documentation = try FileManager.default.contentsOfDirectory(
            atPath: SpecFixtures.repository.appendingPathComponent("Documentation").path
        ).filter { $0.hasSuffix(".md") }.map { "Documentation/" + $0 }
        XCTAssertGreaterThanOrEqual(try specs(in: "README.md").count, 1, "the README shows a simple spec")
        XCTAssertGreaterThanOrEqual(try specs(in: "Documentation/Spec.md").count, 1, "Spec.md shows a real screen's")
        for path in ["README.md"] + documentation.sorted() {
            for spec in try specs(in: path) {
                let result = SpecFixtures.generator.generate(SpecFixtures.input(spec))
                XCTAssertEqual(result.diagnostics.map { $0.formatted(path: path) }, [], spec)
                XCTAssertTrue(result.succeeded && !result.files.isEmpty, spec)
            }
        }
    }
}
