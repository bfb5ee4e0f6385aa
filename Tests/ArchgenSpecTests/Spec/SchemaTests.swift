import ArchgenTestSupport
import BuiltinTemplates
import LocatedJSON
import XCTest

@testable import ArchgenRendering
@testable import ArchgenSpec

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
        // An event says what a block says (`$defs/block`, which every outcome is too) and its own keys.
        let definitions = member("$defs", of: schema)
        let blockKeys = keys(of: member("properties", of: member("block", of: definitions)))
        XCTAssertEqual(blockKeys, SpecDecoder.blockKeys)
        XCTAssertEqual(itemProperties("events").union(blockKeys), Set(SpecDecoder.eventKeys))
        XCTAssertTrue(itemProperties("events").isDisjoint(with: blockKeys))
        // Routes and effects are declared as states are.
        let declaration = member("oneOf", of: member("declaration", of: definitions))
        guard case .array(let forms)? = declaration?.kind else { return XCTFail("no declaration in $defs") }
        XCTAssertEqual(Set(forms.flatMap { keys(of: member("properties", of: $0)) }), Set(SpecDecoder.stateKeys))
    }

    func testASpecMayNameItsSchema() {
        let text = SpecFixtures.users.replacingOccurrences(
            of: "\"archgen\": 1,", with: "\"$schema\": \"./archgen.schema.json\", \"archgen\": 1,")
        XCTAssertEqual(SpecFixtures.diagnostics(text), [])
    }
}

/// The project config's JSON Schema describes exactly the keys and values `ProjectConfig` reads.
final class ProjectConfigSchemaTests: XCTestCase {
    private func member(_ key: String, of object: JSONValue?) -> JSONValue? {
        guard case .object(let members)? = object?.kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    private func keys(of object: JSONValue?) -> [String] {
        guard case .object(let members)? = object?.kind else { return [] }
        return members.map(\.key)
    }

    func testSchemaKeysAndValuesMatchTheReader() throws {
        let schema = try JSONReader().read(try XCTUnwrap(BuiltinTemplates.files["archgen-config.schema.json"]))
        let properties = member("properties", of: schema)
        XCTAssertEqual(keys(of: properties), ProjectConfig.keys)
        let new = member("properties", of: member("new", of: properties))
        XCTAssertEqual(keys(of: new), ProjectConfig.newKeys)
        for (key, values) in ProjectConfig.allowedValues {
            guard case .array(let items)? = member("enum", of: member(key, of: new))?.kind else {
                return XCTFail("'\(key)' has no enum in the schema")
            }
            XCTAssertEqual(items.map(\.kind), values.map { .string($0) }, key)
        }
    }

    func testEveryKeyIsReadAndMistakesArePositioned() throws {
        let config = try ProjectConfig.parse(
            Array(
                """
                {
                  "$schema": "archgen-config.schema.json", "templates": "T", "specs": "S", "sources": "Src",
                  "tests": "Tst", "new": { "pattern": "vip", "ui": "uikit", "testing": "swift-testing",
                  "access": "public", "target": "App" }
                }
                """.utf8))
        XCTAssertEqual(
            [config.templates, config.specs, config.sources, config.tests].map { $0?.value }, ["T", "S", "Src", "Tst"])
        XCTAssertEqual(
            config.new.mapValues(\.value),
            ["pattern": "vip", "ui": "uikit", "testing": "swift-testing", "access": "public", "target": "App"])
        XCTAssertEqual(config.new["ui"]?.location, SourceLocation(line: 3, column: 52))
        let mistakes: [(String, String, SourceLocation)] = [
            ("[]", "expected an object, found an array", SourceLocation(line: 1, column: 1)),
            (
                "{ \"new\": 1 }", "'new' must be an object of defaults for 'archgen new', found a number",
                .init(line: 1, column: 10)
            ),
            (
                "{ \"new\": { \"target\": \"My-App\" } }",
                "'My-App' is not a Swift module name; use letters, digits and '_'", .init(line: 1, column: 22)
            ),
            (
                "{ \"new\": { \"access\": \"open\" } }", "'open' is not a value of 'access'; use internal or public",
                .init(line: 1, column: 22)
            ),
            (
                "{ \"sources\": \"\" }", "'sources' must be a non-empty string, found a string",
                .init(line: 1, column: 14)
            ),
            (
                "{ \"modules\": \"M\" }",
                "unknown key 'modules' in an archgen config (known: $schema, templates, specs, sources, tests, new)",
                .init(line: 1, column: 3)
            ),
        ]
        for (text, message, location) in mistakes {
            XCTAssertThrowsError(try ProjectConfig.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual(error as? ProjectConfig.ParseError, .init(location: location, message: message), text)
            }
        }
    }
}
