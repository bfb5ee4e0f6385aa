import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import BuiltinTemplates
import Foundation
import XCTest

final class TemplateSetTests: XCTestCase {
    /// The built-in set's fingerprint is computed when archgen is built; it must be the one a run would compute.
    func testTheBuiltInFingerprintIsTheOneComputedFromTheFiles() {
        XCTAssertEqual(BuiltinTemplates.fingerprint, TemplateSet.fingerprint(of: BuiltinTemplates.files))
        XCTAssertEqual(
            TemplateSet(
                loading: { BuiltinTemplates.files }, fingerprint: BuiltinTemplates.fingerprint,
                typeNames: { BuiltinTemplates.generatedTypeNames }
            ).identity,
            TemplateSet(files: BuiltinTemplates.files).identity)
    }

    /// The built-in set's generated type names are a committed table (`Sources/BuiltinTemplates/BuiltinTypeNames.swift`,
    /// so the build tool that embeds the templates needs none of archgen's code); it must be the one a scan of the
    /// templates finds now (a stale table would let a clashing name through). `bash .ci/golden` rewrites it.
    func testTheBuiltInTypeNamesAreTheOnesAScanOfTheTemplatesFinds() throws {
        let scanned = GeneratedTypeNames(templates: TemplateSet(files: BuiltinTemplates.files)).table
        let file = GoldenTests.repository.appendingPathComponent("Sources/BuiltinTemplates/BuiltinTypeNames.swift")
        if GoldenTests.recording {
            try Data(Self.typeNamesSource(scanned).utf8).write(to: file)
            XCTFail("recorded \(file.lastPathComponent); review its diff and run swift test again")
            return
        }
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8), Self.typeNamesSource(scanned),
            "\(file.lastPathComponent) is stale; refresh it with 'bash .ci/golden' and review the diff")
        XCTAssertEqual(BuiltinTemplates.generatedTypeNames, scanned)
        XCTAssertEqual(GeneratedTypeNames(table: scanned).table, scanned)
        XCTAssertTrue(scanned["vip"]?.contains("<Module>Interactor") == true, "\(scanned)")
        XCTAssertTrue(scanned["mvvm"]?.contains("Live<Dependency>") == true, "\(scanned)")
    }

    /// The text of `BuiltinTypeNames.swift` for `table`: each pattern's names, one a line, patterns and names sorted.
    static func typeNamesSource(_ table: [String: [String]]) -> String {
        var source = """
            // Generated from Templates/ by `bash .ci/golden` (TemplateSetTests). Do not edit: TemplateSetTests fails
            // when it is not what a scan of the templates finds.

            extension BuiltinTemplates {
                /// The type names each pattern makes from a spec's names: `GeneratedTypeNames(templates:).table` of the
                /// built-in templates, read once here instead of on every run.
                public static let generatedTypeNames: [String: [String]] = [

            """
        for (pattern, names) in table.sorted(by: { $0.key < $1.key }) {
            source += "        \"\(pattern)\": [\n"
            source += names.map { "            \"\($0)\",\n" }.joined()
            source += "        ],\n"
        }
        return source + "    ]\n}\n"
    }

    /// A comment line of a built-in template that holds no tag fits the generated code's 120 columns as written: the
    /// wrapper would break one over it into a line of a word (`/// for`) and a line it does not join again.
    func testTemplateCommentLinesFitTheLineLength() {
        for (path, text) in BuiltinTemplates.files.sorted(by: { $0.key < $1.key }) {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !line.contains("{{") {
                XCTAssertLessThanOrEqual(line.count, 120, "\(path):\(number + 1)")
            }
        }
    }

    /// Every path and text counts, and where one ends: moving a byte from a path to its text is another set.
    func testTheFingerprintChangesWithAnyPathOrText() {
        let base = TemplateSet.fingerprint(of: ["a/b": "text", "c": "d"])
        XCTAssertEqual(base, TemplateSet.fingerprint(of: ["c": "d", "a/b": "text"]))
        for other in [["a/b": "text!", "c": "d"], ["a/bt": "ext", "c": "d"], ["a/b": "text", "c": "d", "e": ""]] {
            XCTAssertNotEqual(base, TemplateSet.fingerprint(of: other), "\(other)")
        }
        XCTAssertEqual(TemplateSet(files: ["c": "d"]).overriding(with: ["c": "e"]).identity.prefix(7), "custom ")
    }
}
