/// What an event does when a spec says it with the keys of real screens: guards, values set, a state, a route, an
/// effect, then work (calls, in sequence or in parallel, or a stream observed), whose outcomes are blocks in turn.
/// Everything is resolved: names to indices, every expression checked against the spec's types.
extension ModuleModel {
    /// One alternative: it runs when its guards hold (the first of a list whose guards hold runs).
    public struct Block: Sendable, Equatable {
        /// Only in this state (index into `states`); its values are bound by name.
        public var when: Int? = nil
        /// Only when this holds.
        public var condition: Expression? = nil
        /// Only for a failure, result or element that matches this.
        public var pattern: Pattern? = nil
        /// Kept values and fields set, in order.
        public var assignments: [Assignment] = []
        /// The state it goes to.
        public var state: Construction? = nil
        /// Where it leads (index into `routes`).
        public var route: Construction? = nil
        /// What the view does once (index into `effects`).
        public var effect: Construction? = nil
        /// What it waits for next.
        public var work: Work? = nil

        /// Whether anything must hold for it to run.
        public var isGuarded: Bool { when != nil || condition != nil || pattern != nil }
    }

    /// A kept value or a field set to an expression's value.
    public struct Assignment: Sendable, Equatable {
        public enum Target: Sendable, Equatable {
            case storage(Int)
            case field(Int)
        }

        public var target: Target
        public var value: Expression
    }

    /// A state, route or effect (`index` into its list) made with one expression per declared value, in order.
    public struct Construction: Sendable, Equatable {
        public var index: Int
        public var values: [Expression]
    }

    /// What a block waits for.
    public enum Work: Sendable, Equatable {
        /// One call, or several in parallel, then the block of their outcome.
        case calls(CallWork)
        /// The elements of a stream, each through `onEach`, until it ends or fails.
        case stream(StreamWork)
        /// The result handed to a custom event's handler (a step).
        case handOver(event: Int, value: Expression?)
    }

    /// One call of a dependency method with an expression per parameter.
    public struct MethodCall: Sendable, Equatable {
        public var dependency: Int
        public var method: Int
        public var arguments: [Expression]
        /// The name its result has in the blocks after it (`result`, or the name a parallel call gives).
        public var resultName: String?
    }

    public struct CallWork: Sendable, Equatable {
        /// One call, or several run at once (`async let`).
        public var calls: [MethodCall]
        /// The state shown while they run (index into `states`).
        public var whileState: Int? = nil
        /// Alternatives once they all succeed.
        public var onSuccess: [Block] = []
        /// Alternatives when one fails (each may match the error); cancellation is never a failure.
        public var onFailure: [Block] = []
    }

    public struct StreamWork: Sendable, Equatable {
        /// The call that returns the stream (its `resultName` is the element's name).
        public var call: MethodCall
        /// The stream's element type.
        public var element: TypeExpression
        public var isThrowing: Bool
        public var onEach: [Block] = []
        public var onFailure: [Block] = []
        /// When the stream finishes.
        public var onEnd: [Block] = []
    }

    /// What a failure, a result or an element must be to match.
    public enum Pattern: Sendable, Equatable {
        /// A case of an enum model (index into `models`, case index), binding its values to names (`_`: not bound).
        case enumCase(model: Int, index: Int, bindings: [String])
        /// Any value of a type (`URLError`).
        case type(TypeExpression)
    }
}

extension [ModuleModel.Block] {
    /// Every block of these alternatives and of their outcomes, outermost first.
    public var allBlocks: [ModuleModel.Block] {
        flatMap { block -> [ModuleModel.Block] in
            var blocks = [block]
            switch block.work {
            case .calls(let work)?: blocks += work.onSuccess.allBlocks + work.onFailure.allBlocks
            case .stream(let stream)?: blocks += stream.onEach.allBlocks + stream.onFailure.allBlocks + stream.onEnd.allBlocks
            case .handOver?, nil: break
            }
            return blocks
        }
    }

    /// Every call these alternatives make (a stream's too), outermost first.
    public var allCalls: [ModuleModel.MethodCall] {
        allBlocks.flatMap { block -> [ModuleModel.MethodCall] in
            switch block.work {
            case .calls(let work)?: work.calls
            case .stream(let stream)?: [stream.call]
            case .handOver?, nil: []
            }
        }
    }
}

extension [ModuleModel.Block] {
    /// Every name the expressions of these alternatives (and of their outcomes) read.
    public var allNames: Set<String> {
        var names: Set<String> = []
        for block in allBlocks {
            var expressions = block.assignments.map(\.value) + (block.condition.map { [$0] } ?? [])
            for construction in [block.state, block.route, block.effect].compactMap({ $0 }) {
                expressions += construction.values
            }
            switch block.work {
            case .calls(let work)?: expressions += work.calls.flatMap(\.arguments)
            case .stream(let stream)?: expressions += stream.call.arguments
            case .handOver(_, let value?)?: expressions.append(value)
            default: break
            }
            for expression in expressions { names.formUnion(expression.names) }
        }
        return names
    }
}

extension [ModuleModel.Block] {
    /// Whether a failure's outcome reads its message (the unit's `describeError` words it).
    public var readsMessage: Bool {
        allBlocks.contains { block in
            switch block.work {
            case .calls(let work)?: return work.onFailure.allNames.contains("message")
            case .stream(let stream)?: return stream.onFailure.allNames.contains("message")
            default: return false
            }
        }
    }
}
