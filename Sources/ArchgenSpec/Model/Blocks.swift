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
        /// Stored values and fields set as its work starts and put back when the work ends (if they still hold what
        /// was set).
        public var during: [Assignment] = []
        /// What it waits for next.
        public var work: Work? = nil

        /// Whether anything must hold for it to run.
        public var isGuarded: Bool { when != nil || condition != nil || pattern != nil }

        /// The truths it computes for what it sets and makes (`Expression.isTest`): each is tested true and false.
        package var truths: [Expression] {
            (assignments.map(\.value) + [state, route, effect].compactMap { $0 }.flatMap(\.values)).filter(\.isTest)
        }

        package init(
            when: Int? = nil, condition: Expression? = nil, pattern: Pattern? = nil, assignments: [Assignment] = [],
            state: Construction? = nil, route: Construction? = nil, effect: Construction? = nil,
            during: [Assignment] = [], work: Work? = nil
        ) {
            self.when = when
            self.condition = condition
            self.pattern = pattern
            self.assignments = assignments
            self.state = state
            self.route = route
            self.effect = effect
            self.during = during
            self.work = work
        }
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
            case .stream(let stream)?:
                blocks += stream.onEach.allBlocks + stream.onFailure.allBlocks + stream.onEnd.allBlocks
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

extension ModuleModel.Block {
    /// Every name the block's own expressions read (its guard, values set, constructions and calls' arguments).
    public var ownNames: Set<String> {
        var expressions = (assignments + during).map(\.value) + (condition.map { [$0] } ?? [])
        for construction in [state, route, effect].compactMap({ $0 }) {
            expressions += construction.values
        }
        switch work {
        case .calls(let work)?: expressions += work.calls.flatMap(\.arguments)
        case .stream(let stream)?: expressions += stream.call.arguments
        case .handOver(_, let value?)?: expressions.append(value)
        default: break
        }
        return expressions.reduce(into: []) { $0.formUnion($1.names) }
    }
}

extension [ModuleModel.Block] {
    /// Every name the expressions of these alternatives read themselves (not their outcomes).
    public var ownNames: Set<String> { reduce(into: []) { $0.formUnion($1.ownNames) } }

    /// Every name the expressions of these alternatives (and of their outcomes) read.
    public var allNames: Set<String> { allBlocks.reduce(into: []) { $0.formUnion($1.ownNames) } }
}

extension ModuleModel {
    /// The names `block` reads from around it: a name read in an outcome counts only when nothing in between binds
    /// it (a later call's result of the same name, a stream's element, a failure's `message`, a case's or a
    /// state's values). The bindings of the block's own guards are not taken away.
    public func reads(_ block: Block) -> Set<String> {
        block.ownNames.union(block.work.map(outcomesRead) ?? [])
    }

    /// The names the outcomes of `work` read from around them (see `reads`).
    public func outcomesRead(_ work: Work) -> Set<String> {
        switch work {
        case .calls(let work):
            freeNames(work.onSuccess).subtracting(work.calls.compactMap(\.resultName))
                .union(freeNames(work.onFailure).subtracting(["message"]))
        case .stream(let stream):
            freeNames(stream.onEach).subtracting([stream.call.resultName ?? "element"])
                .union(freeNames(stream.onFailure).subtracting(["message"])).union(freeNames(stream.onEnd))
        case .handOver: []
        }
    }

    /// The names these alternatives read from around them (see `reads`), their guards' bindings taken away.
    public func freeNames(_ blocks: [Block]) -> Set<String> {
        blocks.reduce(into: []) { names, block in
            var bound: Set<String> = []
            if let index = block.when { bound.formUnion(states[index].values.map(\.name)) }
            if case .enumCase(_, _, let bindings)? = block.pattern { bound.formUnion(bindings) }
            names.formUnion(reads(block).subtracting(bound))
        }
    }

    /// Whether a failure's outcome in `blocks` reads its message (the unit's `describeError` words it).
    public func readsMessage(_ blocks: [Block]) -> Bool {
        blocks.allBlocks.contains { block in
            switch block.work {
            case .calls(let work)?: freeNames(work.onFailure).contains("message")
            case .stream(let stream)?: freeNames(stream.onFailure).contains("message")
            default: false
            }
        }
    }
}

extension ModuleModel {
    /// The stored values some call's arguments read: the unit counts each one's writes, by which a query's result is
    /// judged to answer what its call read (Language.md, "Work").
    public var storageReadByCalls: Set<String> {
        let stored = Set(storage.map(\.name))
        return events.reduce(into: []) { names, event in
            guard case .blocks(let blocks) = event.behaviour else { return }
            for call in blocks.allCalls {
                for argument in call.arguments { names.formUnion(argument.names.intersection(stored)) }
            }
        }
    }
}

extension ModuleModel.Event {
    /// Whether its task starts with a write (a command: never cut off by a newer send, nor by the unit's release,
    /// until its writes are made). A write only an outcome makes does not make the task one (a stream that disconnects
    /// when it ends is a query, cancelled with its screen), but for one reached through calls that do not await (a
    /// duplicate check, then the sign-in: held-out 50): nothing cuts a task off before its first await.
    public func startsWithWrite(_ dependencies: [ModuleModel.Dependency]) -> Bool {
        leadingCalls(dependencies).contains { dependencies[$0.dependency].isCommand($0.method) }
    }

    /// The calls its task makes before it can first be cut off: its first calls, and through each that does not
    /// await, the first calls of its outcomes.
    public func leadingCalls(_ dependencies: [ModuleModel.Dependency]) -> [ModuleModel.MethodCall] {
        guard case .blocks(let blocks) = behaviour else { return [] }
        func leading(_ blocks: [ModuleModel.Block]) -> [ModuleModel.MethodCall] {
            blocks.flatMap { block -> [ModuleModel.MethodCall] in
                switch block.work {
                case .calls(let work)?:
                    let awaits = work.calls.contains { dependencies[$0.dependency].methods[$0.method].isAsync }
                    return work.calls + (awaits ? [] : leading(work.onSuccess + work.onFailure))
                case .stream(let stream)?: return [stream.call]
                case .handOver?, nil: return []
                }
            }
        }
        return leading(blocks)
    }

    /// The calls its task starts with: the first of each alternative at the top.
    public var firstCalls: [ModuleModel.MethodCall] {
        guard case .blocks(let blocks) = behaviour else { return [] }
        return blocks.flatMap { block -> [ModuleModel.MethodCall] in
            switch block.work {
            case .calls(let work)?: work.calls
            case .stream(let stream)?: [stream.call]
            case .handOver?, nil: []
            }
        }
    }

    /// Whether its outcome appends a page to a list (`appendingNew`): the starter view sends it when the last row
    /// appears, it is never the appear event, and a test of it answers a page that repeats a row.
    public var appendsPages: Bool {
        guard case .blocks(let blocks) = behaviour else { return false }
        return blocks.usesMethod("appendingNew")
    }
}

extension [ModuleModel.Block] {
    /// Whether an expression of these alternatives (or their outcomes) calls the method `name` (`appendingNew`).
    public func usesMethod(_ name: String) -> Bool {
        func uses(_ expression: Expression) -> Bool {
            switch expression.kind {
            case .method(let base, let method, let arguments, _):
                return method == name || uses(base) || arguments.contains { uses($0.value) }
            case .member(let base, _, _), .prefix(_, let base): return uses(base)
            case .infix(_, let left, let right): return uses(left) || uses(right)
            case .conditional(let a, let b, let c): return uses(a) || uses(b) || uses(c)
            case .array(let elements): return elements.contains(where: uses)
            default: return false
            }
        }
        return allBlocks.contains { block in
            var expressions = (block.assignments + block.during).map(\.value) + (block.condition.map { [$0] } ?? [])
            for construction in [block.state, block.route, block.effect].compactMap({ $0 }) {
                expressions += construction.values
            }
            switch block.work {
            case .calls(let work)?: expressions += work.calls.flatMap(\.arguments)
            case .stream(let stream)?: expressions += stream.call.arguments
            case .handOver(_, let value?)?: expressions.append(value)
            default: break
            }
            return expressions.contains(where: uses)
        }
    }
}

extension ModuleModel {
    /// Whether `work` is a query whose answer the screen shows: it calls no command, and its calls' success sets the
    /// state, or makes such a query (a count, then the items shown: held-out 48). Such queries of different events are
    /// ordered (Language.md, "Work"); one whose failure alone shows a state answers nothing a reload asks again (a copy
    /// that fetches a secret: held-out 45).
    public func showsAnswer(_ work: CallWork) -> Bool {
        !work.calls.contains { dependencies[$0.dependency].isCommand($0.method) } && successShows(work)
    }

    /// Whether `name` is a stored value (kept between events).
    public func isStored(_ name: String) -> Bool {
        storage.contains { $0.name == name }
    }

    /// The stored values the arguments of `calls` read, each once, in order, but for names `isLocal` says a local
    /// hides: what a query's answer is judged by (Language.md 4). An argument that also reads a field is left out: a
    /// person types in a field while a call runs.
    public func judgedReadings(of calls: [MethodCall], isLocal: (String) -> Bool) -> [String] {
        let field = { (name: String) in !isLocal(name) && fields.contains { $0.name == name } }
        var names: [String] = []
        for argument in calls.flatMap(\.arguments) where !argument.names.contains(where: field) {
            for name in argument.names.sorted() where isStored(name) && !isLocal(name) && !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Whether `work` runs calls at once of which one can fail: they run in a task group, so the first failure in
    /// time ends them all, the others cancelled (`together` in the unit's work, Language.md 4).
    public func failsTogether(_ work: CallWork) -> Bool {
        work.calls.count > 1 && work.calls.contains { dependencies[$0.dependency].methods[$0.method].isThrowing }
    }

    /// Whether some event runs calls at once that can fail (`failsTogether`).
    public var runsCallsTogether: Bool {
        events.contains { event in
            guard case .blocks(let blocks) = event.behaviour else { return false }
            return blocks.allBlocks.contains { block in
                guard case .calls(let work)? = block.work else { return false }
                return failsTogether(work)
            }
        }
    }

    /// Whether `call` awaits (its method is `async`).
    public func awaits(_ call: MethodCall) -> Bool {
        dependencies[call.dependency].methods[call.method].isAsync
    }

    /// The kept values `assignments` set.
    public func keptValues(setBy assignments: [Assignment]) -> Set<String> {
        Set(
            assignments.compactMap { assignment in
                if case .storage(let index) = assignment.target { storage[index].name } else { nil }
            })
    }

    /// Whether `work` makes a write that awaits.
    public func awaitsWrite(_ work: CallWork) -> Bool {
        work.calls.contains { dependencies[$0.dependency].awaitsWrite($0.method) }
    }

    /// Whether `work`'s answer is ordered with other events' (Language.md 4): a query whose answer the screen shows, or a
    /// write that awaits and whose success shows a state (once it succeeded, it replaces what is shown: the queries
    /// asked before answer for the screen before the write, held-out 48).
    public func ordersAnswer(_ work: CallWork) -> Bool {
        showsAnswer(work) || (awaitsWrite(work) && successShows(work))
    }

    /// Whether `work`'s success sets the state, or makes a query whose answer the screen shows (`showsAnswer`).
    public func successShows(_ work: CallWork) -> Bool {
        work.onSuccess.contains { block in
            if block.state != nil { return true }
            if case .calls(let next)? = block.work { return showsAnswer(next) }
            return false
        }
    }

    /// Whether a query `work` of `replacer` that replaces what is shown spares the running query of `running` (Language.md
    /// 4): `running`'s success sets a kept value `work`'s calls read (a search sets `query = text` with its answer, a
    /// refresh asks for `query`). Cancelled, the search would leave the refresh asking the question before it, under
    /// the text typed; spared, whichever answers first, the search's answer ends shown: its `query` set then cancels the
    /// refresh, which read the value before (review 49 F1). But not where `work`'s success sets that value itself:
    /// a local edit of it (an unfavourite's removal from `items`) is newer than the running query's answer, which would
    /// bring the row back (held-out 50); a local view of it (a filter of `all`) leaves the newer data to come (held-out
    /// 51).
    public func spares(_ work: CallWork, of replacer: Event, _ running: Event) -> Bool {
        guard case .blocks(let blocks) = running.behaviour else { return false }
        // (Its arguments' kept values as the writer judges them, the replacer's values hiding their names.)
        let values = Set(replacer.values.map(\.name))
        let edited = keptValues(setBy: work.onSuccess.allBlocks.flatMap(\.assignments))
        let read = Set(judgedReadings(of: work.calls) { values.contains($0) }).subtracting(edited)
        guard !read.isEmpty else { return false }
        // (Not a query whose outcome adds to what is shown, a next page: it would add to the replacer's answer.)
        return blocks.contains { top in
            let shown = Set(top.when.map { states[$0].values.map(\.name) } ?? [])
            return [top].allBlocks.contains { block in
                guard case .calls(let query)? = block.work, showsAnswer(query),
                    outcomesRead(.calls(query)).isDisjoint(with: shown)
                else { return false }
                return !keptValues(setBy: query.onSuccess.allBlocks.flatMap(\.assignments)).isDisjoint(with: read)
            }
        }
    }

    /// The names of the events with work whose answer is ordered (`ordersAnswer`).
    public var eventsShowingAnswers: Set<String> {
        Set(
            events.filter { event in
                guard case .blocks(let blocks) = event.behaviour else { return false }
                return blocks.allBlocks.contains { block in
                    if case .calls(let work)? = block.work { ordersAnswer(work) } else { false }
                }
            }.map(\.name))
    }
}
