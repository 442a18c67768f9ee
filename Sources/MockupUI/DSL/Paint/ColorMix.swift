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
        // An asset colour or the accent is known only where the mix is drawn.
        if dependsOnEnvironment || other.dependsOnEnvironment {
            return Color(provider: .mix(base: self, other: other, fraction: fraction, perceptual: colorSpace == .perceptual))
        }
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
    /// Where neighbouring stops blend (iOS 18's `colorSpace(_:)`): the engine's Oklab unless `.device`.
    private var space = Gradient.ColorSpace.perceptual

    init(base: Color) { content = .lightened(base) }

    /// Erases a gradient.
    public init(_ gradient: Gradient) { content = .stops(gradient) }

    /// The gradient with its stops blended in `space` (iOS 18).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        var copy = self
        copy.space = space
        return copy
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: resolvedStops(in: environment), start: .top, end: .bottom)
    }

    /// The stops in this environment, blended in the gradient's colour space.
    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        let stops = stops(in: environment)
        return space == .device ? Self.deviceBlended(stops) : stops
    }

    /// The stops as the gradient or colour gives them.
    private func stops(in environment: EnvironmentValues) -> [GradientStop] {
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

    /// `stops` with the device-space (sRGB component) blend between neighbours sampled at 1/32 steps,
    /// so the engine's Oklab blend between such close samples draws the device blend.
    static func deviceBlended(_ stops: [GradientStop]) -> [GradientStop] {
        let steps = 32
        var blended: [GradientStop] = []
        for (index, stop) in stops.enumerated() {
            blended.append(stop)
            guard index + 1 < stops.count, stops[index + 1].location > stop.location else { continue }
            let next = stops[index + 1]
            for step in 1..<steps {
                let fraction = Double(step) / Double(steps)
                blended.append(GradientStop(color: stop.color.mixed(with: next.color, by: fraction, perceptual: false),
                                            location: stop.location + (next.location - stop.location) * fraction))
            }
        }
        return blended
    }
}

extension Gradient {
    /// The gradient with its stops blended in `space` (iOS 18): `.perceptual` is the engine's own
    /// Oklab blend (what iOS 17/18 draw by default, docs/RENDERING.md); `.device` blends the
    /// gamma-encoded sRGB components.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }
}
