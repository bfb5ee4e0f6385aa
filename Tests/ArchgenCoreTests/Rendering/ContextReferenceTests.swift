import ArchgenCore
import Foundation
import Mustache
import XCTest

/// The context reference documents exactly the keys templates get: a key added to the context without a line in
/// `ContextReference` fails here, and so does a documented key that no context has. The README shows the reference
/// as `archgen context --reference` prints it.
final class ContextReferenceTests: XCTestCase {
    /// The key paths of every context: the spec space's covering set (every option and shape) and the samples.
    private func observedPaths() throws -> [String: Set<String>] {
        var specs = SpecSpace.cases(SpecSpace.pairwise).map { (name: "\($0.module).archgen.json", text: $0.json) }
        let samples = SampleTests.samplesFolder
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
            let url = samples.appendingPathComponent("\(name)/\(name).archgen.json")
            if let text = try? String(contentsOf: url, encoding: .utf8) { specs.append((url.lastPathComponent, text)) }
        }
        var paths: [String: Set<String>] = [:]
        for spec in specs {
            let (module, diagnostics) = SpecFixtures.generator.validate(
                SpecInput(fileName: spec.name, bytes: Array(spec.text.utf8)))
            XCTAssertEqual(diagnostics, [], spec.name)
            let context = Generator.context(for: try XCTUnwrap(module))
            paths.merge(ContextReference.paths(in: context)) { $0.union($1) }
        }
        return paths
    }

    func testEveryContextKeyIsDocumentedAndEveryDocumentedKeyIsUsed() throws {
        let observed = try observedPaths()
        let documented = ContextReference.documentedPaths
        // A list's items (`events[]`) are documented by the list's line.
        let keys = Set(observed.keys.filter { !$0.hasSuffix("[]") })
        XCTAssertEqual(keys.subtracting(documented.keys).sorted(), [], "context keys without documentation")
        // A key under a list that is always empty, or an object that is always null, in these specs (a failure test
        // never starts in another state) is used when its parent is.
        func used(_ path: String) -> Bool {
            if keys.contains(path) { return true }
            guard let dot = path.lastIndex(of: ".") else { return false }
            var parent = String(path[..<dot])
            if parent.hasSuffix("[]") { parent.removeLast(2) }
            let emptyOrNull = observed[parent].map { $0.isSubset(of: ["list", "null"]) } ?? false
            return emptyOrNull && !keys.contains { $0.hasPrefix(parent + ".") || $0.hasPrefix(parent + "[].") }
        }
        XCTAssertEqual(documented.keys.filter { !used($0) }.sorted(), [], "documented keys no context has")
        for (path, types) in observed where !path.hasSuffix("[]") {
            guard let type = documented[path] else { continue }
            let expected: Set<String> =
                switch type.hasSuffix("?") ? String(type.dropLast()) : type {
                case "string": ["string"]
                case "bool": ["bool"]
                case let list where list.hasPrefix("["): ["list"]
                default: ["object"]
                }
            let allowed = type.hasSuffix("?") ? expected.union(["null"]) : expected
            XCTAssertTrue(types.isSubset(of: allowed), "\(path) is documented as \(type) but holds \(types.sorted())")
        }
    }

    func testPathsFollowShapesThroughListsAndObjects() {
        let documented = ContextReference.documentedPaths
        XCTAssertEqual(documented["events[].calls.whileState.name"], "string")
        XCTAssertEqual(documented["tests[].successTest.sequence[].isLast"], "bool")
        XCTAssertNil(documented["events[].calls.whileState.title"])
        let paths = ContextReference.paths(in: ["events": [["name": "a", "calls": .null]]])
        XCTAssertEqual(paths["events"], ["list"])
        XCTAssertEqual(paths["events[].name"], ["string"])
        XCTAssertEqual(paths["events[].calls"], ["null"])
    }

    func testTheReadmeShowsTheReference() throws {
        let readme = try String(
            contentsOf: SampleTests.samplesFolder.deletingLastPathComponent().appendingPathComponent("README.md"),
            encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- context reference: archgen context --reference -->\n"))
        let end = try XCTUnwrap(readme.range(of: "<!-- end of context reference -->"))
        XCTAssertEqual(
            String(readme[start.upperBound..<end.lowerBound]), ContextReference.markdown,
            "the README's context reference is stale: paste 'swift run archgen context --reference' between its markers"
        )
    }
}
