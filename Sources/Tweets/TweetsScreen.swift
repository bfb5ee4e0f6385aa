// Created by archgen from Tweets.archgen.json. This file is yours: archgen never overwrites it.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders what the scene displayed through `TweetsStore`. Start from here.
struct TweetsScreen: View {
    @State private var store = TweetsStore()
    let interactor: TweetsInteractor
    let presenter: TweetsPresenter

    var body: some View {
        VStack {
            switch store.content {
            case .loading:
                Text("loading")
            case .loaded:
                Text("loaded")
            case .failed:
                Text("failed")
            }
            Button("refresh") { interactor.refresh(request: TweetsScene.Refresh.Request()) }
        }
        .task {
            presenter.display = store
            await interactor.initialLoad(request: TweetsScene.InitialLoad.Request()).value
        }
    }
}
#endif
