import Foundation

// What the screen says when the search fails: the view model's default `describeError` reads a `LocalizedError`'s
// `errorDescription`, so these are the words of the failed state. (An app that localises passes its own.)
extension APIError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .invalidURL:
            "The search could not be sent: its address is not valid."
        case .invalidResponse:
            "GitHub sent an answer the app does not understand."
        case .statusCode(let code):
            "GitHub refused the search (status \(code))."
        case .decodingError(let reason):
            "GitHub's answer could not be read: \(reason)"
        case .unknown(let reason):
            "Something went wrong: \(reason)"
        case .noResults:
            "No more users were found."
        }
    }
}
