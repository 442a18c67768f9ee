import Foundation
import MockupAssets
import Testing
@testable import MockupUI

/// `Text("key")` reads the app's string tables (`AppStringTables`), as SwiftUI reads the main
/// bundle's: the translation, its interpolations where it places them; the key when the table lacks it.
@MainActor
struct LocalizedTextTests {
    /// Runs `body` with the tables of `strings` (file name → contents, in an `en.lproj` folder).
    private func withTables(_ strings: [String: String], _ body: () throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("localized-text-\(UUID().uuidString)/en.lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        var files: [String] = []
        for (name, text) in strings {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            files.append(folder.appendingPathComponent(name).path)
        }
        AppStringTables.current = StringTables(files: files)
        defer { AppStringTables.current = StringTables() }
        try body()
    }

    @Test func textsShowTheirTranslationWithInterpolationsInPlace() throws {
        try withTables([
            "Localizable.strings": #""l10n-test.close" = "Close"; "l10n-test.by %@ %lld" = "%2$lld songs by %1$@"; "l10n-test.sure" = "100% sure";"#,
            "Settings.strings": #""l10n-test.title" = "Settings";"#,
        ]) {
            let artist = "Nina", count = 12
            let dump = nodeTree(resolveView(VStack {
                Text("l10n-test.close")
                Text("l10n-test.by \(artist) \(count)")
                Text("l10n-test.title", tableName: "Settings")
                Text("l10n-test.untranslated")
                Text("l10n-test.sure")
            }))
            for expected in ["\"Close\"", "\"12 songs by Nina\"", "\"Settings\"", "\"l10n-test.untranslated\"", "\"100% sure\""] {
                #expect(dump.contains("text \(expected)"), "\(expected) in\n\(dump)")
            }
        }
    }
}
