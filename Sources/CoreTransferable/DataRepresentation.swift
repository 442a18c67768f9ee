import Foundation
import UniformTypeIdentifiers

/// A representation for items that convert themselves to and from in-memory data of one
/// content type, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    public typealias Body = Never
    let leaf: TransferLeaf<Item>

    /// Exports and imports data of `contentType`.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        leaf = TransferLeaf(exportedContentType: contentType, importedContentType: contentType,
                            export: exporting, importing: importing)
    }

    /// Only exports, as data of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        leaf = TransferLeaf(exportedContentType: exportedContentType, importedContentType: nil, export: exporting,
                            importing: { _ in throw TransferError.noImporter(Item.self, exportedContentType) })
    }

    /// Only imports, from data of `importedContentType`.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        leaf = TransferLeaf(exportedContentType: nil, importedContentType: importedContentType,
                            export: { _ in throw TransferError.noExporter(Item.self, importedContentType) },
                            importing: importing)
    }

    var leaves: [TransferLeaf<Item>] { [leaf] }
}
