import Combine
import Foundation
import UniformTypeIdentifiers

/// A document stored as a value, as SwiftUI's `FileDocument`: read from and written to a
/// `FileWrapper`. A `DocumentGroup` shows one made with its `newDocument` closure.
public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as; the readable types unless stated.
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored as an observable object, as SwiftUI's `ReferenceFileDocument`: saved through a
/// snapshot of its state.
public protocol ReferenceFileDocument: ObservableObject {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its type.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    public init(contentType: UTType, file: FileWrapper) { self.contentType = contentType; self.file = file }
}

/// What a document writes: the type to save as and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    public init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType; self.existingFile = existingFile
    }
}

/// The document a `DocumentGroup`'s editor shows, as SwiftUI's `FileDocumentConfiguration`.
@preconcurrency @MainActor
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, editable through the binding.
    @Binding public var document: Document
    /// Where the document is saved; nil for a new, unsaved document (as in a render).
    public var fileURL: URL?
    /// Whether the editor may change the document (false in a viewer).
    public var isEditable: Bool

    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool) {
        _document = document; self.fileURL = fileURL; self.isEditable = isEditable
    }
}

/// The document object a `DocumentGroup`'s editor shows, as SwiftUI's
/// `ReferenceFileDocumentConfiguration`.
@preconcurrency @MainActor
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool

    public init(document: Document, fileURL: URL? = nil, isEditable: Bool) {
        _document = ObservedObject(wrappedValue: document); self.fileURL = fileURL; self.isEditable = isEditable
    }
}

/// The document the views of a `DocumentGroup` show, as SwiftUI's `DocumentConfiguration`
/// (iOS 17), read with `@Environment(\.documentConfiguration)`; nil outside a document group.
public struct DocumentConfiguration: Sendable {
    /// Where the document is saved; nil for a new, unsaved one (as in a render).
    public var fileURL: URL?
    /// Whether the document may be changed (false in a viewing group).
    public var isEditable: Bool
}

struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}

extension EnvironmentValues {
    /// The configuration of the document a `DocumentGroup` shows; nil elsewhere.
    public var documentConfiguration: DocumentConfiguration? { self[DocumentConfigurationKey.self] }
}
