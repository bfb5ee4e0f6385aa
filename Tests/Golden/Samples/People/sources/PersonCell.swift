// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// A row that shows a `Person` and owns its layout: set its properties and it updates its content, so the view
/// controller never needs to know how it looks. Start from here.
public final class PersonCell: UITableViewCell {
    public static let reuseIdentifier = "PersonCell"

    public var name: String? {
        didSet {
            updateContent()
        }
    }

    public var birthDate: Date? {
        didSet {
            updateContent()
        }
    }

    private func updateContent() {
        var content = defaultContentConfiguration()
        content.text = name
        content.secondaryText = birthDate?.formatted(date: .abbreviated, time: .omitted)
        contentConfiguration = content
    }
}
#endif
