import Foundation
import MockupTesting
import SwiftUI
import Testing

/// A label in a font that is not bundled: iOS would draw it with the system font, so Mockup does
/// too, with a warning.
private struct BrandFontLabel: View {
    var body: some View { Text("Balance").font(.custom("GTWalsheim-Bold", size: 17)) }
}

/// Issue 9 item 5, issues 14 and 15: a snapshot whose render has warnings fails listing them and
/// is never recorded (unless `allowWarnings`), in every strategy; an unreadable golden names its path.
@Suite @MainActor struct SnapshotWarningTests {
    @Test func warningsFailTheAssertionAndAreNeverRecorded() throws {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        for record in SnapshotRecordMode.allCases {
            for failure in [verifySnapshot(of: BrandFontLabel(), as: .image(layout: .width(120)), named: "label", record: record,
                                           snapshotDirectory: folder),
                            verifySnapshot(of: BrandFontLabel(), as: .layoutTree, named: "tree", record: record,
                                           snapshotDirectory: folder)] {
                #expect(failure?.contains("Unknown font 'GTWalsheim-Bold'") == true, "\(String(describing: failure))")
                #expect(failure?.contains("allowWarnings: true") == true)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func allowWarningsRecordsAndCompares() {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(verifySnapshot(of: BrandFontLabel(), as: .image(layout: .width(120)), named: "label", record: .all,
                               snapshotDirectory: folder, allowWarnings: true) == nil)
        #expect(verifySnapshot(of: BrandFontLabel(), as: .image(layout: .width(120)), named: "label", record: .never,
                               snapshotDirectory: folder, allowWarnings: true) == nil)
    }

    @Test func anUnreadableGoldenNamesItsPath() throws {
        let folder = temporaryGoldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let golden = folder.appendingPathComponent("anUnreadableGoldenNamesItsPath.plain.png")
        try Data("not a png".utf8).write(to: golden)
        let failure = verifySnapshot(of: Text("Plain"), as: .image(layout: .width(120)), named: "plain", record: .never,
                                     snapshotDirectory: folder)
        #expect(failure?.contains(golden.path) == true, "\(String(describing: failure))")
        #expect(failure?.contains("restore it from git or record it again") == true)
    }
}
