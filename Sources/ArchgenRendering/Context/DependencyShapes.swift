import ArchgenSpec

extension Context {
    /// A dependency the unit calls: a protocol, or a struct of closures.
    struct Dependency: ContextShape {
        var name: String
        var docLines: [DocLine]
        var propertyName: String
        var propertyLabel: String
        var isClosures: Bool
        var typeReference: String
        var hasThrowingMethods: Bool
        var isMainActor: Bool
        var isFirst: Bool
        var isLast: Bool
        var methods: [Method]

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The protocol's (or closure struct's) name."),
            .init("docLines", \.docLines, "Its `doc`."),
            .init("propertyName", \.propertyName, "The property that holds it (`usersService`)."),
            .init("propertyLabel", \.propertyLabel, "That name as an argument label."),
            .init(
                "isClosures", \.isClosures, "It is a struct of closures (`\"style\": \"closures\"`), not a protocol."),
            .init(
                "typeReference", \.typeReference, "How a property's type names it: `any UsersService` or the struct."),
            .init("hasThrowingMethods", \.hasThrowingMethods, "Some of its methods throw."),
            .init(
                "isMainActor", \.isMainActor,
                "Its methods run on the main actor (`\"isolation\": \"mainActor\"`): a `@MainActor` protocol or closures."
            ),
            .init("isFirst", \.isFirst, "It is the first dependency."),
            .init("isLast", \.isLast, "It is the last dependency."),
            .init("methods", \.methods, "Its methods."),
        ]
    }

    /// A method of a dependency.
    struct Method: ContextShape {
        var name: String
        var label: String
        var signature: String
        var hasParameters: Bool
        var parameters: [Value]
        var returns: Bool
        var isAsync: Bool
        var isThrowing: Bool
        var returnsOnly: Bool
        var holdsStream: Bool
        var throwsOnly: Bool
        var throwsAndReturns: Bool
        var resultType: String?
        var callType: String
        var callsProperty: String
        var callKey: String
        var resultProperty: String
        var errorProperty: String
        var record: String
        var unwritten: String
        var sample: String?
        var previewValue: String?
        var closureType: String
        var closureOpen: String
        var closureForward: String
        var isFirst: Bool
        var isLast: Bool

        static let fields: [ContextField<Self>] = [
            .init("name", \.name, "The method's name."),
            .init("label", \.label, "The name as an argument label."),
            .init("signature", \.signature, "The requirement as written (`fetchUsers() async throws -> [User]`)."),
            .init("hasParameters", \.hasParameters, "It takes parameters."),
            .init("parameters", \.parameters, "Its parameters."),
            .init("returns", \.returns, "It returns a value."),
            .init("isAsync", \.isAsync, "It is `async` (a spy can hold its calls)."),
            .init("isThrowing", \.isThrowing, "It `throws`."),
            .init("returnsOnly", \.returnsOnly, "It returns a value and does not throw."),
            .init(
                "holdsStream", \.holdsStream,
                "It returns a stream and is not `async`: its spy holds the stream (before its first element) instead of "
                    + "the call."),
            .init("throwsOnly", \.throwsOnly, "It throws and returns nothing."),
            .init("throwsAndReturns", \.throwsAndReturns, "It throws and returns a value."),
            .init(
                "resultType", \.resultType, "The spy's stored result: `Result<T, any Error>` or `T`; null when none."),
            .init("callType", \.callType, "The spy's record of one call (`FetchUsersCall`)."),
            .init("callsProperty", \.callsProperty, "The spy's list of calls (`fetchUsersCalls`)."),
            .init("callKey", \.callKey, "Its key in a test subject's call counts, quoted (`\"usersAPI.fetchUsers\"`)."),
            .init("resultProperty", \.resultProperty, "The spy's result to return (`fetchUsersResult`)."),
            .init("errorProperty", \.errorProperty, "The spy's error to throw (`fetchUsersError`)."),
            .init("record", \.record, "The expression that records a call (`FetchUsersCall()`)."),
            .init("unwritten", \.unwritten, "What the live scaffold's method throws until someone writes it."),
            .init(
                "sample", \.sample,
                "A value of its return type (empty where it can be, else built or the spec's `samples`): what an unset spy "
                    + "and a live scaffold that cannot throw return; null when it returns nothing."),
            .init(
                "previewValue", \.previewValue,
                "What its preview dependency returns: a built value where archgen can build one (a list with an "
                    + "item), else `sample`; null when it returns nothing or archgen cannot build one."),
            .init("closureType", \.closureType, "The closure's type, for closure-style dependencies."),
            .init("closureOpen", \.closureOpen, "How a closure forwarding to the method opens (`{` or `{ id in`)."),
            .init("closureForward", \.closureForward, "A whole closure that forwards to the method."),
            .init("isFirst", \.isFirst, "It is the dependency's first method."),
            .init("isLast", \.isLast, "It is the dependency's last method."),
        ]
    }
}
