// Created by archgen from Space12.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation

/// The `OrdersAPI` the app uses: fill in each method with the real work (networking, storage, ...).
public struct LiveOrdersAPI: OrdersAPI {
    /// What a method nobody has written yet throws: the screen shows its failure instead of the app crashing.
    struct NotWritten: Error, CustomStringConvertible {
        let description: String
    }

    public init() {}

    public func fetchOrders() async throws -> [Order] {
        throw NotWritten(description: "LiveOrdersAPI.fetchOrders is not written yet")
    }

    public func page(`for` customerID: Int, page: Int) async throws -> Page {
        throw NotWritten(description: "LiveOrdersAPI.page is not written yet")
    }

    public func refresh() async {
        // Write the live `refresh` here.
    }

    public func cancel(_ order: Order) async throws {
        throw NotWritten(description: "LiveOrdersAPI.cancel is not written yet")
    }

    public func count() -> Int {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return 0
    }

    public func lookup(id: UUID) throws -> Order? {
        throw NotWritten(description: "LiveOrdersAPI.lookup is not written yet")
    }

    public func index() async -> [UUID: Order] {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return [:]
    }

    public func summary() async throws -> (count: Int, total: Decimal) {
        throw NotWritten(description: "LiveOrdersAPI.summary is not written yet")
    }

    public func formatter() -> @Sendable (Date) -> String {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return { _ in "formatter" }
    }

    public func observe(_ handler: @escaping @Sendable (Order) -> Void) {
        // Write the live `observe` here.
    }

    public func history() async -> Result<[Order], Never> {
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
                    let: 76,
                    var: 84
                )
            ]
        )
    }

    public func log(_ message: String) {
        // Write the live `log` here.
    }

    public func ping() {
        // Write the live `ping` here.
    }

    public func tag0(`let` value0: String) async {
        // Write the live `tag0` here.
    }

    public func mark0(_ `let`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark0 is not written yet")
    }

    public func tag1(`var` value1: String) async {
        // Write the live `tag1` here.
    }

    public func mark1(_ `var`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark1 is not written yet")
    }

    public func tag2(`if` value2: String) async {
        // Write the live `tag2` here.
    }

    public func mark2(_ `if`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark2 is not written yet")
    }

    public func tag3(`nil` value3: String) async {
        // Write the live `tag3` here.
    }

    public func mark3(_ `nil`: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark3 is not written yet")
    }

    public func tag4(willSet value4: String) async {
        // Write the live `tag4` here.
    }

    public func mark4(_ willSet: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark4 is not written yet")
    }

    public func tag5(isolated value5: String) async {
        // Write the live `tag5` here.
    }

    public func mark5(_ isolated: Int) async throws -> Int {
        throw NotWritten(description: "LiveOrdersAPI.mark5 is not written yet")
    }

    public func `let`() async {
        // Write the live ``let`` here.
    }

    public func search(text: String, page: Int) async throws -> Page {
        throw NotWritten(description: "LiveOrdersAPI.search is not written yet")
    }

    public func changes(customerID: Int) -> AsyncThrowingStream<Change, Error> {
        // Not written yet, and it cannot throw: it returns this placeholder until then.
        return AsyncThrowingStream { $0.finish() }
    }

    public func detail(id: UUID) async throws -> Order {
        throw NotWritten(description: "LiveOrdersAPI.detail is not written yet")
    }

    public func customer(id: Int) async throws -> Customer {
        throw NotWritten(description: "LiveOrdersAPI.customer is not written yet")
    }

    public func follow(id: UUID) throws -> AsyncStream<Change> {
        throw NotWritten(description: "LiveOrdersAPI.follow is not written yet")
    }
}
