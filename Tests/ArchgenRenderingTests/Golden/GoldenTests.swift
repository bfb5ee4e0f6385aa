import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import Foundation
import XCTest

/// The generated output of every spec archgen is measured on (the real-screens corpus, the spec space's covering set,
/// the samples and the mutation spec), committed under `Tests/Golden` and compared byte for byte: a change to the
/// generated code fails here until it is accepted on purpose with `bash .ci/golden`, whose diff is reviewed like code.
final class GoldenTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repository.appendingPathComponent("Tests/Golden")
    /// Set by `.ci/golden`: the run writes the golden files instead of comparing (and fails, so it is never green).
    static let recording = ProcessInfo.processInfo.environment["ARCHGEN_GOLDEN_RECORD"] == "1"

    func testTheRealScreensCorpusGeneratesItsGoldenFiles() throws {
        try check("RealScreens", generated: try generate(specFiles(in: "Tests/RealScreens", depth: 2)))
    }

    func testTheSpecSpaceGeneratesItsGoldenFiles() throws {
        // Generated once for this and the other tests that read the covering set's output.
        let modules = SpecSpace.pairwiseCases.map(\.module)
        try check("SpecSpace", generated: Array(zip(modules, SpecSpace.pairwiseGenerated)))
    }

    func testTheSamplesAndTheMutationSpecGenerateTheirGoldenFiles() throws {
        var specs = try specFiles(in: "Samples", depth: 2)
        let orders = Self.repository.appendingPathComponent(".ci/mutants/Orders.archgen.json")
        specs.append(("Orders", try String(contentsOf: orders, encoding: .utf8)))
        try check("Samples", generated: generate(specs))
    }

    // MARK: - Comparing and recording

    /// Every `<Module>.archgen.json` in the folders `depth` levels below `path`, with its module name.
    private func specFiles(in path: String, depth: Int) throws -> [(String, String)] {
        let root = Self.repository.appendingPathComponent(path)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        return try folders.compactMap { name in
            let spec = root.appendingPathComponent("\(name)/\(name).archgen.json")
            guard FileManager.default.fileExists(atPath: spec.path) else {
                let inner = root.appendingPathComponent(name)
                let found = (try? FileManager.default.contentsOfDirectory(atPath: inner.path)) ?? []
                guard let file = found.sorted().first(where: { $0.hasSuffix(".archgen.json") }) else { return nil }
                return (
                    String(file.dropLast(".archgen.json".count)),
                    try String(contentsOf: inner.appendingPathComponent(file), encoding: .utf8)
                )
            }
            return (name, try String(contentsOf: spec, encoding: .utf8))
        }
    }

    /// What the built-in templates generate from each spec, with its module name (on every core: the specs are
    /// independent).
    private func generate(_ specs: [(module: String, json: String)]) -> [(String, GenerationResult)] {
        specs.parallelMap { module, json in
            (module, SpecFixtures.generator.generate(SpecFixtures.input(json, fileName: "\(module).archgen.json")))
        }
    }

    /// Compares every file generated for each module with `Tests/Golden/<group>/<Module>/<root>/<path>`.
    private func check(_ group: String, generated: [(String, GenerationResult)]) throws {
        XCTAssertFalse(generated.isEmpty, "no specs for \(group)")
        var expected: [String: String] = [:]
        for (module, result) in generated {
            XCTAssertEqual(result.diagnostics.map { $0.formatted(path: module) }, [], module)
            XCTAssertEqual(result.templateErrors.map(\.description), [], module)
            for file in result.files {
                expected["\(module)/\(file.root.rawValue)/\(file.path)"] = file.contents
            }
        }
        let base = Self.folder.appendingPathComponent(group)
        let onDisk = Set(try files(under: base))
        if Self.recording {
            for stale in onDisk.subtracting(expected.keys) {
                try FileManager.default.removeItem(at: base.appendingPathComponent(stale))
            }
            for (path, contents) in expected {
                let url = base.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if (try? String(contentsOf: url, encoding: .utf8)) != contents {
                    try Data(contents.utf8).write(to: url)
                }
            }
            XCTFail("recorded Tests/Golden/\(group); review 'git diff Tests/Golden' and run swift test again")
            return
        }
        let refresh = "refresh with 'bash .ci/golden' and review the diff"
        for path in onDisk.subtracting(expected.keys).sorted() {
            XCTFail("Tests/Golden/\(group)/\(path) is no longer generated; \(refresh)")
        }
        for (path, contents) in expected.sorted(by: { $0.key < $1.key }) {
            let golden = try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            guard let golden else {
                XCTFail("Tests/Golden/\(group)/\(path) is new; \(refresh)")
                continue
            }
            if golden != contents {
                XCTFail("Tests/Golden/\(group)/\(path) differs\(firstDifference(golden, contents)); \(refresh)")
            }
        }
    }

    /// The relative paths of every file under `folder` (none when it does not exist).
    private func files(under folder: URL) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { item in
            guard let path = item as? String else { return nil }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
            return isFolder.boolValue ? nil : path
        }
    }

    /// Where two texts first differ, as a line number and both lines.
    private func firstDifference(_ golden: String, _ generated: String) -> String {
        let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "(end of file)"
            let b = index < new.count ? String(new[index]) : "(end of file)"
            if a != b { return " at line \(index + 1):\n  golden:    \(a)\n  generated: \(b)\n" }
        }
        return ""
    }
}
