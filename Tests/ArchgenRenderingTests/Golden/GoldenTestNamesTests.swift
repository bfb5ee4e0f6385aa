import Foundation
import XCTest

/// The names of the generated tests in the golden files (`Tests/Golden/*/*/tests`) read as a sentence a reviewer
/// takes in at once: no word said twice in a row (`…SucceedsSucceeds`), at most `limit` characters after XCTest's
/// `test`, and each name once in its module's suite.
final class GoldenTestNamesTests: XCTestCase {
    /// The longest name, without `test`.
    static let limit = 60

    func testEveryGeneratedTestNameReadsOnceAndFits() throws {
        let root = GoldenTests.folder
        var checked = 0
        for group in try folders(in: root) {
            for module in try folders(in: root.appendingPathComponent(group)) {
                let tests = root.appendingPathComponent("\(group)/\(module)/tests")
                var seen: [String: String] = [:]
                for file in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted()
                where file.hasSuffix(".swift") {
                    let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
                    for name in Self.testNames(in: text) {
                        checked += 1
                        let place = "\(group)/\(module)/tests/\(file): '\(name)'"
                        XCTAssertLessThanOrEqual(name.count, Self.limit, "\(place) is longer than \(Self.limit)")
                        if let word = Self.repeatedWord(in: name) {
                            XCTFail("\(place) says '\(word)' twice in a row")
                        }
                        if let pair = Self.outcomesWithoutThen(in: name) {
                            XCTFail("\(place) says '\(pair)': two calls' outcomes read as one without a 'Then'")
                        }
                        if let other = seen.updateValue(file, forKey: name) {
                            XCTFail("\(place) is also a test in \(other)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 1000, "the golden files hold fewer tests than expected: is the walk broken?")
    }

    func testTheCheckSeesWhatItLooksFor() {
        XCTAssertEqual(Self.repeatedWord(in: "captchaSolvedSucceedsSucceeds"), "Succeeds")
        XCTAssertEqual(Self.repeatedWord(in: "loadLoadsItems"), nil)
        XCTAssertEqual(Self.repeatedWord(in: "loadSucceedsThenSucceeds"), "Succeeds")
        XCTAssertEqual(Self.outcomesWithoutThen(in: "deleteConfirmedSucceedsFails"), "SucceedsFails")
        XCTAssertEqual(Self.outcomesWithoutThen(in: "deleteConfirmedSucceedsThenFails"), nil)
        XCTAssertEqual(
            Self.testNames(
                in: "    @MainActor\n    func testLoadFails() async {\n    @Test\n    func loadEnds() async {"),
            ["LoadFails", "loadEnds"])
    }

    // MARK: - Reading names

    /// The names of the test functions in a file: XCTest's without `test`, Swift Testing's (after `@Test`) as they are.
    static func testNames(in text: String) -> [String] {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.indices.compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("func "), let open = line.firstIndex(of: "(") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 5)..<open])
            if index > 0, lines[index - 1] == "@Test" { return name }
            guard name.hasPrefix("test"), name.count > 4 else { return nil }
            return String(name.dropFirst(4))
        }
    }

    /// A word of a camel-case name said twice in a row (`Succeeds` in `loadSucceedsSucceeds`), or with only `Then`
    /// between, or nil.
    static func repeatedWord(in name: String) -> String? {
        let words = words(of: name).filter { $0 != "Then" }
        return zip(words, words.dropFirst()).first { $0.lowercased() == $1.lowercased() }?.1
    }

    /// Two outcomes in a row (`SucceedsFails`: the first call succeeds, the next fails), or nil.
    static func outcomesWithoutThen(in name: String) -> String? {
        let outcomes: Set = ["Succeeds", "Fails", "Ends"]
        let words = words(of: name)
        return zip(words, words.dropFirst()).first { outcomes.contains($0) && outcomes.contains($1) }.map { $0 + $1 }
    }

    private static func words(of name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words
    }

    private func folders(in url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            return isFolder.boolValue
        }
    }
}
