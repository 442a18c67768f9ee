/// A straight-alpha, gamma-encoded sRGB colour with components in 0...1 (SwiftUI's `.sRGB` values).
public struct SRGBColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From 8-bit channel values (0...255), e.g. `SRGBColor(r8: 0, 122, 255)`.
    public init(r8 red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }
    public static let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = SRGBColor(red: 0, green: 0, blue: 0)
    public static let white = SRGBColor(red: 1, green: 1, blue: 1)
    /// The colour with its alpha multiplied by `k`.
    public func opacity(_ k: Double) -> SRGBColor { SRGBColor(red: red, green: green, blue: blue, alpha: alpha * k) }
}

/// The canvas pixel format: premultiplied, gamma-encoded sRGB RGBA8 packed into a `UInt32`
/// with R in the low byte and A in the high byte (little-endian memory order R, G, B, A).
///
/// Every colour channel is at most the alpha; all compositing code relies on that invariant.
public struct PremultipliedColor: Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// From premultiplied 8-bit channels; channels above `alpha` are clamped to it.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let r = UInt32(min(red, alpha)), g = UInt32(min(green, alpha)), b = UInt32(min(blue, alpha))
        rawValue = r | g << 8 | b << 16 | UInt32(alpha) << 24
    }

    /// Premultiplies a straight-alpha colour: alpha is rounded to 8 bits first, then each channel
    /// is scaled by it and rounded to nearest. Out-of-range values are clamped and NaN counts as 0.
    public init(_ color: SRGBColor) {
        let a8 = (unitClamp(color.alpha) * 255).rounded()
        func channel(_ c: Double) -> UInt32 { UInt32((unitClamp(c) * a8).rounded()) }
        rawValue = channel(color.red) | channel(color.green) << 8 | channel(color.blue) << 16 | UInt32(a8) << 24
    }

    public var red: UInt8 { UInt8(truncatingIfNeeded: rawValue) }
    public var green: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 8) }
    public var blue: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 16) }
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 24) }
    public var isOpaque: Bool { rawValue >> 24 == 255 }

    /// The straight-alpha 8-bit channels (r, g, b, a), each colour channel rounded to nearest.
    public var unpremultiplied: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let straight = unpremultiply(rawValue)
        return (UInt8(truncatingIfNeeded: straight), UInt8(truncatingIfNeeded: straight >> 8),
                UInt8(truncatingIfNeeded: straight >> 16), alpha)
    }

    public static let clear = PremultipliedColor(rawValue: 0)
    public static let black = PremultipliedColor(rawValue: 0xFF00_0000)
    public static let white = PremultipliedColor(rawValue: 0xFFFF_FFFF)
}

/// Clamps to 0...1, mapping NaN to 0.
@inline(__always) func unitClamp(_ v: Double) -> Double { v > 0 ? (v < 1 ? v : 1) : 0 }
