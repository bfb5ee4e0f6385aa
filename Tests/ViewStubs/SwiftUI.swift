// Interface stubs of the SwiftUI API that archgen's view templates and samples use: declarations with the
// signatures of Apple's documentation (developer.apple.com/documentation/swiftui), bodies that do nothing.
// `.ci/views` compiles this as a module named SwiftUI so that code inside `#if canImport(SwiftUI)` is
// type-checked on Linux. It is not a SwiftUI implementation and nothing links against it. Add a declaration only
// by copying Apple's signature: a stub that is looser than the real API hides the errors it exists to catch.

@_exported import Foundation  // like the real framework, which re-exports Foundation
import UIKit  // on iOS SwiftUI builds on UIKit: the representable protocols name its types

// MARK: - View and view building

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated init(storage: Storage) {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    nonisolated public init<V>(_ view: V) where V: View {}
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
    where repeat each Content: View {
        TupleView((repeat each content))
    }
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

// MARK: - State

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init(initialValue value: Value) { box = Box(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        Binding(get: { self.box.value }, set: { self.box.value = $0 })
    }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { _ in })
    }
}

// MARK: - Text, images, labels

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public typealias StringInterpolation = DefaultStringInterpolation
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }
}

public struct Text: View, Equatable {
    nonisolated public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    nonisolated public init<S>(_ content: S) where S: StringProtocol {}
    nonisolated public init(verbatim content: String) {}
    public var body: Never { fatalError() }
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { true }
}

public struct Image: View {
    nonisolated public init(systemName: String) {}
    public var body: Never { fatalError() }
}

public struct Label<Title, Icon>: View where Title: View, Icon: View {
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {}
}

// MARK: - Controls and containers

public struct Button<Label>: View where Label: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// iOS 15
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @preconcurrency nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {}
}

/// iOS 15
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading, trailing
}

/// iOS 15
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VStack<Content>: View where Content: View {
    nonisolated public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

public struct HStack<Content>: View where Content: View {
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension View {
    nonisolated public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View { self }
}

// MARK: - UIKit inside SwiftUI

@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    @MainActor @preconcurrency func updateUIViewController(
        _ uiViewController: Self.UIViewControllerType, context: Self.Context)
}

extension UIViewControllerRepresentable where Self.Body == Never {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {}

public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    nonisolated public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}

    nonisolated public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    {}
}

public struct ProgressView<Label, CurrentValueLabel>: View where Label: View, CurrentValueLabel: View {
    public var body: Never { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == EmptyView {
    nonisolated public init() {}
}

public struct NavigationPath {}

public struct NavigationStack<Data, Root>: View where Root: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    nonisolated public init(@ViewBuilder root: () -> Root) {}
}

public struct ContentUnavailableView<Label, Description, Actions>: View
where Label: View, Description: View, Actions: View {
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {}
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Description == EmptyView {
    /// (Apple declares one initializer whose `description` defaults to `{ EmptyView() }`.)
    nonisolated public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {}
}

public struct Color: View, Hashable, Sendable {
    public static let clear = Color()
    public var body: Never { fatalError() }
}

// MARK: - Styles

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let headline = Font()
    public static let body = Font()
    public static let subheadline = Font()
    public static let caption = Font()
}

public protocol ShapeStyle: Sendable {}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
}

// MARK: - Modifiers (each returns the view itself; only the signatures matter)

extension View {
    // The SDK's interface marks the action `@_inheritActorContext` (the rendered documentation leaves underscored
    // attributes out): the closure runs on the main actor, like the view's body.
    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { self }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    where V: Equatable { self }

    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    where V: Equatable { self }

    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    )
        -> some View
    { self }

    /// iOS 15
    nonisolated public func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View { self }

    /// iOS 15
    nonisolated public func confirmationDialog<A, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { self }

    /// iOS 15
    nonisolated public func alert<A, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View where A: View { self }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    nonisolated public func navigationTitle(_ title: Text) -> some View { self }

    nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol { self }

    nonisolated public func font(_ font: Font?) -> some View { self }

    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
}
