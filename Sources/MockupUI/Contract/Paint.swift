import MockupRaster

/// A straight-alpha sRGB colour with components in 0...1 (gamma-encoded, as SwiftUI's `.sRGB`).
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    public static let white = RGBA(red: 1, green: 1, blue: 1)
    /// The colour with its alpha multiplied by `k`.
    public func opacity(_ k: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha * k) }
}

/// A point in a view's unit square: (0,0) top-leading, (1,1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// One gradient stop.
public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
    public init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

/// A resolved shape style: what a fill, stroke or foreground style paints with.
public enum ResolvedPaint: Hashable, Sendable {
    case color(RGBA)
    /// Points are in the unit square of the filled shape's bounding rect.
    case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
}
