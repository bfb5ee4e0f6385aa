import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import Foundation
import XCTest

/// `"samples"` gives a value of a type archgen cannot build: the generated tests, an unset spy and a live scaffold
/// that cannot throw use it; without it, events that carry the type get no success test, and a method that returns
/// it without throwing is refused.
final class SamplesTests: XCTestCase {
    private func spec(samples: String, methods: String) -> String {
        """
        {
          "archgen": 1, "module": "Map", "pattern": "mvvm", "externalTypes": ["Coordinate"],\(samples)
          "dependencies": [{ "name": "Places", "methods": [\(methods)] }],
          "states": ["idle", "named(name: String)", "failed(message: String)"],
          "initialState": "idle",
          "events": [
            { "name": "pinDropped(coordinate: Coordinate)", "calls": "Places.name", "onSuccess": "named",
              "onFailure": "failed" }
          ]
        }
        """
    }

    private let sample = #"Coordinate(latitude: 1, longitude: 2)"#

    private func files(_ text: String) throws -> [String: String] {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(text, fileName: "Map.archgen.json"))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    func testASampleMakesTheTestsOfEventsThatCarryTheTypeAndFeedsUnsetSpiesAndScaffolds() throws {
        let files = try files(
            spec(
                samples: #" "samples": {"Coordinate": "\#(sample)"},"#,
                methods: #""name(at coordinate: Coordinate) async throws -> String", "here() -> Coordinate""#))
        // The event's tests are in its own file, beside the suite's.
        let tests = try XCTUnwrap(files["MapViewModelTests+PinDropped.swift"])
        XCTAssertTrue(tests.contains("let coordinate = \(sample)\n"), tests)
        XCTAssertFalse(tests.contains("No test of"), tests)
        let mocks = try XCTUnwrap(files["MapMocks+Places.swift"])
        XCTAssertTrue(mocks.contains("XCTFail(\"set hereResult before here is called\")\n            return \(sample)"))
        let live = try XCTUnwrap(files["LivePlaces.swift"])
        XCTAssertTrue(live.contains("return \(sample)"), live)
        XCTAssertTrue(live.contains("throw NotWritten(description: \"LivePlaces.name is not written yet\")"), live)
        XCTAssertFalse(files.values.contains { $0.contains("fatalError") })
    }

    func testWithoutASampleEventsThatCarryTheTypeGetNoTestAndTheTestFileSaysWhy() throws {
        let files = try files(
            spec(samples: "", methods: #""name(at coordinate: Coordinate) async throws -> String""#))
        let tests = try XCTUnwrap(files["MapViewModelTests.swift"])
        XCTAssertNil(files["MapViewModelTests+PinDropped.swift"])
        XCTAssertFalse(tests.contains(".pinDropped("), tests)
        XCTAssertTrue(
            tests.contains(
                "/// No test of 'pinDropped': archgen cannot build 'Coordinate'; give one in the spec's \"samples\".\n"
                    + "    func testByHandPinDropped() throws {\n        throw XCTSkip("),
            "a skipped test says why, so the test report shows it: \(tests)")
    }

    func testAMethodThatReturnsTheTypeWithoutThrowingNeedsASample() {
        let text = spec(
            samples: "",
            methods:
                #""name(at coordinate: Coordinate) async throws -> String", "here() -> Coordinate", "later() async throws -> Coordinate""#
        )
        let messages = SpecFixtures.generator.validate(SpecFixtures.input(text)).diagnostics.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains("method 'Places.here' returns 'Coordinate' without throwing") ?? false)
    }

    func testAClosureResultGetsAClosureThatReturnsASample() throws {
        let files = try files(
            spec(
                samples: "",
                methods:
                    #""name(at coordinate: Coordinate) async throws -> String", "formatter() -> (Double, Int) -> String", "observer() -> @Sendable (String) -> Void""#
            ))
        let live = try XCTUnwrap(files["LivePlaces.swift"])
        XCTAssertTrue(live.contains("return { _, _ in \"formatter\" }"), live)
        XCTAssertTrue(live.contains("return { _ in }"), live)
    }
}
