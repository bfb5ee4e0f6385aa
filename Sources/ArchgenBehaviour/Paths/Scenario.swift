import ArchgenSpec

/// What a test chooses before it sends an event (a scenario), and what a run of the event on it does (a trace).
extension PathFinder {

    /// A value a test chooses before it sends the event.
    package enum Variable: Hashable, Comparable {
        case state
        case event(String)
        case storage(Int)
        case field(Int)
        case input(Int)

        /// The name the spec gives it (nil for the state).
        package func name(in module: ModuleModel) -> String? {
            switch self {
            case .event(let name): name
            case .storage(let index): module.storage[index].name
            case .field(let index): module.fields[index].name
            case .input(let index): module.inputs[index].name
            case .state: nil
            }
        }
    }

    /// What a call does in a test: returns a value (nil for nothing), throws, or (a stream) yields elements and ends.
    package enum Outcome: Hashable {
        case success(TestValue?)
        case failure(Failure)
        case stream([TestValue], end: Failure?)
    }

    /// A thrown error: the spy's own (`<M>MockError`), or a value of an error type (an enum model's case, a
    /// `URLError`).
    package enum Failure: Hashable {
        case mock
        case value(type: String, TestValue)
        /// `CancellationError()`: never a failure, nothing shows.
        case cancelled
    }

    /// Everything a test chooses.
    ///
    /// A search sets thousands of scenarios apart, each one change from another: its hash is the sum of its entries'
    /// hashes, kept as an entry changes, so a scenario costs one entry's hash, not all of them (hashing whole
    /// scenarios was 41% of generating a real screen's module, stop 46).
    package struct Scenario: Hashable {
        package private(set) var values: [Variable: TestValue] = [:]
        /// By call site (the order of `[Block].allCalls`).
        package private(set) var outcomes: [Int: Outcome] = [:]
        private var digest = 0

        package init(values: [Variable: TestValue] = [:], outcomes: [Int: Outcome] = [:]) {
            for (variable, value) in values { self[variable] = value }
            for (site, outcome) in outcomes { self[site: site] = outcome }
        }

        /// The value a test chooses for `variable`.
        package subscript(variable: Variable) -> TestValue? {
            get { values[variable] }
            set {
                digest &-= Self.hash(variable, values[variable])
                values[variable] = newValue
                digest &+= Self.hash(variable, newValue)
            }
        }

        /// What the call at `site` does.
        package subscript(site site: Int) -> Outcome? {
            get { outcomes[site] }
            set {
                digest &-= Self.hash(site, outcomes[site])
                outcomes[site] = newValue
                digest &+= Self.hash(site, newValue)
            }
        }

        private static func hash(_ key: some Hashable, _ value: (some Hashable)?) -> Int {
            guard let value else { return 0 }
            var hasher = Hasher()
            hasher.combine(key)
            hasher.combine(value)
            return hasher.finalize()
        }

        package static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.digest == rhs.digest && lhs.values == rhs.values && lhs.outcomes == rhs.outcomes
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }
    }

    /// A call the work made, with its arguments.
    package struct Call: Equatable {
        package var site: Int
        package var dependency: Int
        package var method: Int
        package var arguments: [TestValue]
    }

    /// Something the unit told its view (or presenter, or delegate), in order.
    package enum Report: Equatable {
        case state(index: Int, values: [TestValue])
        /// The fields after a change.
        case fields([TestValue])
        case route(TestValue)
        case effect(TestValue)
    }

    /// What the unit shows and keeps at one moment.
    package struct Snapshot: Equatable {
        package var state: (index: Int, values: [TestValue])
        package var fields: [TestValue]
        package var storage: [TestValue]
        /// Everything told so far, in order.
        package var told: [Report] = []

        package var routes: [TestValue] { told.compactMap { if case .route(let value) = $0 { value } else { nil } } }

        /// A kept value's or field's value here (nil for the others).
        package func value(of variable: Variable) -> TestValue? {
            switch variable {
            case .storage(let index): storage[index]
            case .field(let index): fields[index]
            default: nil
            }
        }
        package var effects: [TestValue] { told.compactMap { if case .effect(let value) = $0 { value } else { nil } } }

        package static func == (a: Snapshot, b: Snapshot) -> Bool {
            a.state.index == b.state.index && a.state.values == b.state.values && a.fields == b.fields
                && a.storage == b.storage && a.told == b.told
        }
    }

    /// One run of the event's work on a scenario.
    package struct Trace {
        /// The choices made, which name the way (`top=0`, `top.0.success=1`...).
        package var decisions: [String] = []
        /// The alternative at the top the way took (-1: none ran).
        package var top: Int? { decisions.first.flatMap { Int($0.dropFirst(4)) } }
        /// When no alternative at the top runs, the guard that refused each (`when`, or the part of an `if`'s `&&`
        /// that alone does not hold): ways that refuse for different reasons are different ways.
        package var refusals: [String] = []
        /// At the top, each side of an `||` (a part of the guard of the alternative that runs) that alone holds
        /// (`0:1or0`: alternative 0, part 1 of its `&&`, side 0): ways that hold by different sides are different ways.
        package var heldSides: [String] = []
        /// Each truth the way computes and sets or shows (`canSubmit = a == b`, `loaded(hasMore: result.next != nil)`),
        /// with its value: ways where it is true and where it is false are different ways.
        package var truths: [Truth] = []
        /// The way taken: its choices, why the alternatives before refused, by which sides it held and the truths it
        /// computed.
        package var way: [String] { decisions + refusals + heldSides + truths.map(\.mark) }
        package var calls: [Call] = []
        /// What the unit shows once the event's synchronous part ran (before its task).
        package var afterSend: Snapshot?
        /// What the unit shows once the send's work is cancelled before it gets anything: `afterSend` with what the
        /// work set for its duration put back (Language.md, "For the duration of the work").
        package var afterCancel: Snapshot?
        /// What the unit shows once the send's work has started (its `while` state and `during` values shown), before
        /// it gets anything: `afterSend`, or for a debounced event what its task shows once the wait is over.
        package var atWork: Snapshot?
        package var final: Snapshot
        /// A guard archgen could not decide: the scenario says nothing.
        package var undecided = false
        /// The work handed a result to a custom handler, whose effect archgen cannot know.
        package var handedOver = false
        /// The variables and call sites the guards and outcomes read, to vary next.
        package var read: Set<Variable> = []
        package var sites: Set<Int> = []
        /// How many parts of the `&&` guards that refused did (each guard's refusing conjuncts): fewer is nearer to
        /// the way past them.
        package var refusingParts = 0
        /// The kept values and fields the way sets.
        package var assigned: Set<Variable> = []
        /// The kept values and fields the way sets for its work's duration (`during`), put back when the work ends.
        package var during: Set<Variable> = []
        /// The kept values and fields the way sets, for good or for its work's duration.
        package var changed: Set<Variable> { assigned.union(during) }
    }

    /// A truth a way computes (`Expression.isTest`) where a block sets a kept value or field, or makes a state, route or
    /// effect with it: `place` says where (`top.0.success:set1`, `top:to0`), `name` what it is called there.
    package struct Truth: Hashable {
        package var place: String
        package var name: String
        package var value: Bool

        var mark: String { "\(place)=\(value)" }
    }

    /// A way through the work: the scenario that leads there and what it does.
    package struct Path {
        package var scenario: Scenario
        package var trace: Trace
        /// The scenario the search found, where `atEdges` moved it to the edge of a comparison (`attempts > 0` with
        /// `attempts` 1): a test that sends the event twice may need the first (the second send at 0 is refused).
        package var found: Scenario? = nil
    }
}
