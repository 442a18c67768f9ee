import Foundation

/// The sections and items of a collection or table view at one moment, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot`: ordered sections each holding ordered items, every identifier
/// unique. Edits follow UIKit's rules, including its traps for programming errors (a duplicate
/// identifier, items appended with no section, an edit relative to an identifier the snapshot lacks).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order, each with its items in order.
    private var sections: [(identifier: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Which section holds each item.
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    public var numberOfSections: Int { sections.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in `identifier`; traps when the snapshot has no such section, as UIKit does.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections[requiredIndex(ofSection: identifier, for: "count items in")].items.count
    }
    /// The items of `identifier` in order; traps when the snapshot has no such section, as UIKit does.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections[requiredIndex(ofSection: identifier, for: "read items of")].items
    }
    /// The section holding `identifier`, nil when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }
    /// The place of `identifier` among all items (`itemIdentifiers`), nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier] else { return nil }
        var offset = 0
        for entry in sections {
            if entry.identifier == section { return entry.items.firstIndex(of: identifier).map { offset + $0 } }
            offset += entry.items.count
        }
        return nil
    }
    /// The place of `identifier` among the sections, nil when absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.identifier == identifier }
    }

    /// The items marked for reload, in the order they were marked.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked for reconfiguring (iOS 15), in the order they were marked.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// The sections marked for reload, in the order they were marked.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier`, or of the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let index: Int
        if let sectionIdentifier {
            index = requiredIndex(ofSection: sectionIdentifier, for: "append items to")
        } else {
            guard !sections.isEmpty else {
                preconditionFailure("There are currently no sections in the data source. Please add a section first.")
            }
            index = sections.count - 1
        }
        checkNewItems(identifiers)
        sections[index].items.append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = sections[index].identifier }
    }
    /// Inserts `identifiers` just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: requiredPlace(of: beforeIdentifier, for: "insertion"), offset: 0)
    }
    /// Inserts `identifiers` just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: requiredPlace(of: afterIdentifier, for: "insertion"), offset: 1)
    }
    /// Removes `identifiers`; identifiers the snapshot lacks are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !doomed.isEmpty else { return }
        for index in sections.indices where sections[index].items.contains(where: doomed.contains) {
            sections[index].items.removeAll(where: doomed.contains)
        }
        for item in doomed { sectionOfItem[item] = nil }
        reloadedItems.removeAll(where: doomed.contains)
        reconfiguredItems.removeAll(where: doomed.contains)
    }
    /// Removes every item and every section.
    public mutating func deleteAllItems() { self = Self() }
    /// Moves `identifier` just before `toIdentifier`, into its section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, offset: 0)
    }
    /// Moves `identifier` just after `toIdentifier`, into its section.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, offset: 1)
    }
    /// Marks `identifiers` for reload (their cells are made anew); traps for an item the snapshot lacks.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            precondition(sectionOfItem[item] != nil, "Invalid item identifier specified for reload: \(item)")
            if !reloadedItems.contains(item) { reloadedItems.append(item) }
        }
    }
    /// Marks `identifiers` for reconfiguring (their cells are updated in place, iOS 15); traps for an
    /// item the snapshot lacks.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            precondition(sectionOfItem[item] != nil, "Invalid item identifier specified for reconfigure: \(item)")
            if !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
        }
    }

    // MARK: Sections

    /// Adds empty sections `identifiers` at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sections.append(contentsOf: identifiers.map { ($0, []) })
    }
    /// Inserts empty sections `identifiers` just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        let index = requiredIndex(ofSection: toIdentifier, for: "insert sections before")
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index)
    }
    /// Inserts empty sections `identifiers` just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        let index = requiredIndex(ofSection: toIdentifier, for: "insert sections after")
        checkNewSections(identifiers)
        sections.insert(contentsOf: identifiers.map { ($0, []) }, at: index + 1)
    }
    /// Removes sections `identifiers` with their items; identifiers the snapshot lacks are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        let items = sections.filter { doomed.contains($0.identifier) }.flatMap(\.items)
        deleteItems(items)
        sections.removeAll { doomed.contains($0.identifier) }
        reloadedSections.removeAll(where: doomed.contains)
    }
    /// Moves section `identifier`, with its items, just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, offset: 0)
    }
    /// Moves section `identifier`, with its items, just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, offset: 1)
    }
    /// Marks sections `identifiers` for reload; traps for a section the snapshot lacks.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            _ = requiredIndex(ofSection: section, for: "reload")
            if !reloadedSections.contains(section) { reloadedSections.append(section) }
        }
    }

    // MARK: Internals

    /// The snapshot with its reload and reconfigure marks cleared: what a data source holds once it
    /// has applied it.
    var applied: Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    /// Replaces the items of section `identifier` (which must exist) with `items`, which must not be
    /// in another section: how a data source applies a section snapshot.
    mutating func replaceItems(inSection identifier: SectionIdentifierType, with items: [ItemIdentifierType]) {
        let index = requiredIndex(ofSection: identifier, for: "replace items of")
        deleteItems(sections[index].items)
        appendItems(items, toSection: identifier)
    }

    private func requiredIndex(ofSection identifier: SectionIdentifierType, for action: String) -> Int {
        guard let index = indexOfSection(identifier) else {
            preconditionFailure("Invalid section identifier: attempted to \(action) section \(identifier), which does not exist in the snapshot.")
        }
        return index
    }

    /// The section index and item index of `identifier`, trapping when it is absent.
    private func requiredPlace(of identifier: ItemIdentifierType, for action: String) -> (section: Int, item: Int) {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
              let itemIndex = sections[sectionIndex].items.firstIndex(of: identifier) else {
            preconditionFailure("Invalid item identifier specified for \(action): \(identifier) does not exist in the snapshot.")
        }
        return (sectionIndex, itemIndex)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at place: (section: Int, item: Int), offset: Int) {
        checkNewItems(identifiers)
        sections[place.section].items.insert(contentsOf: identifiers, at: place.item + offset)
        for item in identifiers { sectionOfItem[item] = sections[place.section].identifier }
    }

    private mutating func move(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, offset: Int) {
        let from = requiredPlace(of: identifier, for: "move")
        _ = requiredPlace(of: target, for: "move destination")
        guard identifier != target else { return }
        sections[from.section].items.remove(at: from.item)
        let to = requiredPlace(of: target, for: "move destination")
        sections[to.section].items.insert(identifier, at: to.item + offset)
        sectionOfItem[identifier] = sections[to.section].identifier
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, offset: Int) {
        let from = requiredIndex(ofSection: identifier, for: "move")
        _ = requiredIndex(ofSection: target, for: "move relative to")
        guard identifier != target else { return }
        let moved = sections.remove(at: from)
        sections.insert(moved, at: requiredIndex(ofSection: target, for: "move relative to") + offset)
    }

    /// Traps, as UIKit does, when `identifiers` repeat one another or an item already in the snapshot.
    private func checkNewItems(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionOfItem[$0] != nil }
        if !duplicates.isEmpty {
            preconditionFailure("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Set(duplicates))")
        }
    }
    private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set<SectionIdentifierType>()
        let existing = Set(sectionIdentifiers)
        let duplicates = identifiers.filter { !seen.insert($0).inserted || existing.contains($0) }
        if !duplicates.isEmpty {
            preconditionFailure("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Set(duplicates))")
        }
    }
}
