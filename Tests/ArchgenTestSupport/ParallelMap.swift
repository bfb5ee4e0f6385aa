import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// The elements transformed, in order, on every core: for the slow, independent work of a test (generating or
    /// checking one spec each), as XCTest runs the tests one at a time on one core.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
