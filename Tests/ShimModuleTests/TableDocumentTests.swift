import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers
@testable import MockupUI

/// DocumentGroup, FileDocument, FileWrapper and UTType; the probe's views resolve.
@MainActor @Suite struct TableDocumentTests {
    private func texts(_ node: ViewNode) -> [String] {
        (node.resolvedText.map { [$0.string] } ?? []) + node.children.flatMap(texts)
    }

    @Test func aDocumentGroupShowsTheEditorOfANewDocument() {
        #expect(texts(resolveView(AppWindow(TableDocumentProbe.TextEditorApp()))) ==
            ["Hello, document", "Untitled", "Editable"])
        #expect(texts(resolveView(AppWindow(TableDocumentProbe.SketchApp()))) == ["first", "Add stroke"])
    }

    @Test func aViewingGroupReadsAnEmptyFileOfItsFirstType() {
        #expect(texts(resolveView(AppWindow(TableDocumentProbe.TextViewerApp()))) == ["Empty"])
        struct Unreadable: FileDocument {
            static let readableContentTypes: [UTType] = [.json]
            init(configuration: ReadConfiguration) throws { throw CocoaError(.fileReadCorruptFile) }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper { FileWrapper(regularFileWithContents: Data()) }
        }
        struct ViewerApp: App {
            var body: some Scene { DocumentGroup(viewing: Unreadable.self) { _ in Text("never") } }
        }
        let dump = nodeTree(resolveView(AppWindow(ViewerApp())))
        #expect(dump.contains("cannot be read from an empty file") && !dump.contains("never"))
    }

    @Test func theEditorsBindingWritesTheDocument() {
        var seen: [String] = []
        let group = DocumentGroup(newDocument: TableDocumentProbe.TextFile(text: "a")) { file in
            let _ = { file.document.text += "b"; seen.append(file.document.text) }()
            Text(file.document.text)
        }
        #expect(texts(resolveView(group.windowContent!)) == ["ab"])
        #expect(seen == ["ab"])
    }

    @Test func undoManagerUndoesAndRedoesRegisteredSteps() {
        final class Note { var text = "" }
        let note = Note(), undo = UndoManager()
        func set(_ text: String) {
            let old = note.text
            note.text = text
            undo.registerUndo(withTarget: note) { _ in set(old) }
        }
        set("a"); undo.setActionName("Typing")
        set("ab")
        #expect(undo.canUndo && !undo.canRedo)
        undo.undo()
        #expect(note.text == "a" && undo.canRedo)
        undo.undo()
        #expect(note.text == "" && !undo.canUndo && undo.redoActionName == "Typing")
        undo.redo()
        #expect(note.text == "a" && undo.undoActionName == "Typing")
        undo.beginUndoGrouping(); set("x"); set("xy"); undo.endUndoGrouping()
        #expect(!undo.canRedo, "a new change clears the redo steps")
        undo.undo()
        #expect(note.text == "a", "a group is one step")
    }

    @Test func aDocumentsEditorHasAnUndoManager() {
        struct Editor: View {
            @Environment(\.undoManager) var undoManager
            var body: some View { Text(undoManager == nil ? "none" : "undo") }
        }
        let group = DocumentGroup(newDocument: TableDocumentProbe.TextFile()) { _ in Editor() }
        #expect(texts(resolveView(group.windowContent!)) == ["undo"])
        #expect(texts(resolveView(Editor())) == ["none"])
    }

    @Test func theDocumentConfigurationAndTheMissingBarAreInTheEnvironmentAndNotes() {
        struct Title: View {
            @Environment(\.documentConfiguration) var configuration
            var body: some View {
                Text(configuration.map { "\($0.fileURL?.lastPathComponent ?? "Untitled") \($0.isEditable)" } ?? "none")
            }
        }
        #expect(texts(resolveView(DocumentGroup(newDocument: TableDocumentProbe.TextFile()) { _ in Title() }.windowContent!))
            == ["Untitled true"])
        let viewer = DocumentGroup(viewing: TableDocumentProbe.TextFile.self) { _ in Title() }
        #expect(texts(resolveView(viewer.windowContent!)) == ["Untitled false"])
        #expect(nodeTree(resolveView(viewer.windowContent!)).contains("navigation bar (name, back to the browser) is not drawn"))
        #expect(texts(resolveView(Title())) == ["none"])
    }

    @Test func fileWrappersRoundTripThroughDisk() throws {
        let directory = FileWrapper(directoryWithFileWrappers: ["a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))])
        let added = directory.addRegularFile(withContents: Data("B".utf8), preferredFilename: "a.txt")
        #expect(added == "2 a.txt" && directory.isDirectory && !directory.isRegularFile)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("table2-wrapper-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try directory.write(to: url, options: .atomic, originalContentsURL: nil)
        let read = try FileWrapper(url: url)
        #expect(read.fileWrappers?.keys.sorted() == ["2 a.txt", "a.txt"])
        #expect(read.fileWrappers?["2 a.txt"]?.regularFileContents == Data("B".utf8))
        #expect(read.filename == url.lastPathComponent)
        #expect(throws: CocoaError.self) { try FileWrapper(url: url.appendingPathComponent("missing")) }
    }

    @Test func uniformTypesConformThroughTheirParents() {
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data) && !UTType.json.conforms(to: .image))
        #expect(UTType.png.isSubtype(of: .image) && UTType.image.isSupertype(of: .jpeg))
        #expect(UTType("public.plain-text") == .plainText && UTType("com.example.unknown") == nil)
        #expect(UTType(filenameExtension: "JSON") == .json && UTType(mimeType: "image/png") == .png)
        #expect(UTType(filenameExtension: "json", conformingTo: .image) == nil)
        let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
        #expect(note.identifier == "com.example.note" && note.conforms(to: .text) && note.preferredFilenameExtension == nil)
        #expect(UTType.plainText.preferredMIMEType == "text/plain" && UTType.plainText.description == "public.plain-text")
        // QuickBlox's attachment filter: the image, audio, archive and document types Apple's UTCoreTypes declare.
        #expect(UTType(filenameExtension: "webp") == .webP && UTType.webP.identifier == "org.webmproject.webp" && UTType.webP.conforms(to: .image))
        #expect(UTType(mimeType: "audio/mp4") == .mpeg4Audio && UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .movie))
        #expect(UTType.heif.conforms(to: .image) && UTType.epub.conforms(to: .archive) && UTType.pythonScript.conforms(to: .sourceCode))
        #expect(UTType.usdz.conforms(to: .threeDContent) && UTType.vCard.conforms(to: .contact) && UTType.webArchive.preferredFilenameExtension == "webarchive")
    }

    @Test func probeViewsResolve() {
        let tables = TableDocumentProbe.tables().map { texts(resolveView($0)) }
        #expect(tables[0] == ["Juan", "Mei"])
        #expect(tables[6] == ["Juan", "Juan", "Mei"])
        #expect(tables.allSatisfy { !$0.isEmpty })
        #expect(tables[14] == ["Juan", "Mei", "Mei"] && tables[15] == ["Documents", "Notes"])
        #expect(tables[16] == ["Juan", "Mei"], "the factored-out columns come first")
        #expect(texts(resolveView(TableDocumentProbe.PeopleTable())) == ["Juan", "Mei"])
        var customization = TableColumnCustomization<TableDocumentProbe.Person>()
        #expect(customization[visibility: "age"] == .automatic)
        customization[visibility: "age"] = .hidden
        #expect(customization[visibility: "age"] == .hidden && customization != TableColumnCustomization())
        #expect(nodeTree(resolveView(TableDocumentProbe.shadows())).contains("innerShadow"))
        #expect(texts(resolveView(TableDocumentProbe.Gallery())).contains("Other"))
        #expect(!nodeTree(resolveView(TableDocumentProbe.projections())).isEmpty)
    }
}
