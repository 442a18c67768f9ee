import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// Text, emoji, symbols and bitmaps through layout and rendering.
@MainActor
struct RenderTextTests {
    private let white = PremultipliedColor.white

    private func frame(of list: DisplayList) -> Rect? {
        for item in list.items {
            switch item {
            case let .text(t): return t.frame
            case let .symbol(s): return s.frame
            case let .bitmap(b): return b.frame
            default: continue
            }
        }
        return nil
    }

    private func pixelRect(_ r: Rect, grownBy d: Int = 0) -> IntRect {
        IntRect(x: Int(r.minX * 3) - d, y: Int(r.minY * 3) - d, width: Int(r.width * 3) + 2 * d, height: Int(r.height * 3) + 2 * d)
    }

    @Test func textInksInsideItsFrameOnly() throws {
        let view = ViewNode.padding(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10),
                                    child: R.text("Hello, world", R.inter(17)))
        let (list, rendered) = try R.render(view: view, width: 200)
        let image = rendered.image, textFrame = try #require(frame(of: list))
        let total = image.count(in: IntRect(x: 0, y: 0, width: image.width, height: image.height), differingFrom: white)
        #expect(total > 300)
        #expect(image.count(in: pixelRect(textFrame, grownBy: 2), differingFrom: white) == total)
        // Ink sits on the baseline: rows just above the first baseline are inked, rows well below are not.
        guard case let .text(text) = list.items[0] else { Issue.record("expected text"); return }
        let baselineRow = Int(text.firstBaseline * 3)
        let row = IntRect(x: 0, y: baselineRow - 3, width: image.width, height: 1)
        #expect(image.count(in: row, differingFrom: white) > 20)
    }

    @Test func underlineAndStrikethroughAreDrawnAcrossEachLine() throws {
        func render(_ decorations: [TextDecoration]) throws -> (DisplayText, PixelImage) {
            let node = ViewNode.text(ResolvedText(string: "Hello", font: R.inter(17), paint: .color(.black),
                                                  decorations: decorations))
            let (list, rendered) = try R.render(view: node, width: 200)
            guard case let .text(text) = list.items[0] else { throw TextTestError.noText }
            return (text, rendered.image)
        }
        let (text, plain) = try render([])
        let (_, underlined) = try render([TextDecoration(kind: .underline, paint: .red)])
        let (_, struck) = try render([TextDecoration(kind: .strikethrough)])
        let (_, dotted) = try render([TextDecoration(kind: .underline, pattern: .dot, paint: .red)])
        try underlined.writeForInspection("text-underline")
        try struck.writeForInspection("text-strikethrough")
        try dotted.writeForInspection("text-underline-dot")
        let fullWidth = IntRect(x: 0, y: 0, width: plain.width, height: plain.height)
        func rows(_ image: PixelImage, _ from: Int, _ to: Int) -> Int {
            image.count(in: IntRect(x: 0, y: from, width: image.width, height: to - from), differingFrom: white)
        }
        // Below the baseline (plain "Hello" has no ink there) down to the frame's bottom.
        let below = (Int(text.firstBaseline * 3) + 2, Int(text.frame.maxY * 3))
        #expect(rows(plain, below.0, below.1) == 0)
        let underline = rows(underlined, below.0, below.1)
        #expect(underline >= 2 * Int(text.frame.width * 3) - 4)   // at least two rows across the text
        let stroke = try #require((below.0..<below.1).first { underlined.rgba(Int(text.frame.midX * 3), $0).g < 60 })
        #expect(underlined.rgba(Int(text.frame.midX * 3), stroke).r > 200)   // red, as asked
        // The strikethrough adds ink inside the glyphs' height only.
        #expect(struck.count(in: fullWidth, differingFrom: white) > plain.count(in: fullWidth, differingFrom: white))
        #expect(rows(struck, below.0, below.1) == 0)
        // Dots cover about a third of the line (on 1, off 2).
        let dots = rows(dotted, below.0, below.1)
        #expect(dots > underline / 5 && dots < underline / 2)
    }

    @Test func lineSpacingSeparatesLinesButNotTheLast() throws {
        func frameHeight(_ spacing: Double, _ string: String) throws -> Double {
            let node = ViewNode.text(ResolvedText(string: string, font: R.inter(17), paint: .color(.black),
                                                  lineSpacing: spacing))
            let (list, _) = try R.render(view: node, width: 200)
            guard case let .text(text) = list.items[0] else { throw TextTestError.noText }
            return text.frame.height
        }
        #expect(try frameHeight(10, "One") == frameHeight(0, "One"))
        let spaced = try frameHeight(10, "One\nTwo\nThree"), tight = try frameHeight(0, "One\nTwo\nThree")
        #expect(abs(spaced - tight - 20) <= 1.0 / 3)
    }

    @Test func stackedTextsAreOneLinePitchApart() throws {
        // Poppins' 1.6 pt line gap (16 pt) is inside each Text's height, so the stack adds none (TEXT.md §3).
        let poppins = FontDescriptor(source: .named("Poppins-Regular"), size: 16)
        let (list, _) = try R.render(view: V.vstack(R.text("Likes", poppins), R.text("Matches", poppins)), width: 200)
        let frames = list.items.compactMap { item -> Rect? in if case let .text(t) = item { return t.frame } else { return nil } }
        #expect(frames.count == 2 && frames[0].height == 24 && frames[1].minY - frames[0].minY == 24)
    }

    @Test func multiLineTextMatchesTheLaidOutLines() throws {
        let text = ViewNode.text(ResolvedText(string: "The quick brown fox jumps over the lazy dog", font: R.inter(17),
                                              paint: .color(.black), lineLimit: 2))
        let (list, rendered) = try R.render(view: text, width: 120)
        let textFrame = try #require(frame(of: list))
        let image = rendered.image
        let total = image.count(in: IntRect(x: 0, y: 0, width: image.width, height: image.height), differingFrom: white)
        #expect(image.count(in: pixelRect(textFrame, grownBy: 2), differingFrom: white) == total)
        // Both lines carry ink.
        let half = Int(textFrame.height * 3 / 2)
        #expect(image.count(in: IntRect(x: 0, y: 0, width: image.width, height: half), differingFrom: white) > 100)
        #expect(image.count(in: IntRect(x: 0, y: half, width: image.width, height: half), differingFrom: white) > 100)
    }

    @Test func gradientTextUsesTheGradientAcrossItsFrame() throws {
        let paint = ResolvedPaint.linearGradient(stops: [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                                                         GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)],
                                                 start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5))
        let (_, rendered) = try R.render(view: R.text("MMMMMMMM", R.inter(30, .black), paint), width: 300)
        let image = rendered.image
        func dominant(_ xs: Range<Int>) -> (red: Int, blue: Int) {
            var red = 0, blue = 0
            for y in 0..<image.height { for x in xs where image[x, y].alpha == 255 {
                let p = image[x, y]; if p.red > 200 && p.blue < 60 { red += 1 }; if p.blue > 200 && p.red < 60 { blue += 1 }
            } }
            return (red, blue)
        }
        let left = dominant(0..<image.width / 6), right = dominant(image.width * 5 / 6..<image.width)
        #expect(left.red > 50 && left.blue == 0, "\(left)")
        #expect(right.blue > 50 && right.red == 0, "\(right)")
    }

    @Test func emojiRendersInColour() throws {
        let (_, rendered) = try R.render(view: R.text("🎉", R.inter(40)), width: 100)
        let image = rendered.image
        let colourful = image.pixels.filter { p in
            let c = PremultipliedColor(rawValue: p).unpremultiplied
            return max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 80
        }.count
        #expect(colourful > 200)
    }

    @Test func symbolIsTintedWithItsPaint() throws {
        let view = ViewNode.image(.symbol(name: "heart.fill", font: R.inter(30), paint: .red))
        let (list, rendered) = try R.render(view: view, width: 100)
        let image = rendered.image
        let symbolFrame = try #require(frame(of: list))
        #expect(image.pixels.filter { $0 == PremultipliedColor.solidRed.rawValue }.count > 200)
        #expect(image.count(in: IntRect(x: 0, y: 0, width: image.width, height: image.height), differingFrom: white)
            == image.count(in: pixelRect(symbolFrame, grownBy: 2), differingFrom: white))
        #expect(rendered.warnings.isEmpty)
    }

    @Test func unknownSymbolWarns() throws {
        let view = ViewNode.image(.symbol(name: "no.such.symbol", font: R.inter(17), paint: .red))
        let (_, rendered) = try R.render(view: view, width: 100)
        #expect(rendered.warnings.contains { $0.contains("no.such.symbol") })
    }

    @Test func bitmapAssetIsDecodedAndStretchedIntoItsFrame() throws {
        let directory = NSTemporaryDirectory() + "render-tests-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var pixels = try PixelImage(width: 4, height: 4, color: .solidRed)
        for y in 0..<4 { for x in 2..<4 { pixels[x, y] = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255) } }
        try PNGEncoder.write(pixels, toFile: directory + "/tile@2x.png")
        let view = ViewNode.frame(width: 40, height: 20, alignment: .center,
                                  child: .image(.bitmap(R.bitmap("tile", in: directory), resizable: true)))
        let (_, rendered) = try R.render(view: view, width: 100)
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(rendered.image.rgba(10, 30) == (255, 0, 0, 255))
        #expect(rendered.image.rgba(110, 30) == (0, 0, 255, 255))
    }

    @Test func renderingIsDeterministicAcrossRunsAndThreads() async throws {
        let (list, first) = try R.render(view: RenderCompositionTests.card, width: 393)
        let fonts = try R.fonts()
        let renderer = DisplayListRenderer(fonts: fonts)
        let again = try renderer.render(list, background: .white)
        #expect(again.image == first.image)
        let concurrent = try await R.renderConcurrently(list)
        #expect(concurrent.count == 2 && concurrent.allSatisfy { $0 == first.image })
    }
}

private enum TextTestError: Error { case noText }
