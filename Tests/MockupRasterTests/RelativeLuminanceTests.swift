import Testing
import MockupRaster

/// WCAG relative luminance and the dark test that picks white over black text.
struct RelativeLuminanceTests {
    @Test func luminanceRunsFromBlackToWhite() {
        #expect(SRGBColor.black.relativeLuminance == 0 && SRGBColor.white.relativeLuminance == 1)
        // #777777: 0.1845, the sRGB grey nearest the white/black crossover (0.179).
        #expect(abs(SRGBColor(r8: 0x77, 0x77, 0x77).relativeLuminance - 0.1845) < 0.0005)
    }

    @Test func darkMeansWhiteTextReadsBetter() {
        #expect(SRGBColor(r8: 0x12, 0x12, 0x12).isDark)
        // #757575 (0.178): white 4.61:1 beats black 4.56:1; #777777 (0.1845): black 4.69:1 beats white 4.48:1.
        #expect(SRGBColor(r8: 0x75, 0x75, 0x75).isDark)
        #expect(!SRGBColor(r8: 0x77, 0x77, 0x77).isDark && !SRGBColor.white.isDark)
    }

    @Test func contrastRatiosAreWCAGs() {
        #expect(SRGBColor.black.contrastRatio(with: .white) == 21)
        // #767676 on white: 4.54:1, the lightest grey that passes AA.
        #expect(abs(SRGBColor(r8: 0x76, 0x76, 0x76).contrastRatio(with: .white) - 4.54) < 0.005)
    }

    /// An image's strongest contrast with a background: its pixels composited over it, so a
    /// translucent white on white is 1 and on black is not.
    @Test func anImagesStrongestContrastIsItsMostDistinctPixel() throws {
        var image = try PixelImage(width: 4, height: 1, color: PremultipliedColor(.white))
        #expect(image.strongestContrast(against: .white) == 1)
        image[1, 0] = PremultipliedColor(SRGBColor.white.opacity(0.5))
        #expect(image.strongestContrast(against: .white) == 1)
        image[2, 0] = PremultipliedColor(SRGBColor(r8: 0x76, 0x76, 0x76))
        #expect(abs(image.strongestContrast(against: .white) - 4.54) < 0.005)
        image[3, 0] = PremultipliedColor(.black)
        #expect(image.strongestContrast(against: .white) == 21)
        let translucent = try PixelImage(width: 1, height: 1, color: PremultipliedColor(SRGBColor.white.opacity(0.5)))
        // 50 % white over black is #808080 (0.2158): (0.2158 + 0.05) / 0.05.
        #expect(abs(translucent.strongestContrast(against: .black) - 5.32) < 0.01)
    }
}
