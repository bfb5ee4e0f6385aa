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

    public func validate(_ spec: RawSpec, specFileName: String, diagnostics: inout [Diagnostic]) -> ModuleModel? {
        var context = ValidationContext()
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

        // Type names must resolve: models, Swift and Foundation types, the ones the spec declares external, and any
        // type qualified by a module the spec imports (`MapKit.MKCoordinateRegion`).
        let imports = spec.imports.compactMap { context.moduleName($0, what: "import") }
        context.checkDuplicates(spec.imports, what: "import")
        context.knownTypes = KnownTypes.standard.union(spec.models.map(\.name.value)).union(
            spec.externalTypes.map(\.value)
        ).union(imports)
        // A damaged element (the decoder's problems) or an invalid one is left out, its name kept as unverified: what
        // refers to it is not reported again, and everything else is still checked.
        let models = spec.models.compactMap { $0.isDamaged ? nil : context.model($0) }
        context.models = Dictionary(models.map { ($0.name, $0) }) { first, _ in first }
        let storage = spec.storage.compactMap { context.keptValue($0, what: "storage value") }
        let fields = spec.fields.compactMap { context.keptValue($0, what: "field") }
        let inputs = spec.inputs.compactMap { context.input($0) }
        let routes = spec.routes.compactMap { $0.isDamaged ? nil : context.state($0, what: "route") }
        let effects = spec.effects.compactMap { $0.isDamaged ? nil : context.state($0, what: "effect") }
        // Kept values, fields and inputs are all members of the unit.
        context.checkDuplicates(
            (spec.storage + spec.fields + spec.inputs).map {
                Located(String($0.value.prefix { $0 != ":" }).trimmingCharacters(in: " "), at: $0.location)
            },
            what: "kept value, field or input")
        context.checkDuplicates(spec.routes.map(\.declaration.baseName), what: "route")
        context.checkDuplicates(spec.effects.map(\.declaration.baseName), what: "effect")
        context.checkDuplicates(spec.models.map(\.name) + spec.dependencies.map(\.name), what: "type")
        let dependencies = spec.dependencies.compactMap { $0.isDamaged ? nil : context.dependency($0) }
        let states = spec.states.compactMap { $0.isDamaged ? nil : context.state($0) }
        context.unverify(spec.models.map(\.name), checked: models.map(\.name))
        context.unverify(spec.dependencies.map(\.name), checked: dependencies.map(\.name))
        context.unverify(
            (spec.states + spec.routes + spec.effects).map(\.declaration.baseName),
            checked: (states.map(\.name) + routes.map(\.name) + effects.map(\.name)))
        context.checkDuplicates(spec.states.map(\.declaration.baseName), what: "state")
        let initialState = context.initialState(spec.initialState, states: states)
        let samples = context.samples(spec.samples)
        if models.count == spec.models.count && dependencies.count == spec.dependencies.count {
            context.checkSampleable(spec.dependencies, dependencies: dependencies, models: models, samples: samples)
        }
        if models.count == spec.models.count && inputs.count == spec.inputs.count {
            context.checkSampleable(spec.inputs, inputs: inputs, models: models, samples: samples)
        }

        // Each event's declaration is parsed once; custom events (neither `calls` nor `to`) can receive a call's
        // result, so they are known before any event is checked.
        let declarations = spec.events.map { event in
            event.isDamaged && event.declaration.value.isEmpty
                ? nil : context.caseDeclaration(event.declaration, what: "event")
        }
        context.unverify(
            zip(spec.events, declarations).filter { $0.0.isDamaged || $0.1 == nil }.map(\.0.declaration.baseName),
            checked: [])
        var events: [ModuleModel.Event] = []
        // Events refer to the values a unit keeps by name inside expressions: those must all be valid first.
        let declared =
            storage.count == spec.storage.count && fields.count == spec.fields.count
            && inputs.count == spec.inputs.count
        if declared {
            let handlers = zip(spec.events, declarations).enumerated().compactMap {
                index, pair -> (Int, CaseDeclaration)? in
                guard pair.0.isCustom, !pair.0.isDamaged, let declaration = pair.1 else { return nil }
                return (index, declaration)
            }
            var rules = BlockRules(
                states: states, dependencies: dependencies, models: models, storage: storage, fields: fields,
                inputs: inputs, routes: routes.map { CaseDeclaration(name: $0.name, values: $0.values) },
                effects: effects.map { CaseDeclaration(name: $0.name, values: $0.values) }, handlers: handlers,
                context: context)
            for (raw, declaration) in zip(spec.events, declarations) {
                guard let declaration, !raw.isDamaged else { continue }
                if let event = rules.event(raw, declaration: declaration) { events.append(event) }
            }
            context = rules.context
        }
        context.checkDuplicates(spec.events.map(\.declaration.baseName), what: "event")
        if spec.events.count > Self.eventLimit, let location = spec.eventsLocation {
            context.report(.tooMany("events", count: spec.events.count, limit: Self.eventLimit), at: location)
        }
        if events.count == spec.events.count {
            context.resolveWork(spec.events, events: &events, dependencies: dependencies)
        }
        context.checkStorageClashes(
            spec.storage + spec.fields + spec.inputs, dependencies: dependencies, states: states, events: events)
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
        // The types beside `State` and `Event` that real screens' keys add (in the unit, or VIP's scene); a unit that
        // keeps its state for `when` declares it in MVP and VIP too.
        let tracksState = events.contains { event in
            guard case .blocks(let blocks) = event.behaviour else { return false }
            return blocks.allBlocks.contains { $0.when != nil }
        }
        let screenTypes =
            (fields.isEmpty ? [] : ["Fields"]) + (routes.isEmpty ? [] : ["Route"]) + (effects.isEmpty ? [] : ["Effect"])
        context.checkModelNames(
            spec.models.map(\.name), reserved: ["State", "Event", "Storage", "Handlers"] + screenTypes)
        context.checkSceneNames(
            states: spec.states.map(\.declaration.baseName), events: spec.events.map(\.declaration.baseName),
            types: context.usedTypes.union(spec.models.map(\.name.value)).union(spec.dependencies.map(\.name.value))
                .union(screenTypes + (tracksState ? ["State"] : [])),
            rows: Dictionary(spec.models.map { ($0.name.value + "Row", $0.name.value) }) { first, _ in first })
        context.checkRowNames(spec.models.map(\.name))
        context.checkStandardNames(spec.models.map(\.name), what: "model")
        context.checkStandardNames(spec.dependencies.map(\.name), what: "dependency")

        diagnostics += context.diagnostics
        guard context.diagnostics.errors.isEmpty, let module, let pattern, let ui, let access, let testing,
            let initialState
        else { return nil }
        // Foundation and the frameworks the templates import themselves are always there.
        let extraImports = Set(imports).subtracting([
            "Foundation", "Observation", "SwiftUI", "UIKit", "XCTest", "Testing",
        ])
        return ModuleModel(
            name: module, pattern: pattern, ui: ui, access: access, testing: testing, binding: binding ?? .observation,
            targetModule: target ?? module,
            doc: spec.doc?.value, specFileName: specFileName, sourcesPath: sourcesPath, testsPath: testsPath,
            imports: extraImports.sorted(),
            storage: storage, models: models, dependencies: dependencies, states: states, initialState: initialState,
            events: events, appearEvent: appearEvent, refreshEvent: refreshEvent, samples: samples, inputs: inputs,
            fields: fields, routes: routes, effects: effects)
    }
}

extension Located<String> {
    /// The name before any parentheses, for duplicate checks that must work even when the rest is invalid.
    var baseName: Located<String> {
        Located(String(value.prefix(while: { $0 != "(" })).trimmingCharacters(in: " "), at: location)
    }
}

extension String {
    package func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice.removeFirst() }
        while slice.last == set { slice.removeLast() }
        return String(slice)
    }
}

/// The diagnostics collected so far and the checks shared by every kind of declaration.
struct ValidationContext {
    var diagnostics: [Diagnostic] = []
    /// The type names a fragment may use; empty means anything goes (set before declarations are checked).
    var knownTypes: Set<String> = []
    /// The type names the spec's declarations use (first components: `Array` for `Array<Int>`).
    var usedTypes: Set<String> = []
    /// The spec's valid models by name, once they are checked (start values read their properties).
    var models: [String: ModuleModel.ModelType] = [:]
    /// Names the spec declares whose declaration has a problem, reported already: a reference to one is not reported
    /// as unknown.
    var unverified: Set<String> = []

    /// Marks the names in `declared` that are not among the `checked` ones as unverified.
    mutating func unverify(_ declared: [Located<String>], checked: [String]) {
        let valid = Set(checked)
        for name in declared where !valid.contains(name.value) { unverified.insert(name.value) }
    }

    /// Reports each type name in `type` that is not known; returns whether all are.
    mutating func checkTypes(_ type: TypeExpression, at location: SourceLocation) -> Bool {
        guard !knownTypes.isEmpty else { return true }
        switch type {
        case .array(let element), .optional(let element): return checkTypes(element, at: location)
        case .dictionary(let key, let value):
            let keyKnown = checkTypes(key, at: location)
            return checkTypes(value, at: location) && keyKnown
        case .tuple(let elements):
            return elements.map { checkTypes($0.type, at: location) }.allSatisfy { $0 }
        case .function(let function):
            return (function.parameters + [function.result]).map { checkTypes($0, at: location) }.allSatisfy { $0 }
        case .named(let parts):
            var known = true
            let first = parts[0].name
            let qualified = parts.count > 1 && ["Swift", "Foundation"].contains(first)
            let name = qualified ? parts[1].name : first
            if !qualified { usedTypes.insert(first) }
            if !knownTypes.contains(name) && !knownTypes.contains(first) {
                report(
                    .unknownType(name: name, suggestion: Suggestion.nearest(to: name, in: Array(knownTypes).sorted())),
                    at: location)
                known = false
            }
            for part in parts { for argument in part.arguments { known = checkTypes(argument, at: location) && known } }
            return known
        }
    }

    mutating func report(_ problem: Problem, at location: SourceLocation) {
        diagnostics.append(Diagnostic(problem, at: location))
    }

    /// The location of a byte inside a JSON string (just after its opening quote).
    func location(in string: Located<String>, offset: Int) -> SourceLocation {
        SourceLocation(line: string.location.line, column: string.location.column + 1 + offset)
    }

    mutating func choice(_ value: Located<String>?, key: String, choices: [String]) -> String? {
        guard let value else { return nil }
        guard choices.contains(value.value) else {
            report(
                .invalidChoice(
                    key: key, value: value.value, choices: choices,
                    suggestion: Suggestion.nearest(to: value.value, in: choices)), at: value.location)
            return nil
        }
        return value.value
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ value: Located<String>?, key: String, default: T) -> T?
    where T.RawValue == String {
        guard let value else { return `default` }
        return choice(value, key: key, choices: T.allCases.map(\.rawValue)).flatMap(T.init(rawValue:))
    }

    /// A name that becomes a Swift type: an identifier, capitalised, not a keyword.
    mutating func typeName(_ name: Located<String>, what: String) -> String? {
        guard SwiftNames.isIdentifier(name.value) else {
            report(.notAnIdentifier(what: what, name: name.value), at: name.location)
            return nil
        }
        if SwiftNames.reserved.contains(name.value) {
            report(.reservedName(what: what, name: name.value), at: name.location)
            return nil
        }
        if SwiftNames.keywords.contains(name.value) {
            report(.typeNameIsKeyword(what: what, name: name.value), at: name.location)
            return nil
        }
        guard name.value.first?.isUppercase == true, !name.value.contains("_") else {
            report(.notUpperCamelCase(what: what, name: name.value), at: name.location)
            return nil
        }
        return name.value
    }

    /// The name of a Swift module (an app's module is often `My_App`): an identifier that is not a keyword.
    mutating func moduleName(_ name: Located<String>, what: String) -> String? {
        guard SwiftNames.isIdentifier(name.value) else {
            report(.notAnIdentifier(what: what, name: name.value), at: name.location)
            return nil
        }
        if SwiftNames.keywords.contains(name.value) || SwiftNames.reserved.contains(name.value) {
            report(.typeNameIsKeyword(what: what, name: name.value), at: name.location)
            return nil
        }
        return name.value
    }

    /// A name that becomes a Swift member (case, property, parameter): lowerCamelCase, not reserved.
    mutating func memberName(_ name: String, what: String, at location: SourceLocation) -> Bool {
        if SwiftNames.reserved.contains(name) {
            report(.reservedName(what: what, name: name), at: location)
            return false
        }
        guard name.first?.isLowercase == true, !name.contains("_") else {
            report(.notLowerCamelCase(what: what, name: name), at: location)
            return false
        }
        return true
    }

    mutating func outputPath(_ path: Located<String>, key: String) -> String? {
        if path.value.isEmpty || path.value.hasPrefix("/") || path.value.hasPrefix("~") || path.value.contains("\\")
            || path.value.contains("\u{0}")
        {
            report(
                .outputPath(key: key, reason: "must be a relative path with '/' separators, from the spec's folder"),
                at: path.location)
            return nil
        }
        return path.value
    }

    mutating func checkDuplicates(_ names: [Located<String>], what: String) {
        var seen: Set<String> = []
        for name in names where !name.value.isEmpty {
            if !seen.insert(name.value).inserted { report(.duplicate(what: what, name: name.value), at: name.location) }
        }
    }

    /// A model named like a type the unit declares inside it (`State`, `Fields`, ...) would be hidden there.
    mutating func checkModelNames(_ models: [Located<String>], reserved: [String]) {
        for model in models where reserved.contains(model.value) {
            report(
                .memberClash(
                    what: "model", name: model.value, other: "the type '\(model.value)' the generated unit declares"),
                at: model.location)
        }
    }

    /// A type of the module named like a Swift or Foundation type (`Result`, `Actor`, `String`) would hide it in the
    /// module, where the generated code (and the person's) means the standard one.
    mutating func checkStandardNames(_ names: [Located<String>], what: String) {
        for name in names where KnownTypes.standard.contains(name.value) || KnownTypes.hidden.contains(name.value) {
            report(.hidesStandardType(what: what, name: name.value), at: name.location)
        }
    }

    /// A model named like the row VIP makes for another model (`TweetRow` beside `Tweet`) would be shadowed by it inside
    /// the scene.
    mutating func checkRowNames(_ models: [Located<String>]) {
        let names = Set(models.map(\.value))
        for model in models where model.value.hasSuffix("Row") && names.contains(String(model.value.dropLast(3))) {
            report(.modelNamedLikeRow(model: model.value, other: String(model.value.dropLast(3))), at: model.location)
        }
    }

    /// In VIP every state and event also names a type in the scene (`UsersScene.Loaded`), so that the same spec
    /// renders in every pattern no state may share its name with an event, and none may hide a type the module uses,
    /// nor a row the scene makes for a model (`rows`: row name to model).
    mutating func checkSceneNames(
        states: [Located<String>], events: [Located<String>], types: Set<String>, rows: [String: String]
    ) {
        let stateNames = Set(states.map(\.value))
        for (what, names) in [("state", states), ("event", events)] {
            // Reserved names (`self`) are refused where they are declared.
            for name in names where !name.value.isEmpty && !SwiftNames.reserved.contains(name.value) {
                let typeName = SwiftNames.upperFirst(name.value)
                if ["Any", "Self", "Type", "Protocol"].contains(typeName) {
                    report(.sceneNameReserved(what: what, name: name.value, typeName: typeName), at: name.location)
                } else if what == "event" && stateNames.contains(name.value) {
                    report(
                        .sceneNameClash(what: what, name: name.value, other: "state '\(name.value)'"), at: name.location
                    )
                } else if let model = rows[typeName] {
                    report(
                        .sceneNameClash(what: what, name: name.value, other: "VIP's row for model '\(model)'"),
                        at: name.location)
                } else if types.contains(typeName) {
                    report(
                        .sceneNameClash(what: what, name: name.value, other: "the type '\(typeName)'"),
                        at: name.location)
                }
            }
        }
    }

    /// Storage becomes a property of the view model, presenter, interactor or model, beside a property per dependency,
    /// a method per event (MVP, VIP) and a data-store field per state with values (VIP): a storage value of one of those
    /// names would not compile in some pattern, and every spec renders in every pattern.
    mutating func checkStorageClashes(
        _ storage: [Located<String>], dependencies: [ModuleModel.Dependency], states: [ModuleModel.State],
        events: [ModuleModel.Event]
    ) {
        for text in storage {
            let name = String(text.value.prefix { $0 != ":" }).trimmingCharacters(in: " ")
            let other =
                if let dependency = dependencies.first(where: { $0.propertyName == name }) {
                    "the property that holds dependency '\(dependency.name)'"
                } else if states.contains(where: { $0.name == name && !$0.values.isEmpty }) {
                    "VIP's data-store field of state '\(name)'"
                } else if events.contains(where: { $0.name == name && $0.values.isEmpty }) {
                    "the method of event '\(name)' (MVP, VIP)"
                } else {
                    String?.none
                }
            if let other { report(.storageClash(name: name, other: other), at: text.location) }
        }
    }

    mutating func checkDuplicateValues(_ values: [ValueDeclaration], what: String, at location: SourceLocation) {
        var seen: Set<String> = []
        for value in values where !seen.insert(value.name).inserted {
            report(.duplicate(what: what, name: value.name), at: location)
        }
    }

    // MARK: - Declarations

    /// A `storage` value or a field: `name: Type`, starting empty (see `StorageDefaults`), or `name: Type = value`,
    /// starting as a literal of its type says.
    mutating func keptValue(_ text: Located<String>, what: String) -> ModuleModel.StoredValue? {
        // Types hold no '=', so the first one starts the value.
        let declaration = String(text.value.prefix { $0 != "=" })
        let start = text.value.dropFirst(declaration.count).dropFirst()
        do throws(FragmentError) {
            let value = try FragmentParser.value(String(declaration.reversed().drop { $0 == " " }.reversed()))
            guard memberName(value.name, what: what, at: text.location) else { return nil }
            if GeneratedMembers.names.contains(value.name) {
                report(.reservedName(what: what, name: value.name), at: text.location)
                return nil
            }
            guard checkTypes(value.type, at: text.location) else { return nil }
            // Fields are what the screen shows, compared by the tests (`Fields` is Equatable).
            if what == "field", !comparable(value, what: what, at: text.location) { return nil }
            if declaration.count < text.value.count {
                let offset = declaration.utf8.count + 1
                let expression: Expression
                do throws(FragmentError) {
                    expression = try ExpressionParser.expression(String(start))
                } catch {
                    report(
                        .fragment(what: what, text: text.value, reason: error.reason),
                        at: location(in: text, offset: offset + error.offset))
                    return nil
                }
                do throws(ExpressionChecker.Failure) {
                    _ = try ExpressionChecker(models: models).check(expression, expected: value.type, in: Scope())
                } catch {
                    report(
                        .startValue(what: what, name: value.name, reason: "cannot start so: \(error.message)"),
                        at: location(in: text, offset: offset + error.offset))
                    return nil
                }
                return ModuleModel.StoredValue(
                    name: value.name, type: value.type, initialValue: expression.swift(), start: expression)
            }
            guard let initialValue = StorageDefaults.initialValue(for: value.type) else {
                report(
                    .storageNeedsEmptyValue(what: what, name: value.name, type: value.type.description),
                    at: text.location)
                return nil
            }
            return ModuleModel.StoredValue(name: value.name, type: value.type, initialValue: initialValue)
        } catch {
            report(
                .fragment(what: what, text: text.value, reason: error.reason),
                at: location(in: text, offset: error.offset))
            return nil
        }
    }

    /// An input: `name: Type`, a value the screen is made with.
    mutating func input(_ text: Located<String>) -> ValueDeclaration? {
        do throws(FragmentError) {
            let value = try FragmentParser.value(text.value)
            guard memberName(value.name, what: "input", at: text.location) else { return nil }
            if GeneratedMembers.names.contains(value.name) {
                report(.reservedName(what: "input", name: value.name), at: text.location)
                return nil
            }
            guard checkTypes(value.type, at: text.location) else { return nil }
            return value
        } catch {
            report(
                .fragment(what: "input", text: text.value, reason: error.reason),
                at: location(in: text, offset: error.offset))
            return nil
        }
    }

    mutating func model(_ raw: RawSpec.Model) -> ModuleModel.ModelType? {
        let name = typeName(raw.name, what: "model")
        if !raw.cases.isEmpty || raw.isError != nil {
            return enumModel(raw, name: name)
        }
        var properties: [ValueDeclaration] = []
        var seen: Set<String> = []
        for text in raw.properties {
            do throws(FragmentError) {
                let property = try FragmentParser.value(text.value)
                if !seen.insert(property.name).inserted {
                    report(.duplicate(what: "property", name: property.name), at: text.location)
                } else if memberName(property.name, what: "property", at: text.location),
                    checkTypes(property.type, at: text.location),
                    comparable(property, what: "property", at: text.location)
                {
                    properties.append(property)
                }
            } catch {
                report(
                    .fragment(what: "property", text: text.value, reason: error.reason),
                    at: location(in: text, offset: error.offset))
            }
        }
        guard let name, properties.count == raw.properties.count else { return nil }
        return ModuleModel.ModelType(name: name, doc: raw.doc?.value, properties: properties)
    }

    /// A model with `cases`: an enum, and an `Error` too with `"error": true`.
    private mutating func enumModel(_ raw: RawSpec.Model, name: String?) -> ModuleModel.ModelType? {
        if let first = raw.properties.first {
            report(
                .modelShape(
                    model: raw.name.value, reason: "has both 'properties' and 'cases'; a model is a struct or an enum"),
                at: first.location)
            return nil
        }
        guard !raw.cases.isEmpty else {
            report(
                .modelShape(
                    model: raw.name.value, reason: "is marked \"error\": true but has no 'cases'; an error is an enum"),
                at: raw.isError?.location ?? raw.location)
            return nil
        }
        let cases = raw.cases.compactMap { caseDeclaration($0, what: "case") }
        checkDuplicates(raw.cases.map(\.baseName), what: "case")
        guard let name, cases.count == raw.cases.count else { return nil }
        return ModuleModel.ModelType(
            name: name, doc: raw.doc?.value, properties: [], cases: cases, isError: raw.isError?.value == true)
    }

    mutating func dependency(_ raw: RawSpec.Dependency) -> ModuleModel.Dependency? {
        let name = typeName(raw.name, what: "dependency")
        let style = choice(raw.style, key: "style", default: DependencyStyle.protocol)
        let isolation = choice(raw.isolation, key: "isolation", default: DependencyIsolation.nonisolated)
        var methods: [MethodDeclaration] = []
        for text in raw.methods {
            do throws(FragmentError) {
                var method = try FragmentParser.method(text.value)
                // `-> Void` says what no return type says; the generated code leaves it out.
                if method.returnType?.simpleName == "Void" { method.returnType = nil }
                var valid = memberName(method.name, what: "method", at: text.location)
                for parameter in method.parameters {
                    valid = memberName(parameter.name, what: "parameter", at: text.location) && valid
                    valid = checkTypes(parameter.type, at: text.location) && valid
                }
                if let returnType = method.returnType { valid = checkTypes(returnType, at: text.location) && valid }
                var seen: Set<String> = []
                for parameter in method.parameters where !seen.insert(parameter.name).inserted {
                    report(.duplicate(what: "parameter", name: parameter.name), at: text.location)
                    valid = false
                }
                if valid { methods.append(method) }
            } catch {
                report(
                    .fragment(what: "method", text: text.value, reason: error.reason),
                    at: location(in: text, offset: error.offset))
            }
        }
        checkDuplicates(raw.methods.map(\.baseName), what: "method")
        if methods.count == raw.methods.count { checkSpyNames(raw.methods, methods: methods) }
        guard let name, let style, let isolation, methods.count == raw.methods.count else { return nil }
        var dependency = ModuleModel.Dependency(
            name: name, doc: raw.doc?.value, style: style, isolation: isolation, methods: methods)
        for command in raw.commands {
            guard let index = methods.firstIndex(where: { $0.name == command.value }) else {
                report(
                    .unknownCommand(
                        dependency: name, name: command.value,
                        suggestion: Suggestion.nearest(to: command.value, in: methods.map(\.name))),
                    at: command.location)
                continue
            }
            dependency.commands.insert(index)
        }
        // The unit keeps it in a property, and a test's subject keeps its spy beside the unit and its other doubles.
        if GeneratedMembers.names.union(GeneratedMembers.subjectNames).contains(dependency.propertyName) {
            report(
                .dependencyClashesWithMember(dependency: name, member: dependency.propertyName), at: raw.name.location)
            return nil
        }
        return dependency
    }

    /// Models, states and events are `Equatable` (tests compare them), so what they hold must be too.
    mutating func comparable(_ value: ValueDeclaration, what: String, at location: SourceLocation) -> Bool {
        guard value.type.isEquatable else {
            report(.notEquatable(what: what, name: value.name, type: value.type.description), at: location)
            return false
        }
        return true
    }

    mutating func caseDeclaration(_ text: Located<String>, what: String) -> CaseDeclaration? {
        do throws(FragmentError) {
            let declaration = try FragmentParser.caseDeclaration(text.value)
            var valid = memberName(declaration.name, what: what, at: text.location)
            for value in declaration.values {
                valid = memberName(value.name, what: "value", at: text.location) && valid
                // An error is what a failure carries; the screen shows its message (one problem, not two).
                if ["Error", "any Error", "(any Error)"].contains(value.type.description) {
                    report(.errorValue(what: "\(what) value", name: value.name), at: text.location)
                    valid = false
                    continue
                }
                valid = checkTypes(value.type, at: text.location) && valid
                valid = comparable(value, what: "\(what) value", at: text.location) && valid
            }
            checkDuplicateValues(declaration.values, what: "value", at: text.location)
            return valid ? declaration : nil
        } catch {
            report(
                .fragment(what: what, text: text.value, reason: error.reason),
                at: location(in: text, offset: error.offset))
            return nil
        }
    }

    mutating func state(_ raw: RawSpec.State, what: String = "state") -> ModuleModel.State? {
        guard let declaration = caseDeclaration(raw.declaration, what: what) else { return nil }
        return ModuleModel.State(name: declaration.name, values: declaration.values, doc: raw.doc?.value)
    }

    /// The event the spec's `appearEvent` names: one without values.
    /// An event the starter view sends by itself (`appearEvent`, `refreshEvent`): it must exist and carry no values.
    mutating func viewEvent(
        _ name: Located<String>, role: String, moment: String, events: [ModuleModel.Event]
    ) -> Int? {
        guard let index = events.firstIndex(where: { $0.name == name.value }) else {
            report(
                .unknownViewEvent(
                    role: role, name: name.value,
                    suggestion: Suggestion.nearest(to: name.value, in: events.map(\.name))),
                at: name.location)
            return nil
        }
        if !events[index].values.isEmpty {
            report(.viewEventHasValues(role: role, event: name.value, moment: moment), at: name.location)
            return nil
        }
        if let caller = events[index].resultOf.first {
            report(.viewEventIsStep(role: role, event: name.value, caller: events[caller].name), at: name.location)
            return nil
        }
        return index
    }

    mutating func initialState(_ name: Located<String>, states: [ModuleModel.State]) -> Int? {
        guard let index = states.firstIndex(where: { $0.name == name.value }) else {
            if unverified.contains(name.value) { return nil }
            report(
                .unknownInitialState(
                    name: name.value, suggestion: Suggestion.nearest(to: name.value, in: states.map(\.name))),
                at: name.location)
            return nil
        }
        if !states[index].values.isEmpty {
            report(.initialStateHasValues(name.value), at: name.location)
            return nil
        }
        return index
    }
}
