import Foundation
import MockupRaster
import Testing
@testable import MockupGuide

/// Run-time availability checks answer for the iOS renders show (18.0): newer versions are false.
@Suite struct AvailabilityConditionsTests {
    @Test func checksForANewerIOSTakeTheirOlderBranch() {
        let code = """
        if #available(iOS 26.0, *) { a() } else { b() }
        if #available(iOS 17, macOS 14, *) { c() }
        guard #available(iOS 18.1, *) else { return }
        if #unavailable(iOS 26) { d() }
        if #available(iOS 18.0.0, *), flag { e() }
        let s = "#available(iOS 26, *)" // #available(iOS 27, *)
        """
        let rewritten = AvailabilityConditions.rewrite(code)
        #expect(rewritten.changed)
        #expect(rewritten.text == """
        if #unavailable(iOS 1) { a() } else { b() }
        if #available(iOS 17, macOS 14, *) { c() }
        guard #unavailable(iOS 1) else { return }
        if #available(iOS 1, *) { d() }
        if #available(iOS 18.0.0, *), flag { e() }
        let s = "#available(iOS 26, *)" // #available(iOS 27, *)
        """)
    }

    @Test func aCheckOverSeveralLinesKeepsItsLineBreaks() {
        let rewritten = AvailabilityConditions.rewrite("if #available(\n    iOS 26.0,\n    *\n) {\n}")
        #expect(rewritten.text == "if #unavailable(iOS 1)\n\n\n {\n}")
        #expect(!AvailabilityConditions.rewrite("if #available(macOS 26, *) {}").changed, "no iOS entry: true on Linux, as on an iPhone")
    }

    @Test func versionsCompareAsIOSReleases() {
        #expect(AvailabilityConditions.isNewerThanRendered([26]))
        #expect(AvailabilityConditions.isNewerThanRendered([18, 1]))
        #expect(AvailabilityConditions.isNewerThanRendered([18, 0, 1]))
        #expect(!AvailabilityConditions.isNewerThanRendered([18]))
        #expect(!AvailabilityConditions.isNewerThanRendered([18, 0, 0]))
        #expect(!AvailabilityConditions.isNewerThanRendered([17, 4]))
        #expect(AvailabilityConditions.iOSVersion(in: " iOS 26.0, * ") == [26, 0])
        #expect(AvailabilityConditions.iOSVersion(in: "iOSApplicationExtension 26, *") == nil)
    }

    /// A `some View` function may return a different type behind `if #available` (SE-0360): the
    /// rewritten check still lets it compile, and the older branch draws.
    @Test(.timeLimit(.minutes(3)))
    func anOpaqueResultMayDifferBehindANewerIOSCheck() throws {
        let code = """
        import SwiftUI

        extension View {
            func brandStyle() -> some View {
                if #available(iOS 26.0, *) {
                    return self.background(Color.blue)
                } else {
                    return self.background(Color(red: 1, green: 0, blue: 0)).padding(0)
                }
            }
        }

        struct Swatch: View {
            var body: some View { Color.clear.frame(width: 10, height: 10).brandStyle() }
        }
        """
        try GuideBuildTests.renderThroughRunner(code, as: "Swatch.swift") { report, output in
            #expect(report.compiled.failedBlocks.isEmpty, "\(report.compiled.failedBlocks)")
            let swatch = try #require(report.entries.first { $0.component == "Swatch" })
            #expect(swatch.status == "rendered", "\(swatch.message ?? "")")
            let image = try PNGDecoder.decode(fileAt: output.appendingPathComponent("\(report.input.slug)/swatch.png").path)
            let red = image.pixels.filter { PremultipliedColor(rawValue: $0) == PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255) }
            #expect(red.count >= 30 * 30, "the iOS 18 branch's red background")
        }
    }

    @Test func guideProgramsNoteTheChecksTheyAnswer() {
        let program = GuideProgram(swiftFiles: [(name: "Close.swift", text: "struct V {\n    var newest: Bool { if #available(iOS 26, *) { return true }; return false }\n}\n")])
        #expect(program.source.contains("if #unavailable(iOS 1) { return true }"))
        #expect(program.notes.contains("Close.swift:1: checks for an iOS newer than 18.0 take their older branch (renders show that iOS)"))
    }
}
