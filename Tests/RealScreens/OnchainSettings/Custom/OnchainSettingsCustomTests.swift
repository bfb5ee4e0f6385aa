// Created by archgen from OnchainSettings.archgen.json. This file is yours.
// archgen merges the spec's later changes into it without touching your edits; delete these two lines to opt out.

import Foundation
import XCTest

@testable import OnchainSettings

/// Tests for `viewWillDisappear`, the custom event written in `OnchainSettingsPresenter+Custom.swift`.
nonisolated final class OnchainSettingsCustomTests: XCTestCase {
    private struct Subject {
        let presenter: OnchainSettingsPresenter
        let view: OnchainSettingsViewSpy
        let taprootFeature: TaprootFeatureSpy
        let preferencesStore: PreferencesStoreSpy
    }

    @MainActor
    private func makeSUT(state: OnchainSettingsPresenter.State = .starting) -> Subject {
        let view = OnchainSettingsViewSpy()
        let taprootFeature = TaprootFeatureSpy()
        let preferencesStore = PreferencesStoreSpy()
        let presenter = OnchainSettingsPresenter(
            view: view,
            state: state,
            taprootFeature: taprootFeature,
            preferencesStore: preferencesStore
        )
        return Subject(
            presenter: presenter, view: view, taprootFeature: taprootFeature, preferencesStore: preferencesStore)
    }

    /// Waits (two seconds at most) until `condition` holds.
    @MainActor
    private func waitUntil(_ condition: () -> Bool) async {
        var tries = 0
        while !condition() && tries < 2000 {
            tries += 1
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @MainActor
    func testViewWillDisappearStopsFollowingTheDefaultAddressType() async {
        let sut = makeSUT()
        let (stream, continuation) = AsyncThrowingStream<AddressType, any Error>.makeStream()
        sut.taprootFeature.statusResult = .active
        sut.preferencesStore.defaultAddressTypeResult = stream
        let appeared = sut.presenter.viewWillAppear()
        continuation.yield(.segwit)
        await waitUntil { sut.view.displays == [.taprootOff] }
        XCTAssertEqual(sut.view.displays, [.taprootOff])

        await sut.presenter.viewWillDisappear().value
        continuation.yield(.taproot)
        continuation.finish()
        await appeared.value

        XCTAssertTrue(appeared.isCancelled)
        XCTAssertEqual(sut.view.displays, [.taprootOff])
        XCTAssertEqual(sut.presenter.state, .taprootOff)
    }

    @MainActor
    func testTheNextAppearanceFollowsTheDefaultAddressTypeAgain() async {
        let sut = makeSUT()
        let (stream, continuation) = AsyncThrowingStream<AddressType, any Error>.makeStream()
        sut.taprootFeature.statusResult = .active
        sut.preferencesStore.defaultAddressTypeResult = stream
        let first = sut.presenter.viewWillAppear()
        continuation.yield(.segwit)
        await waitUntil { sut.view.displays == [.taprootOff] }
        await sut.presenter.viewWillDisappear().value
        continuation.finish()
        await first.value
        XCTAssertTrue(first.isCancelled)

        sut.preferencesStore.defaultAddressTypeResult = OnchainSettingsStreams.throwing([.taproot])
        await sut.presenter.viewWillAppear().value

        XCTAssertEqual(sut.taprootFeature.statusCalls.count, 2)
        XCTAssertEqual(sut.preferencesStore.defaultAddressTypeCalls.count, 2)
        XCTAssertEqual(sut.view.displays, [.taprootOff, .taprootOn])
    }

    @MainActor
    func testViewWillDisappearLetsAChangeAlreadySentFinish() async {
        let sut = makeSUT(state: .taprootOn)
        sut.preferencesStore.gate.hold()
        let toggled = sut.presenter.taprootSwitchToggled()
        let came = await sut.preferencesStore.gate.waitForCalls(1, before: toggled)
        XCTAssertTrue(came)

        await sut.presenter.viewWillDisappear().value
        sut.preferencesStore.gate.releaseAll()
        await toggled.value

        XCTAssertFalse(toggled.isCancelled)
        XCTAssertEqual(sut.preferencesStore.setTaprootDefaultCalls.map(\.enabled), [false])
        XCTAssertEqual(
            sut.view.fields,
            [OnchainSettingsPresenter.Fields(isUpdating: true), OnchainSettingsPresenter.Fields(isUpdating: false)])
        XCTAssertEqual(sut.view.effects, [])
    }
}
