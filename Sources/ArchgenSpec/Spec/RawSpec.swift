import LocatedJSON

/// The spec as written, decoded from JSON but not yet checked: strings keep their positions so that the
/// validator can point at them. Mirrors the keys of format version 1 one to one.
public struct RawSpec: Sendable, Equatable {
    public struct Model: Sendable, Equatable, Damageable {
        public var name: Located<String>
        public var properties: [Located<String>]
        public var doc: Located<String>?
        /// An enum model's cases, declared like states.
        public var cases: [Located<String>] = []
        /// `"error": true`: the enum is an `Error` too.
        public var isError: Located<Bool>? = nil
        /// Where the object starts, for a model with neither properties nor cases.
        public var location: SourceLocation = SourceLocation(line: 0, column: 0)
        public var isDamaged = false
    }

    public struct Dependency: Sendable, Equatable, Damageable {
        public var name: Located<String>
        public var style: Located<String>?
        public var methods: [Located<String>]
        public var doc: Located<String>?
        public var isolation: Located<String>? = nil
        /// Methods that write although they return a value (a call that returns nothing is a command anyway).
        public var commands: [Located<String>] = []
        public var isDamaged = false
    }

    public struct State: Sendable, Equatable, Damageable {
        public var declaration: Located<String>
        public var doc: Located<String>?
        public var isDamaged = false
    }

    public struct Event: Sendable, Equatable, Damageable {
        public var declaration: Located<String>
        public var doc: Located<String>?
        /// `"custom": true`: a person's handler does it, whatever else the event says.
        public var custom: Located<Bool>? = nil
        public var policy: Located<String>? = nil
        public var cancels: [Located<String>] = []
        /// Seconds a send waits for no newer one before its work starts, as written (`0.3`).
        public var debounce: Located<String>? = nil
        /// What the event does: every key of a block.
        public var block: Block
        public var isDamaged = false

        /// `calls` when it names one call as a string.
        public var calls: Located<String>? { block.callsIsList ? nil : block.calls.first }
        public var whileState: Located<String>? { block.whileState }
        /// `onSuccess` when it names a state or a custom event.
        public var onSuccess: Located<String>? { block.onSuccess?.name }
        /// `onFailure` when it names a state.
        public var onFailure: Located<String>? { block.onFailure?.name }
        public var to: Located<String>? { block.to }

        /// Whether a person's handler does what the event does: it says so, or it says nothing the unit does itself
        /// (an event with only `cancels` cancels and does nothing else; with a `policy` or a `debounce` as well, it
        /// runs work: the handler's).
        public var isCustom: Bool {
            if custom?.value == true { return true }
            return block.keys.isEmpty && (cancels.isEmpty || policy != nil || debounce != nil)
        }
    }

    /// What happens, as an event's keys or an outcome's object say it: guards, values set, a state, a route, an effect,
    /// and work whose outcomes are blocks in turn.
    public struct Block: Sendable, Equatable {
        /// Where the object starts.
        public var location: SourceLocation
        /// Each key the object holds, with where it is (for keys that need another or exclude one).
        public var keys: [String: SourceLocation] = [:]
        public var when: Located<String>? = nil
        /// `"if"`.
        public var condition: Located<String>? = nil
        /// `"case"` (a result's or element's case) or `"error"` (a failure's), with which key it was.
        public var pattern: Located<String>? = nil
        public var set: [Located<String>] = []
        public var to: Located<String>? = nil
        public var route: Located<String>? = nil
        public var effect: Located<String>? = nil
        /// Stored values and fields set only while the block's work runs.
        public var during: [Located<String>] = []
        /// One call as a string, or several (in parallel) as an array.
        public var calls: [Located<String>] = []
        public var callsIsList = false
        public var whileState: Located<String>? = nil
        public var onSuccess: Outcome? = nil
        public var onFailure: Outcome? = nil
        public var observes: Located<String>? = nil
        public var onEach: Outcome? = nil
        public var onEnd: Outcome? = nil
        /// `"else"`: what happens when the guards do not hold.
        public var otherwise: Outcome? = nil
    }

    /// What an outcome key holds: a name (a state, or a custom event that receives the result), or blocks (one object,
    /// or an array of alternatives).
    public enum Outcome: Sendable, Equatable {
        case name(Located<String>)
        case blocks([Block], at: SourceLocation)

        public var name: Located<String>? {
            if case .name(let name) = self { return name }
            return nil
        }
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
    /// Where the events array starts.
    public var eventsLocation: SourceLocation? = nil
    public var appearEvent: Located<String>? = nil
    public var refreshEvent: Located<String>? = nil
    public var samples: [Sample] = []
    public var inputs: [Located<String>] = []
    public var fields: [Located<String>] = []
    public var routes: [State] = []
    public var effects: [State] = []
}

/// An element of a list in the spec (a model, a dependency, a state, an event) that the decoder may find damaged: an
/// unknown key or a value of the wrong type in it. Its problems are reported; the validator knows its name but checks
/// nothing else of it, so that its damage does not hide the spec's other mistakes nor add false ones.
public protocol Damageable {
    var isDamaged: Bool { get set }
}
