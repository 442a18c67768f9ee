import Foundation

/// A collection view's data source driven by snapshots of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: it becomes the collection view's `dataSource` (held weakly
/// there, as in UIKit, so keep a reference), answers the item counts from the snapshot last applied,
/// and makes cells with the cell provider. Applying a snapshot takes effect at once (there is nothing
/// to animate) and runs the completion before returning. A render asks it nothing: a collection view
/// in a representable draws its placeholder.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UICollectionViewDataSource {
    /// Makes the cell of an item, usually with `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a header, footer or other supplementary view of the given element kind.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// What the data source asks and tells when a user expands or collapses an item of an outline
    /// (iOS 14); a render expands nothing, so they are held, never called.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when a parent expands.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    /// What the data source asks and tells when a user reorders items (iOS 14); held, never called
    /// in a render.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider

    /// Makes supplementary views (section headers, footers); nil until set.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()
    public var reorderingHandlers = ReorderingHandlers()

    /// A data source for `collectionView`, set as its `dataSource`, with an empty snapshot.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    override func reloadView() { collectionView?.reloadData() }

    // MARK: Section snapshots

    /// Shows `snapshot`'s visible items in `section` (appended when missing) and keeps its tree for
    /// `snapshot(for:)` (iOS 14).
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        store.apply(snapshot, to: section)
        reloadView()
        completion?()
    }
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }
    /// The tree of `section`: the section snapshot applied to it, else its items as root items.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        store.sectionSnapshot(for: section)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { store.snapshot.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        store.numberOfItems(inSectionAt: section)
    }
    /// The cell the cell provider makes for the item at `indexPath`; traps, as UIKit does, when the
    /// provider returns nil or there is no such item.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = store.itemIdentifier(for: indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: no item identifier at index path \(indexPath)")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), item identifier: \(item)")
        }
        return cell
    }
    /// The view the supplementary view provider makes; a plain view when there is no provider or it
    /// returns nil.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
    /// Whether a reordering handler lets the item move (none set: no).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = store.itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }
    /// Takes a move the user made into the snapshot, telling the reordering handlers with the
    /// transaction before and after, as UIKit does (only code calling this reaches it in a render).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = store.itemIdentifier(for: sourceIndexPath),
              let sourceSection = store.sectionIdentifier(for: sourceIndexPath.section),
              let destinationSection = store.sectionIdentifier(for: destinationIndexPath.section) else { return }
        let initial = store.snapshot
        var final = initial
        final.deleteItems([item])
        let destinationItems = final.itemIdentifiers(inSection: destinationSection)
        if destinationIndexPath.item < destinationItems.count {
            final.insertItems([item], beforeItem: destinationItems[max(0, destinationIndexPath.item)])
        } else {
            final.appendItems([item], toSection: destinationSection)
        }
        let sections = sourceSection == destinationSection ? [sourceSection] : [sourceSection, destinationSection]
        let transaction = NSDiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            sectionTransactions: sections.map { section in
                NSDiffableDataSourceSectionTransaction(
                    sectionIdentifier: section,
                    initialSnapshot: NSDiffableDataSourceSectionSnapshot(rootItems: initial.itemIdentifiers(inSection: section)),
                    finalSnapshot: NSDiffableDataSourceSectionSnapshot(rootItems: final.itemIdentifiers(inSection: section)))
            })
        reorderingHandlers.willReorder?(transaction)
        store.apply(final)
        reorderingHandlers.didReorder?(transaction)
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
