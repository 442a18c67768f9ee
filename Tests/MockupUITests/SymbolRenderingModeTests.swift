import Foundation
import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// `symbolRenderingMode`, palette foreground styles and `imageScale` on real symbol renders: an
/// enclosure symbol (`checkmark.circle.fill`: a disc with the check knocked out) has two layers, a
/// plain one (`heart.fill`) one.
@MainActor @Suite struct SymbolRenderingModeTests {
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let green = Color(red: 0, green: 0.5, blue: 0)
    private static let white = Color(red: 1, green: 1, blue: 1)

    /// The symbol at 100 pt, 1 px per point, on a transparent canvas.
    private func render<V: View>(_ view: V, _ name: String) throws -> (frame: Rect, image: PixelImage) {
        let (list, rendered) = try R.render(view: resolveView(view.font(.system(size: 100))), width: 200, scale: 1,
                                            background: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        try rendered.image.writeForInspection(name)
        let frames = list.allItems.compactMap { if case let .symbol(s) = $0 { return s.frame } else { return nil } }
        return (try #require(frames.first), rendered.image)
    }

    /// In the monochrome render of `checkmark.circle.fill`: a pixel of the disc and one of the
    /// knocked-out check (transparent, inside the middle of the disc).
    private func discAndCheck() throws -> (disc: (Int, Int), check: (Int, Int)) {
        let (frame, image) = try render(Image(systemName: "checkmark.circle.fill").foregroundStyle(Self.red), "mode-probe")
        let cx = Int(frame.midX), cy = Int(frame.midY), r = Int(frame.height * 0.25)
        let disc = (cx, Int(frame.minY + frame.height * 0.15))
        #expect(image.rgba(disc.0, disc.1) == (255, 0, 0, 255))
        for y in (cy - r)...(cy + r) {
            for x in (cx - r)...(cx + r) where image.rgba(x, y).a == 0 { return (disc, (x, y)) }
        }
        Issue.record("no knocked-out check pixel in the middle of the disc")
        return (disc, (cx, cy))
    }

    @Test func monochromeKnocksTheCheckOutOfTheDisc() throws {
        let (disc, check) = try discAndCheck()
        let (_, image) = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.monochrome)
            .foregroundStyle(Self.red), "mode-monochrome")
        #expect(image.rgba(disc.0, disc.1) == (255, 0, 0, 255))
        #expect(image.rgba(check.0, check.1).a == 0)
    }

    @Test func hierarchicalPaintsTheDiscAtTheSecondaryLevel() throws {
        let (disc, check) = try discAndCheck()
        let (_, image) = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(Self.red), "mode-hierarchical")
        #expect(image.rgba(check.0, check.1) == (255, 0, 0, 255))
        // The secondary level of an explicit colour is that colour at 60 %.
        #expect(image.rgba(disc.0, disc.1) == (255, 0, 0, 153))
    }

    @Test func paletteTakesTheCheckFromTheFirstStyleAndTheDiscFromTheSecond() throws {
        let (disc, check) = try discAndCheck()
        let symbol = Image(systemName: "checkmark.circle.fill")
        let (_, explicit) = try render(symbol.symbolRenderingMode(.palette).foregroundStyle(Self.white, Self.green), "mode-palette")
        #expect(explicit.rgba(check.0, check.1) == (255, 255, 255, 255))
        #expect(explicit.rgba(disc.0, disc.1) == (0, 128, 0, 255))
        // Two foreground styles pick the palette mode when none is set; three paint the same two layers.
        #expect(try render(symbol.foregroundStyle(Self.white, Self.green), "mode-automatic").image == explicit)
        #expect(try render(symbol.foregroundStyle(Self.white, Self.green, Self.red), "mode-three").image == explicit)
    }

    @Test func aMarkKnockedOutOfAContainerIsThePrimaryLayer() throws {
        // `checkmark.seal.fill` is Material's filled `verified`, `exclamationmark.triangle.fill` its
        // filled `warning`: the mark is a hole in the solid; palette paints the hole in the first style.
        for name in ["checkmark.seal.fill", "exclamationmark.triangle.fill"] {
            let symbol = Image(systemName: name)
            let (frame, monochrome) = try render(symbol.foregroundStyle(Self.red), "container-monochrome")
            let pixels = (Int(frame.minY)..<Int(frame.maxY)).flatMap { y in (Int(frame.minX)..<Int(frame.maxX)).map { (x: $0, y: y) } }
            let solid = pixels.filter { monochrome.rgba($0.x, $0.y) == (255, 0, 0, 255) }
            let clear = pixels.filter { monochrome.rgba($0.x, $0.y).a == 0 }
            let (_, palette) = try render(symbol.foregroundStyle(Self.white, Self.green), "container-palette")
            #expect(solid.count > 1000 && solid.allSatisfy { palette.rgba($0.x, $0.y) == (0, 128, 0, 255) }, "\(name)")
            // The holes are white now; outside the container stays clear.
            let marked = clear.filter { palette.rgba($0.x, $0.y) == (255, 255, 255, 255) }
            #expect(marked.count > 100, "\(name): \(marked.count) mark pixels")
            #expect(palette.rgba(Int(frame.minX), Int(frame.minY)).a == 0 && palette.rgba(Int(frame.maxX) - 1, Int(frame.maxY) - 1).a == 0)
        }
        // A symbol with no container keeps one layer: palette paints it all in the first style.
        let (_, heart) = try render(Image(systemName: "heart.fill").foregroundStyle(Self.white, Self.green), "heart-palette")
        #expect(!(0..<heart.height).contains { y in (0..<heart.width).contains { heart.rgba($0, y) == (0, 128, 0, 255) } })
    }

    @Test func aBadgeDotIsThePrimaryLayer() throws {
        // `bell.badge` is Material's `notifications_unread`: a bell with a dot apart at its top trailing
        // corner. SF layers the dot first, so `.foregroundStyle(.red, .black)` is a red dot on a black bell.
        for name in ["bell.badge", "bell.badge.fill", "app.badge", "envelope.badge.fill", "message.badge"] {
            let symbol = Image(systemName: name)
            let (frame, monochrome) = try render(symbol.foregroundStyle(Self.red), "badge-monochrome")
            let (_, palette) = try render(symbol.symbolRenderingMode(.palette).foregroundStyle(Self.white, Self.green), "badge-palette")
            let pixels = (Int(frame.minY)..<Int(frame.maxY)).flatMap { y in (Int(frame.minX)..<Int(frame.maxX)).map { (x: $0, y: y) } }
            let inked = pixels.filter { monochrome.rgba($0.x, $0.y) == (255, 0, 0, 255) }
            let dot = inked.filter { palette.rgba($0.x, $0.y) == (255, 255, 255, 255) }
            let rest = inked.filter { palette.rgba($0.x, $0.y) == (0, 128, 0, 255) }
            // Every solid pixel is one layer or the other; the dot is a small part in the top trailing quarter.
            #expect(dot.count + rest.count == inked.count, "\(name)")
            #expect(dot.count > 200 && dot.count * 2 < rest.count, "\(name): dot \(dot.count), rest \(rest.count)")
            #expect(dot.allSatisfy { Double($0.x) > frame.midX && Double($0.y) < frame.midY }, "\(name)")
        }
    }

    @Test func anOutlinedCircleGlyphSplitsIntoRingAndSymbol() throws {
        // `checkmark.circle` is Material's one `check_circle` glyph: a ring 12 pt wide at 100 pt
        // (2/24 of the 144 pt em) around the check.
        let symbol = Image(systemName: "checkmark.circle")
        let (frame, monochrome) = try render(symbol.foregroundStyle(Self.red), "outline-monochrome")
        let cx = Int(frame.midX), cy = Int(frame.midY), r = Int(frame.height * 0.25)
        let ring = (cx, Int(frame.minY) + 6)
        #expect(monochrome.rgba(ring.0, ring.1) == (255, 0, 0, 255))
        let inside = (cy - r...cy + r).flatMap { y in (cx - r...cx + r).map { (x: $0, y: y) } }
        let check = try #require(inside.first { monochrome.rgba($0.x, $0.y).a == 255 })
        let (_, palette) = try render(symbol.foregroundStyle(Self.white, Self.green), "outline-palette")
        #expect(palette.rgba(check.x, check.y) == (255, 255, 255, 255))
        #expect(palette.rgba(ring.0, ring.1) == (0, 128, 0, 255))
        #expect(palette.rgba(cx, Int(frame.minY) + 16).a == 0)
    }

    @Test func hierarchicalFadesAGradientForegroundToo() throws {
        let (disc, check) = try discAndCheck()
        let gradient = LinearGradient(colors: [Self.red, Self.red], startPoint: .top, endPoint: .bottom)
        let (_, image) = try render(Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
            .foregroundStyle(gradient), "mode-hierarchical-gradient")
        #expect(image.rgba(check.0, check.1) == (255, 0, 0, 255))
        #expect(image.rgba(disc.0, disc.1) == (255, 0, 0, 153))
    }

    @Test func theImagesOwnModeWinsOverTheEnvironments() throws {
        let hierarchical: Image = Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
        let monochrome: Image = Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.monochrome)
        let expected = try render(hierarchical.foregroundStyle(Self.red), "image-mode-h").image
        #expect(try render(hierarchical.foregroundStyle(Self.red).symbolRenderingMode(.monochrome), "image-mode-over").image == expected)
        #expect(try render(monochrome.foregroundStyle(Self.red), "image-mode-m").image != expected)
    }

    @Test func paletteWithOneStyleDerivesTheDiscFromIt() throws {
        let symbol = Image(systemName: "checkmark.circle.fill")
        let one = try render(symbol.symbolRenderingMode(.palette).foregroundStyle(Self.red), "mode-palette-one").image
        let hierarchical = try render(symbol.symbolRenderingMode(.hierarchical).foregroundStyle(Self.red), "mode-h").image
        #expect(one == hierarchical)
    }

    @Test func multicolorAndASingleStyleAfterAPaletteDrawMonochrome() throws {
        let symbol = Image(systemName: "checkmark.circle.fill")
        let monochrome = try render(symbol.foregroundStyle(Self.red), "mode-mono").image
        #expect(try render(symbol.symbolRenderingMode(.multicolor).foregroundStyle(Self.red), "mode-multicolor").image == monochrome)
        #expect(try render(symbol.foregroundStyle(Self.red).foregroundStyle(Self.white, Self.green), "mode-reset").image == monochrome)
    }

    @Test func aPlainSymbolIsOneLayerInEveryMode() throws {
        let heart = Image(systemName: "heart.fill")
        let (frame, monochrome) = try render(heart.foregroundStyle(Self.red), "heart-monochrome")
        #expect(monochrome.rgba(Int(frame.midX), Int(frame.midY)) == (255, 0, 0, 255))
        #expect(try render(heart.symbolRenderingMode(.hierarchical).foregroundStyle(Self.red), "heart-h").image == monochrome)
        #expect(try render(heart.foregroundStyle(Self.red, Self.green), "heart-palette").image == monochrome)
    }

    @Test func imageScaleSizesTheSymbolByApplesFactors() throws {
        // 100 pt: the medium box is 120 pt tall; small is about 20 % smaller, large about 30 % larger
        // (NSImage.SymbolScale, docs/SYMBOLS.md).
        let symbol = Image(systemName: "checkmark.circle.fill")
        #expect(try render(symbol, "scale-medium").frame.height == 120)
        #expect(try render(symbol.imageScale(.small), "scale-small").frame.height == 96)
        #expect(try render(symbol.imageScale(.large), "scale-large").frame.height == 156)
        #expect(EnvironmentValues().imageScale == .medium)
    }
}
