// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `AddressBook` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveAddressBook: AddressBook {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func people() async throws -> [Person] {
        throw NotWritten(description: "LiveAddressBook.people is not written yet")
    }
}
