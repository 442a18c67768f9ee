import Foundation
import MockupRaster

/// WCAG 2.x contrast: relative luminance of sRGB colours and the (L1 + 0.05) / (L2 + 0.05) ratio.
public enum ContrastRatio {
    /// The WCAG rating of a ratio for normal-size text (large text passes AA at 3:1).
    public enum Rating: String, Sendable {
        case aaa = "AAA", aa = "AA", aaLarge = "AA Large", fail = "Fail"

        public init(ratio: Double) {
            // Ratios are compared as WCAG tools display them, to two decimals (4.499 fails AA).
            let rounded = (ratio * 100).rounded(.down) / 100
            self = rounded >= 7 ? .aaa : rounded >= 4.5 ? .aa : rounded >= 3 ? .aaLarge : .fail
        }
    }

    /// The contrast ratio (1…21) of `foreground` over `background`; a translucent foreground is
    /// first composited over the (opaque) background.
    public static func ratio(_ foreground: SRGBColor, on background: SRGBColor) -> Double {
        composite(foreground, over: background).contrastRatio(with: background)
    }

    /// Source-over of a straight-alpha colour on an opaque one (in gamma-encoded sRGB, as iOS blends).
    public static func composite(_ color: SRGBColor, over background: SRGBColor) -> SRGBColor {
        let a = min(max(color.alpha, 0), 1)
        return SRGBColor(red: color.red * a + background.red * (1 - a), green: color.green * a + background.green * (1 - a),
                         blue: color.blue * a + background.blue * (1 - a))
    }
}
