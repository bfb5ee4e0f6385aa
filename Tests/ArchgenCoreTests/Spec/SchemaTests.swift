import BuiltinTemplates
import LocatedJSON
import XCTest

@testable import ArchgenCore

/// The JSON Schema that ships for editors must describe exactly the keys the decoder reads.
final class SchemaTests: XCTestCase {
    private func keys(of object: JSONValue?) -> [String] {
        guard case .object(let members)? = object?.kind else { return [] }
        return members.map(\.key)
    }

    private func member(_ key: String, of object: JSONValue?) -> JSONValue? {
        guard case .object(let members)? = object?.kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    func testSchemaKeysMatchTheDecoder() throws {
        let schema = try JSONReader().read(try XCTUnwrap(BuiltinTemplates.files["archgen.schema.json"]))
        let properties = member("properties", of: schema)
        XCTAssertEqual(Set(keys(of: properties)), Set(SpecDecoder.topLevelKeys))
        func itemProperties(_ key: String) -> Set<String> {
            let items = member("items", of: member(key, of: properties))
            if case .object = items?.kind, let direct = member("properties", of: items) { return Set(keys(of: direct)) }
            guard case .array(let choices)? = member("oneOf", of: items)?.kind else { return [] }
            return Set(choices.flatMap { keys(of: member("properties", of: $0)) })
        }
        XCTAssertEqual(itemProperties("models"), Set(SpecDecoder.modelKeys))
        XCTAssertEqual(itemProperties("dependencies"), Set(SpecDecoder.dependencyKeys))
        XCTAssertEqual(itemProperties("states"), Set(SpecDecoder.stateKeys))
        XCTAssertEqual(itemProperties("events"), Set(SpecDecoder.eventKeys))
    }

    func testASpecMayNameItsSchema() {
        let text = SpecFixtures.users.replacingOccurrences(
            of: "\"archgen\": 1,", with: "\"$schema\": \"./archgen.schema.json\", \"archgen\": 1,")
        XCTAssertEqual(SpecFixtures.diagnostics(text), [])
    }
}
