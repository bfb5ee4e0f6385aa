// Created by archgen from Users.archgen.json. This file is yours: archgen never overwrites it.

#if canImport(SwiftUI)
import SwiftUI

/// The screen: renders each state of `UsersViewModel` and sends it events. Start from here.
struct UsersView: View {
    @State private var viewModel: UsersViewModel

    init(viewModel: UsersViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        VStack {
            switch viewModel.state {
            case .loading:
                Text("loading")
            case .loaded:
                Text("loaded")
            case .failed:
                Text("failed")
            }
            Button("retryTapped") { viewModel.send(.retryTapped) }
        }
        .task { await viewModel.send(.viewAppeared).value }
    }
}
#endif
