import Foundation

/// The gradient shape styles named by a leading dot (iOS 15/16): `.fill(.linearGradient(colors:
/// startPoint:endPoint:))`, `.radialGradient`, `.ellipticalGradient`, `.angularGradient` and
/// `.conicGradient`, from a `Gradient`, colours, stops, or an `AnyGradient` (`Color.red.gradient`).

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
    /// An `AnyGradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        PlacedAnyGradient(gradient: gradient, placement: .linear(startPoint, endPoint))
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// An `AnyGradient` in circles around `center`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
                                      endRadius: CGFloat) -> some ShapeStyle {
        PlacedAnyGradient(gradient: gradient, placement: .radial(center, startRadius, endRadius))
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An `AnyGradient` in ellipses filling the shape.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
        PlacedAnyGradient(gradient: gradient, placement: .elliptical(center, startRadiusFraction, endRadiusFraction))
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// One full turn starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    /// An `AnyGradient` swept from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle,
                                       endAngle: Angle) -> some ShapeStyle {
        PlacedAnyGradient(gradient: gradient, placement: .angular(center, startAngle, endAngle))
    }
    /// An `AnyGradient` swept one full turn from `angle`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                     angle: Angle = .zero) -> some ShapeStyle {
        PlacedAnyGradient(gradient: gradient, placement: .angular(center, angle, .radians(angle.radians + 2 * .pi)))
    }
}

/// An `AnyGradient` with a geometry other than its own top-to-bottom one.
struct PlacedAnyGradient: ShapeStyle {
    enum Placement {
        case linear(UnitPoint, UnitPoint)
        case radial(UnitPoint, CGFloat, CGFloat)
        case elliptical(UnitPoint, CGFloat, CGFloat)
        case angular(UnitPoint, Angle, Angle)
    }
    let gradient: AnyGradient
    let placement: Placement

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let stops = gradient.resolvedStops(in: environment)
        switch placement {
        case let .linear(start, end):
            return .linearGradient(stops: stops, start: start, end: end)
        case let .radial(center, startRadius, endRadius):
            return .radialGradient(stops: stops, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
        case let .elliptical(center, startFraction, endFraction):
            return .ellipticalGradient(stops: stops, center: center, startRadiusFraction: Double(startFraction),
                                       endRadiusFraction: Double(endFraction))
        case let .angular(center, startAngle, endAngle):
            return .conicGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
        }
    }
}
