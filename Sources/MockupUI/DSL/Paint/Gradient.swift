/// Colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location in 0...1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
    }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.rgba(in: environment), location: $0.location) }
    }
}

/// A linear gradient; a shape style, and a view filling its frame.
public struct LinearGradient: Hashable, Sendable, ShapeStyle {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: gradient.resolvedStops(in: environment), start: startPoint, end: endPoint)
    }
}

/// A radial gradient; a shape style, and a view filling its frame.
public struct RadialGradient: Hashable, Sendable, ShapeStyle {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient; self.center = center
        self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
                  endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(stops: gradient.resolvedStops(in: environment), center: center,
                        startRadius: startRadius, endRadius: endRadius)
    }
}

extension UnitPoint {
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// Colours and gradients are also views that fill the space they are offered. The conformances
// live in extensions so the value types themselves stay nonisolated (usable in `static let`s).

/// A shape style that is also a view: a rectangle filled with the style.
protocol ShapeStyleView: PrimitiveView, ShapeStyle {}

extension ShapeStyleView {
    func resolveNodes(in environment: EnvironmentValues) -> [ViewNode] {
        let node = ViewNode.shape(ResolvedShape(kind: .rectangle, drawing: .fill(resolvePaint(in: environment), evenOdd: false)))
        return [_renderNote.map { .unsupported(feature: $0, child: node) } ?? node]
    }
}

extension Color: View, ShapeStyleView { public typealias Body = Never }
extension LinearGradient: View, ShapeStyleView { public typealias Body = Never }
extension RadialGradient: View, ShapeStyleView { public typealias Body = Never }

/// Used as a shape style, a gradient runs from the top to the bottom of the filled shape's bounds,
/// as an `AnyGradient` does.
extension Gradient: ShapeStyle {
    public func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        AnyGradient(self).resolvePaint(in: environment)
    }
}
