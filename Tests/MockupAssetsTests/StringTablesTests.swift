import Foundation
import Testing
import MockupAssets

/// String tables written as Xcode writes them: `.strings` files in `.lproj` folders (old-style
/// property lists) and `.xcstrings` catalogs (JSON), read in the language a render shows.
struct StringTablesTests {
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }

        @discardableResult func write(_ path: String, _ text: String) throws -> String {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    @Test func englishIsChosenThenBaseThenTheDevelopmentLanguage() throws {
        let folder = Folder()
        let files = [
            try folder.write("sv.lproj/Localizable.strings", "/* Knappar */\n\"general.close\" = \"Stäng\";\n"),
            try folder.write("en.lproj/Localizable.strings", "\"general.close\" = \"Close\"; // buttons\n\"inbox %lld\" = \"%lld unread\";"),
            try folder.write("Base.lproj/Main.strings", "\"title\" = \"Inbox\";"),
            try folder.write("de.lproj/Main.strings", "\"title\" = \"Posteingang\";"),
            try folder.write("sv.lproj/Only.strings", "\"ok\" = \"Okej\";"),
        ]
        let tables = StringTables(files: files)
        #expect(tables.format(for: "general.close") == "Close")
        #expect(tables.format(for: "inbox %@") == "%lld unread", "keys match whatever their specifiers")
        #expect(tables.format(for: "title", table: "Main") == "Inbox")
        #expect(tables.format(for: "ok", table: "Only") == "Okej", "an app localized in Swedish only shows Swedish")
        #expect(tables.format(for: "missing") == nil && tables.format(for: "title", table: "Nowhere") == nil)
    }

    @Test func catalogsGiveStringUnitsPluralOthersAndSourceKeys() throws {
        let folder = Folder()
        let catalog = try folder.write("Settings.xcstrings", """
        {"sourceLanguage": "sv", "version": "1.0", "strings": {
          "title": {"localizations": {"sv": {"stringUnit": {"state": "translated", "value": "Inställningar"}},
                                      "en": {"stringUnit": {"state": "translated", "value": "Settings"}}}},
          "%lld files": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}}}},
          "Hej": {}
        }}
        """)
        let tables = StringTables(files: [catalog])
        #expect(tables.format(for: "title", table: "Settings") == "Settings")
        #expect(tables.format(for: "%@ files", table: "Settings") == "%lld files")
        #expect(tables.format(for: "Hej", table: "Settings") == nil, "English has no such key")
        let swedish = StringTables(files: [try folder.write("Only.xcstrings", """
        {"sourceLanguage": "sv", "strings": {"Hej": {}, "title": {"localizations": {"sv": {"stringUnit": {"value": "Rubrik"}}}}}}
        """)])
        #expect(swedish.format(for: "Hej", table: "Only") == "Hej" && swedish.format(for: "title", table: "Only") == "Rubrik",
                "without English, the source language: a key without a value is its own text")
    }

    @Test func formatsAreCutAtTheirSpecifiers() {
        #expect(StringTables.parts(of: "%2$@ by %1$@, 100%%") == [.argument(1), .literal(" by "), .argument(0), .literal(", 100%")])
        #expect(StringTables.filling("%lld of %.1f km", with: ["3", "4.2"]) == "3 of 4.2 km")
        #expect(StringTables.filling("%@ and %@", with: ["one"]) == "one and %@", "a specifier without a value stays")
    }

    @Test func unreadableFilesAreSkipped() throws {
        let folder = Folder()
        let tables = StringTables(files: [try folder.write("en.lproj/Localizable.strings", "\"a\" = "),
                                          try folder.write("Broken.xcstrings", "{"),
                                          try folder.write("Loose.strings", "\"a\" = \"b\";")])
        #expect(tables.entries.isEmpty, "broken files and a .strings file outside an .lproj folder")
    }
}
