import MockupRaster

extension Gradient {
    /// How colours are interpolated (`Color.mix(with:by:in:)`, gradients' `colorSpace`).
    public enum ColorSpace: Hashable, Sendable {
        /// Component-wise in the device (sRGB) space.
        case device
        /// In a perceptual space (Oklab).
        case perceptual
    }
}

extension Color {
    /// This colour mixed `fraction` of the way to `other` (iOS 18), per colour scheme.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        func mixed(_ environment: EnvironmentValues) -> RGBA {
            rgba(in: environment).mixed(with: other.rgba(in: environment), by: fraction,
                                           perceptual: colorSpace == .perceptual)
        }
        return Color(provider: .adaptive(light: mixed(.lightScheme), dark: mixed(.darkScheme)))
    }

    /// A gentle top-to-bottom gradient of this colour (`Color.red.gradient`, iOS 16).
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

/// The gradient `Color.gradient` returns: the colour lightened at the top, the colour itself at the
/// bottom (docs/API-SHIMS.md).
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    let base: Color

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let bottom = base.rgba(in: environment)
        let top = bottom.mixed(with: RGBA(red: 1, green: 1, blue: 1, alpha: bottom.alpha), by: Self.topLightening)
        return .linearGradient(stops: [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)],
                               start: .top, end: .bottom)
    }

    /// How far the top colour is mixed towards white (Oklab).
    static let topLightening = 0.12
}
