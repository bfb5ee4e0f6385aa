import ArchgenBehaviour
import ArchgenSpec

/// How a test is named: the event, then each choice on its way in the spec's words (`searchSubmitted`,
/// `IfNotQueryIsEmpty`, `Succeeds`, `FailsOnNotFound`), fitted by leaving out what matters least (see `TestName`);
/// what the name leaves out is said in the test's doc comment.
extension ProgramTestBuilder {
    /// A way's name and its description: the choices of `path`, `depth` of them (1: the alternative at the top only).
    struct Way {
        var parts: [TestName.Part]
        /// The way in the spec's own words (`Sent in \`loaded\` where \`!isOffline\`; the work succeeds.`).
        var description: String
    }

    /// `before` + the way + `then` as a test name claimed in `names`, with the way's description as doc lines when
    /// the name does not say all of it.
    func name(
        _ way: Way, before: String = "", then: String = "", _ names: inout TestNames
    ) -> (name: String, doc: [Context.DocLine]) {
        var parts = way.parts
        if !before.isEmpty, !parts.isEmpty { parts[0].text = upper(parts[0].text) }
        let claimed = names.claim(
            TestName([TestName.Part(text: before, rank: nil)] + parts + [TestName.Part(text: then, rank: nil)]))
        return (claimed.name, claimed.complete ? [] : Self.docLines(way.description))
    }

    /// `event`'s way along `path` in words: each choice (`depth` of them) as name parts and as a clause.
    func way(
        _ event: ModuleModel.Event, blocks: [ModuleModel.Block], path: PathFinder.Path, depth: Int = .max
    ) -> Way {
        var parts = [TestName.Part(text: event.name, rank: nil)]
        var clauses: [String] = []
        var lists: [String: [ModuleModel.Block]] = ["top": blocks]
        // The method whose outcome each list is: a later outcome's clause names it (`then `load` fails`).
        var methods: [String: String] = [:]
        var saidOutcome = false
        for (position, decision) in path.trace.decisions.prefix(depth).enumerated() {
            let pieces = decision.split(separator: "=")
            let key = String(pieces[0])
            guard let index = Int(pieces[1]), let list = lists[key] else { continue }
            // An element's key carries its number (`top.0.each1`).
            let last = key.split(separator: ".").last.map { part in "." + part.prefix { !$0.isNumber } } ?? ""
            for (suffix, word, verb) in Self.outcomes where last == suffix {
                // Elements one after another are said once in the name (`GetsAnElement`), counted in the doc comment.
                if suffix == ".each" {
                    if parts.last?.text != word { parts.append(TestName.Part(text: word, rank: nil)) }
                    clauses.append("an element comes")
                } else if saidOutcome, let method = methods[key] {
                    // A later call's outcome: `SucceedsThenFails` (`SucceedsThenSucceeds` is said once, see `TestName`).
                    parts.append(TestName.Part(text: "Then" + word, rank: nil))
                    clauses.append("then `\(method)` \(verb)")
                } else {
                    parts.append(TestName.Part(text: word, rank: nil))
                    clauses.append((suffix == ".end" ? "the stream " : "the work ") + verb)
                }
                saidOutcome = true
            }
            guard index >= 0 else {
                parts.append(TestName.Part(text: "MatchingNothing", rank: nil))
                let (refusal, clause) = refused(list, path: path, top: key == "top", position: position)
                parts += refusal
                clauses.append(clause)
                continue
            }
            let block = list[index]
            if list.count > 1 || block.isGuarded {
                // An element's guards say it came (`OnMessage`).
                if parts.last?.text == "GetsAnElement" { parts.removeLast() }
                if key == "top", let (part, clause) = refusedPart(list, index, path: path, position: position) {
                    parts.append(part)
                    clauses.append(clause)
                } else if key == "top", let narrowed = narrowed(list, index, path: path) {
                    parts += guardParts(narrowed, index, position: position)
                    clauses.append(guardClause(narrowed, index) + " (of `\(block.condition!.swift())`)")
                } else {
                    parts += guardParts(list, index, position: position)
                    clauses.append(guardClause(list, index))
                }
            }
            switch block.work {
            case .calls(let work)?:
                lists["\(key).\(index).success"] = work.onSuccess
                lists["\(key).\(index).failure"] = work.onFailure
                for outcome in ["success", "failure"] {
                    methods["\(key).\(index).\(outcome)"] = name(of: work.calls[0])
                }
            case .stream(let stream)?:
                for element in 0..<8 { lists["\(key).\(index).each\(element)"] = stream.onEach }
                lists["\(key).\(index).end"] = stream.onEnd
                lists["\(key).\(index).failure"] = stream.onFailure
                for outcome in ["end", "failure"] { methods["\(key).\(index).\(outcome)"] = name(of: stream.call) }
            default: break
            }
        }
        // Each truth the way computes for what it sets or shows (`WithCanSubmit`, `WithoutHasMore`): a way of its own.
        for truth in path.trace.truths where depth == .max {
            parts.append(TestName.Part(text: (truth.value ? "With" : "Without") + upper(truth.name), rank: 150))
            clauses.append("`\(truth.name)` is \(truth.value)")
        }
        return Way(parts: parts, description: "`\(event.name)` " + Self.joined(clauses))
    }

    /// The method `call` calls, as a name part's word.
    private func name(of call: ModuleModel.MethodCall) -> String {
        module.dependencies[call.dependency].methods[call.method].name
    }

    /// The clauses of a way in a sentence, a clause said several times in a row said once with its count (`the work
    /// succeeds (3 times)`).
    private static func joined(_ clauses: [String]) -> String {
        var runs: [(clause: String, count: Int)] = []
        for clause in clauses where !clause.isEmpty {
            if runs.last?.clause == clause { runs[runs.count - 1].count += 1 } else { runs.append((clause, 1)) }
        }
        guard !runs.isEmpty else { return "sent" }
        return runs.map { $0.count == 1 ? $0.clause : "\($0.clause) (\($0.count) times)" }.joined(separator: ", ")
    }

    /// What a decision's key says of the work before it: its word in a name and its verb in a clause.
    private static let outcomes: [(suffix: String, word: String, verb: String)] = [
        (".success", "Succeeds", "succeeds"), (".failure", "Fails", "fails"), (".each", "GetsAnElement", "comes"),
        (".end", "Ends", "ends"),
    ]

    /// The guards of the alternative `index` of `list`, as name parts ranked by how soon they are left out: the rest
    /// of an `&&` first, then the condition, then the state, then the case (outer choices before inner ones). The
    /// alternative left when all others are guarded says the opposite of its one sibling where it can (`IfQueryIsEmpty`
    /// after `if: !query.isEmpty`), else `Otherwise`.
    private func guardParts(_ list: [ModuleModel.Block], _ index: Int, position: Int) -> [TestName.Part] {
        let block = list[index]
        guard block.isGuarded else {
            let sibling = list.count == 2 && index == 1 ? list[0] : nil
            if let sibling, sibling.when == nil, sibling.pattern == nil, let condition = sibling.condition {
                if let negated = negatedWords(condition) {
                    return [TestName.Part(text: "If" + negated, rank: 100 + position)]
                }
                return conditionParts(condition, lead: "Unless", position: position)
            }
            if let sibling, let state = sibling.when, sibling.condition == nil, sibling.pattern == nil {
                return [TestName.Part(text: "Outside" + upper(module.states[state].name), rank: 200 + position)]
            }
            return [TestName.Part(text: "Otherwise", rank: 100 + position)]
        }
        var parts: [TestName.Part] = []
        if let state = block.when {
            parts.append(TestName.Part(text: "When" + upper(module.states[state].name), rank: 200 + position))
        }
        switch block.pattern {
        case .enumCase(let model, let index, _)?:
            parts.append(
                TestName.Part(text: "On" + upper(module.models[model].cases[index].name), rank: 300 + position))
        case .type(let type)?:
            parts.append(TestName.Part(text: "On" + (type.simpleName ?? "Error"), rank: 300 + position))
        case nil: break
        }
        if let condition = block.condition { parts += conditionParts(condition, lead: "If", position: position) }
        return parts
    }

    /// `IfNotIsOffline` then `AndNotIsLoadingMore`: the first part of an `&&` kept longer than the rest.
    private func conditionParts(_ condition: Expression, lead: String, position: Int) -> [TestName.Part] {
        let conjuncts = condition.conjuncts
        let rest = conjuncts.dropFirst().map { "And" + conditionWords($0) }.joined()
        return [TestName.Part(text: lead + conditionWords(conjuncts[0]), rank: 100 + position)]
            + (rest.isEmpty ? [] : [TestName.Part(text: rest, rank: position)])
    }

    /// Why no alternative runs, where one alternative has several guards: `OutsideLoaded`, `UnlessPageAbove0`.
    private func refused(
        _ list: [ModuleModel.Block], path: PathFinder.Path, top: Bool, position: Int
    ) -> ([TestName.Part], String) {
        guard top, list.count == 1, let refusal = path.trace.refusals.first else { return ([], "nothing runs") }
        if refusal.hasSuffix(":when"), let state = list[0].when {
            let name = module.states[state].name
            return ([TestName.Part(text: "Outside" + upper(name), rank: 100 + position)], "outside `\(name)`")
        }
        if let part = Int(refusal.split(separator: ":")[1].dropFirst(2)), let condition = list[0].condition,
            condition.conjuncts.count > 1
        {
            let conjunct = condition.conjuncts[part]
            return (
                [TestName.Part(text: "Unless" + conditionWords(conjunct), rank: 100 + position)],
                "nothing runs as `\(conjunct.swift())` does not hold"
            )
        }
        return ([], "nothing runs")
    }

    /// The unguarded last of two alternatives at the top, taken as one part of its sibling's `&&` refused
    /// (`UnlessQueryIsNotAll`): each such part gets a test of its own (dropping it from the guard fails that test).
    private func refusedPart(
        _ list: [ModuleModel.Block], _ index: Int, path: PathFinder.Path, position: Int
    ) -> (TestName.Part, String)? {
        guard list.count == 2, index == 1, !list[1].isGuarded, list[0].when == nil, list[0].pattern == nil,
            let condition = list[0].condition, condition.conjuncts.count > 1,
            let refusal = path.trace.refusals.first, refusal.hasPrefix("0:if"),
            let part = Int(refusal.dropFirst(4)), condition.conjuncts.indices.contains(part)
        else { return nil }
        let conjunct = condition.conjuncts[part]
        return (
            TestName.Part(text: "Unless" + conditionWords(conjunct), rank: 100 + position),
            "where `\(conjunct.swift())` does not hold"
        )
    }

    /// `list` with the guard of the alternative `index` narrowed to the side of each `||` in it that alone held on `path`
    /// (`IfTextIsEmpty` for a way that holds by `text.isEmpty` of `text.isEmpty || text.count >= 2`); nil where none
    /// did.
    private func narrowed(_ list: [ModuleModel.Block], _ index: Int, path: PathFinder.Path) -> [ModuleModel.Block]? {
        guard let condition = list[index].condition else { return nil }
        var conjuncts = condition.conjuncts
        var narrowed = false
        for held in path.trace.heldSides {
            // (`0:1or0`: alternative 0, part 1 of its `&&`, side 0.)
            let numbers = held.split { ":or".contains($0) }.compactMap { Int($0) }
            guard numbers.count == 3, numbers[0] == index else { continue }
            conjuncts[numbers[1]] = condition.conjuncts[numbers[1]].disjuncts[numbers[2]]
            narrowed = true
        }
        guard narrowed else { return nil }
        var list = list
        list[index].condition = conjuncts.dropFirst().reduce(conjuncts[0]) { Expression(.infix("&&", $0, $1), at: 0) }
        return list
    }

    /// The guards of the alternative `index` of `list` as a clause (`in \`loaded\` where \`!isOffline\``).
    private func guardClause(_ list: [ModuleModel.Block], _ index: Int) -> String {
        let block = list[index]
        var clause: [String] = []
        if let state = block.when { clause.append("in `\(module.states[state].name)`") }
        switch block.pattern {
        case .enumCase(let model, let index, _)?: clause.append("on `.\(module.models[model].cases[index].name)`")
        case .type(let type)?: clause.append("on `\(type)`")
        case nil: break
        }
        if let condition = block.condition { clause.append("where `\(condition.swift())`") }
        return clause.isEmpty ? "otherwise" : clause.joined(separator: " ")
    }

    /// A block's guards in words, for a note: `WhenLoaded`, `OnNotFound`, `IfNotQueryIsEmpty`, else `Otherwise`.
    func words(_ block: ModuleModel.Block) -> String {
        upper(TestName.spelled(guardParts([block], 0, position: 0)))
    }

    /// The opposite of a simple condition in words (`QueryIsEmpty` for `!query.isEmpty`, `PageAtLeast1` for
    /// `page < 1`); nil for an `&&` or an `||`.
    private func negatedWords(_ condition: Expression) -> String? {
        switch condition.kind {
        case .prefix("!", let operand): return conditionWords(operand)
        case .infix(let op, let left, let right):
            let opposite = ["==": "IsNot", "!=": "Is", "<": "AtLeast", "<=": "Above", ">": "AtMost", ">=": "Below"]
            return opposite[op].map { conditionWords(left) + $0 + conditionWords(right) }
        case .name, .member, .method: return "Not" + conditionWords(condition)
        default: return nil
        }
    }

    func conditionWords(_ expression: Expression) -> String {
        switch expression.kind {
        case .name(let name): return upper(name)
        case .member(let base, let name, _): return conditionWords(base) + upper(name)
        case .method(let base, let name, _, _): return conditionWords(base) + upper(name)
        case .prefix("!", let operand): return "Not" + conditionWords(operand)
        case .infix(let op, let left, let right):
            let word =
                [
                    "&&": "And", "||": "Or", "==": "Is", "!=": "IsNot", "<": "Below", "<=": "AtMost", ">": "Above",
                    ">=": "AtLeast", "+": "Plus", "-": "Minus", "??": "Or",
                ][op] ?? ""
            return conditionWords(left) + word + conditionWords(right)
        // (`0.5` as `0Point5`: swift-format's lowerCamelCase rule refuses `_` in a name, seed 73 spec 6.)
        case .integer(let digits), .decimal(let digits):
            return digits.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "Point")
        case .bool(let value): return value ? "True" : "False"
        case .null: return "Nil"
        // (`"all"` as `All`, `""` as `Empty`: the letters and digits of the text, each word capitalized.)
        case .string(let text):
            let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map { upper(String($0)) }
            return text.isEmpty ? "Empty" : words.joined()
        default: return ""
        }
    }

    /// `text` as doc lines of at most 100 characters, broken between words.
    static func docLines(_ text: String) -> [Context.DocLine] {
        var lines: [String] = []
        for word in (text + ".").split(separator: " ") {
            if let last = lines.last, last.count + 1 + word.count <= 100 {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(" " + word)
            }
        }
        return lines.map(Context.DocLine.init(text:))
    }
}
