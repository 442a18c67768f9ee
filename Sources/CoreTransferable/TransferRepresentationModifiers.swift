import Foundation

extension TransferRepresentation {
    /// Exports only items for which `condition` is true.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { leaf in
            let previous = leaf.exportingCondition
            leaf.exportingCondition = { previous($0) && condition($0) }
        }
    }

    /// The file name a receiver should give exported data.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// The file name a receiver should give an exported item, from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Which receivers see this representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }
}

/// A representation with a modifier applied to each of its conversions.
struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, CompositeTransferRepresentation {
    typealias Item = Base.Item
    typealias Body = Never
    let base: Base
    let modify: @Sendable (inout TransferLeaf<Base.Item>) -> Void

    func leaves<T>(for item: T.Type) -> [TransferLeaf<T>] {
        TransferLeaf.leaves(of: base, for: Base.Item.self).map { leaf in
            var leaf = leaf
            modify(&leaf)
            return leaf
        } as? [TransferLeaf<T>] ?? []
    }
}
