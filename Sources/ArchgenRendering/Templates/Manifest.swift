import ArchgenSpec
import LocatedJSON
import Mustache

/// What a pattern generates: one entry per output file, in the order they are reported. Read here, and only here:
/// `when` and `each` are checked against what the context offers when the manifest is parsed.
public struct Manifest: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// The template file, in the pattern's folder or `shared/`.
        public var template: String
        /// The output path under its root, itself a Mustache template (`{{module}}ViewModel.swift`).
        public var path: String
        public var root: OutputRoot
        public var ownership: Ownership
        /// What must be true of the module for the file to be written.
        public var when: FileCondition?
        /// The file is written once per item of this list.
        public var each: FileSeries?
        /// What the file is for, shown by `archgen patterns`.
        public var role: String
    }

    public var summary: String
    /// The only UI framework the pattern's views are written for (`"ui": "uikit"`), and why (`"uiReason"`): a spec
    /// that asks for another is refused at its `ui`. Nil when the pattern writes both.
    public var onlyUI: OnlyUI?
    public var entries: [Entry]

    /// Reads the manifest `text` of the template file `path`; a problem is an error at its line.
    init(_ text: String, path: String) throws(MustacheError) {
        func fail(_ message: String, _ location: SourceLocation) -> MustacheError {
            Self.problem(path, message, location)
        }
        let json: JSONValue
        do {
            json = try JSONReader().read(text)
        } catch {
            throw fail(error.message, error.location)
        }
        guard case .object(let members) = json.kind,
            case .string(let summary)? = members.first(where: { $0.key == "summary" })?.value.kind,
            case .array(let files)? = members.first(where: { $0.key == "files" })?.value.kind
        else { throw fail("a manifest is an object with a 'summary' string and a 'files' array", json.location) }
        self.summary = summary
        let ui = members.first { $0.key == "ui" }?.value
        let reason = members.first { $0.key == "uiReason" }?.value
        if let ui {
            guard case .string(let name) = ui.kind, let framework = UIFramework(rawValue: name) else {
                throw fail("'ui' is the only UI framework the pattern writes: 'swiftui' or 'uikit'", ui.location)
            }
            guard case .string(let why)? = reason?.kind, !why.isEmpty else {
                throw fail("a manifest with 'ui' needs 'uiReason': why the pattern has no other UI", ui.location)
            }
            onlyUI = OnlyUI(ui: framework, reason: why)
        }
        var entries: [Entry] = []
        for file in files { entries.append(try Self.entry(file, path: path)) }
        self.entries = entries
    }

    /// One element of `files`: an object of strings, with the template, output path, role, root and ownership, and
    /// maybe a `when` and an `each`.
    private static func entry(_ file: JSONValue, path: String) throws(MustacheError) -> Entry {
        func fail(_ message: String, _ location: SourceLocation) -> MustacheError {
            problem(path, message, location)
        }
        guard case .object(let fields) = file.kind else {
            throw fail("each file entry must be an object", file.location)
        }
        var strings: [String: (value: String, location: SourceLocation)] = [:]
        for field in fields {
            guard case .string(let value) = field.value.kind else {
                throw fail("'\(field.key)' must be a string", field.value.location)
            }
            strings[field.key] = (value, field.value.location)
        }
        guard let template = strings["template"]?.value, let output = strings["path"]?.value,
            let role = strings["role"]?.value, let root = strings["in"].flatMap({ OutputRoot(rawValue: $0.value) }),
            let ownership = strings["ownership"].flatMap({ Ownership(rawValue: $0.value) })
        else {
            throw fail(
                "a file entry needs 'template', 'path', 'role', 'in' (sources or tests) and 'ownership' "
                    + "(generated or scaffold)", file.location)
        }
        func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type)
            throws(MustacheError)
            -> Choice? where Choice.RawValue == String
        {
            guard let (value, location) = strings[key] else { return nil }
            guard let choice = Choice(rawValue: value) else {
                let known = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                throw fail("'\(key)' is '\(value)'; it must be one of \(known)", location)
            }
            return choice
        }
        return Entry(
            template: template, path: output, root: root, ownership: ownership,
            when: try choice("when", FileCondition.self), each: try choice("each", FileSeries.self), role: role)
    }

    /// A problem of the manifest `path` at `location`.
    private static func problem(_ path: String, _ message: String, _ location: SourceLocation) -> MustacheError {
        MustacheError(template: path, line: location.line, message: message)
    }
}

/// A manifest's `when`: what must be true of the module for a file to be written.
public enum FileCondition: String, Sendable, CaseIterable {
    case hasModels, hasListedModels, hasDependencies, hasTestDoubles, hasCustomEvents, isSwiftUI, isUIKit

    /// How `archgen patterns` explains it.
    public var explanation: String {
        switch self {
        case .hasModels: "when the spec has models"
        case .hasListedModels: "when a state lists models"
        case .hasDependencies: "when the spec has dependencies"
        case .hasTestDoubles:
            "when the tests need doubles: spies of dependencies, or builders of models (or say which type a name means)"
        case .hasCustomEvents: "when the spec has custom events"
        case .isSwiftUI: "SwiftUI only"
        case .isUIKit: "UIKit only"
        }
    }

    func holds(for module: Context.Module) -> Bool {
        switch self {
        case .hasModels: module.hasModels
        case .hasListedModels: module.hasListedModels
        case .hasDependencies: module.hasDependencies
        // The doubles file holds the spies and the models' fixture builders (and the debounce spy, for work's waits).
        case .hasTestDoubles:
            module.hasDependencies || !module.fixtures.isEmpty || module.debounces || module.imports.hasShadowedInTests
        case .hasCustomEvents: module.hasCustomEvents
        case .isSwiftUI: module.isSwiftUI
        case .isUIKit: module.isUIKit
        }
    }
}

/// A manifest's `each`: the list a file is written once per item of; each item's keys join the top level's.
public enum FileSeries: String, Sendable, CaseIterable {
    case dependencies, listedModels, testGroups

    /// How `archgen patterns` explains it.
    public var explanation: String {
        switch self {
        case .dependencies: "one per dependency"
        case .listedModels: "one per model a state lists"
        case .testGroups: "one per event with generated tests"
        }
    }

    /// What `archgen patterns` shows for the item's keys in an output path (`Live<Dependency>.swift`).
    public var placeholders: [String: String] {
        switch self {
        case .dependencies: ["name": "<Dependency>"]
        case .listedModels: ["name": "<Model>", "cell": "<Model>Cell"]
        case .testGroups: ["group": "<Event>"]
        }
    }

    func items(of module: Context.Module) -> [any ContextShape] {
        switch self {
        case .dependencies: module.dependencies
        case .listedModels: module.listedModels
        case .testGroups: module.testGroups
        }
    }

    /// The items' values, taken from `root`, the module's value, which holds them under the series' name (a list of
    /// each item's `mustacheValue`); made again only if it does not.
    func values(in root: [String: MustacheValue], of module: Context.Module) -> [MustacheValue] {
        let items = items(of: module)
        if case .list(let values)? = root[rawValue], values.count == items.count { return values }
        return items.map(\.mustacheValue)
    }
}
