import ArchgenTestSupport
import BuiltinTemplates
import Foundation
import LocatedJSON
import XCTest

@testable import ArchgenSpec

/// Documentation/Spec.md's tables of keys say what the decoder reads, in its order, with the JSON Schema's types,
/// required keys and defaults: a key added, dropped, retyped or given another default fails here until the table says
/// so too.
final class SpecReferenceTests: XCTestCase {
    private struct Row {
        var key: String
        var type: String
        var fallback: String
        var meaning: String
    }

    private func member(_ key: String, of object: JSONValue?) -> JSONValue? {
        guard case .object(let members)? = object?.kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    private func strings(_ value: JSONValue?) -> [String] {
        guard case .array(let items)? = value?.kind else { return [] }
        return items.compactMap {
            if case .string(let text) = $0.kind { return text }
            return nil
        }
    }

    /// The rows of the first table after `heading` in Spec.md.
    private func rows(after heading: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Row] {
        let text = try String(
            contentsOf: SpecFixtures.repository.appendingPathComponent("Documentation/Spec.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else {
            XCTFail("Spec.md has no heading '\(heading)'", file: file, line: line)
            return []
        }
        let table = lines[start...].drop { !$0.hasPrefix("| ") }.prefix { $0.hasPrefix("| ") }.dropFirst(2)
        return table.map { row in
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let key = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            return Row(key: key, type: cells[1], fallback: cells[2], meaning: cells[3])
        }
    }

    /// How Spec.md writes a value's type: `string`, `bool`, `number`, `` `a`, `b` `` for the values allowed, `[T]` for
    /// an array, `a or b` for alternatives.
    private func typeText(_ value: JSONValue?, definitions: JSONValue?) -> String {
        if case .string(let reference)? = member("$ref", of: value)?.kind {
            let name = String(reference.split(separator: "/").last ?? "")
            return typeText(member(name, of: definitions), definitions: definitions)
        }
        if case .array(let choices)? = member("oneOf", of: value)?.kind {
            let texts = choices.map { typeText($0, definitions: definitions) }
            return texts.count > 2
                ? texts.dropLast().joined(separator: ", ") + " or " + texts.last! : texts.joined(separator: " or ")
        }
        if case .number(let number)? = member("const", of: value)?.kind { return "`\(number)`" }
        if member("enum", of: value) != nil {
            return strings(member("enum", of: value)).map { "`\($0)`" }.joined(separator: ", ")
        }
        guard case .string(let type)? = member("type", of: value)?.kind else { return "object" }
        switch type {
        case "boolean": return "bool"
        case "array": return "[\(typeText(member("items", of: value), definitions: definitions))]"
        case "object" where member("type", of: member("additionalProperties", of: value)) != nil:
            return "object of strings"
        default: return type
        }
    }

    /// Checks one table against the decoder's keys and the schema object that describes them.
    private func check(
        _ heading: String, keys: [String], schemaObject: JSONValue?, definitions: JSONValue?,
        line: UInt = #line
    ) throws {
        let rows = try rows(after: heading, line: line)
        XCTAssertEqual(rows.map(\.key), keys, heading, line: line)
        let properties = member("properties", of: schemaObject)
        let required = Set(strings(member("required", of: schemaObject)))
        for row in rows {
            let property = member(row.key, of: properties)
            XCTAssertNotNil(property, "\(heading): '\(row.key)' is not in the schema", line: line)
            XCTAssertEqual(
                row.type, typeText(property, definitions: definitions), "\(heading): '\(row.key)'", line: line)
            XCTAssertEqual(
                row.fallback.hasPrefix("required"), required.contains(row.key), "\(heading): '\(row.key)'",
                line: line)
            if case .string(let fallback)? = member("default", of: property)?.kind {
                XCTAssertTrue(row.fallback.hasPrefix("`\(fallback)`"), "\(heading): '\(row.key)'", line: line)
            }
            XCTAssertFalse(row.meaning.isEmpty, "\(heading): '\(row.key)' says nothing", line: line)
        }
    }

    func testTheTablesOfKeysMatchTheDecoderAndTheSchema() throws {
        let schema = try JSONReader().read(try XCTUnwrap(BuiltinTemplates.files["archgen.schema.json"]))
        let definitions = member("$defs", of: schema)
        let properties = member("properties", of: schema)
        func item(_ key: String) -> JSONValue? {
            let items = member("items", of: member(key, of: properties))
            guard case .array(let choices)? = member("oneOf", of: items)?.kind else { return items }
            return choices.first { member("properties", of: $0) != nil }
        }
        try check("### The spec's keys", keys: SpecDecoder.topLevelKeys, schemaObject: schema, definitions: definitions)
        try check(
            "### A model's keys", keys: SpecDecoder.modelKeys, schemaObject: item("models"), definitions: definitions)
        try check(
            "### A dependency's keys", keys: SpecDecoder.dependencyKeys, schemaObject: item("dependencies"),
            definitions: definitions)
        try check(
            "### A state's keys", keys: SpecDecoder.stateKeys, schemaObject: item("states"), definitions: definitions)
        let ownKeys = SpecDecoder.eventKeys.filter { !SpecDecoder.blockKeys.contains($0) }
        // An event also says a block's keys (the schema's `allOf`), checked with the block's table.
        try check("### An event's keys", keys: ownKeys, schemaObject: item("events"), definitions: definitions)
        try check(
            "### A block's keys", keys: SpecDecoder.blockKeys, schemaObject: member("block", of: definitions),
            definitions: definitions)
    }

    func testTheLimitOnEventsIsTheValidators() throws {
        let events = try XCTUnwrap(try rows(after: "### The spec's keys").first { $0.key == "events" })
        XCTAssertTrue(events.meaning.contains("At most \(SpecValidator.eventLimit)."), events.meaning)
    }
}
