import Foundation

/// What UIKit's two diffable data sources share (`UICollectionViewDiffableDataSource`,
/// `UITableViewDiffableDataSource`): the snapshot last applied, applying a new one, and looking
/// identifiers and positions up in it. Applying takes effect at once (there is nothing to animate),
/// reloads the view and runs the completion before returning. Not made directly: UIKit declares both
/// classes on `NSObject`, and code sees only their API.
@preconcurrency @MainActor
open class _DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject {
    var store = DiffableDataSourceStore<SectionIdentifierType, ItemIdentifierType>()

    override init() { super.init() }

    /// Reloads the data source's view after a snapshot is applied.
    func reloadView() {}

    // MARK: Snapshots

    /// Makes `snapshot` the data source's state and runs `completion` (at once: nothing animates).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store.apply(snapshot)
        reloadView()
        completion?()
    }
    /// Makes `snapshot` the data source's state (iOS 15).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }
    /// Makes `snapshot` the state by reloading the view, without diffing (iOS 15).
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        apply(snapshot, animatingDifferences: false, completion: nil)
    }
    /// A copy of the current state: the snapshot last applied, without its reload marks.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { store.snapshot }

    // MARK: Identifiers and positions

    /// The item at `indexPath` in the current snapshot, nil when there is none.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { store.itemIdentifier(for: indexPath) }
    /// Where `identifier` is in the current snapshot, nil when absent.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { store.indexPath(for: itemIdentifier) }
    /// The section at `index` (iOS 15), nil when out of range.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { store.sectionIdentifier(for: index) }
    /// The index of `sectionIdentifier` (iOS 15), nil when absent.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { store.snapshot.indexOfSection(sectionIdentifier) }
}
