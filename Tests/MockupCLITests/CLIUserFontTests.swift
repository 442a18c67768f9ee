import Foundation
import Testing

/// Issues 11/13: a guide's brand fonts — files in `Fonts/` beside it or in `--fonts DIR` — are
/// registered for its render and found by the names inside them; damaged ones are one error naming the file.
@Suite struct CLIUserFontTests {
    /// A temporary folder with a one-component guide that names `Poppins Bold` (a full name, which only
    /// a registered file answers to: the bundled families are found by PostScript-style names).
    struct GuideFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-brand-fonts-\(UUID().uuidString)")
        var guide: URL { url.appendingPathComponent("ios-acme-swiftui.md") }
        var fonts: URL { url.appendingPathComponent("Fonts") }
        var environment: [String: String] { ["XDG_CACHE_HOME": url.appendingPathComponent("cache").path] }

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try """
            # Acme

            ```swift
            import SwiftUI
            struct Headline: View {
                var body: some View { Text("Checkout").font(.custom("Poppins Bold", size: 20)) }
            }
            struct Caption: View {
                let isMuted: Bool
                var body: some View { Text("Total").font(.custom("Poppins Bold", size: 12)).opacity(isMuted ? 0.5 : 1) }
            }
            ```
            """.write(to: guide, atomically: true, encoding: .utf8)
        }

        /// Copies a bundled font into `Fonts/` under another file name.
        func addFont(_ bundled: String, as name: String) throws {
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: MockupProcess.repository.appendingPathComponent("Fonts/\(bundled)"),
                                             to: fonts.appendingPathComponent(name))
        }

        func warnings(in out: URL) throws -> [String] {
            let index = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("acme/index.json"))) as? [String: Any]
            let components = index?["components"] as? [[String: Any]] ?? []
            return components.flatMap { $0["warnings"] as? [String] ?? [] }
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test func guideFontsBesideTheGuideAreFoundByTheirNames() throws {
        let folder = try GuideFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("out")
        let without = try MockupProcess.run(["render", folder.guide.path, "-o", out.path], environment: folder.environment)
        #expect(without.status == 0, "\(without.stderr)")
        #expect(try folder.warnings(in: out).contains { $0.contains("Unknown font 'Poppins Bold'") })
        // Printed once for the guide, with the other component (two variants) that shares it.
        let lines = without.stderr.split(separator: "\n").filter { $0.contains("Unknown font 'Poppins Bold'") }
        #expect(lines.count == 1 && lines.first?.hasPrefix("warning: acme/Headline: ") == true && lines.first?.hasSuffix(" (also Caption)") == true,
                "\(without.stderr)")

        try folder.addFont("Poppins/Poppins-Bold.ttf", as: "acme-headline.ttf")
        let with = try MockupProcess.run(["render", folder.guide.path, "-o", out.path], environment: folder.environment)
        #expect(with.status == 0, "\(with.stderr)")
        #expect(try folder.warnings(in: out).isEmpty, "\(with.stderr)")
        #expect(!with.stderr.contains("Unknown font"))
    }

    @Test func fontsOptionRegistersAFolderAnywhere() throws {
        let folder = try GuideFolder()
        defer { folder.remove() }
        try folder.addFont("Poppins/Poppins-Bold.ttf", as: "brand.ttf")
        let elsewhere = folder.url.appendingPathComponent("brand-fonts")
        try FileManager.default.moveItem(at: folder.fonts, to: elsewhere)
        let out = folder.url.appendingPathComponent("out")
        let result = try MockupProcess.run(["render", folder.guide.path, "-o", out.path, "--fonts", elsewhere.path],
                                           environment: folder.environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try folder.warnings(in: out).isEmpty)
    }

    @Test func missingFolderOrDamagedFileIsOneErrorLine() throws {
        let folder = try GuideFolder()
        defer { folder.remove() }
        let missing = try MockupProcess.run(["render", folder.guide.path, "--fonts", "/no/such/fonts"], environment: folder.environment)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/no/such/fonts") && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")

        try FileManager.default.createDirectory(at: folder.fonts, withIntermediateDirectories: true)
        try Data(repeating: 7, count: 4096).write(to: folder.fonts.appendingPathComponent("Broken-Bold.otf"))
        for command in ["check", "render"] {
            let result = try MockupProcess.run([command, folder.guide.path], environment: folder.environment)
            #expect(result.status == 1)
            #expect(result.stderr.contains("Broken-Bold.otf") && result.stderr.contains("could not be registered"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
    }
}
