import Combine
import Foundation
import UniformTypeIdentifiers

/// A representation for `Codable` items, encoded as data of a content type you declare, as
/// CoreTransferable's `CodableRepresentation` (JSON unless you pass an encoder and decoder).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    PrimitiveTransferRepresentation where Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let leaf: TransferLeaf<Item>

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        let coders = UncheckedCoders(encoder: encoder, decoder: decoder)
        leaf = TransferLeaf(exportedContentType: contentType, importedContentType: contentType,
                            export: { try coders.encoder.encode($0) },
                            importing: { try coders.decoder.decode(Item.self, from: $0) })
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    var leaves: [TransferLeaf<Item>] { [leaf] }
}

/// The coders, used only by the conversions they are captured in (Foundation's coders are not
/// `Sendable` on every platform).
private struct UncheckedCoders<Encoder, Decoder>: @unchecked Sendable {
    let encoder: Encoder
    let decoder: Decoder
}
