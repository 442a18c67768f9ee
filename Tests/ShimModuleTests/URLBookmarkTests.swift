import Foundation
import SwiftUI
import Testing

/// Security-scoped URLs and bookmarks, as a `fileImporter` handler and a document app use them
/// (swift-corelibs-foundation has neither).
@Suite struct URLBookmarkTests {
    @Test func aBookmarkResolvesToItsFileWhileTheFileIsThere() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt")
        try Data("draft".utf8).write(to: file)
        #expect(!file.startAccessingSecurityScopedResource(), "no URL carries a security scope here")
        file.stopAccessingSecurityScopedResource()

        let bookmark = try file.bookmarkData(options: [.minimalBookmark, .withSecurityScope], includingResourceValuesForKeys: nil, relativeTo: nil)
        var isStale = true
        let resolved = try URL(resolvingBookmarkData: bookmark, options: .withSecurityScope, relativeTo: nil, bookmarkDataIsStale: &isStale)
        #expect(resolved.standardizedFileURL.path == file.standardizedFileURL.path && !isStale)

        try FileManager.default.removeItem(at: file)
        #expect(throws: CocoaError.self) { try URL(resolvingBookmarkData: bookmark, bookmarkDataIsStale: &isStale) }
        #expect(throws: CocoaError.self) { try file.bookmarkData() }
        #expect(throws: CocoaError.self) { try URL(resolvingBookmarkData: Data("not a bookmark".utf8), bookmarkDataIsStale: &isStale) }
    }
}
