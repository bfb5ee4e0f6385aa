import LocatedJSON

extension ValidationContext {
    /// Reports each name that appears again after its first.
    mutating func checkDuplicates(_ names: [Located<String>], what: String) {
        var seen: Set<String> = []
        for name in names where !name.value.isEmpty {
            if !seen.insert(name.value).inserted { report(.duplicate(what: what, name: name.value), at: name.location) }
        }
    }

    /// A model named like a type the unit declares inside it (`State`, `Fields`, ...: `reserved`) or generated code
    /// declares in its own types (`nestedTypes`) would be hidden there. (Held-out 53 repro 02's class: `.ci`'s
    /// regressions `compile-models-named-as-generated-types-*`.)
    mutating func checkModelNames(_ models: [Located<String>], reserved: [String]) {
        let owners = Self.nestedTypes.merging(reserved.map { ($0, "the generated unit") }) { nested, _ in nested }
        for model in models {
            guard let owner = owners[model.value] else { continue }
            report(
                .memberClash(what: "model", name: model.value, other: "the type '\(model.value)' \(owner) declares"),
                at: model.location)
        }
    }

    /// Types the generated code declares inside its own, where a model of that name would be hidden: VIP's scene in
    /// each use case (`Scene.Loaded.Response`), the tests' subject and spies, MVP's view spy's displays, the error of a
    /// live dependency's method not written yet, the Box binding, an identifiable model's `ID`.
    static let nestedTypes: [String: String] = [
        "Request": "VIP's scene (for each event and state)", "Response": "VIP's scene (for each event and state)",
        "ViewModel": "VIP's scene (for each event and state)", "Subject": "every generated test case",
        "Display": "MVP's view spy", "NotWritten": "a live dependency", "Box": "MVVM's view model with Box binding",
        "ID": "every model with an 'id' (Identifiable's 'ID')", "DelegateSpy": "MVC's generated test case",
        "Heard": "the Box binding's generated test case",
    ]

    /// A type of the module named like a Swift or Foundation type (`Result`, `Actor`, `String`) would hide it in the
    /// module, where the generated code (and the person's) means the standard one.
    mutating func checkStandardNames(_ names: [Located<String>], what: String) {
        for name in names where KnownTypes.standard.contains(name.value) || KnownTypes.hidden.contains(name.value) {
            report(.hidesStandardType(what: what, name: name.value), at: name.location)
        }
    }

    /// A model named like the row VIP makes for another model (`TweetRow` beside `Tweet`) would be shadowed by it inside
    /// the scene.
    mutating func checkRowNames(_ models: [Located<String>]) {
        let names = Set(models.map(\.value))
        for model in models where model.value.hasSuffix("Row") && names.contains(String(model.value.dropLast(3))) {
            report(.modelNamedLikeRow(model: model.value, other: String(model.value.dropLast(3))), at: model.location)
        }
    }

    /// In VIP every state and event also names a type in the scene (`UsersScene.Loaded`), so that the same spec
    /// renders in every pattern no state may share its name with an event, and none may hide a type the module uses,
    /// nor a row the scene makes for a model (`rows`: row name to model).
    mutating func checkSceneNames(
        states: [Located<String>], events: [Located<String>], types: Set<String>, rows: [String: String]
    ) {
        let stateNames = Set(states.map(\.value))
        for (what, names) in [("state", states), ("event", events)] {
            // Reserved names (`self`) are refused where they are declared.
            for name in names where !name.value.isEmpty && !SwiftNames.reserved.contains(name.value) {
                let typeName = SwiftNames.upperFirst(name.value)
                if ["Any", "Self", "Type", "Protocol"].contains(typeName) {
                    report(.sceneNameReserved(what: what, name: name.value, typeName: typeName), at: name.location)
                } else if what == "event" && stateNames.contains(name.value) {
                    report(
                        .sceneNameClash(what: what, name: name.value, other: "state '\(name.value)'"), at: name.location
                    )
                } else if let model = rows[typeName] {
                    report(
                        .sceneNameClash(what: what, name: name.value, other: "VIP's row for model '\(model)'"),
                        at: name.location)
                } else if types.contains(typeName) {
                    report(
                        .sceneNameClash(what: what, name: name.value, other: "the type '\(typeName)'"),
                        at: name.location)
                }
            }
        }
    }

    /// Storage becomes a property of the view model, presenter, interactor or model, beside a property per dependency,
    /// a method per event (MVP, VIP) and a data-store field per state with values (VIP): a storage value of one of those
    /// names would not compile in some pattern, and every spec renders in every pattern.
    mutating func checkStorageClashes(
        _ storage: [Located<String>], dependencies: [ModuleModel.Dependency], states: [ModuleModel.State],
        events: [ModuleModel.Event]
    ) {
        for text in storage {
            let name = String(text.value.prefix { $0 != ":" }).trimmingCharacters(in: " ")
            let other =
                if let dependency = dependencies.first(where: { $0.propertyName == name }) {
                    "the property that holds dependency '\(dependency.name)'"
                } else if states.contains(where: { $0.name == name && !$0.values.isEmpty }) {
                    "VIP's data-store field of state '\(name)'"
                } else if events.contains(where: { $0.name == name && $0.values.isEmpty }) {
                    "the method of event '\(name)' (MVP, VIP)"
                } else {
                    String?.none
                }
            if let other { report(.storageClash(name: name, other: other), at: text.location) }
        }
    }

    /// Reports each value name that appears twice in one declaration.
    mutating func checkDuplicateValues(_ values: [ValueDeclaration], what: String, at location: SourceLocation) {
        var seen: Set<String> = []
        for value in values where !seen.insert(value.name).inserted {
            report(.duplicate(what: what, name: value.name), at: location)
        }
    }
}

extension Located<String> {
    /// The name before any parentheses, for duplicate checks that must work even when the rest is invalid.
    var baseName: Located<String> {
        Located(String(value.prefix(while: { $0 != "(" })).trimmingCharacters(in: " "), at: location)
    }
}

extension String {
    /// The text without `set` at either end.
    package func trimmingCharacters(in set: Character) -> String {
        var slice = Substring(self)
        while slice.first == set { slice.removeFirst() }
        while slice.last == set { slice.removeLast() }
        return String(slice)
    }
}
