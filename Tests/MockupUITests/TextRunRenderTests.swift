import Foundation
import MockupRaster
import SwiftUI
import Testing
@testable import MockupUI

/// Texts of several styled runs, inline symbols and truncation modes, rendered at @3x with the
/// bundled fonts (TEXT.md §10). With `MOCKUP_TEXT_RENDERS=<dir>` the renders are also written there.
@MainActor @Suite struct TextRunRenderTests {
    func render<V: View>(_ name: String, _ view: V, width: Double = 240) throws -> (DisplayList, PixelImage) {
        let (list, image) = try R.render(view: resolveView(view), width: width)
        if let directory = ProcessInfo.processInfo.environment["MOCKUP_TEXT_RENDERS"] {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try PNGEncoder.write(image.image, toFile: "\(directory)/\(name).png")
        }
        return (list, image.image)
    }

    /// The lowest pixel row in columns `xs` with ink darker than mid-grey.
    func inkBottom(_ image: PixelImage, _ xs: Range<Int>) -> Int? {
        (0..<image.height).last { y in xs.contains { x in image.rgba(x, y).r < 128 } }
    }

    func texts(_ list: DisplayList) -> [DisplayText] { list.items.texts }

    @Test func priceRunsStandOnOneBaseline() throws {
        let price = Text("£2,418").font(.system(size: 28, weight: .bold)) + Text(".60").font(.system(size: 17))
        let (list, image) = try render("price", price.padding(10))
        let text = try #require(texts(list).first)
        #expect(text.text.runs.count == 2)
        // One line of the 28-pt run: (1950 + 494) / 2048 × 28 = 33.41 pt, ceiled to the @3x grid.
        #expect(text.frame.height == 101.0 / 3)
        #expect(text.firstBaseline == 10 + 80.0 / 3)   // ascent 26.66 pt, nearest @3x pixel
        // Both sizes stand on the baseline (pixel row 110 starts below it): the flat "2" ends right
        // above it, the round ".60" overshoots it by one row, as round glyphs do.
        let two = Int((text.frame.minX + 18) * 3)..<Int((text.frame.minX + 28) * 3)   // the "2"
        let penceStart = Int((text.frame.maxX - 14) * 3)
        let pounds = try #require(inkBottom(image, two))
        let pence = try #require(inkBottom(image, penceStart..<Int(text.frame.maxX * 3)))
        #expect(Int(text.firstBaseline * 3) == 110 && pounds == 109 && pence == 110)
    }

    @Test func ratingRowDrawsTheStarInlineInItsRunsColour() throws {
        let row = Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.8")
        let (list, image) = try render("rating", row.padding(10))
        let text = try #require(texts(list).first)
        #expect(text.frame.height == 22)   // one line of the body text style (TEXT.md §2)
        let star = (Int(text.frame.minX * 3)..<Int((text.frame.minX + 17) * 3))
        let starPixels = star.flatMap { x in (30..<90).map { image.rgba(x, $0) } }
        #expect(starPixels.contains { $0.r > 240 && $0.g > 130 && $0.g < 170 && $0.b < 20 })   // #FF9500
        #expect(!starPixels.contains { $0.r < 100 && $0.g < 100 })
        let digits = (Int((text.frame.maxX - 20) * 3)..<Int(text.frame.maxX * 3))
        #expect(digits.contains { x in (30..<90).contains { image.rgba(x, $0).r < 60 } })
        // The interpolated form resolves to the same runs.
        #expect(nodeTree(resolveView(Text("\(Image(systemName: "star.fill")) 4.8"))).hasSuffix(
            "runs: symbol(star.fill) system(default) 17 regular #000000 | \" 4.8\" system(default) 17 regular #000000"))
    }

    @Test func middleTruncationKeepsTheExtension() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Quarterly_Report_Final_Version_2024.pdf").truncationMode(.head)
            Text("Quarterly_Report_Final_Version_2024.pdf").truncationMode(.middle)
            Text("Quarterly_Report_Final_Version_2024.pdf")
        }
        .lineLimit(1).frame(width: 150).padding(10)
        let (list, _) = try render("truncation", view, width: 170)
        let modes = texts(list).map(\.text.truncationMode)
        #expect(modes == [.head, .middle, .tail])
        #expect(texts(list).allSatisfy { $0.frame.width <= 150 && $0.lineCount == 1 })
    }

    @Test func decorationsFollowTheirRun() throws {
        let view = (Text("Sale").strikethrough(color: .red) + Text(" now")).padding(10)
        let (list, image) = try render("decorations", view)
        let text = try #require(texts(list).first)
        // The strikethrough's row (its centre (671 − 70) / 2048 × 17 = 4.99 pt above the baseline,
        // TEXT.md §7.1) is red over "Sale" only.
        let row = Int(((text.firstBaseline - 601.0 / 2048 * 17) * 3).rounded(.down))
        let red = { (x: Int) in image.rgba(x, row).r > 200 && image.rgba(x, row).g < 80 }
        #expect(red(Int((text.frame.minX + 10) * 3)))
        #expect(!(Int((text.frame.maxX - 25) * 3)..<Int(text.frame.maxX * 3)).contains(where: red))
    }
}

extension TextRunRenderTests {
    @Test func markdownAndWrappedRunsShareLines() throws {
        let view = VStack(alignment: .leading, spacing: 12) {
            Text("Your **Premium** plan renews on *12 March*. Read the `terms` or [contact us](https://example.com).")
            (Text("Balance ").font(.title3) + Text("£2,418").font(.title.bold()) + Text(".60").font(.body)
                + Text(" available to spend today and tomorrow").foregroundStyle(.secondary))
                .multilineTextAlignment(.center)
            Text("") + Text("Total").bold()
        }
        .padding(10)
        let (list, _) = try render("markdown-wrap", view, width: 260)
        let runs = texts(list).map(\.text.runs.count)
        #expect(runs == [9, 4, 0])   // the empty run of the last Text is dropped: a plain bold Text
        let wrapped = try #require(texts(list).dropFirst().first)
        #expect(wrapped.lineCount == 3)
    }
}
