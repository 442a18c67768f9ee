import Foundation
import MockupAssets
import Testing
@testable import MockupGuide

/// An app's string tables are found where Xcode keeps them and handed to its runner in a bundle
/// folder beside it, where Foundation's `NSLocalizedString` finds them.
struct StringTableFilesTests {
    @Test func tablesAreFoundInTheAppFolderAndBesideAFile() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        for (path, text) in [("App/Resources/en.lproj/Localizable.strings", #""a" = "b";"#), ("App/Settings.xcstrings", "{}"),
                             ("App/AppTests/en.lproj/Test.strings", ""), ("App/Loose.strings", ""),
                             ("App/A.swift", "struct A {}"), ("sv.lproj/Main.strings", ""), ("B.swift", "struct B {}"),
                             ("Deep/de.lproj/Far.strings", "")] {
            let file = work.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let app = try #require(try GuideInput.load(work.appendingPathComponent("App").path).first)
        #expect(app.stringTables.map { $0.path.replacingOccurrences(of: work.path + "/", with: "") }
                == ["App/Resources/en.lproj/Localizable.strings", "App/Settings.xcstrings"],
                "not a test target's, not a .strings file outside an .lproj folder")
        let file = try #require(try GuideInput.load(work.appendingPathComponent("B.swift").path).first)
        #expect(file.stringTables.map(\.lastPathComponent) == ["Main.strings"], "beside the file, not in folders further down")
        #expect(app.resourceFiles.isEmpty && file.resourceFiles.isEmpty, "no data, fonts or media here; a .strings file is a table")
    }

    @Test func theRunnerSitsInABundleWithItsEnglishTablesAndResources() throws {
        let home = try RunnerHome()
        defer { home.remove() }
        let source = home.folder.appendingPathComponent("src")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("sv.lproj"), withIntermediateDirectories: true)
        let strings = source.appendingPathComponent("sv.lproj/Localizable.strings")
        try Data(#""general.close" = "Stäng";"#.utf8).write(to: strings)
        let runner = source.appendingPathComponent("runner")
        try Data("#!/bin/sh\n".utf8).write(to: runner)
        let data = source.appendingPathComponent("Data/people.json"), shadowed = source.appendingPathComponent("Other/people.json")
        for (file, text) in [(data, "[1]"), (shadowed, "[2]")] {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let placed = try home.bundle(running: runner, with: StringTables(files: [strings.path]), resources: [data, shadowed])
        #expect(placed.lastPathComponent == "runner" && FileManager.default.contentsEqual(atPath: placed.path, andPath: runner.path))
        let linked = placed.deletingLastPathComponent().appendingPathComponent("people.json")
        #expect(String(decoding: try Data(contentsOf: linked), as: UTF8.self) == "[1]", "flat, as Xcode copies resources; the first wins")
        let written = try Data(contentsOf: placed.deletingLastPathComponent().appendingPathComponent("en.lproj/Localizable.strings"))
        let table = try PropertyListSerialization.propertyList(from: written, format: nil) as? [String: String]
        #expect(table == ["general.close": "Stäng"], "the development language's strings, where Foundation looks")
    }
}
