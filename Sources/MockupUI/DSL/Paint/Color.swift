import Foundation

/// A colour, as SwiftUI's `Color`: fixed sRGB components or a colour that adapts to the colour
/// scheme and tint (`.primary`, `.accentColor`, the system palette).
public struct Color: Hashable, Sendable, ShapeStyle {
    enum Provider: Hashable, Sendable {
        case fixed(RGBA)
        case adaptive(light: RGBA, dark: RGBA)
        case accent
        /// A colour set of the app's asset catalog (`Color("Brand")`).
        case asset(String)
        /// A custom style that resolves to a colour (`Color(myStyle)`).
        case style(ColorResolvingStyle)
        /// One colour per scheme where one of them depends on the environment (an asset colour, the
        /// accent), so each is resolved where it is drawn.
        indirect case perScheme(light: Color, dark: Color)
        /// `base.mix(with: other, by: fraction)` where one of them depends on the environment.
        indirect case mix(base: Color, other: Color, fraction: Double, perceptual: Bool)
    }
    let provider: Provider
    /// Multiplies the provider's alpha (`.opacity`).
    let opacityFactor: Double

    init(provider: Provider, opacity: Double = 1) {
        self.provider = provider; opacityFactor = opacity
    }

    /// The colour space of component values.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB.
        case sRGB
        /// Linear-light sRGB primaries.
        case sRGBLinear
        /// Display P3 (gamma-encoded); converted to sRGB, out-of-gamut values are clamped.
        case displayP3
    }

    /// A colour from components in `colorSpace` (sRGB by default).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        let rgb = ColorSpaceConversion.toSRGB(colorSpace, red: red, green: green, blue: blue)
        provider = .fixed(RGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: opacity))
        opacityFactor = 1
    }

    /// A grey with the given white level.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each in 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A hue that is not finite has no angle: it reads as 0 (red), as a NaN component would not draw.
        let finiteHue = hue.isFinite ? hue : 0
        let h = (finiteHue - finiteHue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - Double(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// A colour that is `light` in the light scheme and `dark` in the dark one (like UIKit's
    /// dynamic colours).
    public init(light: Color, dark: Color) {
        if light.dependsOnEnvironment || dark.dependsOnEnvironment {
            self.init(provider: .perScheme(light: light, dark: dark))
        } else {
            self.init(provider: .adaptive(light: light.rgba(in: .lightScheme), dark: dark.rgba(in: .darkScheme)))
        }
    }

    /// Whether the colour's components depend on more than the colour scheme.
    var dependsOnEnvironment: Bool {
        switch provider {
        case .fixed, .adaptive: return false
        case .accent, .asset, .style: return true
        case .perScheme(let light, let dark): return light.dependsOnEnvironment || dark.dependsOnEnvironment
        case .mix(let base, let other, _, _): return base.dependsOnEnvironment || other.dependsOnEnvironment
        }
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: provider, opacity: opacityFactor * opacity)
    }

    /// The colour's components in `environment` (colour scheme and tint applied).
    public func rgba(in environment: EnvironmentValues) -> RGBA {
        let base: RGBA
        switch provider {
        case .fixed(let rgba): base = rgba
        case .adaptive(let light, let dark): base = environment.colorScheme == .dark ? dark : light
        case .accent:
            base = environment.explicitTintColor() ?? Color.blue.rgba(in: environment)
        case .style(let style):
            base = style.rgba(in: environment)
        case .asset(let name):
            base = environment.assetCatalog.color(named: name, appearance: environment.colorScheme.assetAppearance)?.rgba(in: environment) ?? .clear
        case .perScheme(let light, let dark):
            base = (environment.colorScheme == .dark ? dark : light).rgba(in: environment)
        case .mix(let color, let other, let fraction, let perceptual):
            base = color.rgba(in: environment).mixed(with: other.rgba(in: environment), by: fraction, perceptual: perceptual)
        }
        return base.opacity(opacityFactor)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(rgba(in: environment))
    }
}

extension EnvironmentValues {
    static var lightScheme: EnvironmentValues { EnvironmentValues() }
    static var darkScheme: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return environment
    }
}

/// Colour-space conversions to gamma-encoded sRGB.
enum ColorSpaceConversion {
    static func toSRGB(_ space: Color.RGBColorSpace, red: Double, green: Double, blue: Double)
        -> (red: Double, green: Double, blue: Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encode(red), encode(green), encode(blue))
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; convert the primaries in linear light.
            let r = decode(red), g = decode(green), b = decode(blue)
            let lr = 1.2249401 * r - 0.2249404 * g
            let lg = -0.0420569 * r + 1.0420571 * g
            let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            return (clamp(encode(lr)), clamp(encode(lg)), clamp(encode(lb)))
        }
    }

    static func encode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    static func decode(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
