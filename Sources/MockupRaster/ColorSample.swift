/// A colour as alpha-weighted components in the interpolation space, plus alpha.
struct ColorSample {
    var c0, c1, c2, alpha: Double

    static let zero = ColorSample(c0: 0, c1: 0, c2: 0, alpha: 0)

    init(c0: Double, c1: Double, c2: Double, alpha: Double) {
        self.c0 = c0; self.c1 = c1; self.c2 = c2; self.alpha = alpha
    }

    init(_ color: SRGBColor, _ space: GradientInterpolation) {
        let a = unitClamp(color.alpha)
        let r = unitClamp(color.red), g = unitClamp(color.green), b = unitClamp(color.blue)
        switch space {
        case .sRGB: (c0, c1, c2) = (r * a, g * a, b * a)
        case .oklab:
            let lab = Oklab(sRGB: r, g, b)
            (c0, c1, c2) = (lab.l * a, lab.a * a, lab.b * a)
        }
        alpha = a
    }

    static func + (x: ColorSample, y: ColorSample) -> ColorSample {
        ColorSample(c0: x.c0 + y.c0, c1: x.c1 + y.c1, c2: x.c2 + y.c2, alpha: x.alpha + y.alpha)
    }
    static func - (x: ColorSample, y: ColorSample) -> ColorSample {
        ColorSample(c0: x.c0 - y.c0, c1: x.c1 - y.c1, c2: x.c2 - y.c2, alpha: x.alpha - y.alpha)
    }
    static func * (x: ColorSample, k: Double) -> ColorSample {
        ColorSample(c0: x.c0 * k, c1: x.c1 * k, c2: x.c2 * k, alpha: x.alpha * k)
    }

    /// The monotone slope at a vertex from the differences to its neighbours, per component: 0 where
    /// they disagree in sign, else their mean limited to three times the smaller.
    static func slope(before: ColorSample?, after: ColorSample?) -> ColorSample {
        guard let before, let after else { return before ?? after ?? .zero }
        func component(_ d0: Double, _ d1: Double) -> Double {
            guard d0 * d1 > 0 else { return 0 }
            let mean = (d0 + d1) / 2, limit = 3 * min(abs(d0), abs(d1))
            return mean > 0 ? min(mean, limit) : max(mean, -limit)
        }
        return ColorSample(c0: component(before.c0, after.c0), c1: component(before.c1, after.c1),
                           c2: component(before.c2, after.c2), alpha: component(before.alpha, after.alpha))
    }

    /// The premultiplied pixel (components clamped; an overshooting bicubic blend stays in gamut).
    func pixel(_ space: GradientInterpolation) -> UInt32 {
        let a = unitClamp(alpha)
        guard a > 0 else { return 0 }
        let u0 = c0 / alpha, u1 = c1 / alpha, u2 = c2 / alpha
        let rgb: (red: Double, green: Double, blue: Double)
        switch space {
        case .sRGB: rgb = (u0, u1, u2)
        case .oklab: rgb = Oklab(l: u0, a: u1, b: u2).sRGB
        }
        return PremultipliedColor(SRGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: a)).rawValue
    }
}
