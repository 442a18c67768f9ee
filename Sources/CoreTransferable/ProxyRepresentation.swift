import Foundation

/// A representation that transfers an item as another transferable value (a URL, a string, an
/// image), as CoreTransferable's `ProxyRepresentation`: the proxy's own representations convert it.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: PrimitiveTransferRepresentation {
    public typealias Body = Never
    private let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?
    private let importing: (@Sendable (ProxyRepresentation) async throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting; self.importing = importing
    }

    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting; importing = nil
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        exporting = nil; self.importing = importing
    }

    var leaves: [TransferLeaf<Item>] {
        let exporting = self.exporting, importing = self.importing
        return TransferLeaf.leaves(of: ProxyRepresentation.transferRepresentation, for: ProxyRepresentation.self).map { proxy in
            TransferLeaf<Item>(
                exportedContentType: exporting == nil ? nil : proxy.exportedContentType,
                importedContentType: importing == nil ? nil : proxy.importedContentType,
                export: { item in
                    guard let exporting else { throw TransferError.noExporter(Item.self, proxy.exportedContentType) }
                    return try await proxy.export(try await exporting(item))
                },
                importing: { data in
                    guard let importing else { throw TransferError.noImporter(Item.self, proxy.importedContentType) }
                    return try await importing(try await proxy.importing(data))
                })
        }
    }
}
