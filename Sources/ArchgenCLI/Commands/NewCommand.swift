import ArchgenRegeneration
import ArchgenSpec
import LocatedJSON
import Mustache

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `archgen new <Module> --pattern <p>`: writes `<Module>.archgen.json` (the starter list screen or `--spec`)
/// in the current folder and generates the module from it.
struct NewCommand: Command {
    /// Whether to end with what to do next (`demo` says it its own way).
    var printsNextSteps = true

    static let definition = CommandDefinition(
        name: "new",
        abstract: "Create a module: write its spec here and generate every file.",
        arguments: [.init(name: "module", help: "The module's name, UpperCamelCase (for example Users).")],
        options: [
            .init(
                name: "pattern", value: "<pattern>",
                help: "The architecture: mvvm, mvp, vip or mvc (required unless the config sets a default)."),
            .init(
                name: "ui", value: "<ui>", help: "swiftui (default) or uikit (mvc and box binding: the only choice)."),
            .init(
                name: "binding", value: "<binding>",
                help:
                    "MVVM: observation (default; @Observable, iOS 17+) or box (a Box the UIKit view controller binds to, iOS 13+)."
            ),
            .init(name: "testing", value: "<framework>", help: "xctest (default) or swift-testing."),
            .init(
                name: "access", value: "<level>",
                help: "internal (default) or public, for a feature module that an app imports."),
            .init(
                name: "target", value: "<name>",
                help: "The Swift module the sources compile into, when it is not <module> (the tests import it)."),
            .init(name: "spec", value: "<file>", help: "Start from this spec instead of the starter list screen."),
            .init(
                name: "sources", value: "<dir>", help: "Where the sources go (default: Sources/<module> or <module>)."),
            .init(
                name: "tests", value: "<dir>",
                help: "Where the tests go (default: Tests/<module>Tests or <module>Tests)."),
            .init(
                name: "add-targets", value: nil,
                help: "Add the module's targets (and the platforms it needs) to Package.swift, or refuse and say why."),
            .init(name: "dry-run", value: nil, help: "Show what would be written; write nothing."),
            .init(name: "force", value: nil, help: "Replace an existing spec, and files archgen did not write."),
        ],
        discussion: """
            Inside a SwiftPM package (a Package.swift here or above) sources go to Sources/<module> and tests to
            Tests/<module>Tests; elsewhere to <module> and <module>Tests. The chosen folders are recorded in the spec.
            archgen.config.json (here or above) may set the defaults of these options, where the spec goes ("specs")
            and the folders modules go in ("sources", "tests"); flags win over it.
            """)

    func run(_ arguments: ParsedArguments, in context: RunContext) throws(ToolError) -> ExitCode {
        let folder = context.workingDirectory
        // A spec to start from names its pattern (and maybe more): it is read first, so that no flag repeats it.
        let startingSpec = try arguments.value("spec").map { path throws(ToolError) in
            try StartingSpec.read(Paths.resolve(path, against: folder), context: context)
        }
        let named = startingSpec?.strings ?? [:]
        try check(arguments, in: context, spec: named)
        let module = arguments.positionals[0]
        let pattern = Self.option("pattern", arguments, context, spec: named)!
        // A pattern with views in one framework only (MVC: UIKit) takes it, whatever the config's default.
        let ui =
            arguments.value("ui") ?? named["ui"] ?? Self.onlyUI(of: pattern, context)?.ui.rawValue
            ?? Self.option("ui", arguments, context)
        let testing = Self.option("testing", arguments, context, spec: named)
        let access = Self.option("access", arguments, context, spec: named)
        // Beside an Xcode project (and in no package) the module compiles into the app target: its tests import the app.
        let target =
            Self.option("target", arguments, context, spec: named)
            ?? (Paths.packageRoot(above: context.workingDirectory) == nil ? Self.xcodeAppModule(in: context) : nil)
        let binding = arguments.value("binding") ?? named["binding"]

        let (specFolder, sources, tests) = try folders(module: module, arguments, in: context)

        let specURL = specFolder.child("\(module)\(SpecFinder.suffix)")
        let existing = try existingSpec(at: specURL, arguments, startingSpec: startingSpec, in: context)

        var changes: [String: String?] = [
            "module": module, "pattern": pattern,
            "sourcesPath": Paths.relative(sources, from: specFolder),
            "testsPath": Paths.relative(tests, from: specFolder),
        ]
        Self.addOptions(
            to: &changes, testing: testing, access: access, target: target, binding: binding, ui: ui,
            startingSpec: startingSpec, specFolder: specFolder, context: context)
        let text = try specText(
            startingSpec, changes: changes, module: module, pattern: pattern, ui: ui, context: context)
        let contents = Data(utf8: text)
        let fate: FileFate = existing == nil ? .created : (existing == contents ? .unchanged : .updated)

        var run = GenerationRun(context: context)
        run.dryRun = arguments.flag("dry-run")
        run.force = arguments.flag("force")
        run.extraFiles = [PlannedFile(url: specURL, contents: contents, fate: fate)]
        if arguments.flag("add-targets") {
            run.extraFiles += try manifestWithTargets(
                module: target ?? module, sources: sources, tests: tests, box: binding == Binding.box.rawValue,
                context: context)
        }
        run.allOrNothing = true
        run.reusesRecords = false  // (the next steps it prints read the validated module)
        let outcome = try run.run([SpecFile(url: specURL, bytes: Array(contents))])
        if printsNextSteps, context.verbosity != .quiet, outcome.code == .success, let built = outcome.modules.first {
            context.console.out(nextSteps(for: built, sources: sources, tests: tests, context: context))
        }
        return outcome.code
    }

    /// The spec's `$schema` when it has none, and the options given (flags, the spec to start from, the config), among
    /// the spec's `changes`; a new spec names its UI even when no option does (UIKit for Box binding).
    private static func addOptions(
        to changes: inout [String: String?], testing: String?, access: String?, target: String?, binding: String?,
        ui: String?, startingSpec: StartingSpec?, specFolder: URL, context: RunContext
    ) {
        if startingSpec?.strings["$schema"] == nil, let schema = Self.schema(for: specFolder, in: context) {
            changes["$schema"] = schema
        }
        if let testing { changes["testing"] = testing }
        if let access { changes["access"] = access }
        if let target { changes["target"] = target }
        if let binding { changes["binding"] = binding }
        if let ui {
            changes["ui"] = ui
        } else if binding == Binding.box.rawValue {
            changes["ui"] = UIFramework.uikit.rawValue
        } else if startingSpec == nil {
            changes["ui"] = UIFramework.swiftui.rawValue
        }
    }

    /// What is at `specURL` already (after recovering an interrupted write there); refused unless `--force` or it is the
    /// spec to start from.
    private func existingSpec(
        at specURL: URL, _ arguments: ParsedArguments, startingSpec: StartingSpec?, in context: RunContext
    ) throws(ToolError) -> Data? {
        try SpecLocator.recover([Journal.url(for: specURL)], in: context)
        let existing = Disk.read(specURL.path)
        if existing != nil, !arguments.flag("force"), startingSpec?.file.url != specURL.lexicallyStandardized {
            throw ToolError(
                .failure,
                "'\(context.display(specURL))' already exists; edit it and run 'archgen generate', or pass --force to start over"
            )
        }
        return existing
    }

    /// Where the spec, the sources and the tests go: the spec to the config's `specs` folder (else here); sources and
    /// tests to the flags' folders, else the config's (`<sources>/<Module>`), else the package's. A spec inside an
    /// output folder is refused.
    private func folders(module: String, _ arguments: ParsedArguments, in context: RunContext) throws(ToolError)
        -> (spec: URL, sources: URL, tests: URL)
    {
        let folder = context.workingDirectory
        let config = context.config
        let specFolder = try Self.specFolder(in: context)
        var defaults = OutputLayout.defaults(module: module, from: specFolder)
        if let sources = config?.resolve(config?.config.sources) { defaults.sources = sources.child(module) }
        if let tests = config?.resolve(config?.config.tests) { defaults.tests = tests.child("\(module)Tests") }
        let sources = arguments.value("sources").map { Paths.resolve($0, against: folder) } ?? defaults.sources
        let tests = arguments.value("tests").map { Paths.resolve($0, against: folder) } ?? defaults.tests
        for (name, output) in [("sources", sources), ("tests", tests)] where Paths.isInside(specFolder, output) {
            throw usageError(
                "the spec would be written inside the \(name) folder '\(context.display(output))'; run 'archgen new' from the "
                    + "package or project root")
        }
        return (specFolder, sources, tests)
    }

    /// The module name and option values, checked before anything is written (`demo` checks them too, before it
    /// makes its package).
    func check(_ arguments: ParsedArguments, in context: RunContext, spec: [String: String] = [:]) throws(ToolError) {
        let module = arguments.positionals[0]
        guard SwiftNames.isIdentifier(module), module.first?.isUppercase == true, !module.contains("_") else {
            throw usageError(
                "'\(module)' is not a module name; use an UpperCamelCase Swift identifier such as '\(Self.suggestedName(for: module))'"
            )
        }
        // (Listed only for an error: `joined(separator:)` looks its types up at run time, at a cost.)
        func patterns() -> String { context.templates.patterns.joined(separator: ", ") }
        guard let pattern = Self.option("pattern", arguments, context, spec: spec) else {
            throw usageError(
                "Missing expected argument '--pattern <pattern>' (\(patterns())), or a \"new\": {\"pattern\": ...} default in "
                    + ProjectConfig.fileName)
        }
        guard context.templates.patterns.contains(pattern) else {
            let message = "'\(pattern)' is not a pattern; use one of \(patterns())"
            if arguments.value("pattern") == nil, spec["pattern"] == nil, let config = context.config,
                let setting = config.config.new["pattern"]
            {
                throw config.error(at: setting, message, from: context.workingDirectory)
            }
            throw usageError(message)
        }
        let ui = arguments.value("ui")
        if let ui, UIFramework(rawValue: ui) == nil {
            throw usageError("'\(ui)' is not a UI framework; use swiftui or uikit")
        }
        if let ui, let only = Self.onlyUI(of: pattern, context), only.ui.rawValue != ui {
            throw usageError(
                "pattern '\(pattern)' writes \(only.ui.rawValue) views only: \(only.reason); use '--ui \(only.ui.rawValue)' "
                    + "(or leave it out)")
        }
        if let binding = arguments.value("binding") {
            guard let value = Binding(rawValue: binding) else {
                throw usageError("'\(binding)' is not a binding; use observation or box")
            }
            if value == .box, pattern != "mvvm" {
                throw usageError("'--binding box' is for MVVM; pattern '\(pattern)' has no view model to bind to")
            }
            if value == .box, ui == UIFramework.swiftui.rawValue {
                throw usageError("'--binding box' is for a UIKit view controller; use '--ui uikit' (or leave it out)")
            }
        }
        let testing = arguments.value("testing")
        if let testing, TestingFramework(rawValue: testing) == nil {
            throw usageError("'\(testing)' is not a test framework; use xctest or swift-testing")
        }
        let access = arguments.value("access")
        if let access, AccessLevel(rawValue: access) == nil {
            throw usageError("'\(access)' is not an access level; use internal or public")
        }
        let target = arguments.value("target")
        if let target, !SwiftNames.isIdentifier(target) {
            throw usageError("'\(target)' is not a Swift module name; use letters, digits and '_'")
        }
    }

    /// Where the spec goes: the config's `specs` folder, else here, unless here is a source or test folder (a spec
    /// there is a file SwiftPM warns about in a target): then the project's root, which is said.
    static func specFolder(in context: RunContext) throws(ToolError) -> URL {
        if let config = context.config, let specs = config.resolve(config.config.specs) { return specs }
        let here = context.workingDirectory
        guard ProjectRoot.isSourceFolder(here) else { return here }
        if let root = context.projectRoot, Paths.standard(root.path) == Paths.standard(here.path) { return here }
        guard let root = context.projectRoot, !Paths.isInside(root, here) else {
            throw ToolError(
                .usage,
                "'\(context.display(here))' is a source folder, and no project root (a Package.swift, an Xcode project "
                    + "or archgen.config.json) is above it; run 'archgen new' from the project's root")
        }
        if context.verbosity != .quiet {
            context.console.err(
                "note: the spec goes to the project's root '\(root.path)', not into the source folder '\(here.path)'\n")
        }
        return root
    }

    /// The name of the spec's JSON Schema, for editors: `archgen.schema.json` in the spec's folder or one above it up
    /// to the project's root, or in the team's templates folder (`templates export` writes it there), relative to the
    /// spec's folder; nil when the project has none.
    static func schema(for specFolder: URL, in context: RunContext) -> String? {
        let name = "archgen.schema.json"
        var candidates = Paths.folders(upFrom: specFolder)
        if let root = context.projectRoot {
            candidates = candidates.filter { Paths.isInside($0, root) }
        } else {
            candidates = Array(candidates.prefix(1))
        }
        if let config = context.config, let templates = config.resolve(config.config.templates) {
            candidates.append(templates)
        }
        return candidates.lazy.map { $0.child(name) }.first { Disk.isRegularFile(Paths.standard($0.path)) }
            .map { Paths.relative($0, from: specFolder) }
    }

    /// The module name of the app target beside an Xcode project (`My App.xcodeproj` → `My_App`), the nearest one at
    /// or above the working folder; nil when there is none.
    static func xcodeAppModule(in context: RunContext) -> String? {
        for folder in Paths.folders(upFrom: context.workingDirectory) {
            let projects = Disk.entries(of: Paths.standard(folder.path)).map(\.name).filter {
                $0.hasSuffix(".xcodeproj")
            }
            guard let project = projects.sorted().first else { continue }
            var name = String(project.dropLast(".xcodeproj".count)).map { $0.isLetter || $0.isNumber ? $0 : "_" }
            if name.first?.isNumber ?? true { name.insert("_", at: 0) }
            return String(name)
        }
        return nil
    }

    /// The one UI framework of `pattern`'s views, if its manifest says so (MVC: UIKit).
    static func onlyUI(of pattern: String, _ context: RunContext) -> OnlyUI? {
        (try? context.templates.manifest(for: pattern))?.onlyUI
    }

    /// An option's value: the flag's, else what the spec to start from says, else the project config's default.
    static func option(
        _ name: String, _ arguments: ParsedArguments, _ context: RunContext, spec: [String: String] = [:]
    ) -> String? {
        arguments.value(name) ?? spec[name] ?? context.config?.config.new[name]?.value
    }

    /// A module name close to what was typed: `my-feature` → `MyFeature`, `users` → `Users`.
    static func suggestedName(for typed: String) -> String {
        let words = typed.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined().drop { $0.isNumber }
        return name.isEmpty ? "Users" : String(name)
    }

    /// The spec to write: the spec to start from with `changes` made (in its own text when it has comments or trailing
    /// commas, so that none is lost), or the starter list screen.
    private func specText(
        _ spec: StartingSpec?, changes: [String: String?], module: String, pattern: String, ui: String?,
        context: RunContext
    ) throws(ToolError) -> String {
        if let spec {
            guard !spec.isPlainJSON else { return SpecEditor.setting(changes, in: spec.json) }
            do {
                return try SpecEditor.setting(changes, inText: String(decoding: spec.file.bytes, as: UTF8.self))
            } catch {
                throw ToolError(.invalidInput, "\(context.display(spec.file.url)):\(error)")
            }
        }
        guard let template = context.templates.files["shared/starter.archgen.json.mustache"] else {
            throw ToolError(.invalidInput, "the template set has no 'shared/starter.archgen.json.mustache'")
        }
        do {
            let text = try TemplateRenderer(escaping: .none, strict: true).render(
                template, named: "shared/starter.archgen.json.mustache",
                with: ["module": .string(module), "pattern": .string(pattern), "ui": .string(ui ?? "swiftui")])
            return SpecEditor.setting(changes, in: try JSONReader().read(text))
        } catch let error as MustacheError {
            throw ToolError(.invalidInput, error.description)
        } catch {
            throw ToolError(.invalidInput, "the starter spec template does not give JSON: \(error)")
        }
    }
}
