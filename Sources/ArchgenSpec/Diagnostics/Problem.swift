/// Every kind of problem archgen reports about a spec, with its wording: the full list of messages in one place.
///
/// Wording rules: lower-case start, no final period, names in single quotes, the entity first, then the
/// problem, then the hint.
public enum Problem: Equatable, Sendable {
    // MARK: JSON and shape
    case syntax(String)
    case notAnObject(found: String)
    case unknownKey(String, context: String, suggestion: String?)
    case missingKey(String, context: String)
    case wrongType(key: String, expected: String, found: String)
    case unsupportedVersion(String)
    case invalidChoice(key: String, value: String, choices: [String], suggestion: String?)
    case emptyList(String)
    case tooMany(String, count: Int, limit: Int)

    // MARK: Fragments
    case fragment(what: String, text: String, reason: String)
    case notAnIdentifier(what: String, name: String)
    case reservedName(what: String, name: String)
    case typeNameIsKeyword(what: String, name: String)
    case notUpperCamelCase(what: String, name: String)
    case notLowerCamelCase(what: String, name: String)

    // MARK: References and rules
    case duplicate(what: String, name: String)
    case sceneNameClash(what: String, name: String, other: String)
    case sceneNameReserved(what: String, name: String, typeName: String)
    case modelNamedLikeRow(model: String, other: String)
    case unknownDependency(event: String, name: String, suggestion: String?)
    case unknownMethod(event: String, dependency: String, name: String, suggestion: String?)
    case callsNotQualified(event: String, value: String)
    case unknownInitialState(name: String, suggestion: String?)
    case initialStateHasValues(String)
    case unknownViewEvent(role: String, name: String, suggestion: String?)
    case viewEventHasValues(role: String, event: String, moment: String)
    case policyWithoutWork(event: String)
    case unknownCancelledEvent(event: String, name: String, suggestion: String?)
    case cancelsItself(event: String)
    case cancelsEventWithoutWork(event: String, other: String)
    case stepWithWorkKey(event: String, key: String, caller: String)
    case debounceWithoutWork(event: String)
    case debounceValue(event: String, value: String)
    case debounceNeedsLatest(event: String, policy: String)
    case cancelsStep(event: String, step: String, caller: String)
    case viewEventIsStep(role: String, event: String, caller: String)
    case whileStateHasValues(event: String, state: String)
    case successStateShape(event: String, state: String, method: String, returnType: String)
    case successHandlerShape(event: String, handler: String, method: String, returnType: String)
    case failureStateShape(event: String, state: String)
    case onFailureCannotThrow(event: String, method: String)
    case throwingCallNeedsFailure(event: String, method: String)
    case stateKeysWithoutCalls(event: String, key: String)
    case ambiguousArgument(event: String, method: String, parameter: String, type: String)
    case nameClashesWithMember(event: String, member: String)
    case dependencyClashesWithMember(dependency: String, member: String)
    case storageClash(name: String, other: String)
    case spyClash(method: String, name: String, role: String)
    case errorValue(what: String, name: String)
    case outputPath(key: String, reason: String)
    case storageNeedsEmptyValue(what: String, name: String, type: String, isEnum: Bool)
    case sampleNotOneLine(type: String)
    case duplicateSample(type: String)
    case needsSample(method: String, type: String)
    case inputNeedsSample(name: String, type: String)
    case unknownType(name: String, suggestion: String?)
    case notEquatable(what: String, name: String, type: String)
    case bindingNeedsMVVM(binding: String, pattern: String)
    case boxNeedsUIKit
    case patternWritesOtherUI(pattern: String, ui: String, only: String, reason: String, others: [String])

    // MARK: The work of real screens (`set`, `if`, `when`, routes, effects, calls with arguments, streams)
    case expression(event: String, key: String, message: String)
    case misplacedKey(event: String, key: String, reason: String)
    case hidesStandardType(what: String, name: String)
    case unknownReference(event: String, key: String, what: String, name: String, suggestion: String?)
    case valueMissing(event: String, what: String, name: String, label: String, type: String)
    case argumentMismatch(event: String, what: String, name: String, reason: String)
    case notAssignable(event: String, name: String, what: String)
    case hiddenTarget(event: String, name: String, hiddenBy: String)
    case unknownCommand(dependency: String, name: String, suggestion: String?)
    /// A warning: the write may be cancelled (Language.md, "A second send, and commands").
    case cancelsCommand(event: String, command: String, how: String)
    /// A warning: a debounced query sets a kept value before its call, which a newer send stops (Language.md 7).
    case setBeforeCancellableCall(event: String, name: String)
    /// A warning: a custom event with values is `latest` by default, and its handler, named like a write, may write.
    case customLatest(event: String)
    case patternMismatch(event: String, key: String, text: String, reason: String)
    case unboundArgument(event: String, method: String, parameter: String, type: String)
    case parallelCall(event: String, reason: String)
    case notAStream(event: String, method: String, returnType: String)
    case elseWithoutGuard(event: String)
    case unreachableAlternative(event: String, key: String)
    case modelShape(model: String, reason: String)
    case memberClash(what: String, name: String, other: String)
    /// `patterns` empty: every pattern makes the type.
    case generatedTypeClash(what: String, name: String, patterns: [String], origin: String)
    case startValue(what: String, name: String, reason: String)

    /// Whether it is said and generation goes on (a warning), rather than making the spec invalid.
    public var isWarning: Bool {
        switch self {
        case .cancelsCommand, .setBeforeCancellableCall, .customLatest: return true
        default: return false
        }
    }

    public var message: String {
        switch self {
        case .bindingNeedsMVVM(let binding, let pattern):
            return "'binding' is '\(binding)', but it applies only to pattern 'mvvm' (this spec's is '\(pattern)')"
        case .boxNeedsUIKit:
            return "'binding' is 'box', which a UIKit view controller binds to; use 'ui': 'uikit' (a SwiftUI view "
                + "follows an @Observable view model, iOS 17+: leave 'binding' out)"
        case .patternWritesOtherUI(let pattern, let ui, let only, let reason, let others):
            let choices =
                others.isEmpty ? "" : ", or a pattern that has \(ui) views (\(others.joined(separator: ", ")))"
            return
                "'ui' is '\(ui)', but pattern '\(pattern)' writes \(only) views only: \(reason); use 'ui': '\(only)' "
                + "(or leave 'ui' out)\(choices)"
        case .syntax(let reason):
            return "invalid JSON: \(reason)"
        case .notAnObject(let found):
            return "the spec must be a JSON object, found \(found)"
        case .unknownKey(let key, let context, let suggestion):
            return "unknown key '\(key)' in \(context)" + hint(suggestion)
        case .missingKey(let key, let context):
            return "\(context) is missing the required key '\(key)'"
        case .wrongType(let key, let expected, let found):
            return "'\(key)' must be \(expected), found \(found)"
        case .unsupportedVersion(let version):
            return "format version \(version) is not supported; this archgen reads version 1"
        case .invalidChoice(let key, let value, let choices, let suggestion):
            let list = choices.map { "'\($0)'" }.joined(separator: ", ")
            return "'\(key)' is '\(value)', which is not one of \(list)" + hint(suggestion)
        case .emptyList(let key):
            return "'\(key)' must not be empty"
        case .tooMany(let key, let count, let limit):
            return
                "'\(key)' has \(count) entries, more than the \(limit) archgen writes (the Swift compiler cannot check "
                + "that a switch over more is exhaustive in reasonable time); split the screen into smaller modules"
        case .fragment(let what, let text, let reason):
            return "\(what) '\(text)' is not valid: \(reason)"
        case .notAnIdentifier(let what, let name):
            return "\(what) '\(name)' is not a Swift identifier; use letters, digits and '_', not starting with a digit"
        case .reservedName(let what, let name):
            return "\(what) '\(name)' is reserved in Swift and cannot be used as a name here"
        case .typeNameIsKeyword(let what, let name):
            return "\(what) '\(name)' is a Swift keyword; choose another type name"
        case .notUpperCamelCase(let what, let name):
            return "\(what) '\(name)' names a type; start it with an upper-case letter and leave out '_'"
        case .notLowerCamelCase(let what, let name):
            return "\(what) '\(name)' must be lowerCamelCase: start with a lower-case letter and leave out '_'"
        case .unknownInitialState(let name, let suggestion):
            return "initial state '\(name)' is not one of the states" + hint(suggestion)
        case .duplicate(let what, let name):
            return "\(what) '\(name)' is declared more than once"
        case .sceneNameClash(let what, let name, let other):
            return "\(what) '\(name)' would name the same type as \(other) (VIP makes a type of each state and event); "
                + "rename the \(what)"
        case .modelNamedLikeRow(let model, let other):
            return
                "model '\(model)' has the name of the row VIP makes for model '\(other)' in the scene; rename the model"
        case .sceneNameReserved(let what, let name, let typeName):
            return
                "\(what) '\(name)' would name the type '\(typeName)', which Swift reserves (VIP makes a type of each "
                + "state and event); rename the \(what)"
        case .unknownDependency(let event, let name, let suggestion):
            return "event '\(event)' calls unknown dependency '\(name)'" + hint(suggestion)
        case .unknownMethod(let event, let dependency, let name, let suggestion):
            return "event '\(event)' calls unknown method '\(name)' of '\(dependency)'" + hint(suggestion)
        case .callsNotQualified(let event, let value):
            return "event '\(event)' calls '\(value)'; write it as 'Dependency.method'"
        case .unknownViewEvent(let role, let name, let suggestion):
            return "\(role) event '\(name)' is not one of the events" + hint(suggestion)
        case .viewEventHasValues(let role, let event, let moment):
            return "\(role) event '\(event)' carries values, which the view has none of when \(moment); name an event "
                + "without values"
        case .policyWithoutWork(let event):
            return "event '\(event)' has a 'policy', but it only changes the state and runs no work for a new send to "
                + "wait for or cancel; remove 'policy'"
        case .unknownCancelledEvent(let event, let name, let suggestion):
            return "event '\(event)' cancels unknown event '\(name)'" + hint(suggestion)
        case .cancelsItself(let event):
            return "event '\(event)' cancels itself; its 'policy' says what a new send does to its running work "
                + "('latest' cancels it)"
        case .cancelsEventWithoutWork(let event, let other):
            return "event '\(event)' cancels '\(other)', which only changes the state and has no work to cancel"
        case .stepWithWorkKey(let event, let key, let caller):
            return
                "event '\(event)' receives the result of '\(caller)' and runs inside its work, so it has no '\(key)' "
                + "of its own; put '\(key)' on '\(caller)'"
        case .debounceWithoutWork(let event):
            return "event '\(event)' has a 'debounce', but it only changes the state and runs no work to wait for; "
                + "remove 'debounce'"
        case .debounceValue(let event, let value):
            return
                "event '\(event)' has 'debounce' \(value); give the seconds a send waits for a newer one, more than 0 "
                + "and at most 60, in whole milliseconds (0.3)"
        case .debounceNeedsLatest(let event, let policy):
            return "event '\(event)' has a 'debounce' and policy '\(policy)'; a debounce cancels the waiting send when "
                + "a newer one comes, which is policy 'latest'"
        case .cancelsStep(let event, let step, let caller):
            return "event '\(event)' cancels '\(step)', which runs inside the work of '\(caller)'; cancel '\(caller)'"
        case .viewEventIsStep(let role, let event, let caller):
            return
                "\(role) event '\(event)' receives the result of '\(caller)', so no view sends it; name an event the "
                + "view sends"
        case .initialStateHasValues(let state):
            return "initial state '\(state)' carries values; start in a state without values"
        case .whileStateHasValues(let event, let state):
            return "event '\(event)' sets 'while' to '\(state)', which carries values; use a state without values"
        case .successStateShape(let event, let state, let method, let returnType):
            return "event '\(event)' goes to '\(state)' on success, but '\(method)' returns \(returnType); "
                + "use a state with no values or with one value of that type"
        case .successHandlerShape(let event, let handler, let method, let returnType):
            return
                "event '\(event)' hands the result of '\(method)' to '\(handler)', but '\(method)' returns \(returnType); "
                + "give '\(handler)' no values or one value of that type"
        case .failureStateShape(let event, let state):
            return "event '\(event)' goes to '\(state)' on failure; use a state with no values or one 'String' value"
        case .onFailureCannotThrow(let event, let method):
            return
                "event '\(event)' has 'onFailure', but '\(method)' cannot throw; remove 'onFailure' or mark it 'throws'"
        case .throwingCallNeedsFailure(let event, let method):
            return
                "event '\(event)' calls '\(method)', which throws; add 'onFailure' to say which state shows the error"
        case .stateKeysWithoutCalls(let event, let key):
            return "event '\(event)' has '\(key)' but no 'calls'; '\(key)' only applies to calls"
        case .ambiguousArgument(let event, let method, let parameter, let type):
            return "event '\(event)' has several '\(type)' values for parameter '\(parameter)' of '\(method)'; "
                + "give one of them the label '\(parameter)'"
        case .errorValue(let what, let name):
            return
                "\(what) '\(name)' is an 'Error', which cannot be compared (states and events are Equatable, so tests "
                + "can check them); carry what the screen shows instead, such as 'message: String': an 'onFailure' state "
                + "with one String value gets the error's description"
        case .storageClash(let name, let other):
            return "storage value '\(name)' would clash with \(other) (every spec renders in every pattern); rename it"
        case .nameClashesWithMember(let event, let member):
            return "event '\(event)' would clash with the generated member '\(member)'; rename the event"
        case .dependencyClashesWithMember(let dependency, let member):
            return "dependency '\(dependency)' would be kept as '\(member)', which clashes with a generated member of "
                + "that name; rename the dependency"
        case .unknownType(let name, let suggestion):
            return "type '\(name)' is not a model, a Swift or Foundation type, or listed in 'externalTypes'"
                + hint(suggestion)
        case .notEquatable(let what, let name, let type):
            return "\(what) '\(name): \(type)' cannot be compared, but models, states and events are Equatable; "
                + "use a model instead of a tuple, a closure, 'Any' or 'Error'"
        case .spyClash(let method, let name, let role):
            return
                "method '\(method)' would clash with '\(name)' in its generated spy (\(role)); choose another name"
        case .sampleNotOneLine(let type):
            return "sample of '\(type)' must be a Swift expression on one line"
        case .duplicateSample(let type):
            return "sample of '\(type)' is given more than once"
        case .needsSample(let method, let type):
            return
                "method '\(method)' returns '\(type)' without throwing, and archgen cannot build one for its spy and "
                + "live scaffold to return before they are written; add \"samples\": {\"\(type)\": \"...\"} with a "
                + "Swift expression of that type"
        case .inputNeedsSample(let name, let type):
            return "input '\(name): \(type)' needs a value the tests and previews make the screen with, and archgen "
                + "cannot build one; add \"samples\": {\"\(type)\": \"...\"} with a Swift expression of that type"
        case .storageNeedsEmptyValue(let what, let name, let type, let isEnum):
            // (An enum model's case cannot be written as a start value: the only way is optional.)
            return isEnum
                ? "\(what) '\(name): \(type)' must be able to start empty, and an enum's case cannot be written as its "
                    + "start value yet; make it optional ('\(name): \(type)?', nil until an event sets it)"
                : "\(what) '\(name): \(type)' must be able to start empty; use an optional, an array, a dictionary, "
                    + "a number, a 'Bool' or a 'String', or give a start value ('\(name): \(type) = ...')"
        case .outputPath(let key, let reason):
            return "'\(key)' \(reason)"
        case .expression(let event, let key, let message):
            return "event '\(event)', '\(key)': \(message)"
        case .misplacedKey(let event, let key, let reason):
            return "event '\(event)' has '\(key)' \(reason)"
        case .hidesStandardType(let what, let name):
            return
                "\(what) '\(name)' has the name of Swift's or Foundation's '\(name)', which it would hide in the module "
                + "(where the generated code means the standard one); rename it"
        case .unknownReference(let event, let key, let what, let name, let suggestion):
            let verb =
                switch key {
                case "to": "goes to"
                case "onSuccess": "goes on success to"
                case "onFailure": "goes on failure to"
                case "while": "sets 'while' to"
                case "when": "runs only in"
                case "route": "leads to"
                case "effect": "asks for"
                case "set": "sets"
                default: "names in '\(key)'"
                }
            return "event '\(event)' \(verb) unknown \(what) '\(name)'" + hint(suggestion)
        case .valueMissing(let event, let what, let name, let label, let type):
            return
                "event '\(event)' makes \(what) '\(name)', which needs '\(label): \(type)', and no value of that name is "
                + "here; write it: '\(name)(\(label): ...)'"
        case .argumentMismatch(let event, let what, let name, let reason):
            return "event '\(event)' makes \(what) '\(name)' with \(reason)"
        case .notAssignable(let event, let name, let what):
            return
                "event '\(event)' sets '\(name)', which is \(what); only stored values ('storage') and 'fields' can be set"
        case .unknownCommand(let dependency, let name, let suggestion):
            return "dependency '\(dependency)' lists unknown method '\(name)' in 'commands'" + hint(suggestion)
        case .setBeforeCancellableCall(let event, let name):
            return "event '\(event)' sets '\(name)' before its call: a newer send stops the search (a keystroke, or "
                + "one its guards refuse) and the screen goes back, but '\(name)' keeps what this send set; set it "
                + "in 'onSuccess', where the answer it belongs to is shown, and in 'onFailure' where a failed state "
                + "offers to try again (a retry then asks for what was typed, not the search before: review 50)"
        case .customLatest(let event):
            return "event '\(event)' is handled by hand and has values, so a send with other values cancels the "
                + "running handler ('latest'): a write it makes (a row's delete) may be cut off by the next row's; say "
                + "\"policy\": \"parallel\" if it writes, or \"latest\" if it does not"
        case .cancelsCommand(let event, let command, let how):
            return "event '\(event)' \(how) the running '\(command)', whose work writes (a command): the write may "
                + "be cut off mid-flight and its outcome never run; remove it unless that is what you want"
        case .hiddenTarget(let event, let name, let hiddenBy):
            return "event '\(event)' sets the stored value or field '\(name)', which \(hiddenBy) of that name hides "
                + "here: a later step would read that value, not the one set; rename the stored value or field"
        case .patternMismatch(let event, let key, let text, let reason):
            return "event '\(event)' has '\(key)' '\(text)', \(reason)"
        case .unboundArgument(let event, let method, let parameter, let type):
            return "event '\(event)' has no value for parameter '\(parameter): \(type)' of '\(method)' here; pass it: "
                + "'\(method)(\(parameter): ...)'"
        case .parallelCall(let event, let reason):
            return "event '\(event)' calls several methods at once, \(reason)"
        case .notAStream(let event, let method, let returnType):
            return
                "event '\(event)' observes '\(method)', which returns \(returnType); observe a method that returns an "
                + "'AsyncStream' or an 'AsyncThrowingStream'"
        case .elseWithoutGuard(let event):
            return "event '\(event)' has 'else', but nothing it must hold ('when', 'if', 'case' or 'error'), so 'else' "
                + "never runs"
        case .unreachableAlternative(let event, let key):
            return
                "event '\(event)' has an alternative in '\(key)' after one that always runs; it never runs: give the "
                + "one before it 'if', 'when', 'case' or 'error', or remove it"
        case .modelShape(let model, let reason):
            return "model '\(model)' \(reason)"
        case .memberClash(let what, let name, let other):
            return "\(what) '\(name)' would clash with \(other) (every spec renders in every pattern); rename it"
        case .generatedTypeClash(let what, let name, let patterns, let origin):
            let quoted = patterns.map { "'\($0)'" }
            let which =
                switch quoted.count {
                case 0: "every pattern"
                case 1: "pattern \(quoted[0])"
                default: "patterns \(quoted.dropLast().joined(separator: ", ")) and \(quoted.last!)"
                }
            return "\(what) '\(name)' has the name of the type \(which) generates for \(origin) (every spec renders in "
                + "every pattern); rename it"
        case .startValue(let what, let name, let reason):
            return "\(what) '\(name)' \(reason)"
        }
    }

    private func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
