// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

extension UsersService {
    /// What a closure nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    /// The `UsersService` the app uses: fill in each closure with the real work (networking, storage, ...).
    public static let live = UsersService(
        fetchUsers: {
            throw NotWritten(description: "UsersService.live.fetchUsers is not written yet")
        },
        call: { _ in
            // Write the live `call` here.
        }
    )
}
