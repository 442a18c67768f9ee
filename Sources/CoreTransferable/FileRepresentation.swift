import Foundation
import UniformTypeIdentifiers

/// A file an item exports: where it is, and whether the receiver may open the original in place.
public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file an item imports from: a copy in a temporary folder unless it is the original.
public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

/// A representation for items stored in files, as CoreTransferable's `FileRepresentation`.
/// Exported files are read into data; imported data is handed over as a temporary copy, as the
/// system copies a received file.
public struct FileRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
    public typealias Body = Never
    let leaf: TransferLeaf<Item>

    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        leaf = TransferLeaf(exportedContentType: contentType, importedContentType: contentType,
                            export: Self.reading(exporting), importing: Self.writing(contentType, importing))
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        leaf = TransferLeaf(exportedContentType: exportedContentType, importedContentType: nil,
                            export: Self.reading(exporting),
                            importing: { _ in throw TransferError.noImporter(Item.self, exportedContentType) })
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        leaf = TransferLeaf(exportedContentType: nil, importedContentType: importedContentType,
                            export: { _ in throw TransferError.noExporter(Item.self, importedContentType) },
                            importing: Self.writing(importedContentType, importing))
    }

    var leaves: [TransferLeaf<Item>] { [leaf] }

    private static func reading(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile)
        -> @Sendable (Item) async throws -> Data {
        { item in try Data(contentsOf: try await exporting(item).file) }
    }

    private static func writing(_ type: UTType, _ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item)
        -> @Sendable (Data) async throws -> Item {
        { data in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-transfer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("received").appendingPathExtension(type.preferredFilenameExtension ?? "data")
            try data.write(to: file)
            return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
        }
    }
}
