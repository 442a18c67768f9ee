/// Mixing two colours, as SwiftUI's `Color.mix(with:by:in:)`.
extension SRGBColor {
    /// The colour `fraction` (0...1) of the way to `other`: in Oklab for `perceptual` (SwiftUI's
    /// default), else component-wise in gamma-encoded sRGB. Alpha mixes linearly.
    public func mixed(with other: SRGBColor, by fraction: Double, perceptual: Bool = true) -> SRGBColor {
        let t = min(max(fraction, 0), 1)
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let alpha = lerp(self.alpha, other.alpha)
        guard perceptual else {
            return SRGBColor(red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
                             alpha: alpha)
        }
        let a = Oklab(sRGB: red, green, blue), b = Oklab(sRGB: other.red, other.green, other.blue)
        let rgb = Oklab(l: lerp(a.l, b.l), a: lerp(a.a, b.a), b: lerp(a.b, b.b)).sRGB
        return SRGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }
}
