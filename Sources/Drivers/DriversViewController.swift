// Created by archgen from Drivers.archgen.json. This file is yours: archgen never overwrites it.

#if canImport(UIKit)
import UIKit

/// The screen in UIKit: a table for lists, a spinner while loading, an alert with a retry button for errors.
/// It shows what `DriversPresenter` displays and calls the presenter for each event. Start from here.
final class DriversViewController: UITableViewController, DriversView {
    private let presenter: DriversPresenter
    private let spinner = UIActivityIndicatorView(style: .large)
    /// The text of each row; replace with your own cells.
    private var rows: [String] = []

    init(presenter: DriversPresenter) {
        self.presenter = presenter
        super.init(style: .plain)
        presenter.view = self
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.backgroundView = spinner
        presenter.viewDidLoad()
    }

    func displayLoading() {
        spinner.startAnimating()
    }

    func displayLoaded(drivers: [Driver]) {
        spinner.stopAnimating()
        rows = drivers.map { String(describing: $0) }
        tableView.reloadData()
    }

    func displayFailed(message: String) {
        spinner.stopAnimating()
        let alert = UIAlertController(title: "failed", message: message, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.presenter.viewDidLoad()
            })
        present(alert, animated: true)
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
#endif
