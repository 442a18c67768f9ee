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
        let sorted = stops.enumerated().map { index, stop -> (Double, Int, Stop) in
            (stop.location.isFinite ? unitClamp(stop.location) : 0, index, Stop(stop.color, interpolation))
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
                table[i] = s0.mixed(with: s1, (t - t0) / (t1 - t0)).pixel(interpolation)
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

    /// A stop colour as alpha-weighted components in the interpolation space.
    private struct Stop {
        var c0, c1, c2, alpha: Double

        init(_ color: SRGBColor, _ space: GradientInterpolation) {
            let a = unitClamp(color.alpha)
            let r = unitClamp(color.red), g = unitClamp(color.green), b = unitClamp(color.blue)
            switch space {
            case .sRGB: (c0, c1, c2) = (r, g, b)
            case .oklab:
                let lab = Oklab(sRGB: r, g, b)
                (c0, c1, c2) = (lab.l, lab.a, lab.b)
            }
            c0 *= a; c1 *= a; c2 *= a; alpha = a
        }

        private init(c0: Double, c1: Double, c2: Double, alpha: Double) {
            self.c0 = c0; self.c1 = c1; self.c2 = c2; self.alpha = alpha
        }

        func mixed(with other: Stop, _ f: Double) -> Stop {
            let k = f.isFinite ? f : 0
            return Stop(c0: c0 + (other.c0 - c0) * k, c1: c1 + (other.c1 - c1) * k,
                        c2: c2 + (other.c2 - c2) * k, alpha: alpha + (other.alpha - alpha) * k)
        }

        func pixel(_ space: GradientInterpolation) -> UInt32 {
            guard alpha > 0 else { return 0 }
            let u0 = c0 / alpha, u1 = c1 / alpha, u2 = c2 / alpha
            let rgb: (red: Double, green: Double, blue: Double)
            switch space {
            case .sRGB: rgb = (u0, u1, u2)
            case .oklab: rgb = Oklab(l: u0, a: u1, b: u2).sRGB
            }
            return PremultipliedColor(SRGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)).rawValue
        }
    }
}
