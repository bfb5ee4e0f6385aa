import ArchgenTestSupport
import Foundation
import Mustache
import XCTest

@testable import ArchgenBehaviour
@testable import ArchgenRendering
@testable import ArchgenSpec

/// The context reference documents exactly the keys templates get: a key added to the context without a line in
/// `ContextReference` fails here, and so does a documented key that no context has. Documentation/Templates.md shows
/// the reference as `archgen context --reference` prints it.
final class ContextReferenceTests: XCTestCase {
    /// Whether the covering set joins the samples: in CI's rounds (`ARCHGEN_SLOW_SUITES=1`, which `.ci/run` sets),
    /// as reading every context of it takes half a minute in a debug build. The samples alone show whether the keys
    /// they reach are documented; only the covering set reaches every key, so "every documented key is used" waits
    /// for it.
    private static let full = SlowSuites.enabled

    /// The built contexts of the samples and, in CI's rounds, of the spec space's covering set (every option and
    /// shape), with each spec's diagnostics: built once for this class's tests (the covering set's models come from
    /// its output, generated once per test process), as building them takes seconds in a debug build.
    private static let built: [(name: String, diagnostics: [Diagnostic], context: Context.Module?)] = {
        var specs: [(name: String, diagnostics: [Diagnostic], module: ModuleModel?)] = []
        if full {
            specs = zip(SpecSpace.pairwiseCases, SpecSpace.pairwiseGenerated).map { spec, result in
                (name: "\(spec.module).archgen.json", diagnostics: result.diagnostics, module: result.module)
            }
        }
        let samples = SpecFixtures.samples
        for name in (try? FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()) ?? [] {
            let url = samples.appendingPathComponent("\(name)/\(name).archgen.json")
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let (module, diagnostics) = SpecFixtures.generator.validate(
                SpecInput(fileName: url.lastPathComponent, bytes: Array(text.utf8)))
            specs.append((url.lastPathComponent, diagnostics, module))
        }
        return specs.parallelMap {
            ($0.name, $0.diagnostics, $0.module.map { ModuleContextBuilder(module: $0).build() })
        }
    }()

    /// Every spec's built context, each spec checked to validate.
    private func contexts() throws -> [(name: String, context: Context.Module)] {
        XCTAssertGreaterThan(
            Self.built.count, Self.full ? SpecSpace.pairwiseCases.count : 0, "the samples were not found")
        return try Self.built.map { spec in
            XCTAssertEqual(spec.diagnostics, [], spec.name)
            return (spec.name, try XCTUnwrap(spec.context, spec.name))
        }
    }

    /// The key paths of every context, with the kinds of value found there.
    private func observedPaths() throws -> [String: Set<String>] {
        var paths: [String: Set<String>] = [:]
        for (_, context) in try contexts() {
            for (path, types) in ContextReference.paths(in: context.mustacheValue) {
                paths[ContextReference.canonical(path), default: []].formUnion(types)
            }
        }
        return paths
    }

    func testEveryContextKeyIsDocumentedAsTheKindOfValueItHolds() throws {
        let observed = try observedPaths()
        let documented = ContextReference.documentedPaths
        // A list's items (`events[]`) are documented by the list's line.
        let keys = Set(observed.keys.filter { !$0.hasSuffix("[]") })
        XCTAssertEqual(keys.subtracting(documented.keys).sorted(), [], "context keys without documentation")
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

    func testEveryDocumentedKeyIsUsed() throws {
        try XCTSkipUnless(Self.full, "the covering set reaches every key: ARCHGEN_SLOW_SUITES=1 (.ci/run sets it)")
        let observed = try observedPaths()
        let documented = ContextReference.documentedPaths
        let keys = Set(observed.keys.filter { !$0.hasSuffix("[]") })
        // A key under a list that is always empty, or an object that is always null, in these specs (a failure test
        // never starts in another state) is used when its parent is.
        // The parent may be further up: every key under `testGroup`, null at the top level, is used.
        func used(_ path: String) -> Bool {
            if keys.contains(path) { return true }
            var parent = path
            while let dot = parent.lastIndex(of: ".") {
                parent = String(parent[..<dot])
                if parent.hasSuffix("[]") { parent.removeLast(2) }
                guard let types = observed[parent] else { continue }
                return types.isSubset(of: ["list", "null"])
                    && !keys.contains { $0.hasPrefix(parent + ".") || $0.hasPrefix(parent + "[].") }
            }
            return false
        }
        XCTAssertEqual(documented.keys.filter { !used($0) }.sorted(), [], "documented keys no context has")
    }

    func testPathsFollowShapesThroughListsAndObjects() {
        let documented = ContextReference.documentedPaths
        XCTAssertEqual(documented["events[].work.isLatest"], "bool")
        XCTAssertEqual(documented["testGroups[].testGroup.programTests[].sentAgain.isDrop"], "bool")
        XCTAssertNil(documented["events[].work.title"])
        let paths = ContextReference.paths(in: ["events": [["name": "a", "custom": .null]]])
        XCTAssertEqual(paths["events"], ["list"])
        XCTAssertEqual(paths["events[].name"], ["string"])
        XCTAssertEqual(paths["events[].custom"], ["null"])
    }

    func testTheReadmeShowsTheReference() throws {
        let readme = try String(
            contentsOf: SpecFixtures.repository.appendingPathComponent("Documentation/Templates.md"),
            encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- context reference: archgen context --reference -->\n"))
        let end = try XCTUnwrap(readme.range(of: "<!-- end of context reference -->"))
        XCTAssertEqual(
            String(readme[start.upperBound..<end.lowerBound]), ContextReference.markdown,
            "Templates.md's context reference is stale: paste 'swift run archgen context --reference' in it"
        )
    }

    // MARK: - The context's types

    func testEveryPropertyOfTheContextTypesHasAFieldThatReadsIt() throws {
        // (Reflection over every context takes seconds in a debug build: the contexts are checked on every core.)
        let problems = try contexts().parallelMap {
            (name: $0.name, problems: ContextReference.undocumented(in: $0.context))
        }
        for (name, problems) in problems {
            XCTAssertEqual(problems, [], name)
        }
    }

    /// A property added without its field, a field left after its property went, or a field reading another property.
    func testAnUndocumentedPropertyIsFound() {
        struct Documented: ContextShape {
            var name: String
            var items: [Context.Value]
            static let fields: [ContextField<Self>] = [
                .init("name", \.name, "A name."), .init("items", \.items, "Items."),
            ]
        }
        struct Undocumented: ContextShape {
            var name: String
            var added: Bool
            static let fields: [ContextField<Self>] = [.init("name", \.name, "A name.")]
        }
        struct ReadsAnother: ContextShape {
            var name: String
            var title: String
            static let fields: [ContextField<Self>] = [
                .init("name", \.name, "A name."), .init("title", \.name, "Oops."),
            ]
        }
        XCTAssertEqual(Documented.documentation.map(\.type), ["string", "[Value]"])
        XCTAssertEqual(
            ContextReference.undocumented(in: Documented(name: "a", items: [.init(name: "b", type: "C")])), [])
        let problems = ContextReference.undocumented(in: [
            Undocumented(name: "a", added: true) as any ContextShape, ReadsAnother(name: "a", title: "b"),
        ])
        XCTAssertEqual(
            problems,
            [
                "ReadsAnother: the field 'title' does not read the property of that name",
                "Undocumented: the properties are [\"name\", \"added\"] but the fields are [\"name\"]",
            ])
    }

    // MARK: - Templates against the types

    func testEveryBuiltInTemplateReadsOnlyDeclaredKeys() {
        let templates = SpecFixtures.generator.templates
        XCTAssertEqual(templates.patterns, ["mvc", "mvp", "mvvm", "vip"])
        for pattern in templates.patterns {
            XCTAssertEqual(TemplateCheck.problems(in: templates, pattern: pattern), [], pattern)
        }
    }

    func testATemplateReadingAnUndeclaredKeyInAnyBranchIsFound() {
        let base = SpecFixtures.generator.templates
        func problems(_ source: String, partial: String? = nil) -> [String] {
            var files = ["mvvm/ViewModel.swift.mustache": source]
            if let partial { files["mvvm/piece.mustache"] = partial }
            return TemplateCheck.problems(in: base.overriding(with: files), pattern: "mvvm")
        }
        // Keys of the shapes in reach, through sections, dotted names and inverted sections.
        XCTAssertEqual(
            problems("{{module}}{{#events}}{{name}}{{module}}{{#work}}{{isLatest}}{{/work}}{{/events}}"), [])
        XCTAssertEqual(
            problems("{{#isSwiftUI}}{{#events}}{{#work}}{{nope}}{{/work}}{{/events}}{{/isSwiftUI}}"),
            [
                "mvvm/ViewModel.swift.mustache:1: 'nope' is not a key of Work, Event, Module (the shapes in reach there)"
            ]
        )
        // `work` is an event's key, not the module's.
        XCTAssertEqual(problems("{{^events}}{{work}}{{/events}}").count, 1)
        XCTAssertEqual(
            problems("{{#events}}{{work.title}}{{/events}}"),
            ["mvvm/ViewModel.swift.mustache:1: 'work.title': 'title' is not a key of Work?"])
        // Partials and blocks are checked where they are included, with the shapes in reach there.
        XCTAssertEqual(problems("{{#states}}{{>piece}}{{/states}}", partial: "{{declaration}}"), [])
        XCTAssertEqual(problems("{{>piece}}", partial: "{{declaration}}").count, 1)
        XCTAssertEqual(
            problems(
                "{{<piece}}{{$body}}{{#events}}{{pattern}}{{/events}}{{/body}}{{/piece}}", partial: "{{$body}}{{/body}}"
            ),
            [])
        XCTAssertEqual(
            problems(
                "{{<piece}}{{$body}}{{pattern}}{{/body}}{{/piece}}", partial: "{{#states}}{{$body}}{{/body}}{{/states}}"
            )
            .count, 1)
    }
}
