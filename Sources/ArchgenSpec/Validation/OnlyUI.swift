/// The one UI framework a pattern's views exist in, and why there is no other.
public struct OnlyUI: Sendable, Equatable {
    public var ui: UIFramework
    public var reason: String
    package init(ui: UIFramework, reason: String) {
        self.ui = ui
        self.reason = reason
    }
}
