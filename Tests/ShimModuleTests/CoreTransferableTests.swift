import Combine
import CoreTransferable
import Foundation
import MockupRaster
import MockupText
import SwiftUI
import Testing
import UniformTypeIdentifiers
@testable import MockupUI

/// A model type as apps declare one: Codable, transferred as itself and by proxy as its text.
private struct Greeting: Codable, Equatable, Transferable {
    let message: String
    var isPrivate = false

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .greeting)
            .exportingCondition { !$0.isPrivate }
        ProxyRepresentation(exporting: \.message)
    }
}

private extension UTType {
    static let greeting = UTType(exportedAs: "com.example.greeting")
}

/// A document stored in a file, with a representation of its own composed in `body`.
private struct Note: Transferable {
    let text: String

    static var transferRepresentation: some TransferRepresentation { NoteFile() }
}

private struct NoteFile: TransferRepresentation {
    typealias Item = Note

    var body: some TransferRepresentation<Note> {
        FileRepresentation(contentType: .plainText) { note in
            // One file, overwritten by each export, so test runs leave nothing behind.
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-transferable-note.txt")
            try Data(note.text.utf8).write(to: url)
            return SentTransferredFile(url)
        } importing: { received in
            Note(text: try String(contentsOf: received.file, encoding: .utf8))
        }
        .suggestedFileName("Note.txt")
    }
}

/// CoreTransferable: the representations a type declares really convert it, first preferred.
@MainActor @Suite struct CoreTransferableTests {
    @Test func aCodableRepresentationRoundTripsThroughItsContentType() async throws {
        let greeting = Greeting(message: "Hello")
        let data = try await greeting.exported(as: .greeting)
        #expect(try JSONDecoder().decode(Greeting.self, from: data) == greeting)
        #expect(try await Greeting(importing: data, contentType: .greeting) == greeting)
    }

    @Test func aProxyExportsThroughTheProxysOwnRepresentation() async throws {
        // `.plainText` is not the greeting type: the proxy (a String, UTF-8 text) answers.
        let data = try await Greeting(message: "Hello").exported(as: .plainText)
        #expect(String(decoding: data, as: UTF8.self) == "Hello")
        #expect(Greeting.exportedContentTypes() == [.greeting, .utf8PlainText])
        #expect(Greeting.importedContentTypes() == [.greeting])
    }

    @Test func theExportingConditionSkipsARepresentation() async throws {
        // A private greeting does not export as the greeting type; with no type asked for, the
        // first representation that does export (the proxy's text) is used.
        let data = try await Greeting(message: "Secret", isPrivate: true).exported(as: nil)
        #expect(String(decoding: data, as: UTF8.self) == "Secret")
        await #expect(throws: (any Error).self) { try await Greeting(message: "S", isPrivate: true).exported(as: .greeting) }
    }

    @Test func aTypeWithoutAnImporterForTheDataThrows() async throws {
        await #expect(throws: (any Error).self) { try await Greeting(importing: Data("Hi".utf8), contentType: .plainText) }
    }

    @Test func aFileRepresentationReadsTheExportedFileAndHandsOverACopyOnImport() async throws {
        let data = try await Note(text: "Groceries").exported(as: .plainText)
        #expect(String(decoding: data, as: UTF8.self) == "Groceries")
        #expect(try await Note(importing: Data("Milk".utf8), contentType: .plainText).text == "Milk")
    }

    @Test func standardTypesTransferAsApplesDo() async throws {
        #expect(try await "Hi".exported(as: .plainText) == Data("Hi".utf8))
        let url = try #require(URL(string: "https://example.com/a"))
        #expect(try await url.exported(as: .url) == Data("https://example.com/a".utf8))
        #expect(try await URL(importing: Data("https://example.com/b".utf8), contentType: .url).absoluteString == "https://example.com/b")
        #expect(try await Data([1, 2]).exported(as: nil) == Data([1, 2]))
        #expect(try await AttributedString("Bold").exported(as: .plainText) == Data("Bold".utf8))
        await #expect(throws: (any Error).self) { try await Image(systemName: "star").exported(as: .png) }
    }

    @Test func combineDecodesAndEncodesWithTopLevelCoders() throws {
        var decoded: [Greeting] = []
        let cancellable = Just(Data(#"{"message":"Hey","isPrivate":false}"#.utf8))
            .decode(type: Greeting.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        #expect(decoded == [Greeting(message: "Hey")])
        var encoded: [Data] = []
        let other = Just(Greeting(message: "Yo")).encode(encoder: JSONEncoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { encoded.append($0) })
        #expect(try encoded.map { try JSONDecoder().decode(Greeting.self, from: $0) } == [Greeting(message: "Yo")])
        _ = (cancellable, other)
    }

    @Test func aShareLinkSharesACustomTransferableAndDrawsItsLabel() throws {
        let rendered = try ViewRenderer.render(RenderRequest(width: 200, height: nil, scale: 1, colorScheme: .light),
                                               fonts: FontLibrary.shared()) {
            ShareLink(item: Greeting(message: "Hello"), preview: SharePreview("Greeting"))
        }
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(rendered.image.height > 10)
        // Apple's own example titles a preview with a model's String (`SharePreview(photo.caption, image:)`).
        let caption = "Greeting"
        _ = (SharePreview(caption, image: Image(systemName: "photo")), SharePreview(Text(caption), icon: Image(systemName: "star")),
             SharePreview(caption, image: Image(systemName: "photo"), icon: Image(systemName: "star")))
    }
}
