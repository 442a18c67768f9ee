import Foundation
import MockupRaster
import Testing
@testable import MockupUI

/// `redacted(reason: .placeholder)`: text lines and images become rounded bars of their size.
@MainActor @Suite struct RedactionTests {
    /// Black at the placeholder opacity (0.16) over white: 255 × 0.84.
    private let bar = (r: 214, g: 214, b: 214, a: 255), white = (r: 255, g: 255, b: 255, a: 255)

    private func render<V: View>(_ view: V, _ name: String) throws -> (DisplayList, PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view), width: 200, scale: 1)
        try rendered.image.writeForInspection(name)
        return (list, rendered.image)
    }

    private func texts(_ list: DisplayList) -> [DisplayText] {
        list.items.compactMap { if case let .text(text) = $0 { text } else { nil } }
    }

    @Test func eachLineOfARedactedTextIsABarAsWideAsTheLine() throws {
        let view = Text("Placeholder text that wraps").font(.system(size: 17)).foregroundStyle(.black)
            .lineSpacing(8).frame(width: 150, alignment: .leading).padding(10)
            .redacted(reason: .placeholder)
        let (list, image) = try render(view, "redacted-lines")
        let text = try #require(texts(list).first)
        #expect(text.text.placeholderBars == .init(paint: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.16)), cornerRadius: 4))
        #expect(text.lineCount == 2)
        #expect(list.warnings.isEmpty, "a placeholder redaction is drawn, not noted")
        // The first line's bar spans from its ascent to its descent; the rows of line spacing between
        // the two bars stay white, and so does the space after the shorter line.
        let firstBaseline = Int(text.firstBaseline)
        #expect(image.rgba(20, firstBaseline - 6) == bar)
        #expect(image.rgba(20, firstBaseline + 2) == bar)
        #expect(image.rgba(20, firstBaseline + 8) == white, "line spacing between the bars")
        #expect(image.rgba(20, firstBaseline + 18) == bar, "the second line's bar")
        let glyphInk = (0..<image.height).flatMap { y in (0..<image.width).map { x in image.rgba(x, y) } }
            .filter { $0.r < 200 }
        #expect(glyphInk.isEmpty, "no glyph is drawn")
    }

    @Test func anImageIsABarOfItsFrameAndUnredactedContentIsDrawn() throws {
        let view = HStack(spacing: 10) {
            Image(systemName: "star.fill").font(.system(size: 20)).foregroundStyle(.black)
            Text("Kept").foregroundStyle(.black).unredacted()
        }
        .padding(10).redacted(reason: .placeholder)
        let (list, image) = try render(view, "redacted-image")
        let frames = list.items.compactMap { if case let .shape(shape) = $0 { shape.frame } else { nil } }
        let symbol = try #require(frames.first)
        #expect(image.rgba(Int(symbol.midX), Int(symbol.midY)) == bar)
        #expect(image.rgba(Int(symbol.minX), Int(symbol.minY)).r > 240, "a rounded corner")
        let kept = try #require(texts(list).first)
        #expect(kept.text.placeholderBars == nil)
        let inked = (Int(kept.frame.minX)..<Int(kept.frame.maxX)).contains { x in
            (Int(kept.frame.minY)..<Int(kept.frame.maxY)).contains { image.rgba(x, $0).r < 100 }
        }
        #expect(inked, "unredacted() draws its text's glyphs")
    }

    @Test func aPrivacyRedactionHidesOnlyPrivacySensitiveContent() throws {
        let view = VStack {
            Text("Name").foregroundStyle(.black)
            Text("123 456").foregroundStyle(.black).privacySensitive()
            Text("Shown").foregroundStyle(.black).privacySensitive(false)
        }
        .redacted(reason: .privacy)
        let (list, _) = try render(view, "redacted-privacy")
        #expect(texts(list).map { $0.text.placeholderBars != nil } == [false, true, false])
        #expect(list.warnings.isEmpty, "\(list.warnings)")
        let (unredacted, _) = try render(Text("123 456").privacySensitive(), "privacy-sensitive-unredacted")
        #expect(texts(unredacted).first?.text.placeholderBars == nil, "drawn as is without a privacy redaction")
    }

    @Test func anInvalidatedRedactionIsNoted() throws {
        let (list, _) = try render(Text("Stale").redacted(reason: .invalidated), "redacted-invalidated")
        #expect(texts(list).first?.text.placeholderBars == nil)
        #expect(list.warnings.contains { $0.contains("redacted(reason: .invalidated)") })
    }
}
