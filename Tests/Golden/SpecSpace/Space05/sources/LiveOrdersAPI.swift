// Created by archgen from Space05.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import SpaceSupport

/// The `OrdersAPI` the app uses: fill in each method with the real work (networking, storage, ...).
struct LiveOrdersAPI: OrdersAPI {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    func fetchOrders() async throws -> [Order] {
        throw NotWritten(description: "LiveOrdersAPI.fetchOrders is not written yet")
    }

    func page(`for` customerID: Int, page: Int) async throws -> Page {
        throw NotWritten(description: "LiveOrdersAPI.page is not written yet")
    }

    func refresh() async {
        // Write the live `refresh` here.
    }

    func cancel(_ order: Order) async throws {
        throw NotWritten(description: "LiveOrdersAPI.cancel is not written yet")
    }

    func count() -> Int {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return 0
    }

    func lookup(id: UUID) throws -> Order? {
        throw NotWritten(description: "LiveOrdersAPI.lookup is not written yet")
    }

    func index() async -> [UUID: Order] {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return [:]
    }

    func summary() async throws -> (count: Int, total: Decimal) {
        throw NotWritten(description: "LiveOrdersAPI.summary is not written yet")
    }

    func formatter() -> @Sendable (Date) -> String {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return { _ in "formatter" }
    }

    func observe(_ handler: @escaping @Sendable (Order) -> Void) {
        // Write the live `observe` here.
    }

    func history() async -> Result<[Order], Never> {
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
                    enum: 62,
                    precedencegroup: 98,
                    origin: Coordinate(latitude: 1.5, longitude: 2.5)
                )
            ]
        )
    }

    func log(_ message: String) {
        // Write the live `log` here.
    }

    func ping() {
        // Write the live `ping` here.
    }

    func tag0(`enum` value0: String) async {
        // Write the live `tag0` here.
    }

    func mark0(_ `enum`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark0 is not written yet")
    }

    func tag1(`precedencegroup` value1: String) async {
        // Write the live `tag1` here.
    }

    func mark1(_ `precedencegroup`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark1 is not written yet")
    }

    func tag2(`default` value2: String) async {
        // Write the live `tag2` here.
    }

    func mark2(_ `default`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark2 is not written yet")
    }

    func tag3(`switch` value3: String) async {
        // Write the live `tag3` here.
    }

    func mark3(_ `switch`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark3 is not written yet")
    }

    func tag4(`async` value4: String) async {
        // Write the live `tag4` here.
    }

    func mark4(_ `async`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark4 is not written yet")
    }

    func tag5(unowned value5: String) async {
        // Write the live `tag5` here.
    }

    func mark5(_ unowned: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark5 is not written yet")
    }

    func `enum`() async {
        // Write the live ``enum`` here.
    }

    func locate(at coordinate: Coordinate) async -> SpaceSupport.Region {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return SpaceSupport.Region(center: Coordinate(latitude: 3.5, longitude: 4.5))
    }

    func search(text: String, page: Int) async throws -> Page {
        throw NotWritten(description: "LiveOrdersAPI.search is not written yet")
    }

    func changes(customerID: Int) -> AsyncThrowingStream<Change, Error> {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return AsyncThrowingStream { $0.finish() }
    }

    func detail(id: UUID) async throws -> Order {
        throw NotWritten(description: "LiveOrdersAPI.detail is not written yet")
    }

    func customer(id: Int) async throws -> Customer {
        throw NotWritten(description: "LiveOrdersAPI.customer is not written yet")
    }

    func follow(id: UUID) throws -> AsyncStream<Change> {
        throw NotWritten(description: "LiveOrdersAPI.follow is not written yet")
    }
}
