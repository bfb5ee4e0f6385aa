// Created by archgen from Users.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

#if canImport(UIKit)
import UIKit
#endif

extension UsersService {
    /// A few contacts, served after a short delay as a network would.
    static let contacts = [
        User(
            id: UUID(uuidString: "5B1E2A9C-0001-4C6E-9D7A-000000000001")!, name: "Ada Lovelace",
            phone: "+44 20 7946 0001"),
        User(
            id: UUID(uuidString: "5B1E2A9C-0002-4C6E-9D7A-000000000002")!, name: "Grace Hopper",
            phone: "+1 202 555 0102"),
        User(
            id: UUID(uuidString: "5B1E2A9C-0003-4C6E-9D7A-000000000003")!, name: "Alan Turing",
            phone: "+44 161 496 0003"),
        User(
            id: UUID(uuidString: "5B1E2A9C-0004-4C6E-9D7A-000000000004")!, name: "Katherine Johnson",
            phone: "+1 757 555 0104"),
    ]

    /// The `UsersService` the app uses: the contacts above, and a phone call through the system.
    public static let live = UsersService(
        fetchUsers: {
            try await Task.sleep(for: .milliseconds(300))
            return contacts
        },
        call: { user in
            #if canImport(UIKit)
            let digits = user.phone.filter { $0.isNumber || $0 == "+" }
            guard let url = URL(string: "tel:\(digits)") else { return }
            await MainActor.run { UIApplication.shared.open(url) }
            #endif
        }
    )
}
