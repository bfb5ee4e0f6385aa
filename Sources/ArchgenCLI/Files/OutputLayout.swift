import ArchgenRendering
import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a module's files go: the spec's `sourcesPath`/`testsPath` (relative to the spec's folder), or by default
/// `Sources/<M>` and `Tests/<M>Tests` of the enclosing SwiftPM package, else `<M>` and `<M>Tests` beside the spec.
enum OutputLayout {
    static func defaults(module: String, from folder: URL) -> (sources: URL, tests: URL) {
        if let root = Paths.packageRoot(above: folder) {
            return (
                root.child("Sources/\(module)"), root.child("Tests/\(module)Tests")
            )
        }
        return (folder.child(module), folder.child("\(module)Tests"))
    }

    static func roots(for module: ModuleSummary, specFolder: URL) -> OutputRoots<URL> {
        // The defaults look for a Package.swift up the folders: only when the spec does not say.
        func fallback() -> (sources: URL, tests: URL) { defaults(module: module.name, from: specFolder) }
        return OutputRoots(
            sources: module.sourcesPath.map { Paths.resolve($0, against: specFolder) } ?? fallback().sources,
            tests: module.testsPath.map { Paths.resolve($0, against: specFolder) } ?? fallback().tests)
    }
}
