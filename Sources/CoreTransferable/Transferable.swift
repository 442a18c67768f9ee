import Foundation
import UniformTypeIdentifiers

/// A type that can be shared, dragged, dropped, copied and pasted, as CoreTransferable's
/// `Transferable`: it describes how it converts to and from data of given content types in
/// `transferRepresentation`. Nothing is shared or transferred in a mockup, but the conversions
/// work: `exported(as:)` and `init(importing:contentType:)` run the representations you declare.
@preconcurrency
public protocol Transferable: Sendable {
    /// The representation `transferRepresentation` builds (inferred).
    associatedtype Representation: TransferRepresentation
    /// How to export and import the type: one or more representations, first preferred.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

extension Transferable {
    /// The value as data of `contentType` through the first representation that exports a type
    /// conforming to it (the first that exports at all when `contentType` is nil).
    public func exported(as contentType: UTType?) async throws -> Data {
        let leaves = TransferLeaf.leaves(of: Self.transferRepresentation, for: Self.self)
        guard let leaf = leaves.first(where: { $0.exports(self, as: contentType) }) else {
            throw TransferError.noExporter(Self.self, contentType)
        }
        return try await leaf.export(self)
    }

    /// A value made from `data` of `contentType` through the first representation that imports it
    /// (trying each importing representation in turn when `contentType` is nil).
    public init(importing data: Data, contentType: UTType?) async throws {
        let leaves = TransferLeaf.leaves(of: Self.transferRepresentation, for: Self.self)
            .filter { $0.imports(contentType) }
        guard !leaves.isEmpty else { throw TransferError.noImporter(Self.self, contentType) }
        var lastError: (any Error)?
        for leaf in leaves {
            do { self = try await leaf.importing(data); return } catch { lastError = error }
        }
        throw lastError ?? TransferError.noImporter(Self.self, contentType)
    }

    /// The content types the type exports, in order of preference.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        TransferLeaf.leaves(of: transferRepresentation, for: Self.self)
            .filter { $0.visibility.isVisible(to: visibility) }.compactMap(\.exportedContentType)
    }

    /// The content types the type imports, in order of preference.
    public static func importedContentTypes() -> [UTType] {
        TransferLeaf.leaves(of: transferRepresentation, for: Self.self).compactMap(\.importedContentType)
    }
}

/// Why a transfer conversion failed.
enum TransferError: Error, CustomStringConvertible {
    case noExporter(Any.Type, UTType?)
    case noImporter(Any.Type, UTType?)

    var description: String {
        switch self {
        case .noExporter(let type, let contentType):
            return "\(type) has no transfer representation that exports \(contentType?.identifier ?? "data")"
        case .noImporter(let type, let contentType):
            return "\(type) has no transfer representation that imports \(contentType?.identifier ?? "data")"
        }
    }
}
