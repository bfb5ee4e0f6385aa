// Created by archgen from Space03.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import UIKit

/// A row that shows a `Order` and owns its layout: set its properties and it updates its content, so the view
/// controller never needs to know how it looks. Start from here.
final class OrderCell: UITableViewCell {
    static let reuseIdentifier = "OrderCell"

    var title: String? {
        didSet {
            updateContent()
        }
    }

    var total: Decimal? {
        didSet {
            updateContent()
        }
    }

    var tags: [String]? {
        didSet {
            updateContent()
        }
    }

    var placedAt: Date? {
        didSet {
            updateContent()
        }
    }

    var note: String? {
        didSet {
            updateContent()
        }
    }

    var rating: Double? {
        didSet {
            updateContent()
        }
    }

    var attachment: Data? {
        didSet {
            updateContent()
        }
    }

    var link: URL? {
        didSet {
            updateContent()
        }
    }

    var isPaid: Bool? {
        didSet {
            updateContent()
        }
    }

    var initial: Character? {
        didSet {
            updateContent()
        }
    }

    var `class`: Int? {
        didSet {
            updateContent()
        }
    }

    var `operator`: Int? {
        didSet {
            updateContent()
        }
    }

    private func updateContent() {
        var content = defaultContentConfiguration()
        content.text = title
        let details: [String?] = [
            total?.formatted(),
            tags.map(String.init(describing:)),
            placedAt?.formatted(date: .abbreviated, time: .omitted),
            note,
            rating?.formatted(),
            attachment.map(String.init(describing:)),
            link?.absoluteString,
            isPaid.map(String.init(describing:)),
            initial.map(String.init(describing:)),
            `class`?.formatted(),
            `operator`?.formatted(),
        ]
        content.secondaryText = details.compactMap { $0 }.joined(separator: " · ")
        contentConfiguration = content
    }
}
#endif
