import ArchgenRegeneration
import ArchgenRendering
import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The package the new module joins: its targets, added to `Package.swift` or printed as the next step.
extension NewCommand {
    /// `Package.swift` with the module's targets (and the platforms it needs, when the manifest names none), as a
    /// file to write with the module; none when both targets and some platforms are there already. Refused, before
    /// anything is written, when there is no manifest or it is not in a shape `PackageManifest` edits for sure.
    func manifestWithTargets(module: String, sources: URL, tests: URL, box: Bool, context: RunContext)
        throws(ToolError) -> [PlannedFile]
    {
        guard let root = Paths.packageRoot(above: context.workingDirectory) else {
            throw usageError("'--add-targets' needs a Package.swift here or in a folder above")
        }
        let url = root.child("Package.swift")
        let manifest = Disk.read(Paths.standard(url.path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let sourcesPath = Paths.relative(sources, from: root)
        let testsPath = Paths.relative(tests, from: root)
        let isDefault = sourcesPath == "Sources/\(module)" && testsPath == "Tests/\(module)Tests"
        var lines: [String] = []
        if Self.targetPath(named: module, in: manifest, default: "Sources/\(module)") == nil {
            lines.append(".target(name: \"\(module)\"\(isDefault ? "" : ", path: \"\(sourcesPath)\"")),")
        }
        if Self.targetPath(named: "\(module)Tests", in: manifest, default: "Tests/\(module)Tests") == nil {
            lines.append(
                ".testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"]\(isDefault ? "" : ", path: \"\(testsPath)\"")),"
            )
        }
        // (Targets there already, as `swift package init` makes them, still get the platforms the module needs:
        // review 47.)
        guard !lines.isEmpty || !LineSearch.contains("platforms:", in: manifest) else { return [] }
        switch PackageManifest.adding(targets: lines, platforms: Self.platforms(box: box), to: manifest) {
        case .success(let edited):
            return [PlannedFile(url: url, contents: Data(utf8: edited), fate: .updated, previous: manifest)]
        case .failure(let refusal):
            throw ToolError(
                .failure,
                "cannot add the targets to \(context.display(url)): \(refusal.reason); nothing was written (without "
                    + "'--add-targets', archgen prints the lines to paste)")
        }
    }
    /// The folder a manifest's target of this name compiles (its `path:`, or the default), nil when there is no
    /// such target. Reads the manifest as text: enough for the manifests `new` suggests and most written by hand.
    static func targetPath(named name: String, in manifest: String, default defaultPath: String) -> String? {
        // (On the manifest's bytes: its syntax is ASCII, and `firstRange(of:)` on characters builds a table per call.)
        let text = Array(manifest.utf8)
        let wanted = Array("name: \"\(name)\"".utf8)
        let pathKey = Array("path: \"".utf8)
        for call in [".target(", ".testTarget(", ".executableTarget("] {
            let call = Array(call.utf8)
            var from = 0
            while let start = LineSearch.first(call, in: text, within: from..<text.count) {
                var depth = 1
                var index = start + call.count
                while index < text.count, depth > 0 {
                    if text[index] == UInt8(ascii: "(") { depth += 1 }
                    if text[index] == UInt8(ascii: ")") { depth -= 1 }
                    index += 1
                }
                let arguments = start + call.count..<index
                if LineSearch.first(wanted, in: text, within: arguments) != nil {
                    guard let path = LineSearch.first(pathKey, in: text, within: arguments) else { return defaultPath }
                    let value = path + pathKey.count
                    let end = text[value..<index].firstIndex(of: UInt8(ascii: "\"")) ?? index
                    return String(decoding: text[value..<end], as: UTF8.self)
                }
                from = index
            }
        }
        return nil
    }
    /// The platforms a module needs: Observation's, or Box binding's (iOS 13).
    static func platforms(box: Bool) -> String {
        box ? "platforms: [.iOS(.v13), .macOS(.v10_15)]," : "platforms: [.iOS(.v17), .macOS(.v14)],"
    }

    /// The one thing left to do by hand: add targets to Package.swift, or add the folders in Xcode.
    func nextSteps(for module: ModuleModel, sources: URL, tests: URL, context: RunContext) -> String {
        let sourcesPath = context.display(sources)
        let testsPath = context.display(tests)
        if let root = Paths.packageRoot(above: context.workingDirectory) {
            let manifest =
                (try? String(contentsOf: root.child("Package.swift"), encoding: .utf8)) ?? ""
            let name = module.targetModule
            let sourcesPath = Paths.relative(sources, from: root)
            let testsPath = Paths.relative(tests, from: root)
            // Only true when the manifest's targets of these names compile the folders just written.
            if Self.targetPath(named: name, in: manifest, default: "Sources/\(name)") == sourcesPath
                && Self.targetPath(named: "\(name)Tests", in: manifest, default: "Tests/\(name)Tests") == testsPath
            {
                return "Next: swift build && swift test\n"
            }
            var lines = "Next: paste into the 'targets:' array of Package.swift (needs Swift 6.1 or later):\n"
            let isDefault = sourcesPath == "Sources/\(name)" && testsPath == "Tests/\(name)Tests"
            let sourcesArgument = isDefault ? "" : ", path: \"\(sourcesPath)\""
            let testsArgument = isDefault ? "" : ", path: \"\(testsPath)\""
            lines += "    .target(name: \"\(name)\"\(sourcesArgument)),\n"
            lines += "    .testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"]\(testsArgument)),\n"
            if !LineSearch.contains("platforms:", in: manifest) {
                let box = module.binding == .box
                lines += "and, after 'name:', the platforms \(box ? "Box binding" : "Observation") needs:\n"
                lines += "    \(Self.platforms(box: box))\n"
            }
            return lines
        }
        return
            "Next: in Xcode 16 or later, add '\(sourcesPath)' to your app target and '\(testsPath)' to its test target "
            + "as folders (they stay in sync); the tests '@testable import \(module.targetModule)' (the spec's \"target\"), "
            + "so set it to your app target's module name if it differs.\n"
    }
}
