import Foundation

/// A tolerant comparison of two images with swift-snapshot-testing's two knobs:
///
/// - `perceptualPrecision` (0...1): how alike a pixel must look to count as matching. A pixel
///   differs when its CIE94 colour difference ΔE (0 = same, 100 = opposite) exceeds
///   `(1 - perceptualPrecision) × 100`; 1 means any changed byte differs, 0.98 (ΔE ≤ 2) is about
///   what the eye notices.
/// - `precision` (0...1): the share of pixels that must match; 1 means every pixel.
///
/// Colours are compared composited over white and over black (the larger ΔE counts), so a change
/// in opacity differs as much as a change in colour.
public struct PerceptualComparison: Hashable, Sendable {
    /// Pixels that differ beyond the perceptual threshold (all of them when the sizes differ).
    public let differingPixels: Int
    public let totalPixels: Int
    /// The largest ΔE of any pixel (0...100); 100 when the sizes differ.
    public let maxDeltaE: Double
    public let sizeMismatch: Bool
    /// True when the images match within both precisions.
    public let matches: Bool

    public init(expected: PixelImage, actual: PixelImage, precision: Double, perceptualPrecision: Double) {
        totalPixels = max(expected.pixels.count, actual.pixels.count)
        guard expected.width == actual.width, expected.height == actual.height else {
            sizeMismatch = true; differingPixels = totalPixels; maxDeltaE = 100; matches = false
            return
        }
        sizeMismatch = false
        let threshold = (1 - min(max(perceptualPrecision, 0), 1)) * 100
        var differing = 0, largest = 0.0
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                for i in 0..<e.count where e[i] != a[i] {
                    let delta = Self.deltaE(e[i], a[i])
                    largest = max(largest, delta)
                    if threshold == 0 || delta > threshold { differing += 1 }
                }
            }
        }
        differingPixels = differing
        maxDeltaE = largest
        matches = Double(differing) <= (1 - min(max(precision, 0), 1)) * Double(totalPixels)
    }

    /// "12 of 1,200 pixels (1.00 %) differ beyond ΔE 2.00; largest ΔE 3.41".
    public func summary(perceptualPrecision: Double) -> String {
        if sizeMismatch { return "image size changed" }
        let share = String(format: "%.2f", 100 * Double(differingPixels) / Double(max(totalPixels, 1)))
        let threshold = String(format: "%.2f", (1 - perceptualPrecision) * 100)
        return "\(differingPixels) of \(totalPixels) pixels (\(share) %) differ beyond ΔE \(threshold); "
            + "largest ΔE " + String(format: "%.2f", maxDeltaE)
    }

    /// CIE94 ΔE (graphic arts weights) of two premultiplied pixels: the larger of the differences
    /// over white and over black.
    static func deltaE(_ a: UInt32, _ b: UInt32) -> Double {
        max(CIELab(a, over: 255).deltaE94(CIELab(b, over: 255)), CIELab(a, over: 0).deltaE94(CIELab(b, over: 0)))
    }
}

/// A colour in CIE L*a*b* (D65 white), from an sRGB pixel.
struct CIELab {
    let l: Double, a: Double, b: Double

    /// The premultiplied `pixel` (R in the low byte) composited over the grey `background` (0...255).
    init(_ pixel: UInt32, over background: UInt32) {
        let alpha = pixel >> 24
        func channel(_ shift: UInt32) -> Double {
            let premultiplied = (pixel >> shift) & 0xFF
            return CIELab.linear[Int(min(premultiplied + (255 - alpha) * background / 255, 255))]
        }
        let r = channel(0), g = channel(8), bl = channel(16)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIE94 colour difference with graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015).
    func deltaE94(_ other: CIELab) -> Double {
        let c1 = (a * a + b * b).squareRoot(), c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dL = l - other.l, dC = c1 - c2, da = a - other.a, db = b - other.b
        let dH2 = max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// sRGB byte → linear light (0...1).
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}
