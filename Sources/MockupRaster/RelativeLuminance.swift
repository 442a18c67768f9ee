import Foundation

extension SRGBColor {
    /// WCAG 2.x relative luminance of the colour's opaque sRGB value (0 black … 1 white).
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
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

    /// A gamma-encoded sRGB channel (0…1) as linear light.
    static func linear(_ channel: Double) -> Double {
        let c = min(max(channel, 0), 1)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

extension PixelImage {
    /// The largest WCAG contrast ratio between any pixel, composited over `background`, and
    /// `background` itself: about 1 when nothing in the image shows against that colour (white
    /// drawn on white), 21 for black on white.
    public func strongestContrast(against background: SRGBColor) -> Double {
        let linear = (0...255).map { SRGBColor.linear(Double($0) / 255) }
        let backgroundLuminance = background.relativeLuminance
        let backdrop = PremultipliedColor(SRGBColor(red: background.red, green: background.green, blue: background.blue))
        var lowest = backgroundLuminance, highest = backgroundLuminance
        for raw in pixels {
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
