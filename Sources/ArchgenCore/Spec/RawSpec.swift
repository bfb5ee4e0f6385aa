/// The spec as written, decoded from JSON but not yet checked: strings keep their positions so that the
/// validator can point at them. Mirrors the keys of format version 1 one to one.
public struct RawSpec: Sendable, Equatable {
    public struct Model: Sendable, Equatable {
        public var name: Located<String>
        public var properties: [Located<String>]
        public var doc: Located<String>?
    }

    public struct Dependency: Sendable, Equatable {
        public var name: Located<String>
        public var style: Located<String>?
        public var methods: [Located<String>]
        public var doc: Located<String>?
        public var isolation: Located<String>? = nil
    }

    public struct State: Sendable, Equatable {
        public var declaration: Located<String>
        public var doc: Located<String>?
    }

    public struct Event: Sendable, Equatable {
        public var declaration: Located<String>
        public var calls: Located<String>?
        public var whileState: Located<String>?
        public var onSuccess: Located<String>?
        public var onFailure: Located<String>?
        public var to: Located<String>?
        public var doc: Located<String>?
        public var policy: Located<String>? = nil
        public var cancels: [Located<String>] = []
        /// Seconds a send waits for no newer one before its work starts, as written (`0.3`).
        public var debounce: Located<String>? = nil
    }

    /// `"samples": {"Coordinate": "Coordinate(latitude: 1, longitude: 2)"}`: a value of a type archgen cannot build.
    public struct Sample: Sendable, Equatable {
        public var type: Located<String>
        public var value: Located<String>
    }

    public var module: Located<String>
    public var pattern: Located<String>
    public var ui: Located<String>?
    public var access: Located<String>?
    public var testing: Located<String>?
    public var binding: Located<String>?
    public var target: Located<String>?
    public var doc: Located<String>?
    public var sourcesPath: Located<String>?
    public var testsPath: Located<String>?
    public var storage: [Located<String>]
    public var externalTypes: [Located<String>]
    public var imports: [Located<String>]
    public var models: [Model]
    public var dependencies: [Dependency]
    public var states: [State]
    public var initialState: Located<String>
    public var events: [Event]
    public var appearEvent: Located<String>? = nil
    public var refreshEvent: Located<String>? = nil
    public var samples: [Sample] = []
}
