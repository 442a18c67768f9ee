import Foundation
import UniformTypeIdentifiers

/// A document-based app's scene, as SwiftUI's `DocumentGroup`. A render shows the editor of a new
/// document (`newDocument`), as if the user had just created one; a viewing group shows its viewer
/// of a document read from an empty file of its first readable type (a render note when the type
/// cannot read one).
public struct DocumentGroup<Document, Content: View>: PrimitiveScene {
    private let makeWindow: @MainActor () -> AnyView

    private let isEditable: Bool

    /// The editor, with the document's own undo manager and configuration in its environment. iOS
    /// shows it under a navigation bar of its own (the document's name, the way back to the
    /// browser; WWDC20 "Build document-based apps in SwiftUI"), which is not drawn: a render note.
    var windowContent: AnyView? {
        let undoManager = UndoManager(), configuration = DocumentConfiguration(fileURL: nil, isEditable: isEditable)
        return AnyView(makeWindow()
            .modifier(EnvironmentWriter {
                $0[UndoManagerKey.self] = undoManager
                $0[DocumentConfigurationKey.self] = configuration
            })
            .unsupported("DocumentGroup: the document's navigation bar (name, back to the browser) is not drawn"))
    }
}

extension DocumentGroup where Document: FileDocument {
    /// A group that creates documents with `newDocument` and edits them in `editor`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        isEditable = true
        makeWindow = {
            let box = DocumentBox(newDocument())
            let binding = Binding(get: { box.document }, set: { box.document = $0 })
            return AnyView(editor(FileDocumentConfiguration(document: binding, isEditable: true)))
        }
    }

    /// A group that only opens documents of `documentType`, shown read-only in `viewer`.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        isEditable = false
        makeWindow = {
            guard let document = emptyFileConfiguration(for: Document.readableContentTypes)
                .flatMap({ try? Document(configuration: $0) }) else { return unreadableDocumentNote(Document.self) }
            return AnyView(viewer(FileDocumentConfiguration(document: .constant(document), isEditable: false)))
        }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// A group that creates document objects with `newDocument` and edits them in `editor`.
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        isEditable = true
        makeWindow = { AnyView(editor(ReferenceFileDocumentConfiguration(document: newDocument(), isEditable: true))) }
    }

    /// A group that only opens document objects of `documentType`, shown read-only in `viewer`.
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        isEditable = false
        makeWindow = {
            guard let document = emptyFileConfiguration(for: Document.readableContentTypes)
                .flatMap({ try? Document(configuration: $0) }) else { return unreadableDocumentNote(Document.self) }
            return AnyView(viewer(ReferenceFileDocumentConfiguration(document: document, isEditable: false)))
        }
    }
}

/// What a viewing group shows when its document type cannot read an empty file.
@MainActor
private func unreadableDocumentNote<Document>(_ type: Document.Type) -> AnyView {
    AnyView(Color.clear.unsupported(
        "DocumentGroup(viewing: \(Document.self).self): the document cannot be read from an empty file"))
}

/// An empty regular file of the first of `types`, nil when there is no type.
private func emptyFileConfiguration(for types: [UTType]) -> FileDocumentReadConfiguration? {
    types.first.map { FileDocumentReadConfiguration(contentType: $0, file: FileWrapper(regularFileWithContents: Data())) }
}

/// The storage behind a new document's binding.
@MainActor
private final class DocumentBox<Document> {
    var document: Document
    init(_ document: Document) { self.document = document }
}
