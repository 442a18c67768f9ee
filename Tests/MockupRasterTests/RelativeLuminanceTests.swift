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
}
