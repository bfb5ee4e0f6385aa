/// The names archgen gives members of the unit it generates (view model, presenter, interactor, model) in any
/// pattern: a storage value, or a custom event whose handler is a method of that unit, named like one of them would
/// redeclare it. One list for every pattern, so a spec that validates renders in each.
package enum GeneratedMembers {
    package static let names: Set<String> = [
        "state", "send", "view", "presenter", "display", "delegate",
        // The work each unit owns (see `Templates/shared/work.mustache`).
        "runningWork", "workStarted", "startWork", "cancelWork", "runningTask",
        // MVVM and MVC set the state a custom handler returns; an MVVM view model loads on its first appearance.
        "applyHandlerResult", "loadOnFirstAppearance", "firstLoadFinished",
        // What a failure state shows, and how a debounced event waits (`init` parameters of the unit).
        "describeError", "debounceWait",
        // What a unit keeps for the work of real screens: the values shown beside the state, where the screen leads
        // and what the view does once, the kept values' store and the value custom handlers work with.
        "fields", "onRoute", "onEffect", "storage", "handlers",
    ]

    /// What a generated test's subject holds beside the dependencies' spies, in some pattern: the unit, the box's
    /// listener record, the debounce spy.
    static let subjectNames: Set<String> = ["viewModel", "model", "interactor", "heard", "debounce"]

    /// What a dependency, an input or a kept value cannot be named: a member of the unit, or a local of the test's
    /// `makeSUT`, which takes inputs and kept values as parameters and keeps each dependency's spy beside the unit.
    static let parameterNames = names.union(subjectNames).union(storeNames)

    /// What the kept values' store holds beside them: how many times each was set (Language.md, "Work").
    static let storeNames: Set<String> = ["writes"]
}
