import Foundation

/// A conic gradient around `center` (`AngularGradient`, also `conicGradient`). The rasterizer has no
/// conic paint yet, so it is drawn as a linear gradient across the shape with the same stops, with a
/// render note.
public struct AngularGradient: Hashable, Sendable, ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: gradient.resolvedStops(in: environment), start: .leading, end: .trailing)
    }

    public var _renderNote: String? { "AngularGradient (drawn as a linear gradient)" }
}

/// An elliptical gradient filling the shape's frame. Drawn as a radial gradient whose radii are the
/// fractions of 100 points, with a render note (the rasterizer's radial paint is circular and in points).
public struct EllipticalGradient: Hashable, Sendable, ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(stops: gradient.resolvedStops(in: environment), center: center,
                        startRadius: Double(startRadiusFraction) * 200, endRadius: Double(endRadiusFraction) * 200)
    }

    public var _renderNote: String? { "EllipticalGradient (drawn as a circular radial gradient)" }
}

extension AngularGradient: View, ShapeStyleView { public typealias Body = Never }
extension EllipticalGradient: View, ShapeStyleView { public typealias Body = Never }
