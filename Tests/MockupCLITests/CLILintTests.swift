import Foundation
import Testing

/// Issue 16: `mockup lint GUIDE…` prints guide errors apart from renderer notes and exits 1 on
/// errors (0 when there are only warnings and notes), for design-system CI.
@Suite struct CLILintTests {
    static func guide(_ colors: String) throws -> (folder: URL, guide: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let guide = folder.appendingPathComponent("ios-acme-swiftui.md")
        try """
        # Acme

        ```swift
        extension Color {
        \(colors)
        }
        extension Font { static let acmeTitle = Font.custom("AcmeGrotesk-Bold", size: 20) }
        struct Badge: View { var body: some View { Text("x").font(.acmeTitle).foregroundStyle(Color.acmeRed) } }
        ```
        """.write(to: guide, atomically: true, encoding: .utf8)
        return (folder, guide)
    }

    @Test func errorsFailAndNotesDoNot() throws {
        let broken = try Self.guide("    static let acmeRed = Color(red: 1, green: 0.2, blue: 0) // #FF0000")
        defer { try? FileManager.default.removeItem(at: broken.folder) }
        let failing = try MockupProcess.run(["lint", broken.guide.path])
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stdout.contains("\(broken.guide.path):5: error: acmeRed: value #FF3300 does not match its comment #FF0000"))
        #expect(failing.stdout.contains("major [hex-mismatch]"))
        #expect(failing.stdout.contains(": note: acmeTitle: 'AcmeGrotesk-Bold' is not bundled with Mockup"))
        #expect(failing.stdout.contains("1 guide: 1 errors, 0 warnings, 1 notes"))

        let clean = try Self.guide("    static let acmeRed = Color(red: 1, green: 0, blue: 0) // #FF0000")
        defer { try? FileManager.default.removeItem(at: clean.folder) }
        let passing = try MockupProcess.run(["lint", clean.folder.path, "--json"])
        #expect(passing.status == 0, "\(passing.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(passing.stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["guides": 1, "errors": 0, "warnings": 0, "notes": 1])
    }

    @Test func badInputSaysWhatToDo() throws {
        let none = try MockupProcess.run(["lint"])
        #expect(none.status == 2 && none.stderr.contains("lint needs a guide"))
        let missing = try MockupProcess.run(["lint", "/nonexistent/guide.md"])
        #expect(missing.status != 0 && missing.stderr.contains("no such file or folder"))
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }
}
