import ArchgenSpec

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen demo [DIR]`: archgen's main job without touching anything of the user's: a new SwiftPM package (in a
/// new temporary folder unless DIR is given) with a module generated into it, ready for `swift test`.
struct DemoCommand: Command {
    static let definition = CommandDefinition(
        name: "demo",
        abstract: "Make a new package with a generated module in it (in a temporary folder), ready for 'swift test'.",
        arguments: [
            .init(
                name: "dir", help: "Where to make the package: a new or empty folder (default: a temporary one).",
                optional: true)
        ],
        options: [
            .init(name: "pattern", value: "<pattern>", help: "The architecture: mvvm (default), mvp, vip or mvc."),
            .init(name: "ui", value: "<ui>", help: "swiftui (default) or uikit (mvc: uikit only, its default)."),
            .init(name: "module", value: "<name>", help: "The module's name (default: Users)."),
        ])

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let folder: URL
        if let dir = arguments.positionals.first {
            folder = Paths.resolve(dir, against: context.workingDirectory)
            let kind = Disk.kind(Paths.standard(folder.path))
            if kind == .directory, !Disk.regularFiles(below: Paths.standard(folder.path), skip: { _ in false }).isEmpty
            {
                throw usageError("'\(context.display(folder))' is not empty; name a new or empty folder")
            } else if kind != .missing && kind != .directory {
                throw usageError("'\(context.display(folder))' is not a folder")
            }
        } else {
            folder = FileManager.default.temporaryDirectory.child("archgen-demo-\(UUID().uuidString.prefix(8))")
        }
        let module = arguments.value("module") ?? "Users"
        // What `new` gets, checked before the package is made: bad input writes nothing.
        var new = ParsedArguments(positionals: [module], values: ["pattern": [arguments.value("pattern") ?? "mvvm"]])
        if let ui = arguments.value("ui") { new.values["ui"] = [ui] }
        var command = NewCommand()
        command.printsNextSteps = false
        do {
            try command.check(new, in: context)
        } catch {
            // `new`'s own wording, with `demo`'s usage: the person typed `demo`.
            guard error.code == .usage else { throw error }
            throw usageError(String(error.message.prefix { $0 != "\n" }))
        }
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "\(module)Demo",
                platforms: [.iOS(.v17), .macOS(.v14)],
                targets: [
                    .target(name: "\(module)"),
                    .testTarget(name: "\(module)Tests", dependencies: ["\(module)"]),
                ]
            )

            """
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(utf8: manifest).write(to: folder.child("Package.swift"))
        } catch {
            throw ToolError(.cannotWrite, "could not make '\(context.display(folder))': \(error)")
        }
        let inner = RunContext(
            workingDirectory: folder, console: context.console, templates: context.templates,
            verbosity: context.verbosity)
        let code = try command.run(new, in: inner)
        if code == .success {  // even with --quiet: it is the one thing the command is for
            context.console.out(
                "Then: cd \(folder.path) && swift test   # builds the module and runs its generated tests\n")
        }
        return code
    }
}
