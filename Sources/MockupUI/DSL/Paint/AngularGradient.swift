import Foundation

/// A conic gradient around `center` (`AngularGradient`, also `conicGradient`): colours swept clockwise
/// from `startAngle` (0 = the trailing side) to `endAngle`. Equal angles sweep one full turn; a
/// shorter sweep fills the rest with the last colour, then the first, switching halfway (Apple's
/// documented rule).
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
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .conicGradient(stops: gradient.resolvedStops(in: environment), center: center, startAngle: startAngle,
                       endAngle: endAngle)
    }
}

/// An elliptical gradient filling the shape's frame: a radial gradient in the frame's unit square, so
/// `endRadiusFraction` 0.5 reaches the frame's edges.
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
        .ellipticalGradient(stops: gradient.resolvedStops(in: environment), center: center,
                            startRadiusFraction: Double(startRadiusFraction), endRadiusFraction: Double(endRadiusFraction))
    }
}

extension AngularGradient: View, ShapeStyleView { public typealias Body = Never }
extension EllipticalGradient: View, ShapeStyleView { public typealias Body = Never }
