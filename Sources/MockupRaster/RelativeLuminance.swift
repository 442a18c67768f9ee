import Foundation

extension SRGBColor {
    /// WCAG 2.x relative luminance of the colour's opaque sRGB value (0 black … 1 white).
    public var relativeLuminance: Double {
        0.2126 * Oklab.linearize(unitClamp(red)) + 0.7152 * Oklab.linearize(unitClamp(green)) + 0.0722 * Oklab.linearize(unitClamp(blue))
    }

    /// Whether white text reads better on the colour than black text does (WCAG contrast; the two
    /// are equal at a luminance of about 0.179).
    public var isDark: Bool { (1.05 / (relativeLuminance + 0.05)) > ((relativeLuminance + 0.05) / 0.05) }

    /// The WCAG 2.x contrast ratio (1…21) of the two colours' opaque values:
    /// (L1 + 0.05) / (L2 + 0.05) of the lighter and the darker relative luminance.
    public func contrastRatio(with other: SRGBColor) -> Double {
        Self.contrastRatio(relativeLuminance, other.relativeLuminance)
    }

    static func contrastRatio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// How different the two colours look: their Euclidean distance in Oklab (about 0.02 for a
    /// near-white surface on white, 0.2 for a yellow on white, 0.7 for a deep purple on white).
    public func perceptualDistance(to other: SRGBColor) -> Double {
        let a = Oklab(sRGB: unitClamp(red), unitClamp(green), unitClamp(blue))
        let b = Oklab(sRGB: unitClamp(other.red), unitClamp(other.green), unitClamp(other.blue))
        return ((a.l - b.l) * (a.l - b.l) + (a.a - b.a) * (a.a - b.a) + (a.b - b.b) * (a.b - b.b)).squareRoot()
    }
}

extension PixelImage {
    /// The largest WCAG contrast ratio between any pixel, composited over `background`, and
    /// `background` itself: about 1 when nothing in the image shows against that colour (white
    /// drawn on white), 21 for black on white. `rows` limits it to those rows (all by default).
    public func strongestContrast(against background: SRGBColor, rows: Range<Int>? = nil) -> Double {
        let linear = (0...255).map { Oklab.linearize(Double($0) / 255) }
        let backgroundLuminance = background.relativeLuminance
        let backdrop = PremultipliedColor(SRGBColor(red: background.red, green: background.green, blue: background.blue))
        var lowest = backgroundLuminance, highest = backgroundLuminance
        let rows = (rows ?? 0..<height).clamped(to: 0..<height)
        for raw in pixels[rows.lowerBound * width..<rows.upperBound * width] {
            let pixel = PremultipliedColor(rawValue: raw)
            // Premultiplied source-over an opaque backdrop, per channel in 8-bit sRGB.
            let cover = 255 - Int(pixel.alpha)
            func channel(_ source: UInt8, _ under: UInt8) -> Double {
                linear[min(255, Int(source) + (Int(under) * cover + 127) / 255)]
            }
            let luminance = 0.2126 * channel(pixel.red, backdrop.red) + 0.7152 * channel(pixel.green, backdrop.green)
                + 0.0722 * channel(pixel.blue, backdrop.blue)
            lowest = min(lowest, luminance)
            highest = max(highest, luminance)
        }
        return max(SRGBColor.contrastRatio(lowest, backgroundLuminance), SRGBColor.contrastRatio(highest, backgroundLuminance))
    }
}
