import Foundation

/// A change a user made to a diffable data source's items by reordering them, as UIKit's
/// `NSDiffableDataSourceTransaction` (iOS 15), given to the reordering handlers. Nothing is
/// reordered in a render, so no handler ever receives one.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' change, from `initialSnapshot.itemIdentifiers` to `finalSnapshot.itemIdentifiers`.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section that changed.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    init(initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        self.sectionTransactions = sectionTransactions
    }
}

/// The change reordering made to one section, as UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's change, from the initial snapshot's `items` to the final one's.
    public let difference: CollectionDifference<ItemIdentifierType>

    init(sectionIdentifier: SectionIdentifierType, initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
         finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        self.difference = finalSnapshot.items.difference(from: initialSnapshot.items)
    }
}
