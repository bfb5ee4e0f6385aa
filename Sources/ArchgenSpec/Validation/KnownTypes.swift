/// The Swift and Foundation types a spec may name without declaring them in `externalTypes`.
enum KnownTypes {
    static let standard: Set<String> = [
        // Swift
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Array", "Dictionary", "Set", "Optional", "Result", "Never", "Void",
        "Duration", "Range", "ClosedRange", "Error", "AsyncStream", "AsyncThrowingStream",
        // Foundation
        "UUID", "URL", "Date", "Data", "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar", "DateComponents",
        "DateInterval", "IndexPath", "URLRequest", "URLComponents", "CGFloat", "AttributedString", "CharacterSet",
        "PersonNameComponents", "URLError", "CocoaError",
    ]

    /// Names of the standard library, the concurrency runtime and the frameworks generated code uses, which a spec's
    /// own type would hide (beside `standard`).
    static let hidden: Set<String> = [
        "Task", "Actor", "MainActor", "Sendable", "Identifiable", "Equatable", "Hashable", "CancellationError",
        "AnyObject", "Any", "Swift", "Foundation", "Observation", "XCTest", "Testing", "SwiftUI", "UIKit",
    ]
}
