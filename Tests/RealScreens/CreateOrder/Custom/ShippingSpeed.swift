import Foundation

/// How fast an order ships. Written by hand rather than as an enum model of the spec: archgen shows an enum model inside
/// a row as an empty row (and writes a test that does not build), so the form could not tell which speed an order has.
/// The raw value is the row of the shipping picker, in the order of the shipping methods the scene presents.
nonisolated enum ShippingSpeed: Int, CaseIterable, Equatable, Hashable, Sendable {
    case standard
    case oneDay
    case twoDay
}
