import Foundation

/// How a layer's pixels combine with the pixels already below them: the separable and
/// non-separable blend modes and the Porter-Duff operators of W3C "Compositing and Blending
/// Level 1" (https://www.w3.org/TR/compositing-1/, §5.3, §9, §10), plus Core Graphics'
/// plus-darker and plus-lighter. The names are SwiftUI's `BlendMode` cases.
public enum LayerBlend: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver,
         destinationOut, plusDarker, plusLighter

    /// `source` (premultiplied, already scaled by its coverage and opacity) blended onto
    /// `backdrop` (premultiplied); the result is premultiplied, each channel rounded to nearest.
    public func composite(_ source: UInt32, onto backdrop: UInt32) -> UInt32 {
        let s = Straight(source), b = Straight(backdrop)
        let (color, alpha) = combine(s, b)
        return pack(color, alpha)
    }

    /// Premultiplied colour channels and alpha of the result.
    private func combine(_ s: Straight, _ b: Straight) -> ([Double], Double) {
        let (sa, ba) = (s.alpha, b.alpha)
        let sp = s.rgb.map { $0 * sa }, bp = b.rgb.map { $0 * ba }
        switch self {
        case .sourceAtop:
            return (zip(sp, bp).map { $0 * ba + $1 * (1 - sa) }, ba)
        case .destinationOver:
            return (zip(sp, bp).map { $0 * (1 - ba) + $1 }, sa + ba * (1 - sa))
        case .destinationOut:
            return (bp.map { $0 * (1 - sa) }, ba * (1 - sa))
        case .plusLighter:
            return (zip(sp, bp).map { min(1, $0 + $1) }, min(1, sa + ba))
        case .plusDarker:
            // Core Graphics: R = max(0, 1 − ((1 − D) + (1 − S))) for opaque pixels; with alpha,
            // each side's missing ink (alpha − colour) is subtracted from the summed alpha.
            let alpha = min(1, sa + ba)
            return (zip(sp, bp).map { max(0, alpha - (sa - $0) - (ba - $1)) }, alpha)
        default:
            // W3C §5.3: cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs), alpha by source-over.
            let mixed = blended(backdrop: b.rgb, source: s.rgb)
            let color = (0..<3).map { sp[$0] * (1 - ba) + bp[$0] * (1 - sa) + sa * ba * mixed[$0] }
            return (color, sa + ba * (1 - sa))
        }
    }

    /// B(Cb, Cs) on straight colours (W3C §10.1 separable, §10.2 non-separable).
    private func blended(backdrop cb: [Double], source cs: [Double]) -> [Double] {
        switch self {
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return zip(cb, cs).map { separable($0, $1) }
        }
    }

    private func separable(_ cb: Double, _ cs: Double) -> Double {
        switch self {
        case .multiply: return cb * cs
        case .screen: return cb + cs - cb * cs
        case .overlay: return Self.hardLight(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : (cs == 1 ? 1 : min(1, cb / (1 - cs)))
        case .colorBurn: return cb == 1 ? 1 : (cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs))
        case .hardLight: return Self.hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs  // normal
        }
    }

    private static func hardLight(_ cb: Double, _ cs: Double) -> Double {
        cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var out = c
        if n < 0 { out = out.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { out = out.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return out
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    /// `c` with its saturation set to `s`, keeping which channel is largest and smallest.
    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let order = c.indices.sorted { c[$0] < c[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var out = [0.0, 0.0, 0.0]
        if c[hi] > c[lo] {
            out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
            out[hi] = s
        }
        return out
    }

    private func pack(_ color: [Double], _ alpha: Double) -> UInt32 {
        let a = UInt32((unitClamp(alpha) * 255).rounded())
        let channels = color.map { UInt32((unitClamp($0) * 255).rounded()) }.map { min($0, a) }
        return channels[0] | channels[1] << 8 | channels[2] << 16 | a << 24
    }
}

/// A premultiplied pixel as straight colour channels and alpha in 0...1.
private struct Straight {
    let rgb: [Double]
    let alpha: Double
    init(_ pixel: UInt32) {
        let a = Double(pixel >> 24) / 255
        alpha = a
        rgb = [0, 8, 16].map { shift in a > 0 ? min(1, Double((pixel >> shift) & 0xFF) / 255 / a) : 0 }
    }
}
