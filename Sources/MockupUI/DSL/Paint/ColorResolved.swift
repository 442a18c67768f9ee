import Foundation

extension Color {
    /// A colour's concrete components in one environment (iOS 17): gamma-encoded sRGB, with the
    /// linear-light values beside them.
    public struct Resolved: Hashable, Sendable, ShapeStyle {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        /// Components in `colorSpace` (converted to sRGB).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let rgb = ColorSpaceConversion.toSRGB(colorSpace, red: Double(red), green: Double(green), blue: Double(blue))
            self.red = Float(rgb.red); self.green = Float(rgb.green); self.blue = Float(rgb.blue)
            self.opacity = opacity
        }

        public var linearRed: Float {
            get { Float(ColorSpaceConversion.decode(Double(red))) }
            set { red = Float(ColorSpaceConversion.encode(Double(newValue))) }
        }
        public var linearGreen: Float {
            get { Float(ColorSpaceConversion.decode(Double(green))) }
            set { green = Float(ColorSpaceConversion.encode(Double(newValue))) }
        }
        public var linearBlue: Float {
            get { Float(ColorSpaceConversion.decode(Double(blue))) }
            set { blue = Float(ColorSpaceConversion.encode(Double(newValue))) }
        }

        var rgba: RGBA { RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)) }

        public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(rgba) }
    }

    /// The colour's components in `environment` (scheme, tint and opacity applied).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let rgba = rgba(in: environment)
        return Resolved(red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.alpha))
    }

    /// A colour with fixed resolved components.
    public init(_ resolved: Resolved) {
        self.init(provider: .fixed(resolved.rgba))
    }
}
