import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// Every text a starter view shows is localizable from the module's bundle (`textBundle`, which the view declares):
/// SwiftUI's `Text(_:bundle:)` and UIKit's `NSLocalizedString(_:bundle:comment:)`, never a bare literal, in every
/// pattern and ui.
final class StarterTextTests: XCTestCase {
    /// Lines that would put a literal on screen without a bundle.
    private let bareText = [
        #"Text\("[^"]*"\)"#, #"Label\(""#, #"Button\(""#, #"\.text = ""#, #"title: ""#, #"showMessage\(""#,
        #"navigationTitle\(""#,
    ]

    func testEveryStarterViewsTextComesFromTheModulesBundle() throws {
        let variants = [
            ("mvvm", "swiftui"), ("mvvm", "uikit"), ("mvp", "swiftui"), ("mvp", "uikit"), ("vip", "swiftui"),
            ("vip", "uikit"), ("mvc", "uikit"),
        ]
        for (pattern, ui) in variants {
            let spec = SpecFixtures.users.replacingOccurrences(
                of: #""pattern": "mvvm","#, with: #""pattern": "\#(pattern)", "ui": "\#(ui)","#)
            let result = SpecFixtures.generator.generate(SpecFixtures.input(spec))
            XCTAssertEqual(result.diagnostics, [], "\(pattern) \(ui)")
            let starters = result.files.filter {
                $0.path.hasSuffix("View.swift") || $0.path.hasSuffix("Screen.swift")
                    || $0.path.hasSuffix("ViewController.swift")
            }
            XCTAssertEqual(starters.count, 1, "\(pattern) \(ui)")
            for file in starters {
                let text = file.contents
                XCTAssertTrue(text.contains("private var textBundle: Bundle {"), "\(pattern) \(ui): \(file.path)")
                for line in text.split(separator: "\n") where !line.contains("#Preview") {
                    for pattern in bareText where line.range(of: pattern, options: .regularExpression) != nil {
                        XCTFail("\(file.path) (\(ui)) shows a literal without the module's bundle: \(line)")
                    }
                }
            }
        }
    }
}
