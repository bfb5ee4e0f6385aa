import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// Type names must be models, Swift or Foundation types, or listed in `externalTypes`.
final class TypeNameTests: XCTestCase {
    func testAMisspelledTypeIsReportedWithASuggestion() {
        let text = SpecFixtures.users.replacingOccurrences(
            of: "\"loaded(users: [User])\"", with: "\"loaded(users: [Usr])\"")
        XCTAssertEqual(
            SpecFixtures.diagnostics(text),
            [
                "Users.archgen.json:11:25: error: type 'Usr' is not a model, a Swift or Foundation type, or listed in "
                    + "'externalTypes'; did you mean 'User'?"
            ])
    }

    func testExternalAndQualifiedTypesAreAccepted() {
        let text = SpecFixtures.users
            .replacingOccurrences(
                of: "\"module\": \"Users\",",
                with: "\"module\": \"Users\", \"externalTypes\": [\"Coordinate\", \"MapKit\"],"
            )
            .replacingOccurrences(
                of: "\"phone: String\"",
                with:
                    "\"phone: String\", \"place: Coordinate?\", \"joined: Foundation.Date\", \"region: MapKit.Region\", \"tags: Set<String>\""
            )
        XCTAssertEqual(SpecFixtures.diagnostics(text), [])
    }
}
