import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import BuiltinTemplates
import XCTest

final class TemplateSetTests: XCTestCase {
    /// The built-in set's fingerprint is computed when archgen is built; it must be the one a run would compute.
    func testTheBuiltInFingerprintIsTheOneComputedFromTheFiles() {
        XCTAssertEqual(BuiltinTemplates.fingerprint, TemplateSet.fingerprint(of: BuiltinTemplates.files))
        XCTAssertEqual(
            TemplateSet(files: BuiltinTemplates.files, fingerprint: BuiltinTemplates.fingerprint).identity,
            TemplateSet(files: BuiltinTemplates.files).identity)
    }

    /// The built-in set's generated type names are read when archgen is built; they must be the ones a scan of the
    /// templates finds now (a stale table would let a clashing name through).
    func testTheBuiltInTypeNamesAreTheOnesAScanOfTheTemplatesFinds() {
        let scanned = GeneratedTypeNames(templates: TemplateSet(files: BuiltinTemplates.files)).table
        XCTAssertEqual(BuiltinTemplates.generatedTypeNames, scanned)
        XCTAssertEqual(GeneratedTypeNames(table: scanned).table, scanned)
        XCTAssertTrue(scanned["vip"]?.contains("<Module>Interactor") == true, "\(scanned)")
        XCTAssertTrue(scanned["mvvm"]?.contains("Live<Dependency>") == true, "\(scanned)")
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
