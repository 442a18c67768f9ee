/// A shape style with its opacity multiplied (`.ultraThinMaterial.opacity(0.8)`, `.tint.opacity(0.2)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: _ShapeStyleWrapper {
    let base: Base
    let opacity: Double

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        switch base.resolvePaint(in: environment) {
        case .color(let color):
            return .color(color.opacity(opacity))
        case let .linearGradient(stops, start, end):
            return .linearGradient(stops: faded(stops), start: start, end: end)
        case let .radialGradient(stops, center, startRadius, endRadius):
            return .radialGradient(stops: faded(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case let .ellipticalGradient(stops, center, startFraction, endFraction):
            return .ellipticalGradient(stops: faded(stops), center: center, startRadiusFraction: startFraction,
                                       endRadiusFraction: endFraction)
        case let .conicGradient(stops, center, startAngle, endAngle):
            return .conicGradient(stops: faded(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        case var .meshGradient(mesh):
            mesh.colors = mesh.colors.map { $0.opacity(opacity) }
            mesh.background = mesh.background.opacity(opacity)
            return .meshGradient(mesh)
        case var .image(pattern):
            pattern.opacity *= opacity
            return .image(pattern)
        }
    }

    public var _wrapped: any ShapeStyle { base }

    private func faded(_ stops: [GradientStop]) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.opacity(opacity), location: $0.location) }
    }
}

extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> { _OpacityShapeStyle(base: self, opacity: opacity) }
}
