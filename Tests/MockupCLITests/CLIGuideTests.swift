import Foundation
import Testing

/// Issue 12: `mockup check` reports a guide's failing blocks against its own lines and exits 1;
/// scene names and option values are never taken for guide paths.
@Suite struct CLIGuideTests {
    @Test func checkReportsFailingBlocksAtTheGuidesLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let guide = folder.appendingPathComponent("ios-acme-swiftui.md")
        try """
        # Acme

        ```swift
        import SwiftUI
        struct Badge: View { var body: some View { Text("NEW") } }
        ```

        ```swift
        struct Broken: View { var body: some View { Text(missingValue) } }
        ```
        """.write(to: guide, atomically: true, encoding: .utf8)
        let result = try MockupProcess.run(["check", guide.path], environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(guide.path):9: error: cannot find 'missingValue' in scope (block at line 9)"))
        #expect(result.stdout.contains("ios-acme-swiftui.md: 1 block does not compile"))
    }

    /// A folder whose code has no SwiftUI view (a UIKit design system) says so instead of only
    /// "rendered 0 of 0"; its README's snippets, which draw nothing either, are one line.
    @Test func aFolderWithoutSwiftUIViewsSaysThereIsNothingToDraw() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        import UIKit
        import ChipStyles
        import PDFKit
        final class Chip: UIView {
            let label = UILabel()
            override init(frame: CGRect) { super.init(frame: frame); addSubview(label) }
            required init?(coder: NSCoder) { nil }
        }
        """.write(to: folder.appendingPathComponent("Kit/Chip.swift"), atomically: true, encoding: .utf8)
        try "# Kit\n\n```swift\nlet chip = Chip(frame: .zero)\nchip.label.text = \"New\"\n```\n\n```swift\nchip.isHidden = true\n```\n"
            .write(to: folder.appendingPathComponent("Kit/README.md"), atomically: true, encoding: .utf8)
        let result = try MockupProcess.run(["render", folder.appendingPathComponent("Kit").path, "-o", folder.appendingPathComponent("out").path],
                                           environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("nothing to draw: no SwiftUI view, #Preview or PreviewProvider compiles here"), "\(result.stderr)")
        #expect(result.stderr.contains("Kit: imports a package Mockup has not (ChipStyles): the code that uses it is left out; "
                                       + "to draw it, put each package's sources in a folder named after its module beside the code (Sources/ChipStyles/)"),
                "\(result.stderr)")
        // An Apple framework Mockup lacks cannot be put beside the code: it is named apart.
        #expect(result.stderr.contains("Kit: imports an Apple framework Mockup does not provide (PDFKit): the code that uses it is left out\n"),
                "\(result.stderr)")
        #expect(result.stderr.contains("README.md: nothing to draw: 2 blocks left out, snippets of the folder's code"), "\(result.stderr)")
        #expect(!result.stderr.contains("README.md:4:"), "no line per snippet: \(result.stderr)")
    }

    @Test func sceneNamesAndOptionValuesStayScenes() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-scene-\(UUID().uuidString)/")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try MockupProcess.run(["render", "monzo/pill-button", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("monzo/pill-button.png").path))
    }
}
