import Foundation
import MockupTesting
import SwiftUI
import Testing

/// A label in a font that is not bundled: iOS would draw it with the system font, so Mockup does
/// too, with a warning.
private struct HelveticaLabel: View {
    var body: some View { Text("Balance").font(.custom("Helvetica-Bold", size: 17)) }
}

/// Issue 9 item 5 and issue 15: a snapshot whose render has warnings fails listing them and is
/// never recorded (unless `allowWarnings`); an unreadable golden names its path.
@Suite @MainActor struct SnapshotWarningTests {
    let request = RenderRequest(width: 120, scale: 1)

    private func goldens() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("mockup-warnings-\(UUID().uuidString)")
    }

    @Test func warningsFailTheAssertionAndAreNeverRecorded() {
        let folder = goldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        for record in [SnapshotRecordMode.all, .missing, .never] {
            let failure = snapshotFailure(of: HelveticaLabel(), named: "label", request: request, directory: folder, record: record)
            #expect(failure?.contains("Unknown font 'Helvetica-Bold'") == true, "\(String(describing: failure))")
            #expect(failure?.contains("allowWarnings: true") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("label.png").path))
    }

    @Test func allowWarningsRecordsAndCompares() {
        let folder = goldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(snapshotFailure(of: HelveticaLabel(), named: "label", request: request, directory: folder,
                                record: .all, allowWarnings: true) == nil)
        #expect(snapshotFailure(of: HelveticaLabel(), named: "label", request: request, directory: folder,
                                record: .never, allowWarnings: true) == nil)
    }

    @Test func anUnreadableGoldenNamesItsPath() throws {
        let folder = goldens()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("plain.png"))
        let failure = snapshotFailure(of: Text("Plain"), named: "plain", request: request, directory: folder, record: .never)
        #expect(failure?.contains(folder.appendingPathComponent("plain.png").path) == true, "\(String(describing: failure))")
        #expect(failure?.contains("not a readable PNG") == true)
    }
}
