// Created by archgen from Space07.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

extension OrdersAPI {
    /// What a closure nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    /// The `OrdersAPI` the app uses: fill in each closure with the real work (networking, storage, ...).
    static let live = OrdersAPI(
        fetchOrders: {
            throw NotWritten(description: "OrdersAPI.live.fetchOrders is not written yet")
        },
        page: { _, _ in
            throw NotWritten(description: "OrdersAPI.live.page is not written yet")
        },
        refresh: {
            // Write the live `refresh` here.
        },
        cancel: { _ in
            throw NotWritten(description: "OrdersAPI.live.cancel is not written yet")
        },
        count: {
            // Not written yet, and it cannot throw: it returns this placeholder until then.
            return 0
        },
        lookup: { _ in
            throw NotWritten(description: "OrdersAPI.live.lookup is not written yet")
        },
        index: {
            // Not written yet, and it cannot throw: it returns this placeholder until then.
            return [:]
        },
        summary: {
            throw NotWritten(description: "OrdersAPI.live.summary is not written yet")
        },
        formatter: {
            // Not written yet, and it cannot throw: it returns this placeholder until then.
            return { _ in "formatter" }
        },
        observe: { _ in
            // Write the live `observe` here.
        },
        history: {
            // Not written yet, and it cannot throw: it returns this placeholder until then.
            return Result<[Order], Never>.success(
                [
                    Order(
                        id: UUID(uuidString: "00000000-0000-0000-0000-80869BEA6D76")!,
                        title: "title",
                        total: Decimal(23),
                        tags: ["tags"],
                        placedAt: Date(timeIntervalSince1970: 440887),
                        note: "note",
                        rating: 34.5,
                        attachment: Data([150]),
                        link: URL(string: "https://example.com/link")!,
                        isPaid: true,
                        initial: "i",
                        fileprivate: 64,
                        public: 98,
                        origin: Coordinate(latitude: 1.5, longitude: 2.5)
                    )
                ]
            )
        },
        log: { _ in
            // Write the live `log` here.
        },
        ping: {
            // Write the live `ping` here.
        },
        tag0: { _ in
            // Write the live `tag0` here.
        },
        mark0: { _ in
            throw NotWritten(description: "OrdersAPI.live.mark0 is not written yet")
        },
        tag1: { _ in
            // Write the live `tag1` here.
        },
        mark1: { _ in
            throw NotWritten(description: "OrdersAPI.live.mark1 is not written yet")
        },
        tag2: { _ in
            // Write the live `tag2` here.
        },
        mark2: { _ in
            throw NotWritten(description: "OrdersAPI.live.mark2 is not written yet")
        },
        tag3: { _ in
            // Write the live `tag3` here.
        },
        mark3: { _ in
            throw NotWritten(description: "OrdersAPI.live.mark3 is not written yet")
        },
        tag4: { _ in
            // Write the live `tag4` here.
        },
        mark4: { _ in
            throw NotWritten(description: "OrdersAPI.live.mark4 is not written yet")
        },
        tag5: { _ in
            // Write the live `tag5` here.
        },
        mark5: { _ in
            throw NotWritten(description: "OrdersAPI.live.mark5 is not written yet")
        },
        fileprivate: {
            // Write the live ``fileprivate`` here.
        },
        locate: { _ in
            // Not written yet, and it cannot throw: it returns this placeholder until then.
            return SpaceSupport.Region(center: Coordinate(latitude: 3.5, longitude: 4.5))
        },
        search: { _, _ in
            throw NotWritten(description: "OrdersAPI.live.search is not written yet")
        },
        changes: { _ in
            // Not written yet, and it cannot throw: it returns this placeholder until then.
            return AsyncThrowingStream { $0.finish() }
        },
        detail: { _ in
            throw NotWritten(description: "OrdersAPI.live.detail is not written yet")
        },
        customer: { _ in
            throw NotWritten(description: "OrdersAPI.live.customer is not written yet")
        },
        follow: { _ in
            throw NotWritten(description: "OrdersAPI.live.follow is not written yet")
        }
    )
}
