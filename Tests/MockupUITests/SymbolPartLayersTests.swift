import MockupRaster
import MockupText
import Testing
@testable import MockupUI

/// SF's layers of symbols one Material glyph draws with a part apart (docs/SYMBOLS.md, Rendering
/// modes): the speaker of `speaker.wave.2`, the cloud of `cloud.rain`, the badge of `person.badge.plus`,
/// the arrow of `square.and.arrow.up` and the slash of `mic.slash` are the primary layer, the rest the
/// secondary one. Palette renders paint them white and green, hierarchical ones red and red at 60 %.
@MainActor @Suite struct SymbolPartLayersTests {
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let green = Color(red: 0, green: 0.5, blue: 0)
    private static let white = Color(red: 1, green: 1, blue: 1)
    private static let primary = (r: 255, g: 255, b: 255, a: 255), secondary = (r: 0, g: 128, b: 0, a: 255)

    /// A solid pixel of the monochrome render, with its place in the ink's bounds (0…1 across and down).
    private struct InkPixel { let x: Int, y: Int, fx: Double, fy: Double }

    /// The symbol at 100 pt, 1 px per point, on a transparent canvas.
    private func render<V: View>(_ view: V, _ name: String) throws -> PixelImage {
        let (_, rendered) = try R.render(view: resolveView(view.font(.system(size: 100))), width: 240, scale: 1,
                                         background: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        try rendered.image.writeForInspection(name)
        return rendered.image
    }

    /// The fully covered pixels of `name` drawn monochrome in red.
    private func ink(_ name: String) throws -> [InkPixel] {
        let image = try render(Image(systemName: name).foregroundStyle(Self.red), "parts-monochrome")
        let solid = (0..<image.height).flatMap { y in (0..<image.width).map { (x: $0, y: y) } }
            .filter { image.rgba($0.x, $0.y) == (255, 0, 0, 255) }
        let xs = solid.map(\.x), ys = solid.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return [] }
        return solid.map { InkPixel(x: $0.x, y: $0.y, fx: Double($0.x - minX) / Double(maxX - minX),
                                    fy: Double($0.y - minY) / Double(maxY - minY)) }
    }

    /// The palette render (white, green) of `name`, after checking every solid pixel is one of the two.
    private func palette(_ name: String, _ ink: [InkPixel]) throws -> PixelImage {
        let image = try render(Image(systemName: name).foregroundStyle(Self.white, Self.green), "parts-palette")
        let other = ink.filter { image.rgba($0.x, $0.y) != Self.primary && image.rgba($0.x, $0.y) != Self.secondary }
        #expect(other.isEmpty, "\(name): \(other.count) solid pixels in neither layer's style")
        return image
    }

    /// Checks that `part` holds some ink and all of it is `colour` in `image`.
    private func expect(_ part: [InkPixel], in image: PixelImage, _ colour: (r: Int, g: Int, b: Int, a: Int),
                        _ what: String) {
        let wrong = part.filter { image.rgba($0.x, $0.y) != colour }
        #expect(part.count > 50 && wrong.isEmpty, "\(what): \(wrong.count) of \(part.count) pixels not \(colour)")
    }

    @Test func theSpeakerIsPrimaryAndItsWavesSecondary() throws {
        for name in ["speaker.wave.1", "speaker.wave.2", "speaker.wave.2.fill", "speaker.wave.3.fill"] {
            let ink = try ink(name)
            let speaker = ink.filter { $0.fx < 0.45 }, outerWave = ink.filter { $0.fx > 0.85 }
            let palette = try palette(name, ink)
            expect(speaker, in: palette, Self.primary, "\(name) speaker")
            expect(outerWave, in: palette, Self.secondary, "\(name) wave")
            let hierarchical = try render(Image(systemName: name).symbolRenderingMode(.hierarchical).foregroundStyle(Self.red),
                                          "parts-hierarchical")
            expect(speaker, in: hierarchical, (255, 0, 0, 255), "\(name) speaker")
            expect(outerWave, in: hierarchical, (255, 0, 0, 153), "\(name) wave at the secondary level")
        }
    }

    @Test func theCloudIsPrimaryAndWhatFallsFromItSecondary() throws {
        // `.foregroundStyle(.white, .blue)` on `cloud.rain.fill` is a white cloud with blue rain.
        for name in ["cloud.rain", "cloud.rain.fill", "cloud.bolt.fill", "cloud.snow", "cloud.fog.fill"] {
            let ink = try ink(name)
            let palette = try palette(name, ink)
            expect(ink.filter { $0.fy < 0.6 }, in: palette, Self.primary, "\(name) cloud")
            expect(ink.filter { $0.fy > 0.8 }, in: palette, Self.secondary, "\(name) precipitation")
        }
    }

    @Test func theCloudIsPrimaryAndTheSunBehindItSecondary() throws {
        // `.foregroundStyle(.white, .yellow)` on `cloud.sun.fill` is a white cloud before a yellow sun.
        let ink = try ink("cloud.sun.fill")
        let palette = try palette("cloud.sun.fill", ink)
        expect(ink.filter { $0.fx < 0.3 && $0.fy > 0.75 }, in: palette, Self.primary, "cloud")
        expect(ink.filter { $0.fx > 0.7 && $0.fy < 0.3 }, in: palette, Self.secondary, "sun's rays")
    }

    @Test func aBadgeMarkIsPrimaryAndItsSymbolSecondary() throws {
        // Material draws the mark at the top trailing corner, clear of the person.
        for (name, corner) in [("person.badge.plus", 0.75), ("person.badge.minus", 0.75), ("person.crop.circle.badge.checkmark", 0.75),
                               ("person.2.badge.plus", 0.8)] {
            let ink = try ink(name)
            let palette = try palette(name, ink)
            expect(ink.filter { $0.fx > corner && $0.fy < 0.5 }, in: palette, Self.primary, "\(name) badge")
            expect(ink.filter { $0.fx < 0.5 }, in: palette, Self.secondary, "\(name) person")
        }
    }

    @Test func aBadgeMarkMaterialDrawsElsewhereIsPrimaryToo() throws {
        // `add_shopping_cart` draws the plus above the basket's middle, `calendar_add_on` at the bottom
        // trailing corner: the mark is the primary layer there as well, the cart or calendar secondary.
        for name in ["cart.badge.plus", "cart.badge.plus.fill"] {
            let ink = try ink(name)
            let palette = try palette(name, ink)
            expect(ink.filter { $0.fy < 0.25 && (0.4...0.75).contains($0.fx) }, in: palette, Self.primary, "\(name) plus")
            expect(ink.filter { $0.fy > 0.8 }, in: palette, Self.secondary, "\(name) wheels")
        }
        let ink = try ink("calendar.badge.plus")
        let palette = try palette("calendar.badge.plus", ink)
        expect(ink.filter { $0.fx > 0.8 && $0.fy > 0.8 }, in: palette, Self.primary, "calendar.badge.plus plus")
        expect(ink.filter { $0.fx < 0.5 && $0.fy < 0.5 }, in: palette, Self.secondary, "calendar.badge.plus calendar")
    }

    @Test func theArrowOutOfTheBoxIsPrimary() throws {
        let ink = try ink("square.and.arrow.up")
        let palette = try palette("square.and.arrow.up", ink)
        expect(ink.filter { $0.fy < 0.3 }, in: palette, Self.primary, "arrow")
        expect(ink.filter { $0.fy > 0.72 }, in: palette, Self.secondary, "box")
    }

    @Test func theSlashIsPrimaryAndTheSymbolItCrossesSecondary() throws {
        for name in ["mic.slash", "mic.slash.fill", "bell.slash", "video.slash.fill", "wifi.slash"] {
            let ink = try ink(name)
            let palette = try palette(name, ink)
            // The slash runs between the ink's top leading and bottom trailing tips.
            let start = try #require(ink.min { $0.x + $0.y < $1.x + $1.y }), end = try #require(ink.max { $0.x + $0.y < $1.x + $1.y })
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y), length = (dx * dx + dy * dy).squareRoot()
            func offLine(_ pixel: InkPixel) -> Double { abs(Double(pixel.x - start.x) * dy - Double(pixel.y - start.y) * dx) / length }
            func along(_ pixel: InkPixel) -> Double { (Double(pixel.x - start.x) * dx + Double(pixel.y - start.y) * dy) / (length * length) }
            expect(ink.filter { offLine($0) < 2 && (0.1...0.9).contains(along($0)) }, in: palette, Self.primary, "\(name) slash")
            expect(ink.filter { offLine($0) > length * 0.15 }, in: palette, Self.secondary, "\(name) symbol")
        }
    }

    @Test func aGlyphWithoutThePartStaysOneLayer() throws {
        // `trash.slash` is Material's `delete_forever` (a bin with a cross, no slash), `heart.slash.fill`
        // its solid `heart_broken` (a crack through a solid heart, no gap beside it), `cloud.heavyrain`
        // its `rainy_heavy` (streaks, no cloud): palette paints them whole in the first style.
        for name in ["trash.slash", "heart.slash.fill", "cloud.heavyrain"] {
            let ink = try ink(name)
            let palette = try palette(name, ink)
            expect(ink, in: palette, Self.primary, name)
        }
    }

    @Test func variableColourLightsTheWavesOfTheSecondaryLayerInOrder() throws {
        // speaker.wave.2.fill is Material's `volume_up`: a speaker and two waves. At 0.4 the first wave is
        // lit and the second faded — in the secondary layer as in the whole symbol.
        let ink = try ink("speaker.wave.2.fill")
        let image = try render(Image(systemName: "speaker.wave.2.fill", variableValue: 0.4).symbolRenderingMode(.hierarchical)
            .foregroundStyle(Self.red), "parts-variable")
        expect(ink.filter { $0.fx < 0.45 }, in: image, (255, 0, 0, 255), "speaker")
        expect(ink.filter { $0.fx > 0.62 && $0.fx < 0.72 && $0.fy > 0.35 && $0.fy < 0.65 }, in: image, (255, 0, 0, 153), "lit inner wave")
        expect(ink.filter { $0.fx > 0.85 }, in: image, (255, 0, 0, 46), "faded outer wave")
    }
}
