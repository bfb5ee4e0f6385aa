import ArchgenCore
import XCTest

final class ModuleRecordTests: XCTestCase {
    func testRecordsRoundTripExactly() throws {
        let record = ModuleRecord(entries: [
            .init(root: .sources, path: "UsersView.swift", contents: nil),
            .init(root: .sources, path: "Users Models.swift", contents: "a\n|b\n\n"),
            .init(root: .tests, path: "UsersMocks.swift", contents: "no final break"),
            .init(root: .tests, path: "Empty.swift", contents: ""),
            .init(root: .tests, path: "Windows.swift", contents: "crlf\r\nlines\r\n"),
            .init(root: .tests, path: "Carriage.swift", contents: "ends in a carriage return\r"),
        ])
        let text = record.serialized(specFileName: "Users.archgen.json")
        XCTAssertEqual(ModuleRecord.parse(text), record)
        XCTAssertEqual(record.base(root: .tests, path: "UsersMocks.swift"), "no final break")
        XCTAssertNil(record.base(root: .sources, path: "UsersView.swift"))
        XCTAssertTrue(text.hasPrefix("# What archgen last wrote for Users.archgen.json"), text)
        XCTAssertTrue(text.contains("generated sources Users Models.swift\n|a\n||b\n|\n"), text)
    }

    func testTextArchgenDidNotWriteIsNotARecord() {
        XCTAssertNil(ModuleRecord.parse(""))
        XCTAssertNil(ModuleRecord.parse("# header\narchgen-record 2\n"))
        XCTAssertNil(ModuleRecord.parse("# header\narchgen-record 1\nsomething else\n"))
    }
}
