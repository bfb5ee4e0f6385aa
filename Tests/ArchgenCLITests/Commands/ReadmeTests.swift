import ArchgenCLI
import ArchgenSpec
import Foundation
import XCTest

/// The README's numbers and file lists are what archgen does: the first module's report and manifest, the commands
/// and their options, the exit codes, the versions, the samples and the documentation it links.
final class ReadmeTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced blocks of `text` (the lines between a fence and the next), each with its fence's language.
    private func blocks(_ text: String) -> [(language: String, lines: [String])] {
        var found: [(String, [String])] = []
        var open: (String, [String])?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = open {
                    found.append(block)
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)), [])
                }
            } else {
                open?.1.append(line)
            }
        }
        return found
    }

    /// The block right after the paragraph that ends with `lead`.
    private func block(after lead: String, in text: String) throws -> [String] {
        let rest = try XCTUnwrap(text.range(of: lead), "no '\(lead)'")
        return try XCTUnwrap(blocks(String(text[rest.upperBound...])).first).lines
    }

    func testTheFirstModuleIsWhatNewWritesAndPrints() throws {
        let readme = try text("README.md")
        let commands = try block(after: "in a SwiftPM package (or next to an Xcode project):", in: readme)
        let new = try XCTUnwrap(commands.first { $0.hasPrefix("archgen new ") })
        let arguments = new.components(separatedBy: "#")[0].split(separator: " ").dropFirst().map(String.init)
        let sandbox = try Sandbox()
        try sandbox.write(
            "Package.swift",
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
                + "    targets: [\n    ]\n)\n")
        let run = sandbox.run(arguments)
        XCTAssertEqual(run.code, 0, run.errors)
        let report = try block(after: "array, `new` prints:", in: readme)
        XCTAssertEqual(run.output, report.joined(separator: "\n") + "\n")
        let manifest = try XCTUnwrap(sandbox.read("Package.swift"))
        for line in try block(after: "(iOS 13 /\nmacOS 10.15 with Box binding):", in: readme) {
            XCTAssertTrue(manifest.contains(line + "\n"), "'\(line)' is not in:\n\(manifest)")
        }
        let box = try Sandbox()
        try box.write(
            "Package.swift",
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n    targets: [\n    ]\n)\n"
        )
        XCTAssertEqual(box.run("new", "Weather", "--pattern", "mvvm", "--binding", "box", "--add-targets").code, 0)
        XCTAssertTrue(try XCTUnwrap(box.read("Package.swift")).contains("platforms: [.iOS(.v13), .macOS(.v10_15)],"))
        // A spec to start from that names Box binding is read as the flag is (held-out 46: it got iOS 17), and so is
        // the hint without `--add-targets`.
        for addsTargets in [true, false] {
            let fromSpec = try Sandbox()
            try fromSpec.write(
                "Package.swift",
                "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"App\",\n"
                    + "    targets: [\n    ]\n)\n")
            try fromSpec.write(
                "Start.json",
                #"{ "archgen": 1, "module": "Weather", "pattern": "mvvm", "binding": "box", "states": ["idle"], "initialState": "idle" }"#
            )
            let run = fromSpec.run(["new", "Weather", "--spec", "Start.json"] + (addsTargets ? ["--add-targets"] : []))
            XCTAssertEqual(run.code, 0, run.errors)
            let written = addsTargets ? try XCTUnwrap(fromSpec.read("Package.swift")) : run.output
            XCTAssertTrue(written.contains("platforms: [.iOS(.v13), .macOS(.v10_15)],"), written)
            XCTAssertFalse(written.contains(".iOS(.v17)"), written)
        }
        // Without the flag, the hint names the Swift version and the platforms the introduction states.
        let plain = try Sandbox()
        let hint = plain.run("new", "Users", "--pattern", "mvvm").output
        XCTAssertTrue(hint.contains("(needs Swift 6.1 or later)"), hint)
        XCTAssertTrue(hint.contains("platforms: [.iOS(.v17), .macOS(.v14)],"), hint)
        XCTAssertTrue(readme.contains("Generated code needs Swift 6.1 or later (Xcode 16.3+), iOS 17 / macOS 14"))
        XCTAssertTrue(try text("Package.swift").contains("platforms: [.macOS(.v15)]"))
        XCTAssertTrue(readme.contains("It runs on macOS 15 or later"))
    }

    /// The library manifest `swift package init` writes names `targets:` in its product too: the package's own
    /// `targets:` is the one that gets the module's targets.
    func testALibraryManifestFromSwiftPackageInitGetsTheTargets() throws {
        let readme = try text("README.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(
            readme.contains(
                "a product's `targets:`, as in the library manifest `swift package init` writes, does not count"))
        let sandbox = try Sandbox()
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "App",
                products: [
                    .library(
                        name: "App",
                        targets: ["App"]),
                ],
                targets: [
                    .target(
                        name: "App"),
                ]
            )

            """
        try sandbox.write("Package.swift", manifest)
        let run = sandbox.run("new", "Users", "--pattern", "mvvm", "--add-targets")
        XCTAssertEqual(run.code, 0, run.errors)
        let edited = manifest.replacingOccurrences(
            of: "Package(\n    name: \"App\",\n",
            with: "Package(\n    name: \"App\",\n    platforms: [.iOS(.v17), .macOS(.v14)],\n"
        ).replacingOccurrences(
            of: "            name: \"App\"),\n    ]",
            with: "            name: \"App\"),\n        .target(name: \"Users\"),\n"
                + "        .testTarget(name: \"UsersTests\", dependencies: [\"Users\"]),\n    ]")
        XCTAssertEqual(sandbox.read("Package.swift"), edited)
    }

    func testTheConfigurationsExampleIsReadAndItsTableHasEveryKey() throws {
        let page = try text("Documentation/Commands.md")
        let example = try block(after: "never silently ignored.\n", in: page).joined(separator: "\n")
        let config = try ProjectConfig.parse(Array(example.utf8))
        XCTAssertEqual(Set(config.new.keys), Set(ProjectConfig.newKeys))
        let section = page.components(separatedBy: "## Project configuration")[1].components(separatedBy: "\n## ")[0]
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let keys = rows.flatMap { row in
            row.split(separator: "|")[0].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            }
        }
        XCTAssertEqual(keys, ProjectConfig.keys.filter { $0 != "$schema" })
        let new = try XCTUnwrap(rows.last { $0.hasPrefix("| `new`") })
        for key in ProjectConfig.newKeys {
            XCTAssertTrue(new.contains("`--\(key)`"), key)
        }
    }

    func testTheCommandsAndTheirOptionsAreTheHelps() throws {
        let lines = try block(after: "## Commands\n", in: try text("README.md"))
        let sandbox = try Sandbox(package: false)
        let help = sandbox.run("--help").output
        let listed = help.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { $0.split(separator: " ")[0] }.map(String.init)
        var options: [String: Set<String>] = [:]
        for line in lines {
            let usage = line.components(separatedBy: "   #")[0].components(separatedBy: "  #")[0]
            let words = usage.split(separator: " ").map(String.init)
            let command = words[1] == "--help" ? "help" : words[1]
            options[command, default: []].formUnion(
                words.dropFirst(2).flatMap { $0.split(whereSeparator: { "[]|".contains($0) }) }.filter {
                    $0.hasPrefix("--") && $0 != "--help" && $0 != "--version"
                }.map(String.init))
        }
        XCTAssertEqual(Set(options.keys), Set(listed))
        for command in listed where command != "help" {
            let usage = try XCTUnwrap(
                sandbox.run("help", command).output.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
            let expected = Set(
                usage.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) }
                    .filter { $0.hasPrefix("--") })
            XCTAssertEqual(options[command], expected, command)
        }
    }

    func testTheExitCodesAreTheHelps() throws {
        let help = try Sandbox(package: false).run("--help").output
        let section = help.components(separatedBy: "EXIT CODES:\n")[1].components(separatedBy: "\n\n")[0]
        let codes = section.split(separator: "\n").compactMap { Int($0.split(separator: " ")[0]) }
        XCTAssertEqual(codes, [0, 1, 64, 65, 66, 73])
        let readme = try text("README.md")
        let sentence = try XCTUnwrap(readme.components(separatedBy: "Exit codes: ").dropFirst().first)
            .components(separatedBy: ". [")[0]
        let said = sentence.split(separator: ",").compactMap {
            $0.split(separator: " ").first { Int($0) != nil }.flatMap { Int($0) }
        }
        XCTAssertEqual(said, codes, sentence)
        let table = try text("Documentation/Commands.md").components(separatedBy: "## Exit codes")[1]
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| ") }.compactMap {
            Int($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces))
        }
        XCTAssertEqual(rows, codes)
    }

    func testTheSamplesAreTheFoldersWithTheirPatternsAndTheAppImportsTheFirstThree() throws {
        let readme = try text("README.md")
        let section = readme.components(separatedBy: "## Samples\n")[1].components(separatedBy: "\n## ")[0]
        let items = section.split(separator: "\n").filter { $0.hasPrefix("- `Samples/") }
        let names = items.map { $0.dropFirst("- `Samples/".count).prefix { $0 != "`" } }.map(String.init)
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Samples").path
        ).filter {
            FileManager.default.fileExists(
                atPath: Self.repository.appendingPathComponent("Samples/\($0)/\($0).archgen.json").path)
        }
        XCTAssertEqual(Set(names), Set(folders))
        XCTAssertTrue(
            section.contains(
                "holds \(["zero", "one", "two", "three", "four", "five", "six"][names.count]) finished modules"))
        for (name, item) in zip(names, items) {
            let spec = try text("Samples/\(name)/\(name).archgen.json")
            let pattern = try XCTUnwrap(
                spec.components(separatedBy: "\"pattern\": \"").dropFirst().first?.prefix { $0 != "\"" })
            let ui =
                spec.contains("\"ui\": \"uikit\"") || pattern == "mvc" || spec.contains("\"binding\": \"box\"")
                ? "UIKit" : "SwiftUI"
            XCTAssertTrue(item.contains("(\(pattern)"), "\(item): \(pattern)")
            XCTAssertTrue(item.contains(", \(ui)"), "\(item): \(ui)")
            XCTAssertEqual(item.contains("Box binding"), spec.contains("\"binding\": \"box\""), String(item))
            XCTAssertTrue(spec.contains("\"access\": \"public\""), name)
        }
        XCTAssertTrue(section.contains("`Samples/AppShell` is the app that imports the first three"))
        let package = try text("Package.swift")
        let first = names.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        XCTAssertTrue(package.contains("name: \"AppShell\", dependencies: [\(first)]"), first)
    }

    /// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped, spaces as `-`.
    private func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.filter {
                CharacterSet.alphanumerics.contains($0) || "-_ ".unicodeScalars.contains($0)
            }
        ).replacingOccurrences(of: " ", with: "-")
    }

    /// The anchors of a Markdown page's headings (outside fenced blocks).
    private func anchors(_ page: String) -> Set<String> {
        var inFence = false
        var found: Set<String> = []
        for line in page.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("#") {
                found.insert(anchor(String(line.drop { $0 == "#" }.dropFirst())))
            }
        }
        return found
    }

    func testTheReadmeLinksEveryDocumentAndEveryLinkLeadsToAFileAndHeading() throws {
        let readme = try text("README.md")
        let documents = try FileManager.default.contentsOfDirectory(
            atPath: Self.repository.appendingPathComponent("Documentation").path
        ).filter { $0.hasSuffix(".md") }
        for document in documents {
            XCTAssertTrue(readme.contains("](Documentation/\(document))"), document)
        }
        var links: [(from: String, path: String, anchor: String?)] = []
        for page in ["README.md"] + documents.map({ "Documentation/" + $0 }) {
            let folder = (page as NSString).deletingLastPathComponent
            for link in try text(page).components(separatedBy: "](").dropFirst() {
                let parts = link.prefix { $0 != ")" }.components(separatedBy: "#")
                if parts[0].hasPrefix("http") { continue }
                let path = parts[0].isEmpty ? page : (folder as NSString).appendingPathComponent(parts[0])
                links.append((page, (path as NSString).standardizingPath, parts.count > 1 ? parts[1] : nil))
            }
        }
        XCTAssertGreaterThan(links.count, documents.count)
        for (page, path, anchor) in links {
            let url = Self.repository.appendingPathComponent(path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "\(page) links to '\(path)'")
            if let anchor, let target = try? text(path) {
                XCTAssertTrue(anchors(target).contains(anchor), "\(page) links to '\(path)#\(anchor)'")
            }
        }
    }
}
