// A module of the app's own that feature specs import ("imports": ["SpaceSupport"]).

/// A point on the map.
public nonisolated struct Coordinate: Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// An area around a point.
public nonisolated struct Region: Equatable, Hashable, Sendable {
    public var center: Coordinate

    public init(center: Coordinate) {
        self.center = center
    }
}
