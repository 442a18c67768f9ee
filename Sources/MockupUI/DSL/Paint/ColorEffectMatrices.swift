import Foundation
import MockupRaster

/// SwiftUI's `ColorMatrix` is MockupRaster's: r1…a5 act on straight RGBA in 0...1.
public typealias ColorMatrix = MockupRaster.ColorMatrix

// The colour matrix of each colour filter. SwiftUI does not publish its constants; these are the
// W3C Filter Effects Module Level 1 definitions its documentation describes (docs/RENDERING.md,
// "Colour filters").
extension ColorMatrix {
    /// `amount` added to each colour channel (feComponentTransfer, type linear, slope 1).
    static func brightness(_ amount: Double) -> ColorMatrix {
        linear(slope: 1, intercept: amount)
    }

    /// Each colour channel's distance from 50 % grey scaled by `amount`: (c − 0.5)·amount + 0.5.
    static func contrast(_ amount: Double) -> ColorMatrix {
        linear(slope: amount, intercept: 0.5 - 0.5 * amount)
    }

    /// `1 − c` blended with `c` by `amount` (feComponentTransfer invert: table [amount, 1 − amount]).
    static func inverting(_ amount: Double) -> ColorMatrix {
        linear(slope: 1 - 2 * amount, intercept: amount)
    }

    /// feColorMatrix `saturate`: 0 is the luma grey, 1 the identity, above 1 over-saturates.
    static func saturation(_ s: Double) -> ColorMatrix {
        rgb([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
             0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
             0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
    }

    /// feColorMatrix `hueRotate` by `radians`.
    static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        return rgb([0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s,
                    0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s,
                    0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s])
    }

    /// Each channel, alpha too, multiplied by `color`'s.
    static func multiplying(_ color: RGBA) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3, m.a4) = (Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
        return m
    }

    /// feColorMatrix `luminanceToAlpha`: black whose alpha is the luminance.
    static let luminanceToAlpha = ColorMatrix(red: (0, 0, 0, 0, 0), green: (0, 0, 0, 0, 0), blue: (0, 0, 0, 0, 0),
                                              alpha: (0.2125, 0.7154, 0.0721, 0, 0))

    /// `slope·c + intercept` on each colour channel, alpha kept.
    private static func linear(slope: Double, intercept: Double) -> ColorMatrix {
        var m = ColorMatrix()
        (m.r1, m.g2, m.b3) = (Float(slope), Float(slope), Float(slope))
        (m.r5, m.g5, m.b5) = (Float(intercept), Float(intercept), Float(intercept))
        return m
    }

    /// The 3×3 colour part `rows` (row-major), no offsets, alpha kept.
    private static func rgb(_ rows: [Double]) -> ColorMatrix {
        let f = rows.map(Float.init)
        return ColorMatrix(red: (f[0], f[1], f[2], 0, 0), green: (f[3], f[4], f[5], 0, 0),
                           blue: (f[6], f[7], f[8], 0, 0), alpha: (0, 0, 0, 1, 0))
    }
}
