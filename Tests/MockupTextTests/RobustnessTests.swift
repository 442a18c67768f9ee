import Foundation
import Testing
@testable import MockupText

@Suite struct RobustnessTests {
    /// A Fonts folder with `Inter[opsz,wght].ttf` replaced by `content` (nil = missing).
    func brokenFonts(_ content: Data?) throws -> FontLibrary {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("mockup-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Inter"), withIntermediateDirectories: true)
        try Data("test".utf8).write(to: dir.appendingPathComponent("FONTS.md"))
        if let content { try content.write(to: dir.appendingPathComponent("Inter/Inter[opsz,wght].ttf")) }
        return FontLibrary(directory: dir)
    }

    @Test func missingFontFileIsAClearError() throws {
        let fonts = try brokenFonts(nil)
        defer { try? FileManager.default.removeItem(at: fonts.directory) }
        let error = #expect(throws: FontError.self) {
            try TextLayoutEngine.layout("Hi", style: style("Inter-Regular", 17), library: fonts)
        }
        #expect(error?.description.contains("Inter[opsz,wght].ttf") == true)
        #expect(error?.description.contains("missing") == true)
    }

    @Test func corruptFontFileIsAClearError() throws {
        for bytes in [Data(repeating: 0x41, count: 4096), Data([0, 1, 0, 0, 0, 9])] {
            let fonts = try brokenFonts(bytes)
            defer { try? FileManager.default.removeItem(at: fonts.directory) }
            let error = #expect(throws: FontError.self) {
                try TextLayoutEngine.layout("Hi", style: style("Inter-Regular", 17), library: fonts)
            }
            #expect(error?.description.contains("Inter[opsz,wght].ttf") == true)
        }
    }

    @Test func fontsDirectoryIsLocatedByOverrideOrSourcePath() throws {
        let viaEnvironment = try FontsDirectory.locate(environment: ["MOCKUP_FONTS_DIR": library.directory.path], executable: nil)
        #expect(viaEnvironment.path == library.directory.standardizedFileURL.path)
        let viaSource = try FontsDirectory.locate(environment: [:], executable: URL(fileURLWithPath: "/nonexistent/bin/tool"))
        #expect(FileManager.default.fileExists(atPath: viaSource.appendingPathComponent("FONTS.md").path))
        #expect(throws: FontError.self) {
            try FontsDirectory.locate(environment: [:], executable: nil, sourceFile: "/nonexistent/a/b/c.swift")
        }
    }

    @Test func controlCharactersDrawNothing() throws {
        let text = "A\u{0}\u{7}\u{1B}B\tC"
        let layout = try TextLayoutEngine.layout(text, style: style("Inter-Regular", 17), library: library)
        #expect(layout.lines.count == 1)
        let glyphs = layout.lines[0].runs.flatMap(\.glyphs)
        #expect(!glyphs.contains(0))
        let plain = try TextLayoutEngine.layout("AB C", style: style("Inter-Regular", 17), library: library)
        #expect(abs(layout.size.width - plain.size.width) < 1e-9)
        let blank = try TextLayoutEngine.layout("\n\n", style: style("Inter-Regular", 17), maxWidth: 10, library: library)
        #expect(blank.lines.count == 3 && blank.size.width == 0)
    }

    @Test func veryLongStringLaysOut() throws {
        let words = ["portfolio", "balance", "£2,418.60", "₿", "today", "−3.2%"]
        let text = (0..<20_000).map { words[$0 % words.count] }.joined(separator: " ")
        #expect(text.count > 100_000)
        let wrapped = try TextLayoutEngine.layout(text, style: style("Inter-Regular", 15), maxWidth: 361, library: library)
        #expect(wrapped.lines.count > 1_000)
        #expect(wrapped.lines.allSatisfy { $0.width <= 361 + 1e-6 })
        let limited = try TextLayoutEngine.layout(text, style: style("Inter-Regular", 15), maxWidth: 361, maxLines: 2,
                                                  library: library)
        #expect(limited.lines.count == 2 && limited.isTruncated)
        let single = try TextLayoutEngine.layout(String(repeating: "x", count: 100_000), style: style("Inter-Regular", 15),
                                                 maxWidth: 200, maxLines: 3, library: library)
        #expect(single.lines.count == 3)
    }
}
