// Created by archgen from People.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import People

/// Your tests for the custom events, whose behaviour you wrote in `PeopleModel+Custom.swift`.
/// Build the model with the spies of `PeopleMocks.swift`, send the event, await its task, check the state.
nonisolated final class PeopleCustomTests: XCTestCase {
    private let ada = Person(id: UUID(), name: "Ada Lovelace", birthDate: Date(timeIntervalSince1970: -4_952_908_800))
    private let alan = Person(id: UUID(), name: "Alan Turing", birthDate: Date(timeIntervalSince1970: -1_816_214_400))
    private let grace = Person(id: UUID(), name: "Grace Hopper", birthDate: Date(timeIntervalSince1970: -2_006_035_200))

    /// `appeared` fetches `people` and hands them to `peopleArrived`, in its task.
    @MainActor
    private func arrive(_ people: [Person], at model: PeopleModel, from store: AddressBookSpy) async {
        store.peopleResult = .success(people)
        await model.send(.appeared).value
    }

    @MainActor
    func testEveryoneArrivesSortedByName() async {
        let store = AddressBookSpy()
        let model = PeopleModel(addressBook: store)

        await arrive([grace, ada, alan], at: model, from: store)

        XCTAssertEqual(model.state, .loaded(people: [ada, alan, grace]))
        XCTAssertEqual(model.everyone, [ada, alan, grace])
    }

    @MainActor
    func testTheQueryKeepsOnlyNamesThatContainIt() async {
        let store = AddressBookSpy()
        let model = PeopleModel(addressBook: store)
        await arrive([grace, ada, alan], at: model, from: store)

        await model.send(.queryChanged(query: "  LOVE ")).value

        XCTAssertEqual(model.state, .loaded(people: [ada]))
    }

    @MainActor
    func testPeopleWhoArriveLaterAreFilteredByTheQueryAlreadyTyped() async {
        let store = AddressBookSpy()
        let model = PeopleModel(addressBook: store)
        await model.send(.queryChanged(query: "turing")).value

        await arrive([grace, alan], at: model, from: store)

        XCTAssertEqual(model.state, .loaded(people: [alan]))
    }

    @MainActor
    func testTypingBeforePeopleArriveLeavesTheSpinnerOrTheErrorAsTheyAre() async {
        let store = AddressBookSpy()
        store.peopleResult = .failure(PeopleMockError(description: "offline"))
        let model = PeopleModel(addressBook: store)

        await model.send(.queryChanged(query: "ada")).value
        XCTAssertEqual(model.state, .loading)

        await model.send(.appeared).value
        await model.send(.queryChanged(query: "")).value
        XCTAssertEqual(model.state, .failed(message: "offline"))
    }

    @MainActor
    func testAnEmptyAddressBookSaysSoWhateverTheQuery() async {
        let store = AddressBookSpy()
        let model = PeopleModel(addressBook: store)
        await arrive([], at: model, from: store)
        XCTAssertEqual(model.state, .nobody)

        await model.send(.queryChanged(query: "ada")).value
        XCTAssertEqual(model.state, .nobody)
    }

    @MainActor
    func testAQueryNoOneMatchesSaysSoAndAnEmptyOneShowsEveryoneAgain() async {
        let store = AddressBookSpy()
        let model = PeopleModel(addressBook: store)
        await arrive([ada, alan], at: model, from: store)

        await model.send(.queryChanged(query: "Hopper")).value
        XCTAssertEqual(model.state, .noMatches(query: "Hopper"))

        await model.send(.queryChanged(query: "")).value
        XCTAssertEqual(model.state, .loaded(people: [ada, alan]))
    }

    @MainActor
    func testTheDelegateIsToldEachFilteredList() async {
        let store = AddressBookSpy()
        let model = PeopleModel(addressBook: store)
        let delegate = Delegate()
        model.delegate = delegate

        await arrive([alan, ada], at: model, from: store)
        await model.send(.queryChanged(query: "turing")).value

        // (The model starts loading: the delegate is told each change, not the state it already shows.)
        XCTAssertEqual(delegate.states, [.loaded(people: [ada, alan]), .loaded(people: [alan])])
    }

    private final class Delegate: PeopleModelDelegate {
        var states: [PeopleModel.State] = []

        func model(_ model: PeopleModel, didChange state: PeopleModel.State) {
            states.append(state)
        }
    }
}
