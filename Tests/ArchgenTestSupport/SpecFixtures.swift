import ArchgenRendering
import ArchgenSpec
import BuiltinTemplates
import Foundation

/// Specs used across the core tests, and the built-in templates.
public enum SpecFixtures {
    /// The repository's root folder.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The samples' folder.
    public static let samples = repository.appendingPathComponent("Samples")
    public static let templates = TemplateSet(files: BuiltinTemplates.files)
    public static let generator = Generator(templates: templates)

    /// The spec of DESIGN §2, one key per line so that positions are easy to read.
    public static let users = """
        {
          "archgen": 1,
          "module": "Users",
          "pattern": "mvvm",
          "models": [
            { "name": "User", "properties": ["id: UUID", "name: String", "phone: String"] }
          ],
          "dependencies": [
            { "name": "UsersService", "methods": ["fetchUsers() async throws -> [User]", "call(_ user: User) async"] }
          ],
          "states": ["loading", "loaded(users: [User])", "failed(message: String)"],
          "initialState": "loading",
          "events": [
            { "name": "viewAppeared", "calls": "UsersService.fetchUsers", "while": "loading", "onSuccess": "loaded", "onFailure": "failed" },
            { "name": "userTapped(user: User)", "calls": "UsersService.call" },
            { "name": "retryTapped", "to": "loading" },
            { "name": "searchChanged(query: String)" }
          ]
        }
        """

    public static func input(_ text: String, fileName: String = "Users.archgen.json") -> SpecInput {
        SpecInput(fileName: fileName, bytes: Array(text.utf8))
    }

    /// The diagnostics for `text`, formatted as archgen prints them.
    public static func diagnostics(_ text: String) -> [String] {
        generator.validate(input(text)).diagnostics.map { $0.formatted(path: "Users.archgen.json") }
    }
}
