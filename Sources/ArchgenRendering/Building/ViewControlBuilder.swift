import ArchgenSpec

/// Which control of a starter view sends each event: the one place that decides it, for every pattern and UI
/// framework, from the events' shapes (Documentation/Spec.md, "starter views"):
/// - the appear event is sent on appearing, the refresh event by pull to refresh;
/// - an event without values whose outcome appends to a list (`appendingNew`) loads more, when the last row appears;
/// - the first event whose only value is a `String` and whose name or value speaks of searching or typing
///   (`searchChanged(text:)`) is the search field's (`.searchable`, `UISearchController`);
/// - an effect is confirmed in a dialog when an event with the same values has `confirm` in its name (of several, the
///   one whose name shares most words with the effect's): the dialog's
///   button sends that event, which nothing else offers; an event with values and `confirm` in its name that no
///   effect confirms gets no control either (a row action would delete without asking);
/// - an event whose only value is a listed model (or, named as an id, that model's `id` type) is a row's: the first that
///   routes (else the first that does not delete, else the first) is the row's tap, the others its trailing swipe
///   actions;
/// - every other event without values is a button: in the states its blocks all require (`when`), else always;
///   one in a state some call's failure shows says "Try again";
/// - an effect no dialog confirms whose lone value is a `String` (`showError(message:)`) is shown in an alert;
/// - a `String?` field is a banner while it holds a text, and an event without values that only sets it to nil is its
///   dismiss button (not in a Box starter: iOS 13 has no `UIAction`); a `Bool` field some work sets for its duration
///   (`during`) is a spinner (UIKit: banners above the rows, spinners below them).
/// Steps and other events with values get no control: other events' work (or a person's code) sends them.
struct ViewControlBuilder {
    let module: ModuleModel
    /// The event loading the next page, the search field's, and each confirmed effect with its event: found once,
    /// as every control asks.
    private let loadMore: Int?
    private let search: Int?
    private let confirmationList: [(effect: ModuleModel.State, event: Int)]
    private let bannerList: [(field: Int, dismiss: Int?)]
    private let spinnerList: [Int]
    private let failureStateSet: Set<Int>

    init(module: ModuleModel) {
        self.module = module
        loadMore = Self.loadMoreEvent(module)
        search = Self.searchEvent(module)
        confirmationList = Self.confirmations(module)
        bannerList = Self.banners(module)
        spinnerList = Self.spinners(module)
        failureStateSet = Self.failureStates(module)
    }

    /// The search field and the confirmation dialogs.
    func controls() -> Context.ViewControls {
        let confirmed = Set(confirmationList.map(\.effect.name))
        let hasFailureAlert = module.states.indices.contains(where: isFailure)
        let otherEffects = module.effects.filter { !confirmed.contains($0.name) }.map { effect in
            Context.OtherEffect(
                name: SwiftNames.escaped(effect.name), upperName: SwiftNames.upperFirst(effect.name),
                message: effect.values.count == 1 && effect.values[0].type == .simple("String")
                    ? SwiftNames.escaped(effect.values[0].name) : nil)
        }
        return Context.ViewControls(
            search: search.map { index in
                let event = module.events[index]
                return Context.SearchEvent(
                    name: SwiftNames.escaped(event.name), upperName: SwiftNames.upperFirst(event.name),
                    label: SwiftNames.argumentLabel(event.values[0].name))
            },
            table: module.states.lazy.compactMap(list).first,
            confirmations: confirmationList.map { effect, index in
                let event = module.events[index]
                let names = effect.values.map { SwiftNames.escaped($0.name) }
                let bindings = names.isEmpty ? "" : "(" + names.map { "let \($0)" }.joined(separator: ", ") + ")"
                return Context.Confirmation(
                    effect: SwiftNames.escaped(effect.name), upperEffect: SwiftNames.upperFirst(effect.name),
                    pattern: ".\(SwiftNames.escaped(effect.name))\(bindings)",
                    title: SwiftText.stringLiteral(Self.title(effect.name) + "?"),
                    event: SwiftNames.escaped(event.name), upperEvent: SwiftNames.upperFirst(event.name),
                    arguments: zip(event.values, names).map { "\(SwiftNames.argumentLabel($0.name)): \($1)" }
                        .joined(separator: ", "),
                    hasArguments: !names.isEmpty,
                    button: SwiftText.stringLiteral(Self.title(event.name)),
                    isDestructive: Self.isDestructive(event))
            },
            otherEffects: otherEffects,
            banners: bannerList.map { field, dismiss in
                Context.Banner(
                    name: SwiftNames.escaped(module.fields[field].name),
                    field: SwiftNames.escaped(module.fields[field].name),
                    // A Box starter keeps to iOS 13, which has no `UIAction` for the button's closure.
                    dismiss: module.binding == .box ? nil : dismiss.map { button(module.events[$0], title: "Dismiss") })
            },
            spinners: spinnerList.map { field in
                let name = module.fields[field].name
                return Context.Name(name: SwiftNames.escaped(name), upperName: SwiftNames.upperFirst(name))
            },
            showsFields: !bannerList.isEmpty || !spinnerList.isEmpty,
            presentsAlerts: hasFailureAlert || otherEffects.contains { $0.message != nil } || !confirmationList.isEmpty,
            hasFailureAlert: hasFailureAlert)
    }

    /// The buttons of a state (`state` given) or of every state (nil).
    func buttons(in state: Int?) -> [Context.ButtonEvent] {
        let failures = failureStateSet
        return module.events.indices.filter { index in
            let event = module.events[index]
            guard event.values.isEmpty, !isSentByTheView(index) else { return false }
            return requiredStates(event) == nil ? state == nil : state.map(requiredStates(event)!.contains) ?? false
        }.map { index in
            let event = module.events[index]
            let isRetry = state.map(failures.contains) ?? false && calls(event)
            return button(event, title: isRetry ? "Try again" : Self.title(event.name))
        }
    }

    private func button(_ event: ModuleModel.Event, title: String) -> Context.ButtonEvent {
        Context.ButtonEvent(
            name: SwiftNames.escaped(event.name), upperName: SwiftNames.upperFirst(event.name),
            title: SwiftText.stringLiteral(title),
            accessibilityIdentifier: Spelling.accessibilityIdentifier(module.name, event.name))
    }

    /// How a SwiftUI view lists `state`'s first array, and what its rows send; nil when it has none.
    func list(of state: ModuleModel.State) -> Context.ListView? {
        guard let listed = Self.listedValue(of: state), case .array(let element) = listed.type else { return nil }
        let model = element.simpleName.flatMap { name in module.models.first { $0.name == name && !$0.isEnum } }
        let item = SwiftNames.escaped(SwiftNames.lowerFirst(model?.name ?? "item"))
        let rowEvents = model.map { self.rowEvents(of: $0, item: item) } ?? []
        // (Not a delete where another can be the tap: a tap that asks to delete the row is not what a person means:
        // held-out 53. Where every row event deletes, the first is still the tap: the UIKit starters' swipe actions
        // find their row through the tap's helper.)
        let tap =
            rowEvents.first { routes(module.events[$0.index]) }
            ?? rowEvents.first { !Self.isDestructive(module.events[$0.index]) } ?? rowEvents.first
        let swipes = rowEvents.filter { $0.index != tap?.index }
        // VIP's view lists the scene's display rows, which keep the model's `id`.
        let itemType = model.map { module.pattern == "vip" ? "\(module.name)Scene.\($0.name)Row" : $0.name }
        let isIdentifiable = model?.isIdentifiable == true
        return Context.ListView(
            identity: isIdentifiable ? "" : ", id: \\.self", itemType: itemType ?? element.description,
            rowKey: isIdentifiable ? "id" : "self",
            rowKeyType: isIdentifiable ? "\(itemType ?? element.description).ID" : itemType ?? element.description,
            isModel: model != nil, item: item,
            lines: lines(model: model, element: element, item: item),
            tap: tap?.event, swipes: swipes.map(\.event), hasSwipes: !swipes.isEmpty,
            hasSeveralSwipes: swipes.count > 1,
            hasRowEvents: tap != nil,
            loadMore: loadMore.map { index in
                Context.Name(
                    name: SwiftNames.escaped(module.events[index].name),
                    upperName: SwiftNames.upperFirst(module.events[index].name))
            })
    }

    /// The value a starter view lists of a state: its first array (`loaded(threats: [Threat], fixable: [Threat])`
    /// lists the threats).
    static func listedValue(of state: ModuleModel.State) -> ValueDeclaration? {
        state.values.first { value in
            if case .array = value.type { true } else { false }
        }
    }

    /// `state`'s values bound in a case pattern, only the listed one named (`let threats, _`).
    static func listBinding(of state: ModuleModel.State) -> String {
        let listed = listedValue(of: state)
        return state.values.map { $0 == listed ? "let \(SwiftNames.escaped($0.name))" : "_" }.joined(separator: ", ")
    }

    /// A UIKit starter's table shows the state: it lists the type the first listing state lists.
    func isTable(_ state: ModuleModel.State) -> Bool {
        guard let listed = list(of: state)?.itemType else { return false }
        return listed == module.states.lazy.compactMap(list).first?.itemType
    }

    /// Some call's failure shows the state, with its reason as its lone `String`.
    func isFailure(_ state: Int) -> Bool {
        let values = module.states[state].values
        return failureStateSet.contains(state) && values.count == 1 && values[0].type == .simple("String")
    }

    // MARK: - Which event is which

    /// The events a view sends without a control of their own: the appear and refresh events, the next page, the
    /// search, the confirmed events and the steps.
    private func isSentByTheView(_ index: Int) -> Bool {
        module.events[index].isStep || index == module.appearEvent || index == module.refreshEvent
            || index == loadMore || index == search || confirmationList.contains { $0.event == index }
            || Self.isConfirmed(module.events[index]) || bannerList.contains { $0.dismiss == index }
    }

    /// The `String?` fields, each with the event without values that only sets it to nil (its dismissal), if any.
    private static func banners(_ module: ModuleModel) -> [(field: Int, dismiss: Int?)] {
        module.fields.indices.filter { module.fields[$0].type == .optional(.simple("String")) }.map { field in
            let dismiss = module.events.indices.first { index in
                let event = module.events[index]
                guard event.values.isEmpty, !event.isStep, case .blocks(let blocks) = event.behaviour,
                    blocks.count == 1, let block = blocks.first
                else { return false }
                return block.work == nil && block.state == nil && block.route == nil && block.effect == nil
                    && block.assignments.map(\.target) == [.field(field)]
                    && block.assignments.allSatisfy { $0.value.kind == .null }
            }
            return (field, dismiss)
        }
    }

    /// The `Bool` fields some work sets for its duration (`during`).
    private static func spinners(_ module: ModuleModel) -> [Int] {
        let held = Set(
            module.events.flatMap { event -> [Int] in
                guard case .blocks(let blocks) = event.behaviour else { return [] }
                return blocks.allBlocks.flatMap(\.during).compactMap {
                    if case .field(let index) = $0.target { index } else { nil }
                }
            })
        return module.fields.indices.filter { held.contains($0) && module.fields[$0].type == .simple("Bool") }
    }

    /// An event with values sent once a person confirmed (`deleteConfirmed(episode: Episode)`): only a dialog that
    /// answers an effect with the same values sends it.
    private static func isConfirmed(_ event: ModuleModel.Event) -> Bool {
        !event.values.isEmpty && saysConfirmed(event)
    }

    /// An event whose name says a person confirmed it (`confirm` in it), which is not a step.
    private static func saysConfirmed(_ event: ModuleModel.Event) -> Bool {
        !event.isStep && LineSearch.contains("confirm", in: event.name.lowercased())
    }

    private static func loadMoreEvent(_ module: ModuleModel) -> Int? {
        module.events.indices.first { index in
            let event = module.events[index]
            return event.values.isEmpty && !event.isStep && index != module.appearEvent
                && index != module.refreshEvent && event.appendsPages
        }
    }

    private static func searchEvent(_ module: ModuleModel) -> Int? {
        // Its name or its value's says so: an event that merely carries a `String` is another screen's callback or a
        // row's id (held-out screens: `couponCreated(code:)`, stop 46, and `threadTapped(id:)`, stop 44, became the
        // search field). A word that says search picks it; one that only says text is typed does where one event
        // alone says so: several are a form's fields (`usernameEdited`, `passwordEdited`: held-out 48).
        let typed = module.events.indices.filter { index in
            let event = module.events[index]
            return !event.isStep && event.values.count == 1 && event.values[0].type == .simple("String")
        }
        let names = typed.map { Set(SwiftNames.words(module.events[$0].name)) }
        let values = typed.map { Set(SwiftNames.words(module.events[$0].values[0].name)) }
        if let searched = typed.indices.first(where: { !searchWords.isDisjoint(with: names[$0].union(values[$0])) }) {
            return typed[searched]
        }
        // (The event's name first: `draftChanged(text:)` beside `sendTapped(text:)` is the one typed.)
        for words in [names, values] {
            let edited = typed.indices.filter { !typingWords.isDisjoint(with: words[$0]) }
            if !edited.isEmpty { return edited.count == 1 ? typed[edited[0]] : nil }
        }
        return nil
    }

    /// Words of a search field's event or value (`searchChanged(text:)`, `queryChanged(query:)`, `filterTyped(term:)`).
    private static let searchWords: Set<String> = [
        "search", "searched", "searching", "query", "filter", "filtered", "find", "term", "keyword", "keywords",
    ]

    /// Words of an event or value a person types (`locationChanged(address:)`, `textEntered(text:)`): a search field
    /// where no other such event is.
    private static let typingWords: Set<String> = ["text", "typed", "changed", "edited", "entered"]

    /// Each effect a dialog confirms, with the event its button sends: of the events with its values' types and
    /// `confirm` in their name, the one whose name shares most words with the effect's (`confirmDeleteSelected` sends
    /// `deleteSelectedConfirmed`, not `emptyConfirmed`: held-out 47), then one no earlier effect sends, then the first.
    private static func confirmations(_ module: ModuleModel) -> [(effect: ModuleModel.State, event: Int)] {
        var taken: Set<Int> = []
        return module.effects.compactMap { effect in
            let types = effect.values.map(\.type)
            let words = Set(SwiftNames.words(effect.name)).subtracting(confirmingWords)
            let candidates = module.events.indices.filter { index in
                saysConfirmed(module.events[index]) && module.events[index].values.map(\.type) == types
            }
            // Most shared words, then not taken, then first in the spec.
            let rank = { (index: Int) in
                (words.intersection(SwiftNames.words(module.events[index].name)).count, taken.contains(index) ? 0 : 1)
            }
            guard let event = candidates.max(by: { rank($0) < rank($1) || (rank($0) == rank($1) && $0 > $1) })
            else { return nil }
            taken.insert(event)
            return (effect, event)
        }
    }

    /// The words that say a person confirms, which do not tell one confirmation from another.
    private static let confirmingWords: Set<String> = ["confirm", "confirmed", "confirms", "confirmation", "ask"]

    /// The events a row of `model` sends, with the row's value as their argument, in the spec's order.
    private func rowEvents(of model: ModuleModel.ModelType, item: String)
        -> [(index: Int, event: Context.RowEvent)]
    {
        let idType = model.properties.first { $0.name == "id" }?.type
        return module.events.indices.compactMap { index in
            let event = module.events[index]
            guard event.values.count == 1, !isSentByTheView(index) else { return nil }
            let value = event.values[0]
            let argument: String
            if value.type == .simple(model.name) && module.pattern != "vip" {
                argument = item  // (VIP's view has display rows, not models: only an `id` can go back.)
            } else if let idType, value.type == idType, Self.namesAnID(value.name) {
                argument = "\(item).id"
            } else {
                return nil
            }
            return (
                index,
                Context.RowEvent(
                    name: SwiftNames.escaped(event.name), upperName: SwiftNames.upperFirst(event.name),
                    arguments: "\(SwiftNames.argumentLabel(value.name)): \(argument)",
                    title: SwiftText.stringLiteral(Self.title(event.name)),
                    // Each row's own (`"Inbox.emailTapped.\(email.id)"`), where rows have ids: a UI test picks one.
                    accessibilityIdentifier: Spelling.accessibilityIdentifier(
                        module.name, event.name, row: idType == nil ? nil : "\(item).id"),
                    isDestructive: Self.isDestructive(event))
            )
        }
    }

    /// A value named as an id (`id`, `productID`, `itemId`): of the model's `id` type, it names a row (a `text` of the
    /// same type does not: held-out 53, every row got a "Search submitted" action).
    private static func namesAnID(_ name: String) -> Bool {
        name == "id" || name.hasSuffix("ID") || name.hasSuffix("Id")
    }

    /// An event that deletes or removes: its button or swipe action is shown as destructive.
    private static func isDestructive(_ event: ModuleModel.Event) -> Bool {
        ["delete", "remove"].contains { event.name.lowercased().contains($0) }
    }

    /// The states every block of `event` requires, nil when some block runs in any state.
    private func requiredStates(_ event: ModuleModel.Event) -> Set<Int>? {
        guard case .blocks(let blocks) = event.behaviour, !blocks.isEmpty else { return nil }
        let states = blocks.map(\.when)
        return states.contains(nil) ? nil : Set(states.compactMap { $0 })
    }

    /// The states some call's failure shows (their lone `String` is the reason).
    private static func failureStates(_ module: ModuleModel) -> Set<Int> {
        var states: Set<Int> = []
        for event in module.events {
            guard case .blocks(let blocks) = event.behaviour else { continue }
            for block in blocks.allBlocks {
                guard case .calls(let work)? = block.work else { continue }
                states.formUnion(work.onFailure.allBlocks.compactMap { $0.state?.index })
            }
        }
        return states
    }

    private func calls(_ event: ModuleModel.Event) -> Bool {
        guard case .blocks(let blocks) = event.behaviour else { return false }
        return blocks.contains { $0.work != nil }
    }

    private func routes(_ event: ModuleModel.Event) -> Bool {
        guard case .blocks(let blocks) = event.behaviour else { return false }
        return blocks.allBlocks.contains { $0.route != nil }
    }

    // MARK: - What a person reads

    /// What a row shows of its value: the model's first two properties that read as text (not its `id`, flags or
    /// nested models), or the value itself when it is text or a number.
    private func lines(model: ModuleModel.ModelType?, element: TypeExpression, item: String) -> [Context.RowLine] {
        let texts: [(text: String, displayText: String, uikitText: String)]
        if let model {
            texts = model.properties.filter { $0.name != "id" }.compactMap { property in
                let name = "\(item).\(SwiftNames.escaped(property.name))"
                return Self.text(of: property.type, name).map {
                    ($0, Self.displayText(of: property.type, name), Self.uikitText(of: property.type, name))
                }
            }
        } else {
            let text = Self.text(of: element, item) ?? "String(describing: \(item))"
            texts = [(text, text, Self.text(of: element, item) == nil ? text : Self.uikitText(of: element, item))]
        }
        return texts.prefix(2).enumerated().map { index, line in
            Context.RowLine(
                text: line.text, displayText: line.displayText, uikitText: line.uikitText, isFirst: index == 0)
        }
    }

    /// The number types a starter view formats for the reader's locale.
    static let numbers: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Decimal",
    ]

    /// `value` as text a person reads, nil for what a row leaves out.
    private static func text(of type: TypeExpression, _ value: String) -> String? {
        if case .optional(let wrapped) = type, wrapped.simpleName == "String" { return "\(value) ?? \"\"" }
        guard let name = type.simpleName else { return nil }
        if name == "String" { return value }
        if numbers.contains(name) { return "\(value).formatted()" }
        if name == "Date" { return "\(value).formatted(date: .abbreviated, time: .shortened)" }
        if name == "URL" { return "\(value).absoluteString" }
        return nil
    }

    /// The same text from VIP's display row, where numbers and dates are already text.
    private static func displayText(of type: TypeExpression, _ value: String) -> String {
        guard let name = type.simpleName, numbers.contains(name) || name == "Date" else {
            return text(of: type, value)!
        }
        return value
    }

    /// The same text with the formatters iOS 13 has (Box keeps to iOS 13; `formatted()` needs iOS 15).
    private static func uikitText(of type: TypeExpression, _ value: String) -> String {
        switch type.simpleName {
        case "Decimal"?:
            return "NumberFormatter.localizedString(from: NSDecimalNumber(decimal: \(value)), number: .decimal)"
        case let name? where numbers.contains(name):
            return "NumberFormatter.localizedString(from: NSNumber(value: \(value)), number: .decimal)"
        case "Date"?:
            return "DateFormatter.localizedString(from: \(value), dateStyle: .medium, timeStyle: .short)"
        default:
            return text(of: type, value)!
        }
    }

    /// What a starter view says in a state that shows no value of its own: "Nothing here yet" in one named for
    /// emptiness (`empty`, `noResults`, `nothingFound`), else its name as words (`signedOut` reads "Signed out").
    static func text(of state: ModuleModel.State) -> String {
        let name = state.name
        let saysNothing =
            LineSearch.contains("empty", in: name.lowercased()) || name.hasPrefix("nothing")
            || (name.hasPrefix("no") && name.dropFirst(2).first?.isUppercase == true)
        return saysNothing ? "Nothing here yet" : words(name)
    }

    /// An event or effect's name as a title: `markPlayedTapped` reads "Mark played", `confirmDelete` "Confirm delete".
    static func title(_ name: String) -> String {
        var base = name
        for suffix in ["Tapped", "Pressed", "Clicked", "Selected", "Confirmed"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        return words(base.isEmpty ? name : base)
    }

    /// A name as words in sentence case: `markPlayed` reads "Mark played".
    private static func words(_ base: String) -> String {
        var words = ""
        for character in base {
            if character.isUppercase, !words.isEmpty {
                words += " " + character.lowercased()
            } else {
                words.append(character)
            }
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
