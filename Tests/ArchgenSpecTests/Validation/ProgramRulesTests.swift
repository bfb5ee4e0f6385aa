import ArchgenRendering
import ArchgenSpec
import ArchgenTestSupport
import XCTest

/// The keys of real screens (inputs, fields, kept values with a start, routes, effects, enum models, guards, values
/// set, calls with arguments, in sequence and at once, streams, failures by kind): every mistake is reported at its
/// column, with what would fix it, and the spec that makes none generates.
final class ProgramRulesTests: XCTestCase {
    private let spec = """
        {
          "archgen": 1, "module": "Shop", "pattern": "mvvm",
          "models": [
            { "name": "Item", "properties": ["id: Int", "title: String"] },
            { "name": "Page", "properties": ["items: [Item]", "next: Int?"] },
            { "name": "Change", "cases": ["added(item: Item)", "removed(id: Int)"] },
            { "name": "ShopError", "cases": ["notFound", "locked(until: Int)"], "error": true }
          ],
          "dependencies": [{ "name": "Shop", "methods": ["page(number: Int) async throws -> Page", "changes() -> AsyncStream<Change>", "save(_ item: Item) async throws"] }],
          "inputs": ["shopID: Int"],
          "storage": ["number: Int = 1"],
          "fields": ["banner: String?", "isBusy: Bool"],
          "routes": ["detail(item: Item)"],
          "effects": ["toast(message: String)"],
          "states": ["idle", "loading", "loaded(items: [Item])", "failed(message: String)"],
          "initialState": "idle",
          "events": [
            { "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" },
            { "name": "watched", "observes": "Shop.changes", "onEach": [{ "case": "added(item)", "effect": "toast(message: item.title)" }, { "case": "removed(_)", "set": ["banner = nil"] }] },
            { "name": "picked(item: Item)", "route": "detail" }
          ]
        }
        """

    func testTheSpecWithoutMistakesGenerates() {
        let result = SpecFixtures.generator.generate(SpecFixtures.input(spec, fileName: "Shop.archgen.json"))
        XCTAssertEqual(result.diagnostics.map { $0.formatted(path: "Shop.archgen.json") }, [])
        XCTAssertTrue(result.succeeded)
    }

    func testEveryMistakeIsPositionedAndSaysWhatWouldFixIt() {
        let cases: [(String, String, String)] = [
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + true"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:125: error: event 'opened', 'set': 'true' is 'Bool', not 'Int'"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.itms)" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:151: error: event 'opened', 'to': 'Page' has no property 'itms'; did you mean 'items'?"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["shopID = 2"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:106: error: event 'opened' sets 'shopID', which is an input (the screen is made with it); only stored values ('storage') and 'fields' can be set"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["nmber = 2"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:106: error: event 'opened' sets unknown stored value or field 'nmber'; did you mean 'number'?"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(count: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:34: error: event 'opened' makes a call of 'Shop.page' with the wrong labels; 'page' takes (number:)"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.pag(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:40: error: event 'opened' calls unknown method 'pag' of 'Shop'; did you mean 'Shop.page'?"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:18:136: error: event 'opened' makes state 'loaded', which needs 'items: [Item]', and no value of that name is here; write it: 'loaded(items: ...)'"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": [{ "error": "ShopError.locked(until, extra)", "to": "idle" }, { "to": "failed" }] }"#,
                #"Shop.archgen.json:18:194: error: event 'opened' has 'error' 'ShopError.locked(until, extra)', but case 'locked' has 1 value(s); name each, or none"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": [{ "to": "failed" }, { "error": "ShopError.notFound", "to": "idle" }] }"#,
                #"Shop.archgen.json:18:203: error: event 'opened' has an alternative in 'onFailure' after one that always runs; it never runs: give the one before it 'if', 'when', 'case' or 'error', or remove it"#
            ),
            (
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": "failed" }"#,
                #"{ "name": "opened", "calls": "Shop.page(number: number)", "while": "loading", "onSuccess": { "set": ["number = number + 1"], "to": "loaded(items: result.items)" }, "onFailure": [{ "error": "Change.removed(id)", "to": "idle" }, { "to": "failed" }] }"#,
                #"Shop.archgen.json:18:194: error: event 'opened' has 'error' 'Change.removed(id)', but a failure's case is written 'ErrorModel.removed', with an enum model marked "error": true"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "route": "detail", "else": { "to": "idle" } }"#,
                #"Shop.archgen.json:20:56: error: event 'picked' has 'else', but nothing it must hold ('when', 'if', 'case' or 'error'), so 'else' never runs"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "observes": "Shop.page(number: 1)", "onEach": { "to": "idle" } }"#,
                #"Shop.archgen.json:20:49: error: event 'picked' observes 'Shop.page', which returns 'Page'; observe a method that returns an 'AsyncStream' or an 'AsyncThrowingStream'"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "observes": "Shop.changes", "onEach": { "calls": "Shop.save(item)", "onFailure": "failed" } }"#,
                #"Shop.archgen.json:20:77: error: event 'picked' has 'calls' in 'onEach'; each element is handled at once, with no calls of its own (make them in 'onEnd', or in another event)"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "calls": "Shop.page(number: 1)", "onSuccess": { "to": "idle", "calls": "Shop.save(item)", "while": "loading", "onFailure": "failed" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:20:91: error: event 'picked' has 'to' beside 'while': both show a state while the call runs; keep one (the state after the call is its 'onSuccess')"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "effect": "toast" }"#,
                #"Shop.archgen.json:20:47: error: event 'picked' makes effect 'toast', which needs 'message: String', and no value of that name is here; write it: 'toast(message: ...)'"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "set": ["banner = item"] }"#,
                #"Shop.archgen.json:20:55: error: event 'picked', 'set': 'item' is 'Item', not 'String?'"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "if": "item.id", "to": "idle" }"#,
                #"Shop.archgen.json:20:44: error: event 'picked', 'if': 'item.id' is 'Int', not 'Bool'"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "if": "!true", "to": "idle" }"#,
                #"Shop.archgen.json:20:44: error: event 'picked', 'if': '!true' reads no value, so it always holds or never does (Swift warns that code will never be executed): leave out the 'if', or the block"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "set": ["number = (false ? true : false) ? item.id : 2"] }"#,
                #"Shop.archgen.json:20:56: error: event 'picked', 'set': 'false' reads no value, so it always holds or never does (Swift warns that code will never be executed): write the value it chooses"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "calls": "Shop.page(number: 1)", "onSuccess": [{ "if": "1 > 2", "to": "idle" }, { "to": "loading" }], "onFailure": "failed" }"#,
                #"Shop.archgen.json:20:93: error: event 'picked', 'if': '1 > 2' reads no value, so it always holds or never does (Swift warns that code will never be executed): leave out the 'if', or the block"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "calls": "Shop.page(number: 1)", "onSuccess": { "case": "added(item)", "to": "idle" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:20:93: error: event 'picked' has 'case' 'added(item)', but the value here is 'Page', not an enum model"#
            ),
            (
                #"{ "name": "picked(item: Item)", "route": "detail" }"#,
                #"{ "name": "picked(item: Item)", "calls": ["result = Shop.page(number: 1)", "handlers = Shop.page(number: 2)"], "onSuccess": { "to": "idle" }, "onFailure": "failed" }"#,
                #"Shop.archgen.json:20:80: error: result 'handlers' would clash with a name the generated code uses for itself (every spec renders in every pattern); rename it"#
            ),
            (
                #""storage": ["number: Int = 1"]"#,
                #""storage": ["number: Int = \"one\""]"#,
                #"Shop.archgen.json:11:30: error: storage value 'number' cannot start so: '"one"' is 'String', not 'Int'"#
            ),
            (
                #""storage": ["number: Int = 1"]"#,
                #""storage": ["number: Item"]"#,
                #"Shop.archgen.json:11:15: error: storage value 'number: Item' must be able to start empty; use an optional, an array, a dictionary, a number, a 'Bool' or a 'String', or give a start value ('number: Item = ...')"#
            ),
            (
                #""fields": ["banner: String?", "isBusy: Bool"]"#,
                #""fields": ["banner: String?", "isBusy: Bool", "load: () -> Void"]"#,
                #"Shop.archgen.json:12:49: error: field 'load: @Sendable () -> Void' cannot be compared, but models, states and events are Equatable; use a model instead of a tuple, a closure, 'Any' or 'Error'"#
            ),
            (
                #""inputs": ["shopID: Int"]"#,
                #""inputs": ["shopID: Int", "when: Calendar"], "externalTypes": ["Calendar"]"#,
                #"Shop.archgen.json:10:29: error: input 'when: Calendar' needs a value the tests and previews make the screen with, and archgen cannot build one; add "samples": {"Calendar": "..."} with a Swift expression of that type"#
            ),
            (
                #"{ "name": "Item","#,
                #"{ "name": "Fields", "properties": ["a: Int"] }, { "name": "Item","#,
                #"Shop.archgen.json:4:15: error: model 'Fields' would clash with the type 'Fields' the generated unit declares (every spec renders in every pattern); rename it"#
            ),
            (
                #"{ "name": "Item","#,
                #"{ "name": "Work", "properties": ["a: Int"] }, { "name": "Item","#,
                #"Shop.archgen.json:4:15: error: model 'Work' would clash with the type 'Work' the generated unit declares (every spec renders in every pattern); rename it"#
            ),
            // Types generated code nests in its own (held-out 53 repro 02's class; Tests/Regressions'
            // compile-models-named-as-generated-types-* build every name allowed).
            (
                #"{ "name": "Item","#,
                #"{ "name": "Response", "properties": ["a: Int"] }, { "name": "Item","#,
                #"Shop.archgen.json:4:15: error: model 'Response' would clash with the type 'Response' VIP's scene (for each event and state) declares (every spec renders in every pattern); rename it"#
            ),
            (
                #"{ "name": "Item","#,
                #"{ "name": "Subject", "properties": ["a: Int"] }, { "name": "Item","#,
                #"Shop.archgen.json:4:15: error: model 'Subject' would clash with the type 'Subject' every generated test case declares (every spec renders in every pattern); rename it"#
            ),
            (
                #"{ "name": "Change", "cases": ["added(item: Item)", "removed(id: Int)"] },"#,
                #"{ "name": "Change", "cases": ["added(item: Item)", "removed(id: Int)"], "properties": ["a: Int"] },"#,
                #"Shop.archgen.json:6:92: error: model 'Change' has both 'properties' and 'cases'; a model is a struct or an enum"#
            ),
            (
                #"{ "name": "Item","#,
                #"{ "name": "Task", "properties": ["a: Int"] }, { "name": "Item","#,
                #"Shop.archgen.json:4:15: error: model 'Task' has the name of Swift's or Foundation's 'Task', which it would hide in the module (where the generated code means the standard one); rename it"#
            ),
        ]
        for (old, new, expected) in cases {
            let text = spec.replacingOccurrences(of: old, with: new)
            XCTAssertNotEqual(text, spec, new)
            let diagnostics = SpecFixtures.generator.validate(SpecFixtures.input(text, fileName: "Shop.archgen.json"))
                .diagnostics
            XCTAssertEqual(diagnostics.map { $0.formatted(path: "Shop.archgen.json") }, [expected], new)
        }
    }
}
