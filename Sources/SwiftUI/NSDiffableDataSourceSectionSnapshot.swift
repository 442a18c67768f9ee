import Foundation

/// The items of one section as a tree (an outline: parents with children, each parent expanded or
/// collapsed), as UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS 14). `items` lists every item
/// depth first; `visibleItems` only those whose ancestors are all expanded, which is what a data
/// source shows in the section. Items start collapsed. Edits trap on UIKit's programming errors.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The parent of each item; nil for a root item (every item has an entry).
    private var parents: [ItemIdentifierType: ItemIdentifierType?] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first: each parent before its children.
    public var items: [ItemIdentifierType] { flatten(roots, onlyVisible: false) }
    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { roots }
    /// The items whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(roots, onlyVisible: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { parents[item] != nil }
    /// The place of `item` in `items`, nil when absent.
    public func index(of item: ItemIdentifierType) -> Int? { contains(item) ? items.firstIndex(of: item) : nil }
    /// How deep `item` is: 0 for a root item; traps when the snapshot lacks it.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = requiredParent(of: item)
        while let parent = current {
            level += 1
            current = parents[parent] ?? nil
        }
        return level
    }
    /// The parent of `child`, nil for a root item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] ?? nil }
    /// Whether `item` is expanded (its children shown when it is visible).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether `item` is in `visibleItems`: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parent(of: item)
        while let ancestor = current {
            if !expanded.contains(ancestor) { return false }
            current = parent(of: ancestor)
        }
        return true
    }
    /// The subtree under `parent` as a snapshot of its own: its children as roots, or `parent`
    /// itself as the one root when `includingParent`; expansion states are kept.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        _ = requiredParent(of: parent)
        var result = Self()
        let tops = includingParent ? [parent] : children[parent] ?? []
        result.roots = tops
        for top in tops { result.parents[top] = .some(nil) }
        for item in flatten(tops, onlyVisible: false) {
            if let kids = children[item] {
                result.children[item] = kids
                for kid in kids { result.parents[kid] = item }
            }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }
    /// The tree as indented text, one item a line, `+` for an expanded parent and `-` for a collapsed one.
    public func visualDescription() -> String {
        items.map { item -> String in
            let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "+ " : "- ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Editing

    /// Adds `items` as the last children of `parent`, or as the last root items when nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent { _ = requiredParent(of: parent) }
        checkNew(items)
        if let parent { children[parent, default: []].append(contentsOf: items) } else { roots.append(contentsOf: items) }
        for item in items { parents[item] = .some(parent) }
    }
    /// Inserts `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, offset: 0)
    }
    /// Inserts `items` just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, offset: 1)
    }
    /// Removes `items` with all their descendants; items the snapshot lacks are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            let parent = self.parent(of: item)
            if let parent { children[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            for gone in flatten([item], onlyVisible: false) {
                parents[gone] = nil
                children[gone] = nil
                expanded.remove(gone)
            }
        }
    }
    /// Removes every item.
    public mutating func deleteAll() { self = Self() }
    /// Expands `items`, showing their children; items the snapshot lacks are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }
    /// Collapses `items`, hiding their descendants.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }
    /// Replaces the children of `parent` with the roots of `snapshot` (and their subtrees).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        _ = requiredParent(of: parent)
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }
    /// Adds the trees of `snapshot` as the last children of `parent`, or as the last roots when nil.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        graft(snapshot)
    }
    /// Inserts the trees of `snapshot` just before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot.roots, before: item)
        graft(snapshot)
    }
    /// Inserts the trees of `snapshot` just after `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot.roots, after: item)
        graft(snapshot)
    }

    // MARK: Internals

    /// A flat snapshot of `items`, all roots: what a data source reports for a section it was
    /// given through a whole snapshot.
    init(rootItems items: [ItemIdentifierType]) {
        append(items)
    }

    private func flatten(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func visit(_ item: ItemIdentifierType) {
            result.append(item)
            guard !onlyVisible || expanded.contains(item) else { return }
            for child in children[item] ?? [] { visit(child) }
        }
        for item in items { visit(item) }
        return result
    }

    /// The parent of `item` (nil for a root), trapping when the snapshot lacks `item`.
    private func requiredParent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        guard let parent = parents[item] else {
            preconditionFailure("Invalid item identifier: \(item) does not exist in the section snapshot.")
        }
        return parent
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside item: ItemIdentifierType, offset: Int) {
        let parent = requiredParent(of: item)
        checkNew(items)
        if let parent {
            let index = children[parent]!.firstIndex(of: item)! + offset
            children[parent]!.insert(contentsOf: items, at: index)
        } else {
            roots.insert(contentsOf: items, at: roots.firstIndex(of: item)! + offset)
        }
        for new in items { parents[new] = .some(parent) }
    }

    /// Adds the descendants and expansion states of `snapshot`, whose roots are already placed.
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for item in snapshot.items {
            if let kids = snapshot.children[item], !kids.isEmpty { append(kids, to: item) }
            if snapshot.expanded.contains(item) { expanded.insert(item) }
        }
    }

    private func checkNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { !seen.insert($0).inserted || contains($0) }
        if !duplicates.isEmpty {
            preconditionFailure("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Set(duplicates))")
        }
    }
}
