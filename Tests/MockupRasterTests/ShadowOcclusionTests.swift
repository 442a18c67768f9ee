import Testing
@testable import MockupRaster

/// `drawShadow(of:hidden:)` skips the rectangle the caster will cover, and changes nothing else.
struct ShadowOcclusionTests {
    @Test func hiddenRectIsLeftUntouchedAndTheRestMatches() throws {
        let card = Path(roundedRect: Rect(x: 40, y: 40, width: 120, height: 80), cornerRadius: 12)
        let shadow = DropShadow(color: PremultipliedColor(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)), sigma: 10,
                                offset: Point(0, 6))
        let plain = try Canvas(width: 200, height: 160, background: .white)
        plain.drawShadow(of: card, shadow: shadow)
        let occluded = try Canvas(width: 200, height: 160, background: .white)
        let hidden = Rect(x: 60.5, y: 40.2, width: 80, height: 79.6)
        occluded.drawShadow(of: card, shadow: shadow, hidden: hidden)
        let inside = IntRect(inside: hidden)
        #expect(inside == IntRect(x: 61, y: 41, width: 79, height: 78))
        var changedInside = 0, differentOutside = 0
        for y in 0..<160 {
            for x in 0..<200 {
                let isInside = x >= inside.x && x < inside.maxX && y >= inside.y && y < inside.maxY
                if isInside, occluded.image[x, y] != .white { changedInside += 1 }
                if !isInside, occluded.image[x, y] != plain.image[x, y] { differentOutside += 1 }
            }
        }
        #expect(changedInside == 0)
        #expect(differentOutside == 0)
        #expect(plain.image[100, 80] != .white)   // without it the shadow shows there
    }

    @Test func insideRoundsInwardAndEmptyWhenNoWholePixel() {
        #expect(IntRect(inside: Rect(x: 0.5, y: 0.5, width: 0.8, height: 3)).isEmpty)
        #expect(IntRect(inside: Rect(x: -1.5, y: 2, width: 4, height: 2.9)) == IntRect(x: -1, y: 2, width: 3, height: 2))
        #expect(IntRect(inside: Rect(x: .nan, y: 0, width: 1, height: 1)).width <= 1)
    }
}
