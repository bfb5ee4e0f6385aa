import ArchgenBehaviour
import ArchgenSpec

/// Builds the top level of the render context from a validated module: Swift spellings with keywords escaped,
/// signatures, patterns and expressions. Templates only place this text; they decide nothing. Events and tests are
/// built by `EventContextBuilder` and `TestContextBuilder`.
struct ModuleContextBuilder {
    let module: ModuleModel
    /// Which control of a starter view sends each event (decided once for every state).
    let controls: ViewControlBuilder

    init(module: ModuleModel) {
        self.module = module
        controls = ViewControlBuilder(module: module)
    }

    /// The context every template of the module sees.
    func build() -> Context.Module {
        let isPublic = module.access == .public
        let initial = module.states[module.initialState]
        let events = EventContextBuilder(module: module)
        let tests = TestContextBuilder(module: module)
        let sent = events.sentEvents()
        let programTests = ProgramTestBuilder(module: module, registrations: sent.registrations).tests(releases: true)
        let customEvents = events.customEvents()
        let workEvents = events.workEvents()
        let lists = ListContextBuilder(module: module)
        let listedModels = lists.listedModels()
        let describesErrors = module.events.contains { event in
            guard case .blocks(let blocks) = event.behaviour else { return false }
            return module.readsMessage(blocks)
        }
        let debounces = module.events.contains { $0.debounce != nil }
        // (What the unit's work tracks of its calls: the kept values they read, the answers the screen shows.)
        let readByCalls = module.storageReadByCalls
        let ordersAnswers = events.showingAnswers.count > 1
        let hasOptions = describesErrors || debounces
        let hasInitParameters =
            !module.storage.isEmpty || !module.inputs.isEmpty || !module.dependencies.isEmpty || hasOptions
        // Every unit keeps its state: its work restores it and its custom handlers read it.
        let tracksState = true
        return Context.Module(
            module: module.name,
            targetModule: module.targetModule,
            specFileName: module.specFileName,
            access: isPublic ? "public " : "",
            isPublic: isPublic,
            stateAccess: "private(set) ",
            scene: "\(module.name)Scene",
            isSwiftUI: module.ui == .swiftui,
            isUIKit: module.ui == .uikit,
            isBox: module.binding == .box,
            isXCTest: module.testing == .xctest,
            isSwiftTesting: module.testing == .swiftTesting,
            expectEqualOpen: module.testing == .xctest ? "XCTAssertEqual(" : "expectEqual(",
            expectEqualSeparator: ", ",
            located: module.testing == .xctest ? ", file: file, line: line)" : ", sourceLocation: sourceLocation)",
            locationParameters: module.testing == .xctest
                ? "file: StaticString = #filePath, line: UInt = #line"
                : "sourceLocation: Testing.SourceLocation = #_sourceLocation",
            imports: imports(),
            docLines: Spelling.docLines(module.doc),
            hasModels: !module.models.isEmpty,
            models: module.models.map(model),
            hasListedModels: !listedModels.isEmpty,
            rows: DisplayRows(module: module).rows(),
            listedModels: listedModels,
            fixtures: ModelFixtures(module).builders(),
            hasDependencies: !module.dependencies.isEmpty,
            dependencies: module.dependencies.enumerated().map { index, dependency in
                self.dependency(dependency, isFirst: index == 0, isLast: index == module.dependencies.count - 1)
            },
            storage: module.storage.map { value in
                var storage = storage(value)
                storage.countsWrites = readByCalls.contains(value.name)
                return storage
            },
            hasStorage: !module.storage.isEmpty,
            countsStorageWrites: !readByCalls.isEmpty,
            ordersAnswers: ordersAnswers,
            tracksAnswers: !readByCalls.isEmpty || ordersAnswers,
            dropsRepeatedSends: module.events.contains(where: \.dropsRepeatedSends),
            runsCallsTogether: module.runsCallsTogether,
            keptParameters: keptParameters(hasOptions: hasOptions),
            storageParameters: module.storage.map {
                "\(SwiftNames.argumentLabel($0.name)): \(Spelling.parameterType($0.type))"
            }.joined(separator: ", "),
            storageArguments: module.storage.map {
                "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))"
            }.joined(separator: ", "),
            hasFields: !module.fields.isEmpty,
            fields: module.fields.map(storage),
            fieldsSample: "(" + (sampleArguments(module.fields.map { ($0.name, $0.type) }) ?? "") + ")",
            fieldParameters: module.fields.map {
                "\(SwiftNames.escaped($0.name)): \(Spelling.parameterType($0.type)) = \($0.initialValue)"
            }.joined(separator: ", "),
            hasRoutes: !module.routes.isEmpty,
            routes: module.routes.map { declared(CaseDeclaration(name: $0.name, values: $0.values), doc: $0.doc) },
            routeSample: module.routes.first.flatMap(sample),
            hasEffects: !module.effects.isEmpty,
            effects: module.effects.map { declared(CaseDeclaration(name: $0.name, values: $0.values), doc: $0.doc) },
            effectSample: module.effects.first.flatMap(sample),
            hasReports: !module.routes.isEmpty || !module.effects.isEmpty,
            hasInputs: !module.inputs.isEmpty,
            inputs: inputs(hasOptions: hasOptions),
            hasUnitArguments: !module.inputs.isEmpty || !module.dependencies.isEmpty,
            tracksState: tracksState,
            hasScreenTypes: tracksState || !module.fields.isEmpty || !module.routes.isEmpty || !module.effects.isEmpty,
            hasUnitParameters: tracksState || !module.fields.isEmpty || hasInitParameters,
            hasParametersAfterState: !module.fields.isEmpty || hasInitParameters,
            hasStateOrFieldsParameters: tracksState || !module.fields.isEmpty,
            states: module.states.enumerated().map { index, state in
                self.state(state, index: index, rows: lists.rows(for: state))
            },
            initialState: SwiftNames.escaped(initial.name),
            initialStateTitle: SwiftNames.upperFirst(initial.name),
            events: sent.events,
            hasCustomEvents: !customEvents.isEmpty,
            usesAppendingNew: module.events.contains(where: \.appendsPages),
            handlersArguments: handlersArguments(describesErrors: describesErrors),
            describesErrors: describesErrors,
            debounces: debounces,
            hasOptions: hasOptions,
            hasInitParameters: hasInitParameters,
            customEvents: customEvents,
            buttonEvents: controls.buttons(in: nil),
            view: controls.controls(),
            appearEvent: events.appearEvent(),
            refreshEvent: events.refreshEvent(),
            previews: events.previews(),
            hasWork: !workEvents.isEmpty,
            workEvents: workEvents,
            appearTest: programTests.appear,
            presentationTests: tests.presentationTests(),
            testGroups: Self.groups(of: programTests.tests),
            testGroup: nil,
            streams: module.dependencies.contains { dependency in
                dependency.methods.contains(where: PathFinder.returnsStream)
            },
            untested: Self.handTests(tests.untested() + programTests.untested))
    }

    /// A skipped test for each way archgen could not test, named after the event its note is about.
    private static func handTests(_ notes: [Untested]) -> [Context.HandTest] {
        var used: [String: Int] = [:]
        return notes.map { note in
            let base = "ByHand" + SwiftNames.upperFirst(note.event.filter { $0.isLetter || $0.isNumber })
            used[base, default: 0] += 1
            let count = used[base]!
            let name = count == 1 ? base : "\(base)\(count)"
            return Context.HandTest(name: name, lowerName: SwiftNames.lowerFirst(name), text: note.text)
        }
    }

    /// A stored value or a field, as the unit declares it.
    private func storage(_ value: ModuleModel.StoredValue) -> Context.Storage {
        Context.Storage(
            name: SwiftNames.escaped(value.name), type: value.type.description, initialValue: value.initialValue)
    }

    /// The kept values as the unit's `init` parameters after its fields, each followed by a comma when an input, a
    /// dependency or an option comes after it.
    private func keptParameters(hasOptions: Bool) -> [Context.KeptParameter] {
        let last = module.storage.count - 1
        let followed = !module.inputs.isEmpty || !module.dependencies.isEmpty || hasOptions
        return module.storage.enumerated().map { index, value in
            Context.KeptParameter(
                name: SwiftNames.escaped(value.name), label: SwiftNames.argumentLabel(value.name),
                type: Spelling.parameterType(value.type), initialValue: value.initialValue,
                comma: index < last || followed ? "," : "")
        }
    }

    /// The inputs as the unit's `init` parameters after its kept values, each followed by a comma when a dependency or
    /// an option comes after it, with a sample value for tests and previews.
    private func inputs(hasOptions: Bool) -> [Context.Input] {
        module.inputs.enumerated().map { index, input in
            let followed = index < module.inputs.count - 1 || !module.dependencies.isEmpty || hasOptions
            var fixtures = Fixtures(module)
            return Context.Input(
                name: SwiftNames.escaped(input.name), label: SwiftNames.argumentLabel(input.name),
                type: Spelling.parameterType(input.type), comma: followed ? "," : "",
                sample: fixtures.value(of: input.type, label: input.name)?.flat ?? "nil",
                isFirst: index == 0, isLast: index == module.inputs.count - 1)
        }
    }

    /// The arguments that make the value custom handlers work with, from the unit's own members (after its state).
    private func handlersArguments(describesErrors: Bool) -> String {
        var arguments: [String] = []
        arguments += module.inputs.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))" }
        arguments += module.dependencies.map {
            "\(SwiftNames.argumentLabel($0.propertyName)): \(SwiftNames.escaped($0.propertyName))"
        }
        if describesErrors { arguments.append("describeError: describeError") }
        if !module.storage.isEmpty { arguments.append("storage: storage") }
        return arguments.map { ", " + $0 }.joined() + ")"
    }

    /// Each file's `import` lines, sorted (swift-format wants one sorted list): the frameworks its template needs and
    /// the spec's `imports`.
    private func imports() -> Context.Imports {
        func block(_ frameworks: [String]) -> String {
            Set(frameworks + module.imports).sorted().map { "import \($0)" }.joined(separator: "\n")
        }
        // Within the module its own types hide the frameworks' (`Tag`); the tests import both, which makes the name
        // ambiguous there.
        let framework = module.testing == .xctest ? ImportedTypeNames.xctest : ImportedTypeNames.testing
        let shadowed = (module.models.map(\.name) + module.dependencies.map(\.name))
            .filter { ImportedTypeNames.foundation.contains($0) || framework.contains($0) }.sorted()
        return Context.Imports(
            foundation: block(["Foundation"]), observation: block(["Foundation", "Observation"]),
            swiftUI: block(["SwiftUI"]), uiKit: block(["UIKit"]), uiKitObservation: block(["Observation", "UIKit"]),
            tests: block(["Foundation", module.testing == .xctest ? "XCTest" : "Testing"]),
            shadowedInTests: shadowed.map(Context.ShadowedType.init), hasShadowedInTests: !shadowed.isEmpty)
    }

    private func model(_ model: ModuleModel.ModelType) -> Context.Model {
        let conformances =
            ["Equatable", "Hashable", "Sendable"] + (model.isIdentifiable ? ["Identifiable"] : [])
            + (model.isError ? ["Error"] : [])
        return Context.Model(
            name: model.name, docLines: Spelling.docLines(model.doc),
            conformances: conformances.joined(separator: ", "), properties: model.properties.map(Spelling.value),
            initParameters: Spelling.parameters(model.properties), isEnum: model.isEnum,
            cases: model.cases.map { declared($0, doc: nil) })
    }

    /// A route or an effect made with sample values (`.detail(movie: Movie(...))`), nil when archgen cannot build one.
    private func sample(_ declared: ModuleModel.State) -> String? {
        guard let arguments = sampleArguments(declared.values.map { ($0.name, $0.type) }) else { return nil }
        let name = "." + SwiftNames.escaped(declared.name)
        return arguments.isEmpty ? name : name + "(" + arguments + ")"
    }

    /// `label: sample, ...` for `values`, nil where archgen cannot build one of them.
    private func sampleArguments(_ values: [(name: String, type: TypeExpression)]) -> String? {
        var fixtures = Fixtures(module)
        var arguments: [String] = []
        for value in values {
            guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
            arguments.append("\(SwiftNames.argumentLabel(value.name)): \(sample.flat)")
        }
        return arguments.joined(separator: ", ")
    }

    /// A case the spec declares (an enum model's, a route, an effect).
    private func declared(_ declaration: CaseDeclaration, doc: String?) -> Context.Declared {
        Context.Declared(
            name: SwiftNames.escaped(declaration.name), upperName: SwiftNames.upperFirst(declaration.name),
            docLines: Spelling.docLines(doc), declaration: Spelling.declaration(declaration.name, declaration.values),
            hasValues: !declaration.values.isEmpty, parameters: Spelling.parameters(declaration.values))
    }

    private func dependency(_ dependency: ModuleModel.Dependency, isFirst: Bool, isLast: Bool) -> Context.Dependency {
        Context.Dependency(
            name: dependency.name,
            docLines: Spelling.docLines(dependency.doc),
            propertyName: SwiftNames.escaped(dependency.propertyName),
            propertyLabel: SwiftNames.argumentLabel(dependency.propertyName),
            isClosures: dependency.style == .closures,
            typeReference: dependency.style == .closures ? dependency.name : "any \(dependency.name)",
            hasThrowingMethods: dependency.methods.contains(where: \.isThrowing),
            isMainActor: dependency.isolation == .mainActor,
            isFirst: isFirst,
            isLast: isLast,
            methods: dependency.methods.enumerated().map { index, method in
                self.method(method, of: dependency, isFirst: index == 0, isLast: index == dependency.methods.count - 1)
            })
    }

    private func method(_ method: MethodDeclaration, of dependency: ModuleModel.Dependency, isFirst: Bool, isLast: Bool)
        -> Context.Method
    {
        let upper = SwiftNames.upperFirst(method.name)
        let returns = method.returnType != nil
        let arguments = method.parameters.map { "\(SwiftNames.argumentLabel($0.name)): \(SwiftNames.escaped($0.name))" }
        let resultType: String? =
            switch (method.isThrowing, method.returnType) {
            case (true, let type?): "Result<\(type), any Error>"
            case (false, let type?): "\(TypeExpression.optional(type))"
            default: nil
            }
        return Context.Method(
            name: SwiftNames.escaped(method.name),
            label: SwiftNames.argumentLabel(method.name),
            signature: Spelling.signature(method),
            hasParameters: !method.parameters.isEmpty,
            parameters: method.parameters.map { Context.Value(name: SwiftNames.escaped($0.name), type: "\($0.type)") },
            returns: returns,
            isAsync: method.isAsync,
            isThrowing: method.isThrowing,
            returnsOnly: !method.isThrowing && returns,
            holdsStream: !method.isAsync && PathFinder.returnsStream(method),
            throwsOnly: method.isThrowing && !returns,
            throwsAndReturns: method.isThrowing && returns,
            resultType: resultType,
            callType: "\(upper)Call",
            callsProperty: "\(method.name)Calls",
            callKey: Spelling.callKey(dependency, method),
            resultProperty: "\(method.name)Result",
            errorProperty: "\(method.name)Error",
            record: "\(upper)Call(\(arguments.joined(separator: ", ")))",
            unwritten: SwiftText.stringLiteral(
                dependency.style == .closures
                    ? "\(dependency.name).live.\(method.name) is not written yet"
                    : "Live\(dependency.name).\(method.name) is not written yet"),
            sample: method.returnType.flatMap { type in
                var fixtures = Fixtures(module)
                return fixtures.placeholder(of: type, label: method.name)
            },
            previewValue: method.returnType.flatMap { type in
                var fixtures = Fixtures(module)
                return fixtures.value(of: type, label: method.name)?.flat ?? StorageDefaults.initialValue(for: type)
            },
            closureType: Spelling.closureType(method, mainActor: dependency.isolation == .mainActor),
            closureOpen: method.parameters.isEmpty
                ? "{" : "{ " + method.parameters.map { _ in "_" }.joined(separator: ", ") + " in",
            closureForward: Spelling.closureForward(method),
            isFirst: isFirst,
            isLast: isLast)
    }

    private func state(_ state: ModuleModel.State, index: Int, rows: Context.Rows?) -> Context.State {
        // What a starter view can do with the state: rows for its first array value, an alert for a lone String, a
        // spinner while a call runs.
        let lone = state.values.count == 1 ? state.values[0] : nil
        let listed = ViewControlBuilder.listedValue(of: state)
        let isWhile = module.events.contains { event in
            guard case .blocks(let blocks) = event.behaviour else { return false }
            return blocks.allBlocks.contains { block in
                guard case .calls(let work)? = block.work, let index = work.whileState else { return false }
                return module.states[index] == state
            }
        }
        return Context.State(
            name: SwiftNames.escaped(state.name),
            upperName: SwiftNames.upperFirst(state.name),
            title: SwiftText.stringLiteral(ViewControlBuilder.text(of: state)),
            isBlank: state.values.isEmpty && index == module.initialState && !isWhile && !controls.isFailure(index),
            accessibilityIdentifier: Spelling.accessibilityIdentifier(module.name, state.name),
            docLines: Spelling.docLines(state.doc),
            declaration: Spelling.declaration(state.name, state.values),
            hasValues: !state.values.isEmpty,
            values: state.values.map(Spelling.value),
            parameters: Spelling.parameters(state.values),
            valueArguments: Spelling.arguments(state.values) { SwiftNames.escaped($0.name) },
            responseArguments: Spelling.arguments(state.values) { "response.\(SwiftNames.escaped($0.name))" },
            caseBindings: state.values.map { "let \(SwiftNames.escaped($0.name))" }.joined(separator: ", "),
            viewModel: DisplayRows(module: module).viewModel(of: state),
            listValue: listed.map { SwiftNames.escaped($0.name) },
            listBinding: ViewControlBuilder.listBinding(of: state),
            messageValue: lone?.type == .simple("String") ? SwiftNames.escaped(lone!.name) : nil,
            rows: rows,
            list: controls.list(of: state),
            isTable: controls.isTable(state),
            buttons: controls.buttons(in: index),
            isFailure: controls.isFailure(index),
            isWhile: isWhile,
            isLast: index == module.states.count - 1)
    }

    /// The program tests an event each, events in the order their first test comes.
    static func groups(of tests: [Context.ProgramTest]) -> [Context.TestFile] {
        var files: [Context.TestFile] = []
        for test in tests {
            if let index = files.firstIndex(where: { $0.group == test.event.upperName }) {
                files[index].testGroup.programTests.append(test)
            } else {
                let group = Context.TestGroup(
                    event: test.event.name, upperName: test.event.upperName, programTests: [test])
                files.append(Context.TestFile(group: test.event.upperName, testGroup: group))
            }
        }
        return files
    }

}
