/// A validated module: every name checked, every reference resolved to an index, the spec's order kept.
/// Everything after validation reads this; nothing after it re-decides a name or an order.
public struct ModuleModel: Sendable, Equatable {
    public var name: String
    public var pattern: String
    public var ui: UIFramework
    public var access: AccessLevel
    public var testing: TestingFramework
    /// MVVM: how the view follows the view model.
    public var binding: Binding
    /// The Swift module the sources compile into (what the tests `@testable import`).
    public var targetModule: String
    public var doc: String?
    /// The spec's file name, as the generated header names it.
    public var specFileName: String
    public var sourcesPath: String?
    public var testsPath: String?
    /// Modules every generated file imports besides the ones its template imports (sorted, no duplicates).
    public var imports: [String]
    /// Values the module keeps between events for custom handlers; each starts empty.
    public var storage: [StoredValue]
    public var models: [ModelType]
    public var dependencies: [Dependency]
    public var states: [State]
    public var initialState: Int
    public var events: [Event]
    /// The event the starter view sends when it appears (the spec's `appearEvent`, or one whose name says so).
    public var appearEvent: Int?
    /// The event the starter SwiftUI view sends when pulled to refresh (the spec's `refreshEvent`).
    public var refreshEvent: Int? = nil
    /// Sample values the spec gives for types archgen cannot build (`"samples"`), by type.
    public var samples: [TypeExpression: String] = [:]
    /// Values the screen is made with (`"inputs"`): `init` parameters, read by events' work.
    public var inputs: [ValueDeclaration] = []
    /// Values the screen shows beside its state (`"fields"`), each with what it starts as.
    public var fields: [StoredValue] = []
    /// Where the screen can lead (`"routes"`): whoever presents it (a coordinator, VIP's router) takes each one.
    public var routes: [State] = []
    /// One-shot things the view does (`"effects"`): show a message, dismiss the keyboard.
    public var effects: [State] = []

    /// A `storage` value and what it starts as (decided by validation: `[]`, `nil`, `0`...).
    public struct StoredValue: Sendable, Equatable {
        public var name: String
        public var type: TypeExpression
        /// What it starts as, in Swift.
        public var initialValue: String
        /// The start value the spec gives (`page: Int = 1`), when it gives one.
        public var start: Expression? = nil
    }

    public struct ModelType: Sendable, Equatable {
        public var name: String
        public var doc: String?
        public var properties: [ValueDeclaration]
        /// An enum model's cases (`"cases"` instead of `"properties"`).
        public var cases: [CaseDeclaration] = []
        /// An enum model that is also an `Error` (`"error": true`): failures can be told apart by its cases.
        public var isError: Bool = false
        /// True when the model has an `id` property, so it conforms to `Identifiable`.
        public var isIdentifiable: Bool { properties.contains { $0.name == "id" } }
        /// An enum rather than a struct.
        public var isEnum: Bool { !cases.isEmpty }
    }

    public struct Dependency: Sendable, Equatable {
        public var name: String
        public var doc: String?
        public var style: DependencyStyle
        public var isolation: DependencyIsolation = .nonisolated
        public var methods: [MethodDeclaration]
        /// The methods (indices) the spec lists in `commands`: they write although they return a value.
        public var commands: Set<Int> = []
        /// The stored property that holds it: `UsersService` → `usersService`.
        public var propertyName: String { SwiftNames.lowerFirst(name) }

        /// Whether calling `method` writes (Language.md, "commands"): it returns nothing, or the spec lists it.
        public func isCommand(_ method: Int) -> Bool { methods[method].returnType == nil || commands.contains(method) }

        /// Whether calling `method` is a write that awaits: until such writes are done, a command's task outlives its
        /// unit and a repeated send (Language.md 6); a write that does not await (a log) is made as it is reached.
        public func awaitsWrite(_ method: Int) -> Bool { isCommand(method) && methods[method].isAsync }
    }

    public struct State: Sendable, Equatable {
        public var name: String
        public var values: [ValueDeclaration]
        public var doc: String?
    }

    public struct Event: Sendable, Equatable {
        public var name: String
        public var values: [ValueDeclaration]
        public var doc: String?
        public var behaviour: Behaviour
        /// What a new send does while this event's work runs (nil: it runs no work, it only changes the state).
        public var policy: Policy? = nil
        /// Whether the spec says the policy (rather than archgen choosing it).
        public var policyIsExplicit = false
        /// A command with values under the default `parallel`: a send with the same values as one whose writes still
        /// run is dropped and gets that one's task (a double tap writes once; Language.md, "A second send"). A
        /// debounced query with values: a send that repeats the values of the send running when its wait ends is
        /// dropped (typing back to the text being searched; Language.md, "Debounce").
        public var dropsRepeatedSends = false
        /// The events whose running work this one cancels first (indices into `events`).
        public var cancels: [Int] = []
        /// The events whose call hands its result to this one (indices into `events`). When there are any, the event
        /// is a step of their work: a custom handler that runs in their task, which no view sends and which has no
        /// work of its own.
        public var resultOf: [Int] = []
        /// How long a send waits for no newer send before its work starts, in milliseconds (its policy is `latest`).
        public var debounce: Int? = nil

        /// It receives another event's result, inside that event's work (see `resultOf`).
        public var isStep: Bool { !resultOf.isEmpty }
    }

    /// What a new send of an event does while the same event's work still runs.
    public enum Policy: String, Sendable, Equatable, CaseIterable {
        /// The running work is cancelled and the new one starts: the latest send wins.
        case latest
        /// The new send is dropped: the running work goes on.
        case drop
        /// Both run; each result shows when it arrives.
        case parallel
    }

    /// What an event does.
    public enum Behaviour: Sendable, Equatable {
        /// Alternatives, the first whose guards hold runs (see `Block`). The shorthand keys (`calls` naming a method,
        /// `while`, `onSuccess`/`onFailure` naming a state, `to`) are read as blocks too.
        case blocks([Block])
        /// Handed to a method the user writes.
        case custom
    }
}

/// How a dependency is declared: a protocol, or a struct of `@Sendable` closures.
public enum DependencyStyle: String, Sendable, CaseIterable {
    case `protocol`, closures
}

/// Where a dependency's methods run: anywhere (`nonisolated`), or on the main actor (`mainActor`: navigation and
/// other UI work, so a `@MainActor` coordinator can fill it).
public enum DependencyIsolation: String, Sendable, CaseIterable {
    case nonisolated, mainActor
}

/// The UI framework of the scaffold views.
public enum UIFramework: String, Sendable, CaseIterable {
    case swiftui, uikit
}

/// The access level of generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `internal`, `public`
}

/// How a view follows its view model: Observation (`@Observable`, iOS 17+), or seed 004's `Box` with a listener
/// (iOS 13+, UIKit).
public enum Binding: String, Sendable, CaseIterable {
    case observation, box
}

/// The test framework of generated tests.
public enum TestingFramework: String, Sendable, CaseIterable {
    case xctest
    case swiftTesting = "swift-testing"
}
