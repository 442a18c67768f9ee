import Foundation

extension SRGBColor {
    /// WCAG 2.x relative luminance of the colour's opaque sRGB value (0 black … 1 white).
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            let c = min(max(channel, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether white text reads better on the colour than black text does (WCAG contrast; the two
    /// are equal at a luminance of about 0.179).
    public var isDark: Bool { (1.05 / (relativeLuminance + 0.05)) > ((relativeLuminance + 0.05) / 0.05) }
}
