// Interface stubs of the UIKit API that archgen's view templates and samples use: declarations with the
// signatures of Apple's documentation (developer.apple.com/documentation/uikit), bodies that do nothing.
// `.ci/views` compiles this as a module named UIKit so that code inside `#if canImport(UIKit)` is type-checked
// on Linux. It is not UIKit and nothing links against it. Add a declaration only by copying Apple's signature.

@_exported import Foundation  // like the real framework, which re-exports Foundation

// MARK: - Basics

public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

@MainActor open class UIColor: NSObject {
    open class var systemBackground: UIColor { UIColor() }
    open class var label: UIColor { UIColor() }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIApplication: UIResponder {
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
    }
    open class var shared: UIApplication { UIApplication() }
    open func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
}

// MARK: - Layout

@MainActor open class NSLayoutConstraint: NSObject {
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(rawValue: 1000)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}

@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
}

// MARK: - Views

@MainActor open class UIView: UIResponder {
    public override init() {}
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var accessibilityIdentifier: String?
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open func addSubview(_ view: UIView) {}
    open var isHidden: Bool = false
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var window: UIWindow? { nil }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { .zero }
}

@MainActor open class UIWindow: UIView {}

/// iOS 9
@MainActor open class UIStackView: UIView {
    public override init() {}
    public init(arrangedSubviews views: [UIView]) {}
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement: Bool = false
    open func addArrangedSubview(_ view: UIView) {}
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var numberOfLines: Int = 1
    open var textAlignment: NSTextAlignment = .natural
}

@MainActor open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
    }
    public init(style: UIActivityIndicatorView.Style) {}
    open func startAnimating() {}
    open func stopAnimating() {}
}

@MainActor public protocol UIContentConfiguration {}

public struct UIListContentConfiguration: UIContentConfiguration {
    public var text: String?
    public var secondaryText: String?
}

@MainActor open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }
    public override init() {}
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {}
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open var contentConfiguration: (any UIContentConfiguration)?
    /// (Marked API_TO_BE_DEPRECATED: no warning.)
    open var textLabel: UILabel? { nil }
    open var detailTextLabel: UILabel? { nil }
}

@MainActor open class UIControl: UIView {
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }
    /// iOS 14
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// iOS 14 (the stub keeps the initializer's first and last parameters; the others have defaults).
@MainActor open class UIAction: NSObject {
    public init(title: String = "", handler: @escaping UIActionHandler) {}
}

@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system
    }
    public init(type buttonType: UIButton.ButtonType) {}
    open func setTitle(_ title: String?, for state: UIControl.State) {}
}

/// iOS 6
@MainActor open class UIRefreshControl: UIControl {
    public override init() {}
    open var isRefreshing: Bool { false }
    open func beginRefreshing() {}
    open func endRefreshing() {}
}

@MainActor open class UIScrollView: UIView {
    /// iOS 10
    open var refreshControl: UIRefreshControl?
}

@MainActor open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }
    public override init() {}
    public init(frame: CGRect, style: UITableView.Style) {}
    open var backgroundView: UIView?
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    weak open var dataSource: (any UITableViewDataSource)?
    weak open var delegate: (any UITableViewDelegate)?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    open func reloadData() {}
}

/// iOS 11
@MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public convenience init(
        style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
    ) {
        self.init()
    }
}

/// iOS 11
@MainActor open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) { self.init() }
}

/// iOS 13
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {}
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {}
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot()
    }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

/// iOS 13
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    public init() {}
    public var numberOfItems: Int { 0 }
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
}

extension IndexPath {
    public var row: Int { self[1] }
}

@MainActor open class UISearchBar: UIView {
    open var text: String?
}

// MARK: - View controllers

@MainActor open class UINavigationItem: NSObject {
    open var searchController: UISearchController?
    open var title: String?
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView! = UIView()
    open var isViewLoaded: Bool { true }
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open var viewIfLoaded: UIView? { view }
    open var presentedViewController: UIViewController? { nil }
    open var isBeingDismissed: Bool { false }
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {}
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// Optional requirements of Objective-C protocols, as requirements with default implementations.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
}

@MainActor open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! = UITableView()
    /// iOS 6
    open var refreshControl: UIRefreshControl?
    // The protocols' optional methods, which Swift imports as members of the class that adopts them (a subclass
    // overrides them).
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
}

@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

@MainActor open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    weak open var searchResultsUpdater: (any UISearchResultsUpdating)?
    open var obscuresBackgroundDuringPresentation: Bool = true
    open var searchBar: UISearchBar { UISearchBar() }
}

@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }
    open func addAction(_ action: UIAlertAction) {}
}
