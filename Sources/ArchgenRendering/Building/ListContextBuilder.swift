import ArchgenSpec

/// The lists of a module, for a UIKit table (MVC, seed 002): the models that states list, the cell that shows each
/// one, and how a view controller binds a listing state and configures a cell from an item.
struct ListContextBuilder {
    let module: ModuleModel

    /// Names a cell property cannot take because `UITableViewCell` (or `UIView`, `UIResponder`, `NSObject`) already has
    /// a member of that name, or the cell scaffold does: such a property becomes `<name>Value`.
    static let cellMembers: Set<String> = [
        "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "accessibilityTraits",
        "accessibilityValue", "accessoryType", "accessoryView", "alpha", "backgroundColor", "backgroundConfiguration",
        "backgroundView", "bounds", "center", "clipsToBounds", "configurationState", "constraints",
        "contentConfiguration", "contentMode", "contentView", "debugDescription", "description", "detailTextLabel",
        "editingAccessoryType", "editingStyle", "focusStyle", "frame", "gestureRecognizers", "hash", "imageView",
        "indentationLevel", "indentationWidth", "inputView", "interactions", "isAccessibilityElement", "isEditing",
        "isFirstResponder", "isHidden", "isHighlighted", "isOpaque", "isSelected", "isUserInteractionEnabled", "layer",
        "layoutMargins", "mask", "next", "reuseIdentifier", "safeAreaInsets", "selectedBackgroundView",
        "selectionStyle", "separatorInset", "showsReorderControl", "subviews", "superclass", "superview", "tag",
        "textLabel", "tintColor", "traitCollection", "transform", "undoManager", "updateContent", "userActivity",
        "window",
    ]

    /// The value a state lists: its first array of a model (`people: [Person]`).
    func listedValue(of state: ModuleModel.State) -> (value: ValueDeclaration, model: ModuleModel.ModelType)? {
        guard let value = ViewControlBuilder.listedValue(of: state), case .array(let element) = value.type,
            let name = element.simpleName, let model = module.models.first(where: { $0.name == name && !$0.isEnum })
        else { return nil }
        return (value, model)
    }

    /// Each model some state lists, once, in the order the states list them.
    func listedModels() -> [Context.ListedModel] {
        var seen: Set<String> = []
        return module.states.compactMap { listedValue(of: $0)?.model }.filter { seen.insert($0.name).inserted }
            .map(listedModel)
    }

    /// How the view controller shows `state` in a table, if it lists a model.
    func rows(for state: ModuleModel.State) -> Context.Rows? {
        guard let (listed, model) = listedValue(of: state) else { return nil }
        return Context.Rows(
            pattern: ".\(SwiftNames.escaped(state.name))(\(ViewControlBuilder.listBinding(of: state)))",
            items: SwiftNames.escaped(listed.name),
            cell: cellName(model),
            assignments: displayed(model).map { property in
                Context.CellAssignment(
                    property: cellProperty(property.name), value: "item.\(SwiftNames.escaped(property.name))")
            })
    }

    private func listedModel(_ model: ModuleModel.ModelType) -> Context.ListedModel {
        let texts = displayed(model).map(text)
        return Context.ListedModel(
            name: model.name,
            cell: cellName(model),
            cellProperties: displayed(model).map { property in
                Context.Value(
                    name: cellProperty(property.name), type: "\(TypeExpression.optional(base(property.type)))")
            },
            text: texts.first,
            secondaryText: texts.count == 2 ? texts[1] : nil,
            joinsDetails: texts.count > 2,
            details: texts.count > 2 ? texts.dropFirst().map(Context.Expression.init(code:)) : [])
    }

    private func cellName(_ model: ModuleModel.ModelType) -> String { "\(model.name)Cell" }

    /// What a cell shows of a model: every property but its `id`, or the `id` where it has nothing else (a cell
    /// with nothing to set does not build warning-free; a SwiftUI row of such a model shows no text).
    private func displayed(_ model: ModuleModel.ModelType) -> [ValueDeclaration] {
        let shown = model.properties.filter { $0.name != "id" }
        return shown.isEmpty ? model.properties : shown
    }

    /// The names `mvc/Cell.swift.mustache` declares in the cell (a property `content` would be read as its local
    /// `content`: held-out screens, stop 45).
    static let cellTemplateNames: Set<String> = ["content", "details", "updateContent"]

    private func cellProperty(_ name: String) -> String {
        let taken = Self.cellMembers.contains(name) || Self.cellTemplateNames.contains(name)
        return SwiftNames.escaped(taken ? name + "Value" : name)
    }

    /// The type without one level of optional: the cell's property is optional either way.
    private func base(_ type: TypeExpression) -> TypeExpression {
        if case .optional(let wrapped) = type { return wrapped }
        return type
    }

    /// A cell property as display text (a `String?`).
    private func text(_ property: ValueDeclaration) -> String {
        let name = cellProperty(property.name)
        return switch base(property.type).simpleName {
        case "String": name
        case "Date": "\(name)?.formatted(date: .abbreviated, time: .omitted)"
        case "URL": "\(name)?.absoluteString"
        case let type? where ViewControlBuilder.numbers.contains(type): "\(name)?.formatted()"
        default: "\(name).map(String.init(describing:))"
        }
    }
}
