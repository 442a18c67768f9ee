import Foundation

/// The paint of a gauge's bar or ring: the environment's tint, except that a bare `Gradient` (or an
/// `AnyGradient`) set as the tint runs along the gauge — its first colour at the minimum, its last at
/// the maximum — as SwiftUI's gauges draw it, where elsewhere such a gradient runs from top to bottom.
/// Other styles (a colour, a `LinearGradient`) paint as `.tint` does.
struct GaugeTint: ShapeStyle {
    /// Which way the gauge runs through the bounds of the shape painted.
    enum Course: Hashable, Sendable {
        /// Along a bar from its leading edge; the shape painted is the first `fraction` of the bar.
        case bar(fraction: Double)
        /// Clockwise round the centre, from `start` to `end`.
        case arc(start: Angle, end: Angle)
    }

    let course: Course

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let tint = TintShapeStyle().resolvePaint(in: environment)
        guard environment.tint == nil, let style = environment.tintStyle, Self.isBareGradient(style),
              case let .linearGradient(stops, _, _) = tint else { return tint }
        switch course {
        case .bar(let fraction):
            // The gradient spans the whole bar, so a part of it shows the colours up to its value.
            return .linearGradient(stops: stops, start: .leading, end: UnitPoint(x: 1 / max(fraction, 1e-6), y: 0.5))
        case let .arc(start, end):
            return .conicGradient(stops: stops, center: .center, startAngle: start, endAngle: end)
        }
    }

    /// Whether `style` is a gradient with no geometry of its own.
    private static func isBareGradient(_ style: any ShapeStyle) -> Bool {
        if let erased = style as? AnyShapeStyle { return isBareGradient(erased.base) }
        return style is Gradient || style is AnyGradient
    }
}
