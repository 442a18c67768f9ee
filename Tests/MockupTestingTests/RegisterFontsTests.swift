import Foundation
import MockupTesting
import SwiftUI
import Testing

/// A consumer's snapshot tests register their brand's font files and `Font.custom` finds them by
/// the font's own names (docs/TEXT.md §9.1).
@Suite @MainActor struct RegisterFontsTests {
    @Test func registeredFontsDrawInSnapshots() throws {
        let layout = SnapshotLayout.intrinsic
        let before = try layout.render { Text("Checkout").font(.custom("Poppins Bold", size: 20)) }
        #expect(before.warnings.contains { $0.contains("Unknown font 'Poppins Bold'") })

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-brand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Fonts/Poppins/Poppins-Bold.ttf"),
                                         to: folder.appendingPathComponent("brand-headline.ttf"))
        #expect(try registerFonts(in: folder) == 1)

        // The full name now finds the registered copy: no warning, the same pixels as Poppins-Bold.
        let after = try layout.render { Text("Checkout").font(.custom("Poppins Bold", size: 20)) }
        let byPostScriptName = try layout.render { Text("Checkout").font(.custom("Poppins-Bold", size: 20)) }
        #expect(after.warnings.isEmpty)
        #expect(after.image == byPostScriptName.image)
        #expect(after.image != before.image)
    }
}
