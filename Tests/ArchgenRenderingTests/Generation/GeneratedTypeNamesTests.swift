import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import Foundation
import XCTest

/// A model or dependency named like a type some pattern generates is refused in every pattern, naming the patterns
/// that would clash; the names are read from the templates, and every type a rendered module declares is among them.
final class GeneratedTypeNamesTests: XCTestCase {
    /// The spec of DESIGN §2 (pattern `mvvm`) with its dependency renamed.
    private func diagnostics(dependency: String, pattern: String = "mvvm") -> [String] {
        SpecFixtures.diagnostics(
            SpecFixtures.users.replacingOccurrences(of: "UsersService", with: dependency).replacingOccurrences(
                of: "\"pattern\": \"mvvm\"", with: "\"pattern\": \"\(pattern)\""))
    }

    func testADependencyNamedLikeATypeAPatternGeneratesIsRefusedInEveryPattern() {
        let makers: [(suffix: String, patterns: String)] = [
            ("Store", "pattern 'vip'"), ("Presenter", "patterns 'mvp' and 'vip'"), ("Interactor", "pattern 'vip'"),
            ("Scene", "pattern 'vip'"), ("DisplayLogic", "pattern 'vip'"), ("PresentationLogic", "pattern 'vip'"),
            ("BusinessLogic", "pattern 'vip'"), ("Screen", "patterns 'mvp' and 'vip'"),
            ("ViewModel", "pattern 'mvvm'"), ("View", "patterns 'mvp' and 'mvvm'"), ("ViewAdapter", "pattern 'mvp'"),
            ("ViewController", "every pattern"), ("Model", "pattern 'mvc'"), ("DataSource", "pattern 'mvc'"),
            ("Mocks", ""),
        ]
        for (suffix, patterns) in makers {
            let name = "Users" + suffix
            let expected =
                patterns.isEmpty
                ? []
                : [
                    "Users.archgen.json:9:15: error: dependency '\(name)' has the name of the type \(patterns) generates "
                        + "for module 'Users' (every spec renders in every pattern); rename it"
                ]
            // The same error whichever pattern the spec is written for: the spec must render in all of them.
            for pattern in ["mvvm", "mvp", "vip"] {
                XCTAssertEqual(diagnostics(dependency: name, pattern: pattern), expected, "\(name) in \(pattern)")
            }
        }
    }

    func testAModelNamedLikeATypeMadeForAnotherNameIsRefused() {
        let spec = SpecFixtures.users.replacingOccurrences(
            of: #"{ "name": "User", "properties": ["id: UUID", "name: String", "phone: String"] }"#,
            with:
                #"{ "name": "User", "properties": ["id: UUID"] }, { "name": "UserCell", "properties": ["id: UUID"] }, "#
                + #"{ "name": "LiveUsersService", "properties": ["id: UUID"] }"#)
        XCTAssertEqual(
            SpecFixtures.diagnostics(spec),
            [
                "Users.archgen.json:6:63: error: model 'UserCell' has the name of the type pattern 'mvc' generates for "
                    + "model 'User' (every spec renders in every pattern); rename it",
                "Users.archgen.json:6:115: error: model 'LiveUsersService' has the name of the type every pattern "
                    + "generates for dependency 'UsersService' (every spec renders in every pattern); rename it",
            ])
    }
}

extension SpecSpaceTests {
    private static let declaration = try! NSRegularExpression(
        pattern: #"^(?:@\w+ )*(?:(?:public|internal|private|fileprivate|final|nonisolated|open) )*"#
            + #"(?:struct|class|enum|protocol|actor|typealias) (\w+)"#, options: .anchorsMatchLines)

    /// Every type a module of the spec space declares at file scope (every pattern, UI and option) is the spec's own
    /// or refused as a model's name: the names `GeneratedTypeNames` reads from the templates miss none. Returns how
    /// many it checked.
    static func checkDeclaredTypesAreReserved(_ spec: SpecSpace.Case, _ result: GenerationResult) -> Int {
        guard let module = result.module else { return 0 }
        let own = Set(module.models.map(\.name) + module.dependencies.map(\.name))
        var declared: Set<String> = []
        for file in result.files {
            let text = file.contents
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        // Each as a model of the same spec: every one is refused.
        let names = declared.subtracting(own).sorted()
        let models = names.map { "{ \"name\": \"\($0)\", \"properties\": [\"id: UUID\"] },\n" }.joined()
        let clashing = spec.json.replacingOccurrences(of: "\"models\": [\n", with: "\"models\": [\n" + models)
        let messages = SpecFixtures.generator.validate(SpecFixtures.input(clashing)).diagnostics.map(\.message)
        for name in names {
            XCTAssertTrue(
                messages.contains { $0.hasPrefix("model '\(name)' has the name of the type") },
                "\(spec.module) (\(module.pattern), \(module.ui)) declares '\(name)', which a model may be named")
        }
        return names.count
    }
}
