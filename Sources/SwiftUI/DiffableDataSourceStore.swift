import Foundation

/// What a diffable data source holds: the snapshot last applied (its reload marks consumed) and the
/// section snapshots applied to its sections. Shared by the collection and table view data sources.
struct DiffableDataSourceStore<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    private(set) var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The trees applied to sections; a section without one is flat.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Takes `newSnapshot` whole. A section's tree survives only where the section still shows
    /// exactly the tree's visible items; elsewhere the section is flat again.
    mutating func apply(_ newSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        snapshot = newSnapshot.applied
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            snapshot.indexOfSection(section) != nil && snapshot.itemIdentifiers(inSection: section) == tree.visibleItems
        }
    }

    /// Shows `sectionSnapshot`'s visible items in `section`, appending the section when the snapshot
    /// lacks it, as UIKit does.
    mutating func apply(_ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType) {
        if snapshot.indexOfSection(section) == nil { snapshot.appendSections([section]) }
        snapshot.replaceItems(inSection: section, with: sectionSnapshot.visibleItems)
        sectionSnapshots[section] = sectionSnapshot
    }

    /// The tree of `section`: the one applied, else its items as roots (empty for a missing section).
    func sectionSnapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let tree = sectionSnapshots[section] { return tree }
        guard snapshot.indexOfSection(section) != nil else { return NSDiffableDataSourceSectionSnapshot() }
        return NSDiffableDataSourceSectionSnapshot(rootItems: snapshot.itemIdentifiers(inSection: section))
    }

    /// The item at `indexPath`, nil when out of range.
    func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where `item` is, nil when absent.
    func indexPath(for item: ItemIdentifierType) -> IndexPath? {
        guard let section = snapshot.sectionIdentifier(containingItem: item),
              let sectionIndex = snapshot.indexOfSection(section),
              let itemIndex = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
        return IndexPath(item: itemIndex, section: sectionIndex)
    }

    /// The section at `index`, nil when out of range.
    func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at `index`, 0 when out of range.
    func numberOfItems(inSectionAt index: Int) -> Int {
        sectionIdentifier(for: index).map { snapshot.numberOfItems(inSection: $0) } ?? 0
    }
}
