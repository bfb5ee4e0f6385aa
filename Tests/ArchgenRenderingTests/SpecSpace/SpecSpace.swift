import ArchgenBehaviour
import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import Foundation

/// Builds specs that cover the space users live in, from the grammar of the spec format rather than from the
/// samples: every key and every value of every enum-like key (pairwise at least), every method shape, parameter
/// labels that are keywords, `_` or differ from the parameter name, states with 0, 1 and several values, and
/// events that call, go to, hand a result to a custom event, or are custom.
///
/// `SpecSpaceTests` checks the coverage and that each spec generates; `.ci/spec-space` compiles what it exports
/// (`ARCHGEN_SPEC_SPACE=DIR`) with warnings as errors, each spec in the isolation its `isolation` level names, and runs
/// the tests.
enum SpecSpace {
    /// One key of the spec (or a choice about its content) and the values it takes.
    struct Factor: Sendable {
        var name: String
        var levels: [String]
    }

    /// The spec's options. Pairwise coverage means every two levels of every two factors meet in some spec.
    static let factors: [Factor] = [
        // `mvvm-box` is MVVM with `"binding": "box"`.
        Factor(name: "pattern", levels: ["mvvm", "mvp", "vip", "mvc", "mvvm-box"]),
        Factor(name: "ui", levels: ["swiftui", "uikit"]),
        Factor(name: "testing", levels: ["xctest", "swift-testing"]),
        Factor(name: "access", levels: ["internal", "public"]),
        Factor(name: "style", levels: ["protocol", "closures"]),
        // The second dependency's (it has the other style): where its methods run.
        Factor(name: "analyticsIsolation", levels: ["nonisolated", "mainActor"]),
        Factor(name: "target", levels: ["unset", "set"]),
        Factor(name: "storage", levels: ["none", "several"]),
        Factor(name: "externalTypes", levels: ["none", "some"]),
        Factor(name: "docs", levels: ["none", "everywhere"]),
        // The default isolation the consumer compiles with (not a spec key): nonisolated, or MainActor as new
        // Xcode 26 projects set it. `.ci/spec-space` builds each spec once, in its own isolation.
        Factor(name: "isolation", levels: ["default", "mainActor"]),
        // Whether an event reads the state it runs in (`when`): without one, MVP and VIP keep no state of their own.
        Factor(name: "when", levels: ["some", "none"]),
    ]

    /// Words that are keywords somewhere in Swift and may name a member in a spec (reserved names are refused by
    /// the validator and covered by its corpus): each appears as a parameter label once in the covering set.
    static let keywords: [String] = [
        "associatedtype", "borrowing", "class", "consuming", "enum", "extension", "fileprivate", "func",
        "import", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
        "switch", "where", "while", "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "async",
        "actor", "package", "some", "any", "get", "set", "willSet", "didSet", "mutating", "lazy", "weak", "unowned",
        "override", "required", "convenience", "final", "dynamic", "indirect", "isolated", "sending", "each", "macro",
    ]

    /// The methods every spec's main dependency declares: one per shape the grammar allows.
    static let methodShapes: [(shape: String, method: String)] = [
        ("async throws, array", "fetchOrders() async throws -> [Order]"),
        (
            "async throws, model, keyword label and a differing name",
            "page(for customerID: Int, page: Int) async throws -> Page"
        ),
        ("async, Void", "refresh() async"),
        ("throws, Void, '_' label", "cancel(_ order: Order) async throws"),
        ("sync, returns", "count() -> Int"),
        ("sync throws, optional", "lookup(id: UUID) throws -> Order?"),
        ("dictionary", "index() async -> [UUID: Order]"),
        ("tuple", "summary() async throws -> (count: Int, total: Decimal)"),
        ("closure result", "formatter() -> (Date) -> String"),
        ("closure parameter", "observe(_ handler: @Sendable (Order) -> Void)"),
        ("generic", "history() async -> Result<[Order], Never>"),
        ("sync, Void", "log(_ message: String)"),
        ("explicit Void", "ping() -> Void"),
    ]

    /// Whether two levels can meet in a spec: MVC and Box binding have UIKit views only (SwiftUI is a positioned
    /// error there, covered by the validator's tests).
    static func allowed(_ pair: Pair, in factors: [Factor] = factors) -> Bool {
        let levels = [
            factors[pair.i].name: factors[pair.i].levels[pair.a], factors[pair.j].name: factors[pair.j].levels[pair.b],
        ]
        guard let pattern = levels["pattern"], let ui = levels["ui"] else { return true }
        return !(["mvc", "mvvm-box"].contains(pattern) && ui == "swiftui")
    }

    /// Rows of levels, one per spec, covering every allowed pair of levels of every two factors. AETG (Cohen et al.):
    /// each new row is the best of 20 candidates, each seeded by a pair not yet covered and completed factor by factor
    /// (in random order) with the level covering the most new pairs among those allowed beside the levels chosen; the
    /// smallest of 32 seeded runs is kept, so the result is the same on every machine (12 rows here, where the lower
    /// bound is 5 patterns × 2 test frameworks).
    static let pairwise = pairwiseRows()

    /// The covering set's specs, built once per test process.
    static let pairwiseCases = cases(pairwise)

    /// What the built-in templates generate from each spec of `pairwiseCases`, generated once per test process: the
    /// golden files, the covering set's checks and the context reference read the same output, which takes seconds
    /// to generate in a debug build (on every core: the specs are independent).
    static let pairwiseGenerated: [GenerationResult] = pairwiseCases.parallelMap { spec in
        SpecFixtures.generator.generate(SpecFixtures.input(spec.json, fileName: "\(spec.module).archgen.json"))
    }

    static func pairwiseRows(_ factors: [Factor] = factors) -> [[Int]] {
        let search = PairwiseSearch(factors: factors)
        var random = SeededGenerator(state: 2026)
        var smallest: [[Int]]?
        for _ in 0..<32 {
            let rows = search.run(&random)
            if rows.count < smallest?.count ?? .max { smallest = rows }
        }
        return smallest!
    }

    /// Every allowed combination of the structural options (pattern, ui, testing, access, dependency style), the
    /// other options taken in turn: the full set, compiled by hand (`ARCHGEN_SPEC_SPACE_FULL=1`).
    static func fullRows() -> [[Int]] {
        var rows: [[Int]] = []
        func combine(_ prefix: [Int]) {
            guard prefix.count < 2 || allowed(Pair(0, prefix[0], 1, prefix[1])) else { return }
            guard prefix.count < 5 else {
                let index = rows.count
                rows.append(prefix + (5..<factors.count).map { (index / ($0 - 4)) % factors[$0].levels.count })
                return
            }
            for level in factors[prefix.count].levels.indices { combine(prefix + [level]) }
        }
        combine([])
        return rows
    }

    struct Pair: Hashable, Comparable {
        var i: Int, a: Int, j: Int, b: Int
        init(_ i: Int, _ a: Int, _ j: Int, _ b: Int) { (self.i, self.a, self.j, self.b) = (i, a, j, b) }
        static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.i, lhs.j, lhs.a, lhs.b) < (rhs.i, rhs.j, rhs.a, rhs.b) }
    }

    /// One spec of the covering set.
    struct Case {
        var module: String
        var options: [String: String]
        var keywords: [String]
        var json: String
        /// The Swift module the sources compile into.
        var target: String
        /// The default isolation the consumer compiles it with (`default` or `mainActor`).
        var isolation: String { options["isolation"]! }
    }

    /// The specs for `rows`, with the keyword labels shared out among them so that each appears once.
    static func cases(_ rows: [[Int]]) -> [Case] {
        rows.enumerated().map { index, row in
            var options: [String: String] = [:]
            for (factor, level) in zip(factors, row) { options[factor.name] = factor.levels[level] }
            let mine = keywords.enumerated().filter { $0.offset % rows.count == index }.map(\.element)
            let module = "Space" + (index < 9 ? "0" : "") + "\(index + 1)"
            return build(module: module, options: options, keywords: mine)
        }
    }

    // MARK: - One spec

    private static func build(module: String, options: [String: String], keywords: [String]) -> Case {
        let docs = options["docs"] == "everywhere"
        let external = options["externalTypes"] == "some"
        func doc(_ text: String) -> String { docs ? #", "doc": "\#(text)""# : "" }
        let target = options["target"] == "set" ? module + "Kit" : module

        let pattern = options["pattern"]!
        var top = [
            #""archgen": 1"#, #""module": "\#(module)""#,
            #""pattern": "\#(pattern == "mvvm-box" ? "mvvm" : pattern)""#,
            #""ui": "\#(options["ui"]!)""#, #""testing": "\#(options["testing"]!)""#,
            #""access": "\#(options["access"]!)""#,
        ]
        if pattern == "mvvm-box" { top.append(#""binding": "box""#) }
        if docs {
            top.append(#""doc": "Orders of a customer, with every kind of call the spec format allows.""#)
            top.append(#""refreshEvent": "refreshPulled""#)
        }
        if options["target"] == "set" { top.append(#""target": "\#(target)""#) }
        if options["storage"] == "several" {
            top.append(
                #""storage": ["pageNumber: Int", "cache: [UUID: Order]", "selected: Order?", "isBusy: Bool", "query: String", "onChange: (@Sendable () -> Void)?", "attempts: Int = 3", "lastText: String"]"#
            )
        } else {
            top.append(#""storage": ["attempts: Int = 3", "lastText: String"]"#)
        }
        // The keys of real screens, in every spec: values the screen is made with and shows beside its state (a
        // keyword among them, one that no event of the set is named), where it leads and what its view does once.
        top.append(#""inputs": ["customerID: Int", "any: Bool"]"#)
        top.append(#""fields": ["isLoadingMore: Bool", "banner: String?", "protocol: Int = 1"]"#)
        top.append(#""routes": ["orderDetail(order: Order)", "close"]"#)
        top.append(#""effects": ["toast(message: String)", "dismissKeyboard"]"#)
        if external {
            top.append(#""imports": ["SpaceSupport"]"#)
            top.append(#""externalTypes": ["Coordinate"]"#)
            top.append(
                #""samples": {"Coordinate": "Coordinate(latitude: 1.5, longitude: 2.5)", "SpaceSupport.Region": "SpaceSupport.Region(center: Coordinate(latitude: 3.5, longitude: 4.5))"}"#
            )
        }

        // Models: every scalar the fixtures know, optionals, arrays, dictionaries, nested models, keyword names.
        var orderProperties = [
            "id: UUID", "title: String", "total: Decimal", "tags: [String]", "placedAt: Date", "note: String?",
            "rating: Double", "attachment: Data", "link: URL", "isPaid: Bool", "initial: Character",
        ]
        orderProperties += keywords.prefix(2).map { "\($0): Int" }
        if external { orderProperties.append("origin: Coordinate") }
        let models = [
            #"{ "name": "Order", "properties": \#(list(orderProperties))\#(doc("One order."))}"#,
            #"{ "name": "Customer", "properties": ["id: Int", "name: String", "address: [String: String]", "orders: [Order]"]\#(doc("Who placed the orders."))}"#,
            #"{ "name": "Page", "properties": ["items: [Order]", "next: Int?", "counts: Set<Int>"]\#(doc("One page of orders."))}"#,
            #"{ "name": "OrdersError", "cases": ["notFound", "locked(reason: String)", "repeat"], "error": true\#(doc("Why orders fail."))}"#,
            #"{ "name": "Change", "cases": ["added(order: Order)", "removed(id: UUID)"]\#(doc("A change to the orders."))}"#,
        ]

        // The main dependency: every method shape, then a method per keyword label.
        var methods = methodShapes.map(\.method)
        for (offset, keyword) in keywords.enumerated() {
            methods.append("tag\(offset)(\(keyword) value\(offset): String) async")
            methods.append("mark\(offset)(_ \(keyword): Int) async throws -> Int")
        }
        if let name = keywords.first { methods.append("\(name)() async") }
        if external { methods.append("locate(at coordinate: Coordinate) async -> SpaceSupport.Region") }
        // For the events said with the keys of real screens.
        methods += [
            "search(text: String, page: Int) async throws -> Page",
            "changes(customerID: Int) -> AsyncThrowingStream<Change, Error>",
            "detail(id: UUID) async throws -> Order", "customer(id: Int) async throws -> Customer",
            "follow(id: UUID) throws -> AsyncStream<Change>",
        ]
        let style = options["style"]!
        let otherStyle = style == "protocol" ? "closures" : "protocol"
        let dependencies = [
            #"{ "name": "OrdersAPI", "style": "\#(style)", "methods": \#(list(methods))\#(doc("Where orders come from."))}"#,
            #"{ "name": "Analytics", "style": "\#(otherStyle)", "isolation": "\#(options["analyticsIsolation"]!)", "methods": ["track(event name: String)", "flush() async throws"]\#(doc("What the screen reports."))}"#,
        ]

        // States: no values, one, several; keyword names and values.
        var states = [
            "idle", "loading", "loaded(orders: [Order])", "detail(order: Order, customer: Customer)",
            "failed(message: String)", "counted(count: Int)", "found(order: Order?)", "indexed(index: [UUID: Order])",
            "historyShown(history: Result<[Order], Never>)", "marked(mark: Int)",
        ]
        if let name = keywords.last { states.append("\(name)State(\(name): Int)") }
        if external { states.append("located(region: SpaceSupport.Region)") }
        let stateItems = states.map { docs ? #"{ "name": "\#($0)", "doc": "A state." }"# : #""\#($0)""# }

        // Events: calls with while/success/failure, a result handed to a custom event, transitions, custom events.
        var events = [
            // The appear event: a bare call, or (with kept values to set) said with the keys of real screens.
            options["storage"] == "several"
                ? #"{ "name": "appeared", "set": ["isBusy = true"], "calls": "OrdersAPI.fetchOrders", "while": "loading", "onSuccess": { "set": ["isBusy = false"], "to": "loaded(orders: result)" }, "onFailure": "failed"\#(doc("The screen appeared."))}"#
                : #"{ "name": "appeared", "calls": "OrdersAPI.fetchOrders", "while": "loading", "onSuccess": "loaded", "onFailure": "failed"\#(doc("The screen appeared."))}"#,
            #"{ "name": "customerSelected(customerID: Int, page: Int)", "calls": "OrdersAPI.page", "while": "loading", "onSuccess": "pageArrived", "onFailure": "failed"\#(doc("A customer was picked."))}"#,
            #"{ "name": "pageArrived(page: Page)"\#(doc("A page of orders came back."))}"#,
            #"{ "name": "refreshPulled", "calls": "OrdersAPI.refresh", "onSuccess": "idle" }"#,
            #"{ "name": "cancelTapped(order: Order)", "calls": "OrdersAPI.cancel", "onSuccess": "idle", "onFailure": "failed", "cancels": ["appeared"] }"#,
            #"{ "name": "countRequested", "calls": "OrdersAPI.count", "onSuccess": "counted" }"#,
            #"{ "name": "lookupTapped(id: UUID)", "calls": "OrdersAPI.lookup", "onSuccess": "found", "onFailure": "failed", "debounce": 0.25 }"#,
            #"{ "name": "indexRequested", "calls": "OrdersAPI.index", "while": "loading", "onSuccess": "indexed" }"#,
            #"{ "name": "summaryRequested", "calls": "OrdersAPI.summary", "onSuccess": "idle", "onFailure": "failed" }"#,
            #"{ "name": "formatterRequested", "calls": "OrdersAPI.formatter" }"#,
            #"{ "name": "historyRequested", "calls": "OrdersAPI.history", "onSuccess": "historyShown" }"#,
            #"{ "name": "logged(message: String)", "calls": "OrdersAPI.log" }"#,
            #"{ "name": "pinged", "calls": "OrdersAPI.ping" }"#,
            #"{ "name": "tracked(name: String)", "calls": "Analytics.track" }"#,
            #"{ "name": "flushed", "calls": "Analytics.flush", "onFailure": "failed", "cancels": ["retried"] }"#,
            #"{ "name": "reset", "to": "idle", "cancels": ["watched"]\#(doc("Back to the start."))}"#,
            #"{ "name": "show(order: Order, customer: Customer)", "to": "detail" }"#,
            #"{ "name": "searchChanged(query: String)", "debounce": 0.3\#(doc("Filters the orders."))}"#,
            #"{ "name": "closed" }"#,
            // The keys of real screens: guards, values set, routes, effects, failures by kind, calls with arguments
            // (several at once, one after another), a stream observed, and a keyword read and set.
            #"{ "name": "searched(text: String)", "if": "!text.isEmpty", "set": ["lastText = text"], "effect": "dismissKeyboard", "calls": "OrdersAPI.search(text: text, page: 1)", "while": "loading", "onSuccess": [{ "if": "result.items.isEmpty", "to": "idle", "effect": "toast(message: \"Nothing found\")" }, { "set": ["banner = nil"], "to": "loaded(orders: result.items)" }], "onFailure": [{ "error": "OrdersError.notFound", "route": "close" }, { "error": "OrdersError.locked(reason)", "set": ["banner = reason"] }, { "to": "failed" }] }"#,
            options["when"] == "some"
                ? #"{ "name": "moreRequested", "when": "loaded", "if": "!isLoadingMore && protocol > 0", "during": ["isLoadingMore = true"], "calls": "OrdersAPI.search(text: lastText, page: protocol + 1)", "onSuccess": { "set": ["protocol = protocol + 1"], "to": "loaded(orders: orders.appendingNew(result.items))" }, "onFailure": { "set": ["banner = message"] } }"#
                : #"{ "name": "moreRequested", "if": "!isLoadingMore && protocol > 0", "set": ["isLoadingMore = true"], "calls": "OrdersAPI.search(text: lastText, page: protocol + 1)", "onSuccess": { "set": ["isLoadingMore = false", "protocol = protocol + 1"], "to": "loaded(orders: result.items)" }, "onFailure": { "set": ["isLoadingMore = false", "banner = message"] } }"#,
            #"{ "name": "picked(order: Order)", "route": "orderDetail" }"#,
            #"{ "name": "watched", "observes": "OrdersAPI.changes(customerID: customerID)", "onEach": [{ "case": "added(order)", "effect": "toast(message: order.title)" }, { "case": "removed(_)", "set": ["banner = nil"] }], "onEnd": { "set": ["protocol = 0"] }, "onFailure": { "set": ["banner = message"] } }"#,
            #"{ "name": "detailRequested(id: UUID)", "calls": ["order = OrdersAPI.detail(id: id)", "customer = OrdersAPI.customer(id: customerID)"], "while": "loading", "onSuccess": { "to": "detail(order: order, customer: customer)" }, "onFailure": "failed" }"#,
            // Retried from `failed`, whose `message` the failure's own `message` hides (a reviewer's build failure).
            #"{ "name": "retried", \#(options["when"] == "some" ? #""when": "failed", "# : "")"if": "attempts > 0 && any", "set": ["attempts = attempts - 1"], "calls": "OrdersAPI.search(text: lastText, page: 1)", "onSuccess": { "calls": "OrdersAPI.customer(id: customerID)", "onSuccess": { "set": ["banner = result.name"], "route": "close" }, "onFailure": { "effect": "toast(message: message)" } }, "onFailure": [{ "error": "OrdersError.repeat", "set": ["attempts = 0"] }, { "to": "failed" }] }"#,
            #"{ "name": "stepped(in: Int)", "set": ["protocol = in"], "else": { "to": "idle" }, "if": "in > 0" }"#,
            #"{ "name": "bannerClosed", "set": ["banner = nil"], "effect": "dismissKeyboard" }"#,
            #"{ "name": "followed(id: UUID)", "observes": "OrdersAPI.follow(id: id)", "onEach": { "set": ["banner = nil"] }, "onFailure": { "set": ["banner = message"] } }"#,
        ]
        if options["when"] == "some" {
            // List edits of the list shown when the answer arrives: a row looked up again goes or is replaced.
            events.append(
                #"{ "name": "orderChecked(order: Order)", "when": "loaded", "calls": "OrdersAPI.lookup(id: order.id)", "onSuccess": [{ "if": "result == nil", "to": "loaded(orders: orders.removing(id: order.id))" }, { "to": "loaded(orders: orders.replacing(result ?? order))" }], "onFailure": { "set": ["banner = message"] } }"#
            )
        }
        for (offset, keyword) in keywords.enumerated() {
            // A keyword as an event's name (VIP makes a type of it); contextual words are plain names.
            // (`any` and `protocol` would name `Any` and `Protocol`: refused, and covered by the corpus.)
            if SwiftNames.escaped(keyword) != keyword, !["any", "protocol"].contains(keyword) {
                events.append(#"{ "name": "\#(keyword)" }"#)
            }
            events.append(
                #"{ "name": "tag\#(offset)Tapped(value\#(offset): String)", "calls": "OrdersAPI.tag\#(offset)" }"#)
            events.append(
                #"{ "name": "mark\#(offset)Tapped(\#(keyword): Int)", "calls": "OrdersAPI.mark\#(offset)", "onSuccess": "marked", "onFailure": "failed" }"#
            )
        }
        if let name = keywords.first { events.append(#"{ "name": "\#(name)Tapped", "calls": "OrdersAPI.\#(name)" }"#) }
        if let name = keywords.last {
            events.append(#"{ "name": "\#(name)Entered(\#(name): Int)", "to": "\#(name)State" }"#)
        }
        if external {
            events.append(
                #"{ "name": "locateTapped(coordinate: Coordinate)", "calls": "OrdersAPI.locate", "onSuccess": "located" }"#
            )
        }

        let json = """
            {
              \(top.joined(separator: ",\n  ")),
              "models": [
                \(models.joined(separator: ",\n    "))
              ],
              "dependencies": [
                \(dependencies.joined(separator: ",\n    "))
              ],
              "states": [
                \(stateItems.joined(separator: ",\n    "))
              ],
              "initialState": "idle",
              "events": [
                \(events.joined(separator: ",\n    "))
              ]
            }

            """
        return Case(module: module, options: options, keywords: keywords, json: json, target: target)
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
