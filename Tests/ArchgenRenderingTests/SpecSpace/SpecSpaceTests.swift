import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import Foundation
import XCTest

/// The covering set of specs (see `SpecSpace`): it covers what it claims, and every spec in it validates and
/// generates. `ARCHGEN_SPEC_SPACE=DIR` writes the specs there for `.ci/spec-space`, which compiles and tests them;
/// `ARCHGEN_SPEC_SPACE_FULL=1` writes the full set instead of the pairwise one.
final class SpecSpaceTests: XCTestCase {
    func testThePairwiseRowsMeetEveryTwoLevelsOfEveryTwoOptions() {
        let rows = SpecSpace.pairwise
        let factors = SpecSpace.factors
        for i in factors.indices {
            for j in factors.indices where j > i {
                for a in factors[i].levels.indices {
                    for b in factors[j].levels.indices {
                        let pair =
                            "\(factors[i].name) \(factors[i].levels[a]) with \(factors[j].name) \(factors[j].levels[b])"
                        let met = rows.contains { $0[i] == a && $0[j] == b }
                        if SpecSpace.allowed(SpecSpace.Pair(i, a, j, b)) {
                            XCTAssertTrue(met, "no spec has \(pair)")
                        } else {
                            XCTAssertFalse(met, "a spec has \(pair), which cannot be generated")
                        }
                    }
                }
            }
        }
        XCTAssertFalse(SpecSpace.allowed(SpecSpace.Pair(0, 3, 1, 0)), "mvc with swiftui")
        // Greedy construction stays close to the lower bound (5 × 2, the two largest factors).
        XCTAssertLessThanOrEqual(rows.count, 12)
    }

    func testTheFullSetHasEveryCombinationOfTheStructuralOptions() {
        let rows = SpecSpace.fullRows()
        // Three patterns with either UI, MVC and Box MVVM with UIKit only.
        XCTAssertEqual(rows.count, (3 * 2 + 2) * 2 * 2 * 2)
        XCTAssertEqual(Set(rows.map { Array($0.prefix(5)) }).count, rows.count)
        for (index, factor) in SpecSpace.factors.enumerated() {
            XCTAssertEqual(Set(rows.map { $0[index] }).count, factor.levels.count, factor.name)
        }
    }

    func testEveryKeywordLabelAndEveryMethodShapeAppears() {
        let cases = SpecSpace.pairwiseCases
        XCTAssertEqual(cases.flatMap(\.keywords).sorted(), SpecSpace.keywords.sorted())
        for keyword in SpecSpace.keywords {
            let holders = cases.filter { $0.json.contains("(\(keyword) value") }
            XCTAssertEqual(holders.count, 1, "'\(keyword)' should be a parameter label in exactly one spec")
        }
        for spec in cases {
            for (shape, method) in SpecSpace.methodShapes {
                XCTAssertTrue(spec.json.contains("\"\(method)\""), "\(spec.module) lacks the \(shape) method")
            }
        }
    }

    func testEverySpecOfTheCoveringSetValidatesAndGenerates() throws {
        let full = ProcessInfo.processInfo.environment["ARCHGEN_SPEC_SPACE_FULL"] == "1"
        let cases = full ? SpecSpace.cases(SpecSpace.fullRows()) : SpecSpace.pairwiseCases
        // The pairwise set's output is generated once for this test, the golden files and the context reference.
        let results =
            full
            ? cases.map {
                SpecFixtures.generator.generate(SpecFixtures.input($0.json, fileName: "\($0.module).archgen.json"))
            } : SpecSpace.pairwiseGenerated
        let folder = ProcessInfo.processInfo.environment["ARCHGEN_SPEC_SPACE"].map { URL(fileURLWithPath: $0) }
        var targets: [String] = []
        var reserved = 0
        for (spec, result) in zip(cases, results) {
            XCTAssertEqual(result.diagnostics.map { $0.formatted(path: spec.module) }, [], spec.json)
            reserved += Self.checkDeclaredTypesAreReserved(spec, result)
            XCTAssertEqual(result.templateErrors.map(\.description), [])
            XCTAssertFalse(result.files.isEmpty)
            // A keyword never reaches the output as a bare name where it would be read as the keyword.
            for file in result.files {
                // Nothing generated crashes on purpose: no placeholder traps in scaffolds, spies or view controllers.
                for trap in ["fatalError(", "preconditionFailure(", "precondition(false"] {
                    XCTAssertFalse(file.contents.contains(trap), "\(spec.module)/\(file.path) contains \(trap)")
                }
                for keyword in spec.keywords where SwiftNames.escaped(keyword) != keyword {
                    XCTAssertNil(
                        file.contents.range(of: "(let \(keyword))"),
                        "\(spec.module)/\(file.path) binds '\(keyword)' bare")
                }
            }
            if let folder {
                try Data(spec.json.utf8).write(to: folder.appendingPathComponent("\(spec.module).archgen.json"))
                targets.append("\(spec.module) \(spec.target) \(spec.isolation)")
            }
        }
        if let folder {
            try Data((targets.joined(separator: "\n") + "\n").utf8).write(
                to: folder.appendingPathComponent("targets.txt"))
        }
        XCTAssertGreaterThan(reserved, 100, "types the modules declare, checked to be reserved")
        print("spec space: \(cases.count) specs\(full ? " (full set)" : " (pairwise)")")
    }
}
