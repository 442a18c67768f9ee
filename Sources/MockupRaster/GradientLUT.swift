/// The colour space gradient stops are interpolated in (SwiftUI's `Gradient.ColorSpace`).
public enum GradientInterpolation: Hashable, Sendable {
    /// Oklab: SwiftUI's default look on iOS 17/18 (`.perceptual`, docs/RENDERING.md §1.6).
    case oklab
    /// Plain lerp of gamma-encoded sRGB components (`.device`).
    case sRGB
}

/// One colour stop of a gradient; `location` is in 0...1 along the gradient.
public struct ColorStop: Hashable, Sendable {
    public var color: SRGBColor
    public var location: Double
    public init(_ color: SRGBColor, at location: Double) { self.color = color; self.location = location }
}

/// A gradient's colours sampled into a table of premultiplied pixels, indexed by t in 0...1.
///
/// Colours interpolate premultiplied (as CSS Color 4 does): the colour components are weighted by
/// alpha, so a stop fading to `.clear` (transparent black) keeps its hue instead of going grey,
/// and alpha itself interpolates linearly. Stops are used in location order (ties keep their
/// given order: a later stop at the same location starts a hard edge). No dithering.
public struct GradientLUT: Hashable, Sendable {
    /// Number of table entries.
    public static let size = 1024
    /// `size` premultiplied pixels; entry i is the colour at t = i / (size − 1).
    public let entries: [UInt32]
    /// True when every entry is fully opaque.
    public let isOpaque: Bool

    /// Builds the table; no stops gives transparent, one stop gives a flat colour. Non-finite
    /// locations are treated as 0; locations are clamped to 0...1.
    public init(stops: [ColorStop], interpolation: GradientInterpolation = .oklab) {
        let sorted = stops.enumerated().map { index, stop -> (Double, Int, ColorSample) in
            (stop.location.isFinite ? unitClamp(stop.location) : 0, index, ColorSample(stop.color, interpolation))
        }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let last = GradientLUT.size - 1
        guard let first = sorted.first else {
            entries = Array(repeating: 0, count: GradientLUT.size)
            isOpaque = false
            return
        }
        var table = [UInt32](repeating: 0, count: GradientLUT.size)
        var segment = 0
        for i in 0...last {
            let t = Double(i) / Double(last)
            while segment + 1 < sorted.count, sorted[segment + 1].0 <= t { segment += 1 }
            if t < first.0 || segment + 1 == sorted.count {
                table[i] = (t < first.0 ? first.2 : sorted[segment].2).pixel(interpolation)
            } else {
                let (t0, _, s0) = sorted[segment], (t1, _, s1) = sorted[segment + 1]
                let f = (t - t0) / (t1 - t0)
                table[i] = (s0 + (s1 - s0) * (f.isFinite ? f : 0)).pixel(interpolation)
            }
        }
        // Land every stop exactly on its colour (the last of tied stops wins).
        for (location, _, stop) in sorted {
            table[Int((location * Double(last)).rounded())] = stop.pixel(interpolation)
        }
        entries = table
        isOpaque = table.allSatisfy { $0 >> 24 == 255 }
    }

    /// A table of one flat colour.
    public init(solid color: PremultipliedColor) {
        entries = Array(repeating: color.rawValue, count: GradientLUT.size)
        isOpaque = color.isOpaque
    }

    /// The colour at `t` (clamped to 0...1; NaN gives the first entry).
    public func color(at t: Double) -> PremultipliedColor {
        PremultipliedColor(rawValue: entries[Int(unitClamp(t) * Double(GradientLUT.size - 1) + 0.5)])
    }
}
