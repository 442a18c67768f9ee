import Foundation

/// A table view's data source driven by snapshots of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: it becomes the table's `dataSource` (held weakly there, as in
/// UIKit, so keep a reference), answers the row counts from the snapshot last applied, and makes
/// cells with the cell provider. Applying a snapshot takes effect at once and runs the completion
/// before returning. Subclass it to answer titles or editing (`tableView(_:titleForHeaderInSection:)`).
/// A render asks it nothing: a table in a representable draws its placeholder.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource {
    /// Makes the cell of an item, usually with `dequeueReusableCell(withIdentifier:for:)`.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider

    /// How rows the table inserts or deletes for a snapshot would animate: `.automatic`, UIKit's default.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source for `tableView`, set as its `dataSource`, with an empty snapshot.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    override func reloadView() { tableView?.reloadData() }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { store.snapshot.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.numberOfItems(inSectionAt: section)
    }
    /// The cell the cell provider makes for the row at `indexPath`; traps, as UIKit does, when the
    /// provider returns nil or there is no such item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = store.itemIdentifier(for: indexPath) else {
            preconditionFailure("UITableViewDiffableDataSource: no item identifier at index path \(indexPath)")
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath), item identifier: \(item)")
        }
        return cell
    }
    // The optional questions, open so a subclass overrides them as in UIKit; UIKit's answers.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
