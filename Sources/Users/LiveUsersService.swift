// Created by archgen from Users.archgen.json. This file is yours: archgen never overwrites it.

import Foundation

extension UsersService {
    /// The `UsersService` the app uses: fill in each closure with the real work (networking, storage, ...).
    static let live = UsersService(
        fetchUsers: {
            fatalError("LiveUsersService.fetchUsers is not written yet")
        },
        call: { _ in
            // Write the live `call` here.
        }
    )
}
