// Created by archgen from Space10.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

#if canImport(UIKit)
import SpaceSupport
import UIKit

/// A row that shows a `Order` and owns its layout: set its properties and it updates its content, so the view
/// controller never needs to know how it looks. Start from here.
public final class OrderCell: UITableViewCell {
    public static let reuseIdentifier = "OrderCell"

    public var title: String? {
        didSet {
            updateContent()
        }
    }

    public var total: Decimal? {
        didSet {
            updateContent()
        }
    }

    public var tags: [String]? {
        didSet {
            updateContent()
        }
    }

    public var placedAt: Date? {
        didSet {
            updateContent()
        }
    }

    public var note: String? {
        didSet {
            updateContent()
        }
    }

    public var rating: Double? {
        didSet {
            updateContent()
        }
    }

    public var attachment: Data? {
        didSet {
            updateContent()
        }
    }

    public var link: URL? {
        didSet {
            updateContent()
        }
    }

    public var isPaid: Bool? {
        didSet {
            updateContent()
        }
    }

    public var initial: Character? {
        didSet {
            updateContent()
        }
    }

    public var `inout`: Int? {
        didSet {
            updateContent()
        }
    }

    public var `struct`: Int? {
        didSet {
            updateContent()
        }
    }

    public var origin: Coordinate? {
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
            `inout`?.formatted(),
            `struct`?.formatted(),
            origin.map(String.init(describing:)),
        ]
        content.secondaryText = details.compactMap { $0 }.joined(separator: " · ")
        contentConfiguration = content
    }
}
#endif
