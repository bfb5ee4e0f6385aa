import LocatedJSON

/// Checks a `RawSpec` against every rule of the spec format and builds the `ModuleModel`, or reports all
/// problems at once.
public struct SpecValidator: Sendable {
    /// The patterns the template set provides (a folder with a manifest each).
    public var patterns: [String]
    /// A pattern's one UI framework, when its views exist in one only (MVC: UIKit), with the reason its manifest gives.
    public var onlyUI: @Sendable (String) -> OnlyUI?

    /// The most events a spec may have: Swift gives up checking that the generated `switch` over the events is
    /// exhaustive (an error) from about 630 events with values (Swift 6.3); 1,000 without values build.
    public static let eventLimit = 600

    public init(patterns: [String], onlyUI: @escaping @Sendable (String) -> OnlyUI? = { _ in nil }) {
        self.patterns = patterns
        self.onlyUI = onlyUI
    }

    /// What the spec chooses for the whole module (nil: not valid, reported).
    struct Options {
        var module: String?
        var pattern: String?
        var binding: Binding?
        var ui: UIFramework?
        var access: AccessLevel?
        var testing: TestingFramework?
        var target: String?
        var sourcesPath: String?
        var testsPath: String?
    }

    /// The spec's valid declarations; an invalid one is left out, its name kept as unverified.
    struct Declarations {
        var imports: [String]
        var models: [ModuleModel.ModelType]
        var storage: [ModuleModel.StoredValue]
        var fields: [ModuleModel.StoredValue]
        var inputs: [ValueDeclaration]
        var routes: [ModuleModel.State]
        var effects: [ModuleModel.State]
        var dependencies: [ModuleModel.Dependency]
        var states: [ModuleModel.State]
        var initialState: Int?
        var samples: [TypeExpression: String]
    }

    /// Checks `spec` in stages (the module's options, its declarations, its events, the names they make together),
    /// adds every problem to `diagnostics`, and builds the module when there is none.
    public func validate(_ spec: RawSpec, specFileName: String, diagnostics: inout [Diagnostic]) -> ModuleModel? {
        var context = ValidationContext()
        let options = options(spec, context: &context)
        let declared = declarations(spec, context: &context)
        let events = events(spec, declared, context: &context)
        context.checkStorageClashes(
            spec.storage + spec.fields + spec.inputs, dependencies: declared.dependencies, states: declared.states,
            events: events)
        // (Named events that failed their own checks are reported already.)
        let appearEvent =
            spec.appearEvent.map {
                events.count == spec.events.count
                    ? context.viewEvent($0, role: "appear", moment: "it appears", events: events) : nil
            } ?? AppearEvent.guess(events)
        let refreshEvent = spec.refreshEvent.flatMap {
            events.count == spec.events.count
                ? context.viewEvent($0, role: "refresh", moment: "it is pulled to refresh", events: events) : nil
        }
        checkNames(spec, declared, events: events, context: &context)

        diagnostics += context.diagnostics
        guard context.diagnostics.errors.isEmpty, let module = options.module, let pattern = options.pattern,
            let ui = options.ui, let access = options.access, let testing = options.testing,
            let initialState = declared.initialState
        else { return nil }
        // Foundation and the frameworks the templates import themselves are always there.
        let extraImports = Set(declared.imports).subtracting([
            "Foundation", "Observation", "SwiftUI", "UIKit", "XCTest", "Testing",
        ])
        return ModuleModel(
            name: module, pattern: pattern, ui: ui, access: access, testing: testing,
            binding: options.binding ?? .observation, targetModule: options.target ?? module,
            doc: spec.doc?.value, specFileName: specFileName, sourcesPath: options.sourcesPath,
            testsPath: options.testsPath, imports: extraImports.sorted(),
            storage: declared.storage, models: declared.models, dependencies: declared.dependencies,
            states: declared.states, initialState: initialState, events: events, appearEvent: appearEvent,
            refreshEvent: refreshEvent, samples: declared.samples, inputs: declared.inputs, fields: declared.fields,
            routes: declared.routes, effects: declared.effects)
    }

    /// The module's name, pattern, binding, UI, access, testing framework, target and output folders; a binding,
    /// UI and pattern that do not go together are reported.
    private func options(_ spec: RawSpec, context: inout ValidationContext) -> Options {
        let module = context.typeName(spec.module, what: "module")
        let pattern = context.choice(spec.pattern, key: "pattern", choices: patterns)
        let binding = context.choice(spec.binding, key: "binding", default: Binding.observation)
        // Box binding is for UIKit, and so is a pattern whose views are UIKit only: the default there.
        let only = pattern.flatMap(onlyUI)
        let ui = context.choice(
            spec.ui, key: "ui", default: only?.ui ?? (binding == .box ? UIFramework.uikit : .swiftui))
        if let binding, binding != .observation, let pattern, pattern != "mvvm" {
            context.report(.bindingNeedsMVVM(binding: binding.rawValue, pattern: pattern), at: spec.binding!.location)
        } else if binding == .box, ui == .swiftui, let location = spec.ui?.location {
            context.report(.boxNeedsUIKit, at: location)
        } else if let only, let pattern, let ui, ui != only.ui, let location = spec.ui?.location {
            let others = patterns.filter { $0 != pattern && onlyUI($0).map { $0.ui == ui } ?? true }
            context.report(
                .patternWritesOtherUI(
                    pattern: pattern, ui: ui.rawValue, only: only.ui.rawValue, reason: only.reason, others: others),
                at: location)
        }
        let access = context.choice(spec.access, key: "access", default: AccessLevel.internal)
        let testing = context.choice(spec.testing, key: "testing", default: TestingFramework.xctest)
        let target = spec.target.flatMap { context.moduleName($0, what: "target") }
        let sourcesPath = spec.sourcesPath.flatMap { context.outputPath($0, key: "sourcesPath") }
        let testsPath = spec.testsPath.flatMap { context.outputPath($0, key: "testsPath") }
        return Options(
            module: module, pattern: pattern, binding: binding, ui: ui, access: access, testing: testing,
            target: target, sourcesPath: sourcesPath, testsPath: testsPath)
    }

    /// The names the module's pieces make together: a model named like a type the unit declares, a state or event
    /// named like a type of VIP's scene, a model named like another's row, a type named like a standard one.
    private func checkNames(
        _ spec: RawSpec, _ declared: Declarations, events: [ModuleModel.Event], context: inout ValidationContext
    ) {
        // The types beside `State` and `Event` that real screens' keys add (in the unit, or VIP's scene); a unit that
        // keeps its state for `when` declares it in MVP and VIP too.
        let tracksState = events.contains { event in
            guard case .blocks(let blocks) = event.behaviour else { return false }
            return blocks.allBlocks.contains { $0.when != nil }
        }
        let screenTypes =
            (declared.fields.isEmpty ? [] : ["Fields"]) + (declared.routes.isEmpty ? [] : ["Route"])
            + (declared.effects.isEmpty ? [] : ["Effect"])
        context.checkModelNames(
            spec.models.map(\.name),
            reserved: ["State", "Event", "Storage", "Handlers", "Work", "WorkRegistry"] + screenTypes)
        context.checkSceneNames(
            states: spec.states.map(\.declaration.baseName), events: spec.events.map(\.declaration.baseName),
            types: context.usedTypes.union(spec.models.map(\.name.value)).union(spec.dependencies.map(\.name.value))
                .union(screenTypes + (tracksState ? ["State"] : [])),
            rows: Dictionary(spec.models.map { ($0.name.value + "Row", $0.name.value) }) { first, _ in first })
        context.checkRowNames(spec.models.map(\.name))
        context.checkStandardNames(spec.models.map(\.name), what: "model")
        context.checkStandardNames(spec.dependencies.map(\.name), what: "dependency")
    }
}
