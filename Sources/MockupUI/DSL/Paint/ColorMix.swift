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

/// A type-erased gradient (iOS 16): the gentle gradient `Color.gradient` returns (the colour
/// lightened at the top, the colour itself at the bottom; docs/API-SHIMS.md), or any `Gradient`. As a
/// style it runs top to bottom; `.linearGradient(_:startPoint:endPoint:)` and its siblings give it
/// another geometry.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
    private enum Content: Hashable, Sendable {
        case lightened(Color)
        case stops(Gradient)
    }
    private let content: Content

    init(base: Color) { content = .lightened(base) }

    /// Erases a gradient.
    public init(_ gradient: Gradient) { content = .stops(gradient) }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: resolvedStops(in: environment), start: .top, end: .bottom)
    }

    /// The stops in this environment.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        switch content {
        case .stops(let gradient):
            return gradient.resolvedStops(in: environment)
        case .lightened(let base):
            let bottom = base.rgba(in: environment)
            let top = bottom.mixed(with: RGBA(red: 1, green: 1, blue: 1, alpha: bottom.alpha), by: Self.topLightening)
            return [GradientStop(color: top, location: 0), GradientStop(color: bottom, location: 1)]
        }
    }

    /// How far the top colour is mixed towards white (Oklab).
    static let topLightening = 0.12
}
