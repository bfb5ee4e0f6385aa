import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory archgen <command> [<arguments>]`: runs the `archgen`
/// executable of this package in the package's directory with the arguments given, its output passed through and
/// its exit status kept (the command fails when archgen does).
@main
struct ArchgenCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runArchgen(
            executable: try context.tool(named: "archgen").url, arguments: arguments,
            in: context.package.directoryURL)
    }
}

/// Why archgen did not finish with status 0.
struct ArchgenFailure: Error, CustomStringConvertible {
    let reason: Process.TerminationReason
    let status: Int32

    var description: String {
        reason == .uncaughtSignal ? "archgen was killed by signal \(status)" : "archgen exited with status \(status)"
    }
}

/// Runs archgen in `directory`, its standard output and error inherited from the plugin's, which SwiftPM prints as
/// they come (both on its standard output) and Xcode shows in its report. A non-zero exit is thrown, so the plugin
/// fails with archgen's status in its one error line and `swift package ... archgen generate --check` exits 1.
func runArchgen(executable: URL, arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    // The plugin's own standard input is SwiftPM's message channel, closed by PackagePlugin: archgen gets none.
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw ArchgenFailure(reason: process.terminationReason, status: process.terminationStatus)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ArchgenCommandPlugin: XcodeCommandPlugin {
    /// Xcode's File > Packages (or the project's context menu) > archgen: runs archgen in the project's folder.
    /// Xcode adds `--target <name>` for each target chosen in its dialog; archgen works on specs, so those are
    /// dropped and the remaining arguments passed on.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        try runArchgen(
            executable: try context.tool(named: "archgen").url, arguments: extractor.remainingArguments,
            in: context.xcodeProject.directoryURL)
    }
}
#endif
