import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import BuiltinTemplates
import Foundation
import XCTest

/// A seeded random mutator over the sample specs and the spec space's covering set. Properties: no crash or hang;
/// every rejected input gets at least one diagnostic at a real position; every accepted input generates files.
/// `swift test` runs a short round (150 inputs); `.ci/run` sets `ARCHGEN_FUZZ_INPUTS=1500`, and
/// `ARCHGEN_FUZZ_INPUTS=1000000` runs a long round; `ARCHGEN_FUZZ_SEED` picks another sequence;
/// `ARCHGEN_FUZZ_ACCEPTED=DIR` writes every accepted spec there for `.ci/fuzz-compile`.
final class SpecFuzzTests: XCTestCase {
    private static let fragments: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "-1e999", "0.5", "\"loading\"", "\"calls\"",
        "\"onSuccess\"", "\"to\"", "\"states\"", "(", ")", "->", "async", "throws", "*/", "\"\"\"", "\n", "\r\n", "\t",
        "a; import Foundation", "Int) -> Void { }; func x(", "../../etc", "self", "init", "Type", "😀", "е", "\u{0}",
        "\u{FEFF}", "[[[[[[[[", "]]]]]]]]", "{\"name\": \"x\"}", "\"onFailure\": \"failed\"", "\"while\": \"loaded\"",
    ].map { Array($0.utf8) }

    func testMutatedSpecsNeverCrashAndAreAlwaysReportedOrGenerated() throws {
        let environment = ProcessInfo.processInfo.environment
        let inputs = environment["ARCHGEN_FUZZ_INPUTS"].flatMap(Int.init) ?? 150
        let acceptedFolder = environment["ARCHGEN_FUZZ_ACCEPTED"].map { URL(fileURLWithPath: $0) }
        var random = SeededGenerator(
            state: environment["ARCHGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 99)
        let generator = Generator(templates: TemplateSet(files: BuiltinTemplates.files))
        // The samples, and the covering set of the spec space: every key, method shape and keyword label is there
        // for the mutations to break or recombine.
        let seeds =
            try ["Users", "Drivers", "Tweets"].map { name in
                Array(
                    try Data(
                        contentsOf: SpecFixtures.samples.appendingPathComponent("\(name)/\(name).archgen.json"))
                )
            } + SpecSpace.pairwiseCases.map { Array($0.json.utf8) }
        var accepted = 0
        var rejected = 0
        for index in 0..<inputs {
            var bytes = seeds[index % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) { mutate(&bytes, &random) }
            let result = generator.generate(SpecInput(fileName: "Fuzz.archgen.json", bytes: bytes))
            if result.succeeded {
                accepted += 1
                XCTAssertFalse(result.files.isEmpty, "input \(index) was accepted but generated nothing")
                if let acceptedFolder {
                    try Data(bytes).write(to: acceptedFolder.appendingPathComponent("Fuzz\(index).archgen.json"))
                }
            } else {
                rejected += 1
                let diagnostics = result.diagnostics
                XCTAssertFalse(
                    diagnostics.isEmpty && result.templateErrors.isEmpty, "input \(index) was rejected silently")
                for diagnostic in diagnostics {
                    XCTAssertGreaterThanOrEqual(diagnostic.location.line, 1, "input \(index)")
                    XCTAssertGreaterThanOrEqual(diagnostic.location.column, 1, "input \(index)")
                }
            }
        }
        XCTAssertEqual(accepted + rejected, inputs)
        XCTAssertGreaterThan(accepted, 0, "the mutator should keep some specs valid")
        XCTAssertGreaterThan(rejected, 0)
        print("fuzz: \(inputs) inputs, \(accepted) accepted, \(rejected) rejected")
    }

    private func mutate(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
        guard !bytes.isEmpty else {
            bytes = Self.fragments.randomElement(using: &random)!
            return
        }
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.remove(at: position)
        case 2: bytes.insert(contentsOf: Self.fragments.randomElement(using: &random)!, at: position)
        case 3:
            let end = min(bytes.count, position + Int.random(in: 1...40, using: &random))
            bytes.removeSubrange(position..<end)
        case 4:
            let end = min(bytes.count, position + Int.random(in: 1...200, using: &random))
            bytes.insert(contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &random))
        default:
            // Replace a quoted word with another one from the same spec, to reach the validator's deeper rules.
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            guard quotes.count > 4 else { return }
            let a = Int.random(in: 0..<(quotes.count - 1), using: &random)
            let b = Int.random(in: 0..<(quotes.count - 1), using: &random)
            let target = quotes[a]..<(quotes[a + 1] + 1)
            let source = Array(bytes[quotes[b]...quotes[b + 1]])
            bytes.replaceSubrange(target, with: source)
        }
    }
}
