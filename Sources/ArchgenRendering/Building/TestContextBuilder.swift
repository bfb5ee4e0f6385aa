import ArchgenBehaviour
import ArchgenSpec

/// Decides the tests that are not about an event: for VIP presenters, each state's presentation; and names the events
/// that get no test because archgen cannot build one of their values.
struct TestContextBuilder {
    let module: ModuleModel

    /// One test per state whose values archgen can build: presenting it must display it (VIP presenters).
    func presentationTests() -> [Context.PresentationTest] {
        let builders = ModelFixtures(module)
        return module.states.compactMap { state in
            var fixtures = Fixtures(module)
            var locals = Locals()
            var names: [String: String] = [:]
            for value in state.values {
                guard let sample = fixtures.value(of: value.type, label: value.name) else { return nil }
                let spelled = builders.spell(TestValue.from(sample, type: value.type, models: fixtures.models))
                names[value.name] = locals.declare(value.name, spelled, type: value.type)
            }
            let upper = SwiftNames.upperFirst(state.name)
            return Context.PresentationTest(
                name: "present\(upper)Displays\(upper)", locals: locals.declarations,
                state: Spelling.reference(state) { names[$0.name]! },
                viewModelArguments: DisplayRows(module: module).arguments(state) { names[$0.name]! })
        }
    }

    // MARK: - Pieces

    /// Why events that are not custom get no test: the type of a value archgen cannot build, and how to give one.
    func untested() -> [Untested] {
        module.events.compactMap { event in
            guard event.behaviour != .custom else { return nil }
            var fixtures = Fixtures(module)
            guard let value = event.values.first(where: { fixtures.value(of: $0.type, label: $0.name) == nil }) else {
                return nil
            }
            return Untested(
                event: event.name,
                text:
                    "No test of '\(event.name)': archgen cannot build '\(value.type)'; give one in the spec's \"samples\"."
            )
        }
    }
}
