import Foundation
import MockupRaster

/// How different two colours look: CIEDE2000 ΔE between them in CIELAB (D65), with a severity.
public struct ColorDifference: Sendable, Equatable {
    /// Severity by ΔE: below 1 no one sees it, below 2.3 (a just-noticeable difference) only side
    /// by side, above that at a glance.
    public enum Severity: String, Sendable {
        case minor, moderate, major
    }

    public let deltaE: Double

    public var severity: Severity { deltaE < 1 ? .minor : deltaE < 2.3 ? .moderate : .major }

    public init(_ a: SRGBColor, _ b: SRGBColor) { deltaE = Self.ciede2000(Self.lab(a), Self.lab(b)) }

    /// sRGB (gamma-encoded, alpha ignored) → CIELAB under D65.
    static func lab(_ color: SRGBColor) -> (l: Double, a: Double, b: Double) {
        func linear(_ c: Double) -> Double { let c = min(max(c, 0), 1); return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (linear(color.red), linear(color.green), linear(color.blue))
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIEDE2000 (Sharma, Wu, Dalal 2005), kL = kC = kH = 1.
    static func ciede2000(_ one: (l: Double, a: Double, b: Double), _ two: (l: Double, a: Double, b: Double)) -> Double {
        let degrees = 180 / Double.pi
        let c1 = hypot(one.a, one.b), c2 = hypot(two.a, two.b)
        let cMean = (c1 + c2) / 2
        let g = 0.5 * (1 - sqrt(pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))))
        let a1 = (1 + g) * one.a, a2 = (1 + g) * two.a
        let cp1 = hypot(a1, one.b), cp2 = hypot(a2, two.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            guard a != 0 || b != 0 else { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(one.b, a1), h2 = hue(two.b, a2)
        let dL = two.l - one.l, dC = cp2 - cp1
        var dh = 0.0
        if cp1 * cp2 != 0 { dh = h2 - h1; if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 } }
        let dH = 2 * sqrt(cp1 * cp2) * sin(dh / 2 / degrees)
        let lMean = (one.l + two.l) / 2, cpMean = (cp1 + cp2) / 2
        var hMean = h1 + h2
        if cp1 * cp2 != 0 {
            hMean = abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2)
        }
        let t = 1 - 0.17 * cos((hMean - 30) / degrees) + 0.24 * cos(2 * hMean / degrees)
            + 0.32 * cos((3 * hMean + 6) / degrees) - 0.20 * cos((4 * hMean - 63) / degrees)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let rC = 2 * sqrt(pow(cpMean, 7) / (pow(cpMean, 7) + pow(25, 7)))
        let sL = 1 + 0.015 * pow(lMean - 50, 2) / sqrt(20 + pow(lMean - 50, 2))
        let sC = 1 + 0.045 * cpMean, sH = 1 + 0.015 * cpMean * t
        let rT = -sin(2 * dTheta / degrees) * rC
        return sqrt(pow(dL / sL, 2) + pow(dC / sC, 2) + pow(dH / sH, 2) + rT * (dC / sC) * (dH / sH))
    }
}
