import Foundation
import UniformTypeIdentifiers

/// One conversion a transfer representation offers: to data of a content type, from data of one,
/// or both, with the modifiers applied to it (condition, file name, visibility).
struct TransferLeaf<Item>: Sendable {
    var exportedContentType: UTType?
    var importedContentType: UTType?
    var export: @Sendable (Item) async throws -> Data
    var importing: @Sendable (Data) async throws -> Item
    var exportingCondition: @Sendable (Item) -> Bool = { _ in true }
    var visibility = TransferRepresentationVisibility.all
    var suggestedFileName: @Sendable (Item) -> String? = { _ in nil }

    /// True when this conversion exports `item` as a type conforming to `contentType` (any, if nil).
    func exports(_ item: Item, as contentType: UTType?) -> Bool {
        guard let exported = exportedContentType, exportingCondition(item) else { return false }
        return contentType.map { exported.conforms(to: $0) } ?? true
    }

    /// True when this conversion imports data of `contentType` (any, if nil).
    func imports(_ contentType: UTType?) -> Bool {
        guard let imported = importedContentType else { return false }
        return contentType.map { $0.conforms(to: imported) } ?? true
    }

    /// Every conversion of `representation` in order, for items of type `item`.
    static func leaves<R: TransferRepresentation>(of representation: R, for item: Item.Type) -> [TransferLeaf<Item>] {
        if let primitive = representation as? any PrimitiveTransferRepresentation {
            return primitive.erasedLeaves as? [TransferLeaf<Item>] ?? []
        }
        if let tuple = representation as? any CompositeTransferRepresentation {
            return tuple.leaves(for: item)
        }
        return leaves(of: representation.body, for: item)
    }
}

extension PrimitiveTransferRepresentation {
    var erasedLeaves: Any { leaves }
}

/// A representation made of others without a `body` of its own (the builder's blocks, modifiers).
protocol CompositeTransferRepresentation {
    func leaves<T>(for item: T.Type) -> [TransferLeaf<T>]
}
